import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  type AdminRole,
  consoleCall,
  consoleSnapshot,
  createAdminAccount,
  marketIdOf,
} from '../../test/fixtures.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { totpCode } from './totp.ts';

/**
 * Every call the operator console adds, against every kind of caller: anonymous, a player's token,
 * and each role. A refused caller gets 401 / 403 in the envelope and changes nothing; an allowed one
 * gets its answer (each caller writes to rows of its own, so every allowed write succeeds).
 */
type Caller = 'anonymous' | 'player' | AdminRole;
const CALLERS: Caller[] = ['anonymous', 'player', 'viewer', 'operator', 'owner'];
const RANK: Record<AdminRole, number> = { viewer: 0, operator: 1, owner: 2 };

interface Own {
  caller: Caller;
  market: number;
  adminId: number;
  target: number;
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (own: Own) => string;
  role: AdminRole;
  body?: (own: Own) => unknown;
}

let t: TestApp;
const own = {} as Record<Caller, Own>;
const tokens = {} as Record<Caller, string | null>;

/** The current TOTP secret of the caller's own operator account (set by the setup call before). */
async function secretOf(adminId: number): Promise<string> {
  const row = await t.db.selectFrom('admins').select('totp_secret').where('id', '=', adminId).executeTakeFirst();
  return row?.totp_secret ?? 'AAAAAAAA';
}

const CALLS: Call[] = [
  { name: 'dashboard', method: 'GET', url: () => '/admin/api/dashboard', role: 'viewer' },
  { name: 'list markets', method: 'GET', url: () => '/admin/api/markets?kind=main', role: 'viewer' },
  {
    name: 'create a market',
    method: 'POST',
    url: () => '/admin/api/markets',
    role: 'operator',
    body: ({ caller }) => ({ kind: 'main', name: `New ${caller}`, openTime: '1:00 PM', closeTime: '2:00 PM' }),
  },
  {
    name: 'change a market',
    method: 'PATCH',
    url: ({ market }) => `/admin/api/markets/${market}`,
    role: 'operator',
    body: () => ({ openTime: '10:30 AM' }),
  },
  {
    name: 'add an off date',
    method: 'POST',
    url: ({ market }) => `/admin/api/markets/${market}/off-dates`,
    role: 'operator',
    body: () => ({ date: '2026-12-25' }),
  },
  {
    name: 'remove an off date',
    method: 'DELETE',
    url: ({ market }) => `/admin/api/markets/${market}/off-dates/2026-12-31`,
    role: 'operator',
  },
  { name: 'read the rates', method: 'GET', url: () => '/admin/api/rates', role: 'viewer' },
  {
    name: 'set a rate',
    method: 'PUT',
    url: () => '/admin/api/rates',
    role: 'operator',
    body: () => ({ family: 'main', rateKey: 'single_digit', val1: 10, val2: 96 }),
  },
  { name: 'read the settings', method: 'GET', url: () => '/admin/api/settings', role: 'viewer' },
  {
    name: 'change the settings',
    method: 'PUT',
    url: () => '/admin/api/settings',
    role: 'operator',
    body: ({ caller }) => ({ marquee_text: `Hello from ${caller}` }),
  },
  { name: 'search players', method: 'GET', url: () => '/admin/api/users?q=98', role: 'viewer' },
  { name: 'one player', method: 'GET', url: () => '/admin/api/users/9876543210', role: 'viewer' },
  { name: 'bids report', method: 'GET', url: () => '/admin/api/reports/bids', role: 'viewer' },
  { name: 'bids report as CSV', method: 'GET', url: () => '/admin/api/reports/bids?format=csv', role: 'viewer' },
  { name: 'funds report', method: 'GET', url: () => '/admin/api/reports/funds', role: 'viewer' },
  { name: 'audit log', method: 'GET', url: () => '/admin/api/audit', role: 'viewer' },
  { name: 'list operators', method: 'GET', url: () => '/admin/api/admins', role: 'owner' },
  {
    name: 'create an operator',
    method: 'POST',
    url: () => '/admin/api/admins',
    role: 'owner',
    body: ({ caller }) => ({ username: `made.by.${caller}`, password: 'a-long-password', role: 'viewer' }),
  },
  {
    name: 'change an operator',
    method: 'PATCH',
    url: ({ target }) => `/admin/api/admins/${target}`,
    role: 'owner',
    body: () => ({ role: 'operator' }),
  },
  { name: 'my two-step login', method: 'GET', url: () => '/admin/api/totp', role: 'viewer' },
  { name: 'set up two-step login', method: 'POST', url: () => '/admin/api/totp/setup', role: 'viewer' },
  {
    name: 'turn two-step login on',
    method: 'POST',
    url: () => '/admin/api/totp/enable',
    role: 'viewer',
    body: async ({ adminId }: Own) => ({ code: totpCode(await secretOf(adminId), t.clock.now()) }),
  },
  {
    name: 'turn two-step login off',
    method: 'POST',
    url: () => '/admin/api/totp/disable',
    role: 'viewer',
    // The next step's code: the current one was used to turn it on.
    body: async ({ adminId }: Own) => ({
      code: totpCode(await secretOf(adminId), t.clock.now() + 30_000),
      currentPassword: ADMIN_PASSWORD,
    }),
  },
  {
    name: 'change my password',
    method: 'POST',
    url: () => '/admin/api/me/password',
    role: 'viewer',
    body: () => ({ currentPassword: ADMIN_PASSWORD, password: ADMIN_PASSWORD }),
  },
];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const names = ['Kalyan', 'Milan Day', 'Sridevi', 'Time Bazar', 'Madhur Day'];
  for (const [i, caller] of CALLERS.entries()) {
    const market = await marketIdOf(t.db, 'main', names[i]);
    await t.db.insertInto('market_off_dates').values({ market_id: market, date: '2026-12-31' }).execute();
    const target = (await createAdminAccount(t, 'viewer')).id;
    own[caller] = { caller, market, adminId: 0, target };
  }
  // Another owner keeps two-step login on, so the owner of these calls may turn theirs off.
  const keeper = await createAdminAccount(t, 'owner');
  await t.db
    .updateTable('admins')
    .set({ totp_enabled: 1, totp_secret: 'JBSWY3DPEHPK3PXP' })
    .where('id', '=', keeper.id)
    .execute();
  tokens.anonymous = null;
  tokens.player = await registerPlayer(t, '9123456789');
  for (const role of ['viewer', 'operator', 'owner'] as const) {
    const { id, username } = await createAdminAccount(t, role);
    own[role].adminId = id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username, password: ADMIN_PASSWORD },
    });
    tokens[role] = res.json().token;
  }
});
afterAll(() => t.close());

describe('who may call the operator console API', () => {
  const cases = CALLS.flatMap((call) => CALLERS.map((caller) => [call.name, caller, call] as const));

  it.each(cases)('%s as %s', async (_name, caller, call) => {
    const before = await consoleSnapshot(t.db);
    const body = call.body ? await call.body(own[caller]) : undefined;
    const res = await consoleCall(t, call.method, call.url(own[caller]), tokens[caller], body);
    const allowed = caller !== 'anonymous' && caller !== 'player' && RANK[caller] >= RANK[call.role];
    if (allowed) {
      expect(res.statusCode, res.text).toBe(200);
      if (res.body) expect(res.body.status).toBe(true);
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
    expect(await consoleSnapshot(t.db)).toEqual(before);
  });
});

describe('the console session cookie', () => {
  const cookieCall = (
    method: 'GET' | 'PUT',
    url: string,
    token: string,
    headers: Record<string, string> = {},
    payload?: string,
  ) =>
    t.app.inject({
      method,
      url,
      cookies: { pana_admin: token },
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  it('opens every read of the console with the cookie alone', async () => {
    for (const url of [
      '/admin/api/dashboard',
      '/admin/api/markets',
      '/admin/api/rates',
      '/admin/api/settings',
      '/admin/api/users',
      '/admin/api/audit',
    ]) {
      const res = await cookieCall('GET', url, tokens.viewer as string);
      expect({ url, statusCode: res.statusCode }).toEqual({ url, statusCode: 200 });
    }
  });

  it('refuses a cookie write whose body is not declared JSON, as a form of another site would send it, and writes nothing', async () => {
    const before = await consoleSnapshot(t.db);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await cookieCall(
        'PUT',
        '/admin/api/settings',
        tokens.operator as string,
        { 'content-type': type },
        '{"marquee_text":"csrf"}',
      );
      expect({ type, statusCode: res.statusCode, body: res.json() }).toEqual({
        type,
        statusCode: 415,
        body: { status: false, msg: 'Send the request body as JSON' },
      });
    }
    expect(await consoleSnapshot(t.db)).toEqual(before);
  });

  it('accepts the same cookie write sent as JSON', async () => {
    const res = await cookieCall(
      'PUT',
      '/admin/api/settings',
      tokens.operator as string,
      { 'content-type': 'application/json; charset=utf-8' },
      '{"marquee_text":"from the console"}',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.marquee_text).toBe('from the console');
  });

  it('leaves bearer-token scripts free to post without a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/totp/setup',
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
