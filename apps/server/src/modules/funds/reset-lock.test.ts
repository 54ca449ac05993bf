import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/crypto.ts';
import { createPlayerWithToken, fundsSnapshot } from '../../test/fixtures.ts';
import { createTestApp, RecordingSms, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * ADR 022: after a password reset through a code, the account's transfers and withdrawals stay closed for
 * 24 hours, with a message that says until when (India time, in the player's language).
 */

let t: TestApp;
let receiver: { id: number; mobile: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  receiver = await createPlayerWithToken(t, { balance: 0, name: 'Geeta Iyer', mobile: '9600000002' });
  const demo = await t.db.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirstOrThrow();
  await t.db.insertInto('payment_numbers').values({ user_id: Number(demo.id), app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 }).execute();
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const DEMO = { mobile: '9876543210', password: 'demo1234' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The reset happens at 10:00 AM India time, Monday 23 November 2026 (the test clock's start). */
const LOCKED = 'Your password was reset, so transfers and withdrawals are closed until 24-November-2026 10:00 AM (India time).';

/** The forgot-password flow as the app runs it: code, verification, new password; then a login. */
async function resetAndLogin(app = t, password = 'new-pass-1'): Promise<string> {
  const check = await app.call('/api-forget-check-mobile', { mobile: DEMO.mobile });
  const otp = check.body.otp ?? app.sms.lastCode(DEMO.mobile);
  expect((await app.call('/api-verify-otp', { mobile: DEMO.mobile, otp, purpose: 'forgot' })).statusCode).toBe(200);
  expect((await app.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: password })).statusCode).toBe(200);
  return (await app.call('/api-user-login', { mobile: DEMO.mobile, password })).body.unique_token as string;
}

const transfer = (token: string, headers: Record<string, string> = {}) =>
  t.call('/api-user-transfer-wallet-balance', { unique_token: token, amount: '500', mobile_no: receiver.mobile }, headers);
const withdraw = (token: string, headers: Record<string, string> = {}) =>
  t.call('/api-user-withdraw-fund-request', { unique_token: token, request_amount: '600', payment_method: 2 }, headers);

describe('after a password reset', () => {
  it('refuses transfers and withdrawals for 24 hours, saying until when, and changes nothing', async () => {
    const token = await resetAndLogin();
    const before = await fundsSnapshot(t.db);
    expect(await transfer(token)).toEqual({ statusCode: 403, body: { status: false, msg: LOCKED } });
    expect(await withdraw(token)).toEqual({ statusCode: 403, body: { status: false, msg: LOCKED } });
    t.clock.advance(24 * HOUR - MINUTE);
    expect((await transfer(token)).body.msg).toBe(LOCKED);
    expect((await withdraw(token)).body.msg).toBe(LOCKED);
    expect(await fundsSnapshot(t.db)).toEqual(before);
    // 24 hours after the reset (10:00 AM, withdrawals are open): both go through.
    t.clock.advance(MINUTE);
    expect(await transfer(token)).toMatchObject({ statusCode: 200, body: { status: true, wallet_amt: 9_500 } });
    expect((await withdraw(token)).statusCode).toBe(200);
  });

  it("says it in the player's language, the date in that language's month", async () => {
    const token = await resetAndLogin();
    expect((await transfer(token, { 'x-pana-lang': 'hi' })).body).toEqual({
      status: false,
      msg: 'आपका पासवर्ड रीसेट हुआ है, इसलिए 24-नवंबर-2026 10:00 AM (भारतीय समय) तक ट्रांसफर और निकासी बंद हैं।',
    });
    expect((await withdraw(token, { 'x-pana-lang': 'mr' })).body).toEqual({
      status: false,
      msg: 'तुमचा पासवर्ड रीसेट झाला आहे, म्हणून 24-नोव्हेंबर-2026 10:00 AM (भारतीय वेळ) पर्यंत ट्रांसफर आणि पैसे काढणे बंद आहेत.',
    });
  });

  it('holds from the latest reset, for a reset with the code sent along too', async () => {
    await resetAndLogin();
    t.clock.advance(20 * HOUR);
    const check = await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile });
    expect((await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'newer-pass-2', otp: check.body.otp })).statusCode).toBe(200);
    const token = (await t.call('/api-user-login', { mobile: DEMO.mobile, password: 'newer-pass-2' })).body.unique_token as string;
    t.clock.advance(5 * HOUR);
    expect((await transfer(token)).body.msg).toBe(
      'Your password was reset, so transfers and withdrawals are closed until 25-November-2026 6:00 AM (India time).',
    );
  });

  it('holds for a reset the old apps make without the code (LEGACY_OTP=client)', async () => {
    await t.close();
    t = await createTestApp({ sms: new RecordingSms(false), config: { LEGACY_OTP: 'client' } });
    receiver = await createPlayerWithToken(t, { balance: 0, name: 'Geeta Iyer', mobile: '9600000002' });
    await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile });
    expect((await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'legacy-new' })).statusCode).toBe(200);
    const token = (await t.call('/api-user-login', { mobile: DEMO.mobile, password: 'legacy-new' })).body.unique_token as string;
    expect(await transfer(token)).toEqual({ statusCode: 403, body: { status: false, msg: LOCKED } });
  });

  it('leaves other players alone, and a password change (which needs the old password) closes nothing', async () => {
    await resetAndLogin();
    const other = await createPlayerWithToken(t, { balance: 1_000, name: 'Anil Desai', mobile: '9600000001' });
    const toReceiver = await t.call('/api-user-transfer-wallet-balance', { unique_token: other.token, amount: '200', mobile_no: receiver.mobile });
    expect(toReceiver.statusCode).toBe(200);
    await t.db.updateTable('users').set({ password_hash: await hashPassword('receiver-1') }).where('id', '=', receiver.id).execute();
    const change = await t.call('/api-change-password', { unique_token: receiver.token, old_pass: 'receiver-1', new_pass: 'receiver-2' });
    expect(change.statusCode).toBe(200);
    const back = await t.call('/api-user-transfer-wallet-balance', { unique_token: receiver.token, amount: '100', mobile_no: other.mobile });
    expect(back.statusCode).toBe(200);
  });
});
