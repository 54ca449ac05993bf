import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminCall, createPlayerWithToken, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin } from '../operators/service.ts';
import { floatBalanceOf, moveFloat, openFloat } from '../wallet/float.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * Deposits paid to an agent's UPI id (ADR 029): the request waits for that agent, who approves it from
 * their float (one `to_player` movement, in the approval's transaction) or rejects it; no operator,
 * payment notification or gateway decides it; another agent cannot see or touch it; the ledger check
 * holds the agent's credit to its movement. On whichever engine the run uses.
 */
const UPI_SECRET = 'forwarder-secret-0123456789abcdef0123';

let t: TestApp;
let agent: { id: number; token: string; username: string };
let other: { id: number; token: string };
let master: { id: number; token: string };
let player: { id: number; mobile: string; token: string };
let housePlayer: { id: number; mobile: string; token: string };
let counter = 0;

async function plantAgent(role: 'agent' | 'master_agent', upiId: string | null, creditLimit = 0) {
  const username = `${role === 'agent' ? 'agent' : 'master'}-${++counter}`;
  const id = await createAdmin(t.db, { username, password: ADMIN_PASSWORD, role: 'viewer' }, t.clock.now());
  await t.db
    .updateTable('admins')
    .set({
      role,
      invite_code: `CODE${counter}`,
      display_name: `Name ${username}`,
      upi_id: upiId,
      credit_limit: creditLimit,
    })
    .where('id', '=', id)
    .execute();
  await openFloat(t.db, id, t.clock.now());
  const login = await t.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    payload: { username, password: ADMIN_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  return { id, token: login.json().token as string, username };
}

const topUp = (adminId: number, amount: number) =>
  t.db
    .transaction()
    .execute((trx) =>
      moveFloat(trx, {
        kind: 'top_up',
        adminId,
        amount,
        note: 'Test top-up',
        byAdminId: null,
        floor: 0,
        now: t.clock.now(),
      }),
    );

beforeEach(async () => {
  t = await createTestApp({ config: { PAYMENT_HOOKS: ['upi'], PAYMENT_WEBHOOK_SECRET: UPI_SECRET } });
  agent = await plantAgent('agent', 'ravi@okaxis');
  other = await plantAgent('agent', 'sunil@okaxis');
  master = await plantAgent('master_agent', 'master@okaxis');
  player = await createPlayerWithToken(t, { balance: 0 });
  await t.db.updateTable('users').set({ agent_id: agent.id }).where('id', '=', player.id).execute();
  housePlayer = await createPlayerWithToken(t, { balance: 0 });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const deposit = (who: { token: string }, fields: Record<string, unknown> = {}) =>
  t.call('/api-fund-request-add', {
    unique_token: who.token,
    request_amount: '500',
    payment_method: 'GPay',
    ...fields,
  });
const approve = (token: string | null, id: number, body: Record<string, unknown> = {}) =>
  adminCall(t, 'POST', `/admin/api/agent/deposits/${id}/approve`, token, body);
const reject = (token: string | null, id: number, body: Record<string, unknown> = { reason: 'No money arrived' }) =>
  adminCall(t, 'POST', `/admin/api/agent/deposits/${id}/reject`, token, body);
const requestRow = (id: number) =>
  t.db.selectFrom('fund_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let events = 0;
async function upiHook(fields: { utr: string; amount: string; payer_vpa: string }) {
  const raw = JSON.stringify({
    event_id: `sms-${++events}`,
    received_at: '2026-11-23T10:01:00+05:30',
    text: 'credited',
    ...fields,
  });
  const timestamp = String(Math.floor(t.clock.now() / 1000));
  const signature = `sha256=${createHmac('sha256', UPI_SECRET).update(`${timestamp}.${raw}`).digest('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/hooks/payments/upi',
    headers: { 'content-type': 'application/json', 'x-pana-timestamp': timestamp, 'x-pana-signature': signature },
    payload: raw,
  });
  return res.json() as { result: string };
}

describe("a deposit paid to the agent's UPI id", () => {
  it('waits for the agent, whose approval credits the wallet from the float, once, with the inbox item', async () => {
    await topUp(agent.id, 1_000);
    const made = await deposit(player, { txn_ref: 'T1' });
    expect(made.body).toMatchObject({ status: true, msg: 'Fund request submitted', deposit_status: 'pending' });
    const id = Number(made.body.request_id);
    expect(Number((await requestRow(id)).agent_id)).toBe(agent.id);
    // A house player's request stays the house's.
    const house = await deposit(housePlayer);
    expect((await requestRow(Number(house.body.request_id))).agent_id).toBeNull();

    const list = await adminCall(t, 'GET', '/admin/api/agent/deposits', agent.token);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id, mobile: player.mobile, amount: 500, method: 'GPay', status: 'pending' }),
    ]);

    const ok = await approve(agent.token, id, { note: 'Seen in my UPI app' });
    expect(ok).toMatchObject({
      statusCode: 200,
      body: { status: true, id, requestStatus: 'approved', walletBalance: 500, floatBalance: 500 },
    });
    expect(await balanceOf(t.db, player.id)).toBe(500);
    expect(await floatBalanceOf(t.db, agent.id)).toBe(500);
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'approved', credited_by: 'agent', note: 'Seen in my UPI app' });
    const movement = await t.db
      .selectFrom('float_movements')
      .selectAll()
      .where('id', '=', Number(row.float_movement_id))
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'to_player', note: `Deposit #${id} by GPay, UPI ref T1` });
    expect([Number(movement.amount), Number(movement.user_id), Number(movement.admin_id)]).toEqual([
      500,
      player.id,
      agent.id,
    ]);
    const walletRows = await t.db
      .selectFrom('wallet_ledger')
      .select(['kind', 'amount'])
      .where('user_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(walletRows.map((r) => [r.kind, Number(r.amount)])).toEqual([['agent_credit', 500]]);
    const inbox = await t.db.selectFrom('notifications').select('ref').where('user_id', '=', player.id).execute();
    expect(inbox.map((n) => n.ref)).toEqual([`fund_request:${id}:approved`]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('action', '=', 'agent_deposit.approve')
      .execute();
    expect(audit.map((a) => Number(a.admin_id))).toEqual([agent.id]);
    // Decided once.
    expect(await approve(agent.token, id)).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'This request is already approved' },
    });
    expect(await reject(agent.token, id)).toMatchObject({ statusCode: 409 });
    // The player's deposit history says who credited it.
    const history = await t.call('/api-wallet-transaction-history', { unique_token: player.token });
    expect(history.body.deposit_history[0]).toMatchObject({
      request_id: id,
      deposit_status: 'credited',
      credited_by: 'agent',
    });
  });

  it('a rejection moves nothing and tells the player why', async () => {
    const id = Number((await deposit(player)).body.request_id);
    expect(await reject(agent.token, id, { reason: 'Nothing received' })).toMatchObject({
      statusCode: 200,
      body: { requestStatus: 'rejected', walletBalance: null, floatBalance: null },
    });
    expect(await requestRow(id)).toMatchObject({
      status: 'rejected',
      credited_by: null,
      float_movement_id: null,
      note: 'Nothing received',
    });
    expect(await balanceOf(t.db, player.id)).toBe(0);
    const inbox = await t.db.selectFrom('notifications').select('ref').where('user_id', '=', player.id).execute();
    expect(inbox.map((n) => n.ref)).toEqual([`fund_request:${id}:rejected`]);
  });

  it('refuses what the float cannot cover, and nothing moves', async () => {
    const id = Number((await deposit(player)).body.request_id);
    expect(await approve(agent.token, id)).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'Not enough float' },
    });
    await t.db.updateTable('admins').set({ credit_limit: 300 }).where('id', '=', agent.id).execute();
    await topUp(agent.id, 100);
    expect(await approve(agent.token, id)).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'Beyond your credit limit of 300 points' },
    });
    expect(await requestRow(id)).toMatchObject({ status: 'pending', credited_by: null, float_movement_id: null });
    expect(await balanceOf(t.db, player.id)).toBe(0);
    expect(await floatBalanceOf(t.db, agent.id)).toBe(100);
    // Within the credit limit it goes below zero.
    await topUp(agent.id, 100);
    expect(await approve(agent.token, id)).toMatchObject({ statusCode: 200, body: { floatBalance: -300 } });
  });

  it('refuses an approval while the agent is suspended (a rejection still works)', async () => {
    await topUp(agent.id, 1_000);
    const id = Number((await deposit(player)).body.request_id);
    await t.db.updateTable('admins').set({ suspended_at: t.clock.now() }).where('id', '=', agent.id).execute();
    expect(await approve(agent.token, id)).toMatchObject({
      statusCode: 409,
      body: { msg: 'Your account is suspended: it cannot credit points now' },
    });
    expect(await reject(agent.token, id)).toMatchObject({ statusCode: 200 });
  });

  it('credits once when two approvals race', async () => {
    await topUp(agent.id, 1_000);
    const id = Number((await deposit(player)).body.request_id);
    const answers = await Promise.all([approve(agent.token, id), approve(agent.token, id), approve(agent.token, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t.db, player.id)).toBe(500);
    expect(await floatBalanceOf(t.db, agent.id)).toBe(500);
    expect(
      await t.db.selectFrom('float_movements').select('id').where('kind', '=', 'to_player').execute(),
    ).toHaveLength(1);
  });

  it("is another agent's to see or decide as if it did not exist (404), a master agent's too", async () => {
    await topUp(other.id, 1_000);
    const id = Number((await deposit(player)).body.request_id);
    for (const intruder of [other, master]) {
      expect((await adminCall(t, 'GET', '/admin/api/agent/deposits', intruder.token)).body.items).toEqual([]);
      expect(await approve(intruder.token, id)).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'Request not found' },
      });
      expect(await reject(intruder.token, id)).toMatchObject({ statusCode: 404 });
    }
    // The house's requests are no agent's either.
    const house = Number((await deposit(housePlayer)).body.request_id);
    expect(await approve(agent.token, house)).toMatchObject({ statusCode: 404 });
    expect((await requestRow(id)).status).toBe('pending');
  });

  it("cannot be approved, rejected or linked by the house's staff (409), who still see it marked with the agent", async () => {
    const operator = await loginAdmin(t, 'operator');
    const owner = await loginAdmin(t, 'owner');
    const id = Number((await deposit(player)).body.request_id);
    const list = await adminCall(t, 'GET', '/admin/api/fund-requests', owner, { status: 'pending' });
    expect(list.body.items).toEqual([
      expect.objectContaining({ id, agentId: agent.id, agentName: `Name ${agent.username}` }),
    ]);
    const message = "This deposit was paid to an agent's UPI id: only that agent can approve or reject it";
    for (const staff of [operator, owner]) {
      expect(await adminCall(t, 'POST', `/admin/api/fund-requests/${id}/approve`, staff, {})).toMatchObject({
        statusCode: 409,
        body: { status: false, msg: message },
      });
      expect(await adminCall(t, 'POST', `/admin/api/fund-requests/${id}/reject`, staff, { note: 'no' })).toMatchObject({
        statusCode: 409,
        body: { msg: message },
      });
    }
    expect(await upiHook({ utr: '401234567890', amount: '500.00', payer_vpa: 'stranger@okaxis' })).toMatchObject({
      result: 'unmatched',
    });
    const payment = await t.db.selectFrom('payment_notifications').select('id').executeTakeFirstOrThrow();
    expect(
      await adminCall(t, 'POST', `/admin/api/unmatched-payments/${payment.id}/link`, operator, { requestId: id }),
    ).toMatchObject({ statusCode: 409, body: { msg: message } });
    expect(await requestRow(id)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(t.db, player.id)).toBe(0);
  });

  it('is never credited by a payment notification carrying its UTR (the house did not receive it)', async () => {
    const made = await deposit(player, { utr: '401234567801' });
    expect(made.body).toMatchObject({ status: true, deposit_status: 'pending' });
    const id = Number(made.body.request_id);
    expect(await requestRow(id)).toMatchObject({ utr: '401234567801', agent_id: agent.id });
    expect(await upiHook({ utr: '401234567801', amount: '500.00', payer_vpa: `${player.mobile}@ybl` })).toMatchObject({
      result: 'unmatched',
    });
    expect(await requestRow(id)).toMatchObject({ status: 'pending', credited_by: null });
    // And a claim of a payment that waited is not matched to it either.
    expect(await upiHook({ utr: '401234567802', amount: '500.00', payer_vpa: `${player.mobile}@ybl` })).toMatchObject({
      result: 'unmatched',
    });
    const second = await deposit(player, { utr: '401234567802' });
    expect(second.body).toMatchObject({ deposit_status: 'pending' });
    expect(await balanceOf(t.db, player.id)).toBe(0);
    // A UTR already claimed by the player answers the same request.
    expect((await deposit(player, { utr: '401234567801' })).body.request_id).toBe(made.body.request_id);
  });

  it('refuses a gateway order of a player who pays their agent', async () => {
    const res = await t.call('/api-payment-order-create', { unique_token: player.token, request_amount: '500' });
    expect(res).toEqual({
      statusCode: 409,
      body: { status: false, msg: "Your deposits go to your agent's UPI id: pay it from Add Funds" },
    });
  });

  it('goes to the house once the agent takes no deposits (suspended, or no UPI id)', async () => {
    await t.db.updateTable('admins').set({ suspended_at: t.clock.now() }).where('id', '=', agent.id).execute();
    const id = Number((await deposit(player)).body.request_id);
    expect((await requestRow(id)).agent_id).toBeNull();
  });
});

describe("the agent's deposit routes: who may call them", () => {
  it('answers 401 without a session or with a player token, 403 to every staff role; agents and master agents get their own', async () => {
    const id = Number((await deposit(player)).body.request_id);
    const staff = await Promise.all((['viewer', 'operator', 'owner'] as const).map((role) => loginAdmin(t, role)));
    for (const [token, status] of [[null, 401], [player.token, 401], ...staff.map((s) => [s, 403] as const)] as const) {
      expect((await adminCall(t, 'GET', '/admin/api/agent/deposits', token)).statusCode).toBe(status);
      expect((await approve(token, id)).statusCode).toBe(status);
      expect((await reject(token, id)).statusCode).toBe(status);
    }
    expect((await adminCall(t, 'GET', '/admin/api/agent/deposits', master.token)).statusCode).toBe(200);
    expect(
      (await adminCall(t, 'GET', '/admin/api/agent/deposits', agent.token, { status: 'pending' })).body.items,
    ).toHaveLength(1);
    expect((await requestRow(id)).status).toBe('pending');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const id = Number((await deposit(player)).body.request_id);
    expect(await adminCall(t, 'GET', '/admin/api/agent/deposits', agent.token, { status: 'paid' })).toMatchObject({
      statusCode: 400,
      body: { status: false, msg: 'Status must be pending, approved or rejected' },
    });
    expect(await reject(agent.token, id, {})).toMatchObject({
      statusCode: 400,
      body: { msg: 'Please enter the reason' },
    });
    expect(await reject(agent.token, id, { reason: '   ' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Please enter the reason' },
    });
    expect(await reject(agent.token, id, { reason: 'x'.repeat(256) })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Reason must be at most 255 characters' },
    });
    expect(await approve(agent.token, id, { note: 'x'.repeat(256) })).toMatchObject({ statusCode: 400 });
    expect((await adminCall(t, 'POST', '/admin/api/agent/deposits/abc/approve', agent.token, {})).statusCode).toBe(400);
    expect(await approve(agent.token, 999_999)).toMatchObject({ statusCode: 404, body: { msg: 'Request not found' } });
    expect((await requestRow(id)).status).toBe('pending');
  });

  it('limits decisions to 60 a minute per agent (429 in the envelope)', async () => {
    for (let i = 0; i < 60; i++) expect((await approve(agent.token, 999_000 + i)).statusCode).toBe(404);
    const limited = await approve(agent.token, 999_999);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatchObject({ status: false, msg: expect.stringMatching(/^Too many requests/) });
    // Another agent is not held back.
    expect((await approve(other.token, 999_999)).statusCode).toBe(404);
  });
});
