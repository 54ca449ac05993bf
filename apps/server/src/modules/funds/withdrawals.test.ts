import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, MONDAY_MORNING, type TestApp } from '../../test/harness.ts';
import { putSettings } from '../content/settings.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 2_000, name: 'Ravi Kumar' });
  await t.db
    .insertInto('payment_numbers')
    .values([
      { user_id: player.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 },
      { user_id: player.id, app: 'phonepe', number: '9822222222', created_at: 0, updated_at: 0 },
    ])
    .execute();
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const withdraw = (body: Record<string, unknown>, token = player.token) =>
  t.call('/api-user-withdraw-fund-request', { unique_token: token, ...body });

/** India time on the test Monday. */
const at = (time: string) => Date.parse(`2026-11-23T${time.length === 5 ? `${time}:00` : time}+05:30`);

describe('asking for a withdrawal', () => {
  it('holds the points at once: one request, one ledger debit, the wallet lower', async () => {
    const res = await withdraw({ request_amount: '500', payment_method: 2, mobile: player.mobile });
    expect(res).toEqual({ statusCode: 200, body: { status: true, msg: 'Withdraw request sent successfully' } });
    expect(await balanceOf(t.db, player.id)).toBe(1_500);
    const request = await t.db.selectFrom('withdraw_requests').selectAll().executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      user_id: player.id,
      amount: 500,
      method: 2,
      payout_number: '9811111111',
      status: 'pending',
    });
    const ledger = await t.db.selectFrom('wallet_ledger').selectAll().where('kind', '=', 'withdrawal_hold').execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        user_id: player.id,
        amount: -500,
        balance_after: 1_500,
        ref_type: 'withdraw_request',
        ref_id: request.id,
      }),
    ]);
  });

  it('accepts the amount as a number and the method as a digit string, and pays to the number of that app', async () => {
    expect((await withdraw({ request_amount: 600, payment_method: '4' })).statusCode).toBe(200);
    const request = await t.db
      .selectFrom('withdraw_requests')
      .select(['amount', 'method', 'payout_number'])
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ amount: 600, method: 4, payout_number: '9822222222' });
  });

  it('allows the whole balance and exactly the minimum', async () => {
    expect((await withdraw({ request_amount: '500', payment_method: 2 })).statusCode).toBe(200);
    expect((await withdraw({ request_amount: '1500', payment_method: 2 })).statusCode).toBe(200);
    expect(await balanceOf(t.db, player.id)).toBe(0);
  });

  it.each([
    ['missing', undefined, 'Amount is required!'],
    ['empty', '', 'Amount is required!'],
    ['words', 'ten', 'Amount is required!'],
    ['a fraction', '10.5', 'Amount is required!'],
    ['negative', '-5', 'Amount is required!'],
    ['a fractional number', 600.5, 'Amount is required!'],
    ['an object', { amount: 600 }, 'Amount is required!'],
    ['true', true, 'Amount is required!'],
    ['zero', '0', 'Amount is required!'],
    ['below the minimum', '499', 'Min amt is 500'],
    ['above the balance', '2001', 'Wallet Limit Exceeded'],
  ])('refuses an amount that is %s, writing nothing', async (_name, amount, msg) => {
    const before = await fundsSnapshot(t.db);
    const res = await withdraw({ request_amount: amount, payment_method: 2 });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it.each([
    ['missing', undefined],
    ['1 (Paytm on the UPI screen, not a withdraw code)', 1],
    ['6', 6],
    ['words', 'gpay'],
    ['a fraction', '2.5'],
    ['an array', [2]],
  ])('refuses a payment method that is %s', async (_name, method) => {
    const before = await fundsSnapshot(t.db);
    const res = await withdraw({ request_amount: '500', payment_method: method });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Please select a payment method' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses a method whose number the player has not added', async () => {
    const before = await fundsSnapshot(t.db);
    const res = await withdraw({ request_amount: '500', payment_method: 3 });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Please add your Paytm number first' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('reads the minimum from the settings', async () => {
    await putSettings(t.db, { min_withdrawal: '1000' });
    expect((await withdraw({ request_amount: '999', payment_method: 2 })).body.msg).toBe('Min amt is 1000');
    expect((await withdraw({ request_amount: '1000', payment_method: 2 })).statusCode).toBe(200);
  });

  it('refuses an amount above max_withdrawal and holds nothing; 0 means no maximum', async () => {
    await putSettings(t.db, { max_withdrawal: '1500' });
    const before = await fundsSnapshot(t.db);
    expect(await withdraw({ request_amount: '1501', payment_method: 2 })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Max amt is 1500' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect((await withdraw({ request_amount: '1500', payment_method: 2 })).statusCode).toBe(200);
    await putSettings(t.db, { max_withdrawal: '0' });
    expect((await withdraw({ request_amount: '500', payment_method: 4 })).statusCode).toBe(200);
  });

  describe('withdrawal hours (10:00 AM to 6:00 PM India time, both ends included)', () => {
    it.each([
      ['9:59 AM', '09:59', false],
      ['10:00 AM', '10:00', true],
      ['1:30 PM', '13:30', true],
      ['6:00 PM', '18:00', true],
      ['6:00:59 PM', '18:00:59', true],
      ['6:01 PM', '18:01', false],
      ['11:00 PM', '23:00', false],
    ])('at %s the request is %s', async (_label, hhmm, allowed) => {
      t.clock.set(at(hhmm));
      const before = await fundsSnapshot(t.db);
      const res = await withdraw({ request_amount: '500', payment_method: 2 });
      if (allowed) {
        expect(res.statusCode).toBe(200);
      } else {
        expect(res).toEqual({
          statusCode: 409,
          body: { status: false, msg: 'Withdrawals are only allowed during specified hours.' },
        });
        expect(await fundsSnapshot(t.db)).toEqual(before);
      }
    });

    it('follows hours changed in the settings, overnight included', async () => {
      await putSettings(t.db, { withdraw_open_time: '10:00 PM', withdraw_close_time: '2:00 AM' });
      t.clock.set(MONDAY_MORNING);
      expect((await withdraw({ request_amount: '500', payment_method: 2 })).statusCode).toBe(409);
      t.clock.set(Date.parse('2026-11-24T01:30:00+05:30'));
      expect((await withdraw({ request_amount: '500', payment_method: 2 })).statusCode).toBe(200);
    });
  });

  it('is refused while betting is disabled for the player', async () => {
    const off = await createPlayerWithToken(t, { balance: 2_000, bettingStatus: 0 });
    const res = await withdraw({ request_amount: '500', payment_method: 2 }, off.token);
    expect(res).toEqual({
      statusCode: 403,
      body: { status: false, msg: 'Betting is not enabled for your account. Please contact admin.' },
    });
  });

  it('needs a valid token', async () => {
    expect(
      (await t.call('/api-user-withdraw-fund-request', { request_amount: '500', payment_method: 2 })).statusCode,
    ).toBe(401);
    expect((await withdraw({ request_amount: '500', payment_method: 2 }, 'not-a-token')).statusCode).toBe(401);
  });

  it('never holds more than the wallet, even when requests race', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => withdraw({ request_amount: '500', payment_method: 2 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.body.msg)).toEqual(
      Array(6).fill('Wallet Limit Exceeded'),
    );
    expect(await balanceOf(t.db, player.id)).toBe(0);
  });
});

describe('the withdrawal history', () => {
  it("lists the player's requests newest first, each with its number, status, receipt and note", async () => {
    await withdraw({ request_amount: '500', payment_method: 2 });
    t.clock.advance(60_000);
    await withdraw({ request_amount: '700', payment_method: '4' });
    const other = await createPlayerWithToken(t, { balance: 1_000 });
    await t.db
      .insertInto('payment_numbers')
      .values({ user_id: other.id, app: 'gpay', number: '9833333333', created_at: 0, updated_at: 0 })
      .execute();
    await withdraw({ request_amount: '500', payment_method: 2 }, other.token);
    const [first, second] = await t.db.selectFrom('withdraw_requests').select('id').orderBy('id').execute();
    const admin = await loginAdmin(t);
    await adminCall(t, 'POST', `/admin/api/withdraw-requests/${first!.id}/approve`, admin, {
      receipt: 'https://pay.example/receipt/1',
      note: 'Paid',
    });

    const res = await t.call('/api-user-withdraw-transaction-history', {
      unique_token: player.token,
      mobile_no: other.mobile,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      withdrawdata: [
        {
          request_number: String(second!.id),
          google_pay_number: '',
          phone_pay_number: '9822222222',
          paytm_number: '',
          insert_date: '23-November-2026 10:01 AM',
          request_amount: 700,
          request_status: '0',
          payment_receipt: '',
          admin_note: '',
          payment_method: '4',
          bank_account: '',
          payout_utr: '',
          paid_status: 'pending',
        },
        {
          request_number: String(first!.id),
          google_pay_number: '9811111111',
          phone_pay_number: '',
          paytm_number: '',
          insert_date: '23-November-2026 10:00 AM',
          request_amount: 500,
          request_status: '2',
          payment_receipt: 'https://pay.example/receipt/1',
          admin_note: 'Paid',
          payment_method: '2',
          bank_account: '',
          payout_utr: '',
          paid_status: 'paid',
        },
      ],
    });
  });

  it('answers an empty list when there is nothing', async () => {
    const res = await t.call('/api-user-withdraw-transaction-history', { unique_token: player.token });
    expect(res.body).toEqual({ status: true, msg: 'No data found', withdrawdata: [] });
  });
});

describe('deciding a withdrawal', () => {
  let admin: string;
  let requestId: number;

  beforeEach(async () => {
    admin = await loginAdmin(t, 'operator');
    await withdraw({ request_amount: '800', payment_method: 2 });
    requestId = Number((await t.db.selectFrom('withdraw_requests').select('id').executeTakeFirstOrThrow()).id);
  });

  const decide = (decision: 'approve' | 'reject', body?: Record<string, unknown>, id = requestId) =>
    adminCall(t, 'POST', `/admin/api/withdraw-requests/${id}/${decision}`, admin, body);

  it('approval records the payout and its receipt without touching the wallet', async () => {
    const before = await fundsSnapshot(t.db);
    const res = await decide('approve', { note: 'Sent by UPI', receipt: 'https://pay.example/r/42' });
    expect(res.body).toEqual({
      status: true,
      msg: 'Withdrawal approved',
      id: requestId,
      requestStatus: 'approved',
      walletBalance: null,
    });
    expect(await balanceOf(t.db, player.id)).toBe(1_200);
    expect(await fundsSnapshot(t.db)).toEqual({ ...before, decidedWithdrawRequests: 1, audit: before.audit! + 1 });
    const row = await t.db.selectFrom('withdraw_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'approved',
      receipt: 'https://pay.example/r/42',
      note: 'Sent by UPI',
      decided_at: t.clock.now(),
    });
  });

  it('approval needs no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/api/withdraw-requests/${requestId}/approve`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.json()).toMatchObject({ status: true, requestStatus: 'approved' });
  });

  it('rejection gives the held points back with one release', async () => {
    const res = await decide('reject', { note: 'Number not reachable' });
    expect(res.body).toEqual({
      status: true,
      msg: 'Withdrawal rejected; the points are back in the wallet',
      id: requestId,
      requestStatus: 'rejected',
      walletBalance: 2_000,
    });
    expect(await balanceOf(t.db, player.id)).toBe(2_000);
    const release = await t.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('kind', '=', 'withdrawal_release')
      .execute();
    expect(release).toEqual([
      expect.objectContaining({ amount: 800, balance_after: 2_000, ref_id: requestId }),
    ]);
    const history = await t.call('/api-user-withdraw-transaction-history', { unique_token: player.token });
    expect(history.body.withdrawdata[0]).toMatchObject({ request_status: '1', admin_note: 'Number not reachable' });
  });

  it.each([
    ['approve', 'approve'],
    ['approve', 'reject'],
    ['reject', 'approve'],
    ['reject', 'reject'],
  ] as const)('decides once: %s then %s is 409 and changes nothing', async (first, second) => {
    expect((await decide(first, { note: 'first' })).statusCode).toBe(200);
    const before = await fundsSnapshot(t.db);
    const res = await decide(second, { note: 'second' });
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(`This request is already ${first === 'approve' ? 'approved' : 'rejected'}`);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('decides exactly once when many operators reject at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('reject', { note: 'duplicate' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(t.db, player.id)).toBe(2_000);
  });

  it('refuses a rejection without a note, a receipt that is not an https link, and an unknown request', async () => {
    const before = await fundsSnapshot(t.db);
    expect((await decide('reject', {})).body).toEqual({ status: false, msg: 'Please enter a note' });
    expect((await decide('reject', { note: '   ' })).body).toEqual({ status: false, msg: 'Please enter a note' });
    expect((await decide('reject', { note: 42 })).body).toEqual({ status: false, msg: 'Please enter a note' });
    expect((await decide('approve', { receipt: 'http://pay.example/r' })).body).toEqual({
      status: false,
      msg: 'Receipt must be an https link',
    });
    expect((await decide('approve', { receipt: 'javascript:alert(1)' })).body).toEqual({
      status: false,
      msg: 'Receipt must be an https link',
    });
    expect(await decide('approve', {}, 999_999)).toMatchObject({
      statusCode: 404,
      body: { status: false, msg: 'Request not found' },
    });
    expect((await decide('approve', {}, 'abc' as unknown as number)).statusCode).toBe(400);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('audits each decision with the operator, before and after', async () => {
    await decide('reject', { note: 'Wrong number' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'withdraw_request').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'withdraw_request.reject', entity_id: String(requestId) });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ status: 'pending' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      status: 'rejected',
      amount: 800,
      note: 'Wrong number',
      balance: 2_000,
    });
  });

  it('lists requests by status with the payment number', async () => {
    await decide('reject', { note: 'no' });
    await withdraw({ request_amount: '500', payment_method: 4 });
    const pending = await adminCall(t, 'GET', '/admin/api/withdraw-requests', admin, { status: 'pending' });
    expect(pending.body.items).toEqual([
      {
        id: expect.any(Number),
        mobile: player.mobile,
        name: 'Ravi Kumar',
        amount: 500,
        method: 'PhonePe',
        paymentNumber: '9822222222',
        status: 'pending',
        createdAt: t.clock.now(),
        decidedAt: null,
        note: '',
        receipt: '',
        methodCode: 4,
        bankHolderName: null,
        bankAccountNumber: null,
        bankIfsc: null,
        payoutStatus: null,
        payoutUtr: null,
        payoutAt: null,
        payoutExportedAt: null,
      },
    ]);
    const rejected = await adminCall(t, 'GET', '/admin/api/withdraw-requests', admin, { status: 'rejected' });
    expect(rejected.body.items.map((i: any) => [i.id, i.method, i.note])).toEqual([[requestId, 'Google Pay', 'no']]);
    expect((await adminCall(t, 'GET', '/admin/api/withdraw-requests', admin)).body.items).toHaveLength(2);
    expect(await adminCall(t, 'GET', '/admin/api/withdraw-requests', admin, { status: 'paid' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Status must be pending, approved or rejected' },
    });
  });
});
