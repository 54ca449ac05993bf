import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, createPlayerWithToken, fundsSnapshot, loginAdmin, marketIdOf, topUp } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mainBid } from '../../test/players.ts';
import { putSettings } from '../content/settings.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 1_000, name: 'Anil Desai', mobile: '9600000001' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const MINUTE = 60_000;
const history = (token = player.token) => t.call('/api-wallet-transaction-history', { unique_token: token });

describe('the wallet history', () => {
  it('lists every kind of movement with a readable note, pending deposits included, newest first', async () => {
    const admin = await loginAdmin(t, 'operator');
    const friend = await createPlayerWithToken(t, { balance: 500, name: 'Geeta Iyer', mobile: '9600000002' });
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const step = () => t.clock.advance(MINUTE);

    // 10:01 a bid, declared a winner at 4:00 PM, then reverted
    step();
    expect(
      (
        await t.call(
          '/api-submit-bid',
          mainBid(player.token, kalyan, 'Single Digit', [{ digits: '5', points: '10', session: 'Open' }]),
        )
      ).statusCode,
    ).toBe(200);
    t.clock.set(Date.parse('2026-11-23T16:00:00+05:30'));
    const draw = { kind: 'main', marketId: kalyan, date: '2026-11-23', session: 'open' };
    expect((await adminCall(t, 'POST', '/admin/api/results', admin, { ...draw, pana: '159' })).statusCode).toBe(200);
    step();
    expect((await adminCall(t, 'POST', '/admin/api/results/revert', admin, draw)).statusCode).toBe(200);
    // a deposit approved, a withdrawal rejected, transfers both ways, an adjustment, a deposit still pending
    step();
    const deposit = (
      await t.call('/api-fund-request-add', {
        unique_token: player.token,
        request_amount: '500',
        payment_method: 'GPay',
        txn_ref: 'U1',
      })
    ).body.request_id;
    await adminCall(t, 'POST', `/admin/api/fund-requests/${deposit}/approve`, admin, {});
    step();
    await t.db
      .insertInto('payment_numbers')
      .values({ user_id: player.id, app: 'paytm', number: '9811111111', created_at: 0, updated_at: 0 })
      .execute();
    expect(
      (
        await t.call('/api-user-withdraw-fund-request', {
          unique_token: player.token,
          request_amount: '600',
          payment_method: 3,
        })
      ).statusCode,
    ).toBe(200);
    const withdrawal = Number((await t.db.selectFrom('withdraw_requests').select('id').executeTakeFirstOrThrow()).id);
    step();
    await adminCall(t, 'POST', `/admin/api/withdraw-requests/${withdrawal}/reject`, admin, { note: 'Try again' });
    step();
    await t.call('/api-user-transfer-wallet-balance', {
      unique_token: player.token,
      amount: '200',
      mobile_no: friend.mobile,
      transfer_note: '',
    });
    step();
    await t.call('/api-user-transfer-wallet-balance', {
      unique_token: friend.token,
      amount: '150',
      mobile_no: player.mobile,
      transfer_note: 'back',
    });
    step();
    await adminCall(t, 'POST', '/admin/api/wallet/adjust', admin, { mobile: player.mobile, amount: -25, note: 'Fee' });
    step();
    const pending = (
      await t.call('/api-fund-request-add', { unique_token: player.token, request_amount: '300', payment_method: 'QR' })
    ).body.request_id;

    const res = await history();
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    const rows = res.body.transaction_history.map((i: any) => [
      i.transaction_type,
      i.amount,
      i.amount_status,
      i.insert_date,
      i.transaction_note,
    ]);
    expect(rows).toEqual([
      ['1', 300, '0', '23-November-2026 4:08 PM', `Deposit request #${pending} by QR (pending approval)`],
      ['2', 25, '1', '23-November-2026 4:07 PM', 'Adjustment: Fee'],
      ['1', 150, '1', '23-November-2026 4:06 PM', 'Transfer from Geeta Iyer (9600000002): back'],
      ['2', 200, '1', '23-November-2026 4:05 PM', 'Transfer to Geeta Iyer (9600000002)'],
      ['1', 600, '1', '23-November-2026 4:04 PM', `Withdrawal #${withdrawal} rejected (points returned): Try again`],
      ['2', 600, '1', '23-November-2026 4:03 PM', `Withdrawal #${withdrawal} to Paytm 9811111111 (points held)`],
      ['1', 500, '1', '23-November-2026 4:02 PM', `Deposit #${deposit} by GPay, UPI ref U1`],
      ['2', 95, '1', '23-November-2026 4:01 PM', 'Win reversed: Kalyan, Single Digit 5 (Open), 23-November-2026'],
      ['1', 95, '1', '23-November-2026 4:00 PM', 'Win: Kalyan, Single Digit 5 (Open), 23-November-2026'],
      ['2', 10, '1', '23-November-2026 10:01 AM', 'Bid: Kalyan, 23-November-2026 (1 bid)'],
      ['1', 1_000, '1', '23-November-2026 10:00 AM', 'Test opening balance'],
    ]);
    expect(res.body.transaction_history[0].transaction_id).toBe(`FR${pending}`);
    const ids = res.body.transaction_history.slice(1).map((i: any) => i.transaction_id);
    expect(ids.every((id: unknown) => typeof id === 'string' && /^\d+$/.test(id as string))).toBe(true);
  });

  it("shows only the player's own movements", async () => {
    const other = await createPlayerWithToken(t, { balance: 77 });
    const res = await history(other.token);
    expect(res.body.transaction_history).toEqual([
      {
        transaction_id: expect.any(String),
        transaction_type: '1',
        transaction_note: 'Test opening balance',
        amount: 77,
        insert_date: '23-November-2026 10:00 AM',
        amount_status: '1',
      },
    ]);
  });

  it('answers an empty list for a new player, and needs a token', async () => {
    const empty = await createPlayerWithToken(t, { balance: 0 });
    expect((await history(empty.token)).body).toEqual({
      status: true,
      msg: 'No data found',
      transaction_history: [],
      deposit_history: [],
    });
    expect((await t.call('/api-wallet-transaction-history', {})).statusCode).toBe(401);
  });

  it('carries at most 500 items', async () => {
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 520; i++) await topUp(trx, player.id, 1, t.clock.now() + i, `row ${i}`);
    });
    const items = (await history()).body.transaction_history;
    expect(items).toHaveLength(500);
    expect(items[0].transaction_note).toBe('row 519');
  });
});

describe('payment details', () => {
  it('answers empty strings when the player has saved no number, and the saved ones after', async () => {
    const empty = await t.call('/api-get-user-payment-details', { unique_token: player.token });
    expect(empty.body).toEqual({
      status: true,
      msg: 'Payment details',
      payment_details: { google_pay_number: '', paytm_number: '', phone_pay_number: '' },
    });
    await t.db
      .insertInto('payment_numbers')
      .values([
        { user_id: player.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 },
        { user_id: player.id, app: 'phonepe', number: '9833333333', created_at: 0, updated_at: 0 },
      ])
      .execute();
    const saved = await t.call('/api-get-user-payment-details', { unique_token: player.token });
    expect(saved.body.payment_details).toEqual({
      google_pay_number: '9811111111',
      paytm_number: '',
      phone_pay_number: '9833333333',
    });
  });
});

describe('adding a withdrawal number with a code', () => {
  const UPI = '9822222222';
  /** Asks for a 'withdraw' code to `mobile`, as the player (or with `token`; null: without one). */
  const sendCode = (mobile: string, token: string | null = player.token) =>
    t.call('/api-resend-otp', { mobile, purpose: 'withdraw', ...(token === null ? {} : { unique_token: token }) });
  const addUpi = (body: Record<string, unknown>, token = player.token) =>
    t.call('/api-add-user-upi-details', { unique_token: token, ...body });

  it('sends the code only to a logged-in player', async () => {
    expect(await sendCode(UPI, null)).toEqual({
      statusCode: 401,
      body: { status: false, msg: 'Session expired. Please log in again.' },
    });
    expect((await sendCode(UPI, 'forged-token')).statusCode).toBe(401);
    expect(t.sms.sent).toEqual([]);
    const res = await sendCode(UPI);
    expect(res).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'OTP sent successfully', otp: t.sms.lastCode(UPI), otp_length: 6 },
    });
  });

  it('refuses a blocked player a code', async () => {
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', player.id).execute();
    expect((await sendCode(UPI)).statusCode).toBe(403);
    expect(t.sms.sent).toEqual([]);
  });

  it('leaves the other purposes public', async () => {
    expect((await t.call('/api-resend-otp', { mobile: '9123456789', purpose: 'register' })).statusCode).toBe(200);
    expect((await t.call('/api-resend-otp', { mobile: '9123456780' })).statusCode).toBe(200);
  });

  it('saves the number with the right code, once', async () => {
    await sendCode(UPI);
    const code = t.sms.lastCode(UPI);
    const res = await addUpi({ upi_type: 2, paytm_no: '', google_pay_no: UPI, phon_pay_no: '', otp: code });
    expect(res).toEqual({ statusCode: 200, body: { status: true, msg: 'UPI Number Added Successfully!' } });
    const details = await t.call('/api-get-user-payment-details', { unique_token: player.token });
    expect(details.body.payment_details).toEqual({ google_pay_number: UPI, paytm_number: '', phone_pay_number: '' });
    // The code is used up: it cannot prove the number a second time (for this player or another).
    const other = await createPlayerWithToken(t, { balance: 0 });
    expect((await addUpi({ upi_type: 2, google_pay_no: UPI, otp: code }, other.token)).statusCode).toBe(400);
    expect(await t.db.selectFrom('payment_numbers').select(['user_id', 'app', 'number']).execute()).toEqual([
      { user_id: player.id, app: 'gpay', number: UPI },
    ]);
  });

  it('accepts upi_type as a digit string and the code as a number, and replaces an earlier number of that app', async () => {
    await t.db
      .insertInto('payment_numbers')
      .values({ user_id: player.id, app: 'paytm', number: '9800000000', created_at: 0, updated_at: 0 })
      .execute();
    await sendCode(UPI);
    const code = t.sms.lastCode(UPI);
    expect((await addUpi({ upi_type: '1', paytm_no: UPI, otp: Number(code) })).statusCode).toBe(200);
    expect(
      (await t.call('/api-get-user-payment-details', { unique_token: player.token })).body.payment_details.paytm_number,
    ).toBe(UPI);
  });

  it('refuses a wrong code with Enter Valid OTP', async () => {
    await sendCode(UPI);
    const wrong = t.sms.lastCode(UPI) === '0000' ? '1111' : '0000';
    const before = await fundsSnapshot(t.db);
    expect(await addUpi({ upi_type: 3, phon_pay_no: UPI, otp: wrong })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Enter Valid OTP' },
    });
    expect(await addUpi({ upi_type: 3, phon_pay_no: UPI, otp: 'abcd' })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Enter Valid OTP' },
    });
    expect(await addUpi({ upi_type: 3, phon_pay_no: UPI })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Enter Valid OTP' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses a code sent to another number', async () => {
    const OTHER = '9844444444';
    await sendCode(OTHER);
    const before = await fundsSnapshot(t.db);
    // No code was ever sent to UPI: the other number's code proves nothing about it.
    const res = await addUpi({ upi_type: 2, google_pay_no: UPI, otp: t.sms.lastCode(OTHER) });
    expect(res).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'OTP expired. Please tap RESEND for a new code.' },
    });
    // With a code sent to UPI as well, the other number's code is simply wrong.
    await sendCode(UPI);
    while (t.sms.lastCode(OTHER) === t.sms.lastCode(UPI)) {
      t.clock.advance(31_000);
      await sendCode(OTHER);
    }
    expect(await addUpi({ upi_type: 2, google_pay_no: UPI, otp: t.sms.lastCode(OTHER) })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Enter Valid OTP' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it.each([
    ['no upi_type', { google_pay_no: UPI }, 'Please select a payment method'],
    ['upi_type 4', { upi_type: 4, google_pay_no: UPI }, 'Please select a payment method'],
    ['upi_type words', { upi_type: 'gpay', google_pay_no: UPI }, 'Please select a payment method'],
    ['no number for the type', { upi_type: 2, paytm_no: UPI }, 'Phone No is required!'],
    ['an empty number', { upi_type: 2, google_pay_no: '' }, 'Phone No is required!'],
    ['a short number', { upi_type: 2, google_pay_no: '98222' }, 'Phone No is not Valid!'],
    ['a number starting with 5', { upi_type: 2, google_pay_no: '5822222222' }, 'Phone No is not Valid!'],
  ])('refuses %s', async (_name, fields, msg) => {
    await sendCode(UPI);
    const before = await fundsSnapshot(t.db);
    expect(await addUpi({ ...fields, otp: t.sms.lastCode(UPI) })).toEqual({
      statusCode: 400,
      body: { status: false, msg },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('needs a token', async () => {
    expect(
      (await t.call('/api-add-user-upi-details', { upi_type: 2, google_pay_no: UPI, otp: '1234' })).statusCode,
    ).toBe(401);
  });
});

describe('rules, QR and the payment gateway', () => {
  it('answers the deposit and withdrawal rules', async () => {
    await putSettings(t.db, { deposit_rule: 'Rule A\nRule B', withdrawal_rule: 'Rule C' });
    const res = await t.call('/api-money-deposit-withdrawal-rule', {});
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      content: [{ withdrawal_rule: 'Rule C', deposit_rule: 'Rule A\nRule B' }],
    });
  });

  it('answers the QR image and UPI id', async () => {
    await putSettings(t.db, { qr_image: 'https://cdn.example/qr.png' });
    const res = await t.call('/api-get-qr-pay', { unique_token: player.token });
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      qrdata: [{ qr_image: 'https://cdn.example/qr.png', upi_id: 'pana.demo@upi' }],
    });
  });

  it('answers the gateway status and the gateway service to use', async () => {
    expect((await t.call('/api-get-gateway-status', {})).body).toEqual({
      status: true,
      msg: 'OK',
      getaway_status: '1',
      gateway_url: '',
      online_gateway: '',
      online_gateway_key: '',
      online_gateway_script: '',
      utr_matching: false,
    });
    await putSettings(t.db, { gateway_status: '0', payment_gateway_url: 'https://pay.example' });
    expect((await t.call('/api-get-gateway-status', {})).body).toEqual({
      status: true,
      msg: 'OK',
      getaway_status: '0',
      gateway_url: 'https://pay.example',
      online_gateway: '',
      online_gateway_key: '',
      online_gateway_script: '',
      utr_matching: false,
    });
  });

  it('refuses these calls with a wrong app key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-get-qr-pay',
      payload: { app_key: 'wrong', env_type: 'Prod' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the UPI id on GET /gateway/payment-details without any key, and success false when none is set', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/gateway/payment-details?baseUrl=https%3A%2F%2Fapp.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { upiId: 'pana.demo@upi' } });
    await putSettings(t.db, { upi_id: '' });
    const none = await t.app.inject({ method: 'GET', url: '/gateway/payment-details' });
    expect(none.json()).toEqual({ success: false, message: 'UPI ID not found' });
  });
});
