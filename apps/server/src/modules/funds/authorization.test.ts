import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminRole, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * Every operator call of the funds module against every kind of caller: anonymous, a player's
 * token, and each role. A refused caller gets 401 / 403 and changes nothing; an allowed one succeeds
 * (each caller decides requests of its own, so every allowed write really happens).
 */
type Caller = 'anonymous' | 'player' | AdminRole;
const CALLERS: Caller[] = ['anonymous', 'player', 'viewer', 'operator', 'owner'];
const RANK: Record<AdminRole, number> = { viewer: 0, operator: 1, owner: 2 };

interface Own {
  mobile: string;
  funds: [number, number];
  withdrawals: [number, number];
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: (own: Own) => string;
  role: AdminRole;
  body: (own: Own) => Record<string, unknown>;
}

const CALLS: Call[] = [
  {
    name: 'list deposits',
    method: 'GET',
    url: () => '/admin/api/fund-requests?status=pending',
    role: 'viewer',
    body: () => ({}),
  },
  {
    name: 'approve a deposit',
    method: 'POST',
    url: (o) => `/admin/api/fund-requests/${o.funds[0]}/approve`,
    role: 'operator',
    body: () => ({ note: 'ok' }),
  },
  {
    name: 'reject a deposit',
    method: 'POST',
    url: (o) => `/admin/api/fund-requests/${o.funds[1]}/reject`,
    role: 'operator',
    body: () => ({ note: 'no' }),
  },
  {
    name: 'list withdrawals',
    method: 'GET',
    url: () => '/admin/api/withdraw-requests',
    role: 'viewer',
    body: () => ({}),
  },
  {
    name: 'approve a withdrawal',
    method: 'POST',
    url: (o) => `/admin/api/withdraw-requests/${o.withdrawals[0]}/approve`,
    role: 'operator',
    body: () => ({ receipt: 'https://pay.example/r' }),
  },
  {
    name: 'reject a withdrawal',
    method: 'POST',
    url: (o) => `/admin/api/withdraw-requests/${o.withdrawals[1]}/reject`,
    role: 'operator',
    body: () => ({ note: 'no' }),
  },
  {
    name: 'adjust a wallet',
    method: 'POST',
    url: () => '/admin/api/wallet/adjust',
    role: 'operator',
    body: (o) => ({ mobile: o.mobile, amount: -10, note: 'fee' }),
  },
  {
    name: 'update a player',
    method: 'PATCH',
    url: (o) => `/admin/api/users/${o.mobile}`,
    role: 'operator',
    body: () => ({ betting_status: 1, blocked: false }),
  },
];

let t: TestApp;
const own = {} as Record<Caller, Own>;
const tokens = {} as Record<Caller, string | null>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  for (const [i, caller] of CALLERS.entries()) {
    const p = await createPlayerWithToken(t, { balance: 5_000, mobile: `96000000${10 + i}` });
    await t.db
      .insertInto('payment_numbers')
      .values({ user_id: p.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 })
      .execute();
    const fund = async () =>
      (await t.call('/api-fund-request-add', { unique_token: p.token, request_amount: '500' })).body
        .request_id as number;
    const withdraw = async () => {
      await t.call('/api-user-withdraw-fund-request', {
        unique_token: p.token,
        request_amount: '500',
        payment_method: 2,
      });
      return Number(
        (await t.db.selectFrom('withdraw_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
      );
    };
    own[caller] = {
      mobile: p.mobile,
      funds: [await fund(), await fund()],
      withdrawals: [await withdraw(), await withdraw()],
    };
    if (caller === 'player') tokens.player = p.token;
  }
  tokens.anonymous = null;
  for (const role of ['viewer', 'operator', 'owner'] as const) tokens[role] = await loginAdmin(t, role);
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

describe('who may call the funds operator API', () => {
  const cases = CALLS.flatMap((call) => CALLERS.map((caller) => [call.name, caller, call] as const));
  it.each(cases)('%s as %s', async (_name, caller, call) => {
    const token = tokens[caller];
    const before = await fundsSnapshot(t.db);
    const res = await t.app.inject({
      method: call.method,
      url: call.url(own[caller]),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(call.method === 'GET' ? {} : { payload: call.body(own[caller]) }),
    });
    const allowed = caller !== 'anonymous' && caller !== 'player' && RANK[caller] >= RANK[call.role];
    if (allowed) {
      expect({ statusCode: res.statusCode, status: res.json().status }, res.body).toEqual({
        statusCode: 200,
        status: true,
      });
      return;
    }
    const expected =
      caller === 'anonymous' || caller === 'player'
        ? { statusCode: 401, msg: 'Please log in' }
        : { statusCode: 403, msg: 'Not allowed for your role' };
    expect({ statusCode: res.statusCode, body: res.json() }).toEqual({
      statusCode: expected.statusCode,
      body: { status: false, msg: expected.msg },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('checks the caller before the body: an anonymous bad body is 401, a viewer with a bad body 403', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/admin/api/wallet/adjust', payload: { amount: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjust',
      headers: { authorization: `Bearer ${tokens.viewer}` },
      payload: { amount: 'x' },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it("never accepts a player's token in the body", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/fund-requests/${own.player.funds[0]}/approve`,
      payload: { unique_token: tokens.player, app_key: 'pana-public-app-key' },
    });
    expect(res.statusCode).toBe(401);
  });
});
