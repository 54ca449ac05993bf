import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { putSettings } from '../content/settings.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 300, name: 'Meena Shah' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const addFunds = (body: Record<string, unknown>, token = player.token) =>
  t.call('/api-fund-request-add', { unique_token: token, ...body });

describe('asking for a deposit', () => {
  it('registers a pending request and leaves the wallet alone', async () => {
    const before = await fundsSnapshot(t.db);
    const res = await addFunds({ request_amount: '500', payment_method: 'GPay', txn_ref: 'UPI123456' });
    expect(res).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'Fund request submitted', request_id: expect.any(Number), deposit_status: 'pending' },
    });
    expect(await fundsSnapshot(t.db)).toEqual({ ...before, fundRequests: 1 });
    const row = await t.db.selectFrom('fund_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: res.body.request_id,
      user_id: player.id,
      amount: 500,
      method: 'GPay',
      txn_ref: 'UPI123456',
      status: 'pending',
      created_at: t.clock.now(),
    });
  });

  it('accepts the body old clients send: only the amount, as a number', async () => {
    expect((await addFunds({ request_amount: 100 })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('fund_requests')
      .select(['amount', 'method', 'txn_ref'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount: 100, method: '', txn_ref: null });
  });

  it.each(['PhonePe', 'GPay', 'Paytm', 'Others', 'QR'])('accepts the method %s', async (method) => {
    expect((await addFunds({ request_amount: '150', payment_method: method })).statusCode).toBe(200);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['words', 'ten'],
    ['a fraction', '10.5'],
    ['negative', '-5'],
    ['zero', 0],
    ['an array', [500]],
    ['below the minimum', '99'],
  ])('refuses an amount that is %s with the minimum, writing nothing', async (_name, amount) => {
    const before = await fundsSnapshot(t.db);
    const res = await addFunds({ request_amount: amount, payment_method: 'GPay' });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Minimum amount to add is 100' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('reads the minimum from the settings, and asks for at least 1 when it is 0', async () => {
    await putSettings(t.db, { min_deposit: '0' });
    expect((await addFunds({ request_amount: '0' })).body.msg).toBe('Minimum amount to add is 0');
    expect((await addFunds({ request_amount: '1' })).statusCode).toBe(200);
    await putSettings(t.db, { min_deposit: '1000' });
    expect((await addFunds({ request_amount: '999' })).body.msg).toBe('Minimum amount to add is 1000');
  });

  it('refuses a claim above max_deposit (1,00,000 by default) and writes nothing; the operator may raise or lift it', async () => {
    const before = await fundsSnapshot(t.db);
    expect(await addFunds({ request_amount: '9876543210', payment_method: 'GPay' })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Maximum amount to add is 100000' },
    });
    expect(await addFunds({ request_amount: 100_001 })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Maximum amount to add is 100000' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect((await addFunds({ request_amount: '100000' })).statusCode).toBe(200);
    const owner = await loginAdmin(t, 'owner');
    const raise = await t.app.inject({
      method: 'PUT',
      url: '/admin/api/settings',
      headers: { authorization: `Bearer ${owner}` },
      payload: { max_deposit: '200000' },
    });
    expect(raise.statusCode).toBe(200);
    expect((await addFunds({ request_amount: '200000' })).statusCode).toBe(200);
    expect((await addFunds({ request_amount: '200001' })).body.msg).toBe('Maximum amount to add is 200000');
    await putSettings(t.db, { max_deposit: '0' });
    expect((await addFunds({ request_amount: '250000' })).statusCode).toBe(200);
  });

  it.each([['Bitcoin'], [2], [{}], ['gpay']])('refuses the payment method %j', async (method) => {
    const before = await fundsSnapshot(t.db);
    const res = await addFunds({ request_amount: '500', payment_method: method });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Please select a payment method' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it.each([[123456], ['x'.repeat(65)], [{ ref: 1 }]])('refuses the transaction reference %j', async (txnRef) => {
    const before = await fundsSnapshot(t.db);
    const res = await addFunds({ request_amount: '500', txn_ref: txnRef });
    expect(res).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Transaction reference must be text of at most 64 characters' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('answers a repeated transaction reference with the first request, even when retried at once', async () => {
    const first = await addFunds({ request_amount: '500', txn_ref: 'T-1' });
    const again = await addFunds({ request_amount: '700', txn_ref: 'T-1' });
    expect(again.body.request_id).toBe(first.body.request_id);
    // Eight at once: with the two above, the most deposit claims a player may make in an hour (ADR 011).
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => addFunds({ request_amount: '200', txn_ref: 'T-2' })),
    );
    expect(new Set(burst.map((r) => r.body.request_id)).size).toBe(1);
    const rows = await t.db.selectFrom('fund_requests').select(['txn_ref', 'amount']).orderBy('id').execute();
    expect(rows).toEqual([
      { txn_ref: 'T-1', amount: 500 },
      { txn_ref: 'T-2', amount: 200 },
    ]);
  });

  it('keeps the same reference of two players apart', async () => {
    const other = await createPlayerWithToken(t, { balance: 0 });
    await addFunds({ request_amount: '500', txn_ref: 'SAME' });
    await addFunds({ request_amount: '500', txn_ref: 'SAME' }, other.token);
    expect((await t.db.selectFrom('fund_requests').select('id').execute()).length).toBe(2);
  });

  it('refuses the database a second request of one reference (unique constraint)', async () => {
    await addFunds({ request_amount: '500', txn_ref: 'DUP' });
    await expect(
      t.db
        .insertInto('fund_requests')
        .values({
          user_id: player.id,
          amount: 500,
          method: '',
          txn_ref: 'DUP',
          status: 'pending',
          note: '',
          created_at: 0,
          decided_at: null,
          decided_by: null,
        })
        .execute(),
    ).rejects.toThrow(/UNIQUE/i);
  });

  it('is refused while betting is disabled, and without a token', async () => {
    const off = await createPlayerWithToken(t, { balance: 0, bettingStatus: 0 });
    expect(await addFunds({ request_amount: '500' }, off.token)).toEqual({
      statusCode: 403,
      body: { status: false, msg: 'Betting is not enabled for your account. Please contact admin.' },
    });
    expect((await t.call('/api-fund-request-add', { request_amount: '500' })).statusCode).toBe(401);
    expect(await t.db.selectFrom('fund_requests').select('id').execute()).toEqual([]);
  });
});

describe('the last deposit request', () => {
  it('answers the minimum and no request for a new player', async () => {
    const res = await t.call('/api-last-fund-request-detail', { unique_token: player.token, mobile_no: player.mobile });
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      min_amt: 100,
      max_amt: 100_000,
      deposit_refusal: '',
      deposit_room: null,
      deposit_room_message: '',
      last_request: null,
    });
  });

  it("answers the player's latest request with its status", async () => {
    await addFunds({ request_amount: '500' });
    t.clock.advance(5 * 60_000);
    await addFunds({ request_amount: '800' });
    const other = await createPlayerWithToken(t, { balance: 0 });
    await addFunds({ request_amount: '900' }, other.token);
    const res = await t.call('/api-last-fund-request-detail', { unique_token: player.token, mobile_no: other.mobile });
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      min_amt: 100,
      max_amt: 100_000,
      deposit_refusal: '',
      deposit_room: null,
      deposit_room_message: '',
      last_request: { request_amount: 800, request_status: '0', insert_date: '23-November-2026 10:05 AM' },
    });
  });
});

describe('deciding a deposit', () => {
  let admin: string;
  let requestId: number;

  beforeEach(async () => {
    admin = await loginAdmin(t, 'operator');
    requestId = (await addFunds({ request_amount: '500', payment_method: 'Paytm', txn_ref: 'REF-9' })).body.request_id;
  });

  const decide = (decision: 'approve' | 'reject', body?: Record<string, unknown>, id: number | string = requestId) =>
    adminCall(t, 'POST', `/admin/api/fund-requests/${id}/${decision}`, admin, body);

  it('approval credits the wallet once, with one deposit ledger row and an audit entry', async () => {
    const res = await decide('approve', { note: 'Seen in the bank statement' });
    expect(res.body).toEqual({
      status: true,
      msg: 'Deposit approved',
      id: requestId,
      requestStatus: 'approved',
      walletBalance: 800,
    });
    expect(await balanceOf(t.db, player.id)).toBe(800);
    const ledger = await t.db.selectFrom('wallet_ledger').selectAll().where('kind', '=', 'deposit').execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        user_id: player.id,
        amount: 500,
        balance_after: 800,
        ref_type: 'fund_request',
        ref_id: requestId,
        note: `Deposit #${requestId} by Paytm, UPI ref REF-9`,
      }),
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'fund_request').execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'fund_request.approve', entity_id: String(requestId) })]);
  });

  it('approving twice is 409 and credits nothing more', async () => {
    await decide('approve');
    const before = await fundsSnapshot(t.db);
    expect(await decide('approve')).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'This request is already approved' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });

  it('many approvals at the same moment credit exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('approve')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });

  it('rejection changes no wallet, and a rejected request cannot be approved', async () => {
    const before = await fundsSnapshot(t.db);
    const res = await decide('reject', { note: 'No such payment' });
    expect(res.body).toEqual({
      status: true,
      msg: 'Deposit rejected',
      id: requestId,
      requestStatus: 'rejected',
      walletBalance: null,
    });
    expect(await fundsSnapshot(t.db)).toEqual({ ...before, decidedFundRequests: 1, audit: before.audit! + 1 });
    expect(await decide('approve')).toMatchObject({
      statusCode: 409,
      body: { msg: 'This request is already rejected' },
    });
    expect(await balanceOf(t.db, player.id)).toBe(300);
    const last = await t.call('/api-last-fund-request-detail', { unique_token: player.token });
    expect(last.body.last_request.request_status).toBe('1');
  });

  it('refuses a rejection without a note, a note too long, and requests that do not exist', async () => {
    const before = await fundsSnapshot(t.db);
    expect((await decide('reject')).body).toEqual({ status: false, msg: 'Please enter a note' });
    expect((await decide('reject', { note: '' })).body).toEqual({ status: false, msg: 'Please enter a note' });
    expect((await decide('approve', { note: 'x'.repeat(256) })).body).toEqual({
      status: false,
      msg: 'Note must be at most 255 characters',
    });
    expect((await decide('approve', {}, 424242)).statusCode).toBe(404);
    expect((await decide('approve', {}, -1)).statusCode).toBe(400);
    expect((await decide('approve', {}, 'x')).statusCode).toBe(400);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('lists requests by status, newest first', async () => {
    const second = (await addFunds({ request_amount: '250', payment_method: 'QR' })).body.request_id;
    await decide('approve');
    const all = await adminCall(t, 'GET', '/admin/api/fund-requests', admin);
    expect(all.body.items.map((i: any) => [i.id, i.status])).toEqual([
      [second, 'pending'],
      [requestId, 'approved'],
    ]);
    const pending = await adminCall(t, 'GET', '/admin/api/fund-requests', admin, { status: 'pending' });
    expect(pending.body).toEqual({
      status: true,
      msg: 'OK',
      items: [
        {
          id: second,
          mobile: player.mobile,
          name: 'Meena Shah',
          amount: 250,
          method: 'QR',
          txnRef: null,
          status: 'pending',
          createdAt: t.clock.now(),
          decidedAt: null,
          note: '',
          utr: null,
          gatewayOrderId: null,
          creditedBy: null,
        },
      ],
    });
    const approved = await adminCall(t, 'GET', '/admin/api/fund-requests', admin, { status: 'approved' });
    expect(approved.body.items).toEqual([
      expect.objectContaining({ id: requestId, txnRef: 'REF-9', decidedAt: t.clock.now(), creditedBy: 'operator' }),
    ]);
  });
});
