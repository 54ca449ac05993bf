import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, type AdminRole, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';

/**
 * Every operator call against every kind of caller: anonymous, a player's token, and each role.
 * A refused caller gets 401 / 403 in the envelope and changes nothing; an allowed one gets past the
 * guard (whatever the call then answers).
 */
type Caller = 'anonymous' | 'player' | AdminRole;
const CALLERS: Caller[] = ['anonymous', 'player', 'viewer', 'operator', 'owner'];

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** The least role allowed. */
  role: AdminRole;
  /** The body (or query) of the call; `market` is a main market of the caller's own, so allowed writes succeed. */
  body: (ids: { market: number }) => Record<string, unknown>;
}

const DATE = '2026-11-22';
const CALLS: Call[] = [
  { name: 'who am I', method: 'GET', url: '/admin/api/me', role: 'viewer', body: () => ({}) },
  { name: 'list results', method: 'GET', url: '/admin/api/results', role: 'viewer', body: () => ({ date: DATE }) },
  {
    name: 'exposure',
    method: 'GET',
    url: '/admin/api/exposure',
    role: 'viewer',
    body: ({ market }) => ({ kind: 'main', marketId: market, date: '2026-11-24', session: 'open' }),
  },
  {
    name: 'preview',
    method: 'POST',
    url: '/admin/api/results/preview',
    role: 'viewer',
    body: ({ market }) => ({ kind: 'main', marketId: market, date: DATE, session: 'open', pana: '128' }),
  },
  {
    name: 'declare',
    method: 'POST',
    url: '/admin/api/results',
    role: 'operator',
    body: ({ market }) => ({ kind: 'main', marketId: market, date: DATE, session: 'open', pana: '128' }),
  },
  {
    name: 'revert',
    method: 'POST',
    url: '/admin/api/results/revert',
    role: 'operator',
    body: ({ market }) => ({ kind: 'main', marketId: market, date: DATE, session: 'open', reason: 'test' }),
  },
  { name: 'logout', method: 'POST', url: '/admin/api/logout', role: 'viewer', body: () => ({}) },
];
const RANK: Record<AdminRole, number> = { viewer: 0, operator: 1, owner: 2 };

let t: TestApp;
const markets = {} as Record<Caller, number>;
const tokens = {} as Record<Caller, string | null>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const names = ['Kalyan', 'Milan Day', 'Sridevi', 'Time Bazar', 'Madhur Day'];
  for (const [i, caller] of CALLERS.entries()) markets[caller] = await marketIdOf(t.db, 'main', names[i]);
  tokens.anonymous = null;
  tokens.player = await registerPlayer(t, '9123456789');
  for (const role of ['viewer', 'operator', 'owner'] as const) tokens[role] = await loginAdmin(t, role);
});
afterAll(() => t.close());

async function writes(): Promise<number[]> {
  const count = async (table: 'results' | 'audit_log' | 'wallet_ledger' | 'admin_sessions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [await count('results'), await count('audit_log'), await count('wallet_ledger')];
}

describe('who may call the operator API', () => {
  const cases = CALLS.flatMap((call) => CALLERS.map((caller) => [call.name, caller, call] as const));

  it.each(cases)('%s as %s', async (_name, caller, call) => {
    // Logout last for each caller would end their session; give it a session of its own.
    const token =
      call.name === 'logout' && tokens[caller] && caller !== 'player'
        ? await loginAdmin(t, caller as AdminRole)
        : tokens[caller];
    const before = await writes();
    const res = await adminCall(t, call.method, call.url, token, call.body({ market: markets[caller] }));
    const allowed = caller !== 'anonymous' && caller !== 'player' && RANK[caller] >= RANK[call.role];
    if (allowed) {
      expect({ statusCode: res.statusCode, status: res.body.status }, JSON.stringify(res.body)).toEqual({
        statusCode: 200,
        status: true,
      });
      return;
    }
    const expected =
      caller === 'anonymous' || caller === 'player'
        ? { statusCode: 401, msg: 'Please log in' }
        : { statusCode: 403, msg: 'Not allowed for your role' };
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({
      statusCode: expected.statusCode,
      body: { status: false, msg: expected.msg },
    });
    expect(await writes()).toEqual(before);
  });

  it('checks the caller before the body: an anonymous call with a bad body is 401, not 400', async () => {
    const res = await adminCall(t, 'POST', '/admin/api/results', null, { kind: 'nonsense' });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the login without a session', async () => {
    const res = await adminCall(t, 'POST', '/admin/api/login', null, { username: 'nobody', password: 'whatever-pass' });
    expect(res).toMatchObject({ statusCode: 401, body: { msg: 'Invalid username or password' } });
  });
});
