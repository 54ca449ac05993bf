import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 2_000, name: 'Ravi Kumar' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const ACCOUNT = { holder_name: 'Ravi Kumar', account_number: '123456789012', confirm_account_number: '123456789012', ifsc: 'sbin0001234' };

/** A 'withdraw' code sent to the player's own mobile, as the app asks for it. */
async function codeForOwnMobile(): Promise<string> {
  const res = await t.call('/api-resend-otp', { unique_token: player.token, mobile: player.mobile, purpose: 'withdraw' });
  expect(res.statusCode).toBe(200);
  return t.sms.lastCode(player.mobile);
}

const addBank = (body: Record<string, unknown>, token = player.token) =>
  t.call('/api-add-user-bank-details', { unique_token: token, ...body });

async function addGoodAccount(extra: Record<string, unknown> = {}) {
  const otp = await codeForOwnMobile();
  const res = await addBank({ ...ACCOUNT, ...extra, otp });
  expect(res).toMatchObject({ statusCode: 200, body: { status: true } });
  return res;
}

describe('adding a bank account', () => {
  it('saves it with the code sent to the player\'s own mobile, upper-casing the IFSC, and lists it masked as method 5', async () => {
    const res = await addGoodAccount();
    expect(res.body).toEqual({ status: true, msg: 'Bank account added successfully!', bank_account: 'XXXXXX9012' });
    expect(await t.db.selectFrom('bank_accounts').select(['user_id', 'holder_name', 'account_number', 'ifsc']).execute()).toEqual([
      { user_id: player.id, holder_name: 'Ravi Kumar', account_number: '123456789012', ifsc: 'SBIN0001234' },
    ]);
    await t.db
      .insertInto('payment_numbers')
      .values({ user_id: player.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 })
      .execute();
    const list = await t.call('/api-user-payment-method-list', { unique_token: player.token });
    expect(list.body.result).toEqual([
      { type: '2', value: '9811111111', name: 'Google Pay' },
      { type: '5', value: 'XXXXXX9012', name: 'Bank account', holder_name: 'Ravi Kumar', ifsc: 'SBIN0001234' },
    ]);
  });

  it('replaces the earlier account: one per player', async () => {
    await addGoodAccount();
    await t.clock.advance(60_000);
    await addGoodAccount({ account_number: '9876543210', confirm_account_number: '9876 543 210', ifsc: 'HDFC0ABC123', holder_name: 'R. Kumar' });
    expect(await t.db.selectFrom('bank_accounts').select(['account_number', 'ifsc', 'holder_name']).execute()).toEqual([
      { account_number: '9876543210', ifsc: 'HDFC0ABC123', holder_name: 'R. Kumar' },
    ]);
    const list = await t.call('/api-user-payment-method-list', { unique_token: player.token });
    expect(list.body.result).toEqual([{ type: '5', value: 'XXXXXX3210', name: 'Bank account', holder_name: 'R. Kumar', ifsc: 'HDFC0ABC123' }]);
  });

  it.each([
    ['a bad IFSC', { ifsc: 'SBIN1001234' }, 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)'],
    ['a short IFSC', { ifsc: 'SBIN000123' }, 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)'],
    ['no IFSC', { ifsc: undefined }, 'Please enter the IFSC'],
    ['mismatched numbers', { confirm_account_number: '123456789013' }, 'The account numbers do not match'],
    ['no confirmation', { confirm_account_number: undefined }, 'The account numbers do not match'],
    ['a short account number', { account_number: '12345678', confirm_account_number: '12345678' }, 'Account number must be 9 to 18 digits'],
    ['letters in the account number', { account_number: '12345678901A', confirm_account_number: '12345678901A' }, 'Account number must be 9 to 18 digits'],
    ['an object for the account number', { account_number: { n: 1 } }, 'Please enter the account number'],
    ['a name with digits', { holder_name: 'Ravi 2' }, "Account holder's name must be 2 to 100 letters, spaces or dots"],
    ['no name', { holder_name: null }, "Please enter the account holder's name"],
  ])('refuses %s with a clear message and writes nothing (the code stays usable)', async (_name, change, msg) => {
    const otp = await codeForOwnMobile();
    const before = await fundsSnapshot(t.db);
    expect(await addBank({ ...ACCOUNT, ...change, otp })).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    // The refusal did not use the code.
    expect((await addBank({ ...ACCOUNT, otp })).statusCode).toBe(200);
  });

  it('refuses a wrong code, a missing code and a code sent to another number, writing nothing', async () => {
    const otp = await codeForOwnMobile();
    const before = await fundsSnapshot(t.db);
    const wrong = otp === '0000' ? '1111' : '0000';
    expect(await addBank({ ...ACCOUNT, otp: wrong })).toMatchObject({ statusCode: 400, body: { status: false } });
    expect(await addBank({ ...ACCOUNT })).toMatchObject({ statusCode: 400, body: { status: false } });
    // A code sent to another number (a UPI number to add) does not prove the player's own mobile.
    await t.call('/api-resend-otp', { unique_token: player.token, mobile: '9822222222', purpose: 'withdraw' });
    expect(await addBank({ ...ACCOUNT, otp: t.sms.lastCode('9822222222') })).toMatchObject({ statusCode: 400 });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('uses the code up', async () => {
    const otp = await codeForOwnMobile();
    expect((await addBank({ ...ACCOUNT, otp })).statusCode).toBe(200);
    expect((await addBank({ ...ACCOUNT, ifsc: 'HDFC0ABC123', otp })).statusCode).toBe(400);
    expect((await t.db.selectFrom('bank_accounts').select('ifsc').executeTakeFirstOrThrow()).ifsc).toBe('SBIN0001234');
  });

  it('needs the player\'s token', async () => {
    expect((await addBank({ ...ACCOUNT, otp: '1234' }, 'forged')).statusCode).toBe(401);
  });
});

describe('withdrawing to the bank account (payment_method 5)', () => {
  const withdraw = (body: Record<string, unknown>) =>
    t.call('/api-user-withdraw-fund-request', { unique_token: player.token, ...body });

  it('is refused until a bank account is added, holding nothing', async () => {
    const before = await fundsSnapshot(t.db);
    expect(await withdraw({ request_amount: '500', payment_method: 5 })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Please add a bank account first' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('holds the points and keeps the account as it was at request time', async () => {
    await addGoodAccount();
    expect(await withdraw({ request_amount: '700', payment_method: '5' })).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'Withdraw request sent successfully' },
    });
    expect(await balanceOf(t.db, player.id)).toBe(1_300);
    // A later account does not change the request.
    await t.clock.advance(60_000);
    await addGoodAccount({ account_number: '9876543210', confirm_account_number: '9876543210', ifsc: 'HDFC0ABC123' });
    const request = await t.db.selectFrom('withdraw_requests').selectAll().executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      amount: 700,
      method: 5,
      payout_number: 'XXXXXX9012',
      bank_holder_name: 'Ravi Kumar',
      bank_account_number: '123456789012',
      bank_ifsc: 'SBIN0001234',
      status: 'pending',
      payout_status: null,
    });
    const hold = await t.db.selectFrom('wallet_ledger').select(['amount', 'note']).where('kind', '=', 'withdrawal_hold').executeTakeFirstOrThrow();
    expect(hold).toEqual({ amount: -700, note: `Withdrawal #${request.id} to bank account XXXXXX9012 (points held)` });

    const history = await t.call('/api-user-withdraw-transaction-history', { unique_token: player.token });
    expect(history.body.withdrawdata).toEqual([
      expect.objectContaining({
        request_number: String(request.id),
        google_pay_number: '',
        phone_pay_number: '',
        paytm_number: '',
        request_amount: 700,
        request_status: '0',
        payment_method: '5',
        bank_account: 'XXXXXX9012',
        payout_utr: '',
        paid_status: 'pending',
      }),
    ]);

    const token = await loginAdmin(t);
    const list = await adminCall(t, 'GET', '/admin/api/withdraw-requests', token);
    expect(list.body.items[0]).toMatchObject({
      method: 'Bank account',
      methodCode: 5,
      paymentNumber: 'XXXXXX9012',
      bankHolderName: 'Ravi Kumar',
      bankAccountNumber: '123456789012',
      bankIfsc: 'SBIN0001234',
      payoutStatus: null,
      payoutUtr: null,
    });
  });

  it('leaves payment_method "" (older apps) to the app numbers: a bank account alone is not implied', async () => {
    await addGoodAccount();
    const before = await fundsSnapshot(t.db);
    expect((await withdraw({ request_amount: '500', payment_method: '' })).body).toEqual({
      status: false,
      msg: 'Please add a withdrawal number in the Wallet first',
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });
});
