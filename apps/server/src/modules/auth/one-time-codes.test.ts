import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/crypto.ts';
import { createPlayerWithToken, loginAdmin } from '../../test/fixtures.ts';
import { APP_KEY, createTestApp, openTestApp, rowCounts, type TestApp } from '../../test/harness.ts';
import { testEngine } from '../../test/postgres.ts';

/**
 * One-time codes and what hangs on them (ADR 022): one open code per number and purpose, wrong guesses
 * counted across codes per number and purpose and per address on every call that checks a code, 6-digit
 * codes, withdraw codes bound to the player who asked for them, and new passwords of at least 8 characters.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const DEMO = { mobile: '9876543210', password: 'demo1234' };
const NEW = '9123456789';
const MINUTE = 60_000;

/** A player call from a given address (request.ip). */
async function callFrom(ip: string, path: string, body: Record<string, unknown>, app = t) {
  const res = await app.app.inject({ method: 'POST', url: path, remoteAddress: ip, payload: { env_type: 'Prod', app_key: APP_KEY, ...body } });
  return { statusCode: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

/** `n` six-digit codes, none of them `right`. */
const wrongCodes = (right: string, n: number): string[] =>
  Array.from({ length: n + 1 }, (_, i) => String(i * 111_111 + 12).padStart(6, '0'))
    .filter((c) => c !== right)
    .slice(0, n);

const verify = (mobile: string, otp: unknown, purpose: string, extra: Record<string, unknown> = {}) =>
  t.call('/api-verify-otp', { mobile, otp, purpose, ...extra });

const TOO_MANY = 'Too many wrong OTP attempts. Please try again after 60 minutes.';

describe('a new code cancels the older ones', () => {
  it('refuses the first code after 4 wrong guesses and a resend (the account-takeover probe): the password stays', async () => {
    const first = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
    for (const otp of wrongCodes(first, 4)) expect((await verify(DEMO.mobile, otp, 'forgot')).statusCode).toBe(400);
    t.clock.advance(30_000);
    const latest = await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' });
    expect(latest.statusCode).toBe(200);
    const probe = await verify(DEMO.mobile, first, 'forgot');
    expect(probe.statusCode).not.toBe(200);
    // The fifth guess of the hour, on any code: refused, and so is the reset.
    expect(probe).toEqual({ statusCode: 429, body: { status: false, msg: TOO_MANY } });
    const reset = await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'taken-over-1' });
    expect(reset).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid OTP. Please try again.' } });
    expect((await t.call('/api-user-login', DEMO)).statusCode).toBe(200);
  });

  it('answers the first code as wrong after a resend, and takes the latest', async () => {
    const first = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
    t.clock.advance(30_000);
    const latest = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
    if (latest !== first) {
      expect(await verify(DEMO.mobile, first, 'forgot')).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid OTP. Please try again.' } });
    }
    expect((await verify(DEMO.mobile, latest, 'forgot')).statusCode).toBe(200);
    expect((await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'new-pass-1' })).statusCode).toBe(200);
  });

  it('cancels a code verified but not yet used: the new password needs the new code', async () => {
    const first = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
    expect((await verify(DEMO.mobile, first, 'forgot')).statusCode).toBe(200);
    t.clock.advance(30_000);
    const latest = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
    expect((await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'new-pass-1' })).statusCode).toBe(400);
    expect((await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'new-pass-1', otp: latest })).statusCode).toBe(200);
  });

  it('keeps one open code per number and purpose in the database', async () => {
    await t.call('/api-check-mobile', { mobile: NEW });
    t.clock.advance(30_000);
    await t.call('/api-resend-otp', { mobile: NEW, purpose: 'register' });
    t.clock.advance(30_000);
    await t.call('/api-resend-otp', { mobile: NEW, purpose: 'register' });
    const open = await t.db.selectFrom('otp_challenges').select('id').where('mobile', '=', NEW).where('consumed_at', 'is', null).execute();
    expect(open).toHaveLength(1);
  });
});

describe('wrong guesses are counted per number and purpose, across codes', () => {
  it('refuses the fifth wrong guess of the hour across resends, then every code until the hour is over', async () => {
    const first = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
    const statuses: number[] = [];
    for (const otp of wrongCodes(first, 3)) statuses.push((await verify(DEMO.mobile, otp, 'forgot')).statusCode);
    t.clock.advance(30_000);
    const second = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
    for (const otp of wrongCodes(second, 1)) statuses.push((await verify(DEMO.mobile, otp, 'forgot')).statusCode);
    const fifth = await verify(DEMO.mobile, wrongCodes(second, 2)[1], 'forgot');
    expect([...statuses, fifth.statusCode]).toEqual([400, 400, 400, 400, 429]);
    expect(fifth.body).toEqual({ status: false, msg: TOO_MANY });
    // The right code of the latest, and of a new one, are refused too, with when to try again.
    const refused = await callFrom('203.0.113.5', '/api-verify-otp', { mobile: DEMO.mobile, otp: second, purpose: 'forgot' });
    expect(refused).toMatchObject({ statusCode: 429, body: { status: false, msg: TOO_MANY } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3_500);
    t.clock.advance(30_000);
    const third = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
    expect((await t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'new-pass-1', otp: third })).statusCode).toBe(429);
    expect((await t.call('/api-user-login', DEMO)).statusCode).toBe(200);
    // Once the hour is over, a new code works.
    t.clock.advance(60 * MINUTE);
    const fourth = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
    expect((await verify(DEMO.mobile, fourth, 'forgot')).statusCode).toBe(200);
  });

  it('does not count a right code: two rounds of two typos and the right code both go through', async () => {
    for (let round = 0; round < 2; round++) {
      t.clock.advance(30_000);
      const code = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
      for (const otp of wrongCodes(code, 2)) expect((await verify(DEMO.mobile, otp, 'forgot')).statusCode).toBe(400);
      expect((await verify(DEMO.mobile, code, 'forgot')).statusCode).toBe(200);
    }
    // Four wrong guesses so far: the fifth uses the hour up.
    t.clock.advance(30_000);
    const code = (await t.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
    expect((await verify(DEMO.mobile, wrongCodes(code, 1)[0], 'forgot')).statusCode).toBe(429);
  });

  it('counts the guesses of the registration itself with those of /api-verify-otp', async () => {
    const code = (await t.call('/api-check-mobile', { mobile: NEW })).body.otp as string;
    const [a, b, c, d, e] = wrongCodes(code, 5);
    const register = (otp: unknown) => t.call('/api-user-registration', { name: 'Asha', mobile: NEW, password: 'secret123', otp });
    expect((await verify(NEW, a, 'register')).statusCode).toBe(400);
    expect((await register(b)).statusCode).toBe(400);
    expect((await verify(NEW, c, 'register')).statusCode).toBe(400);
    expect((await register(d)).statusCode).toBe(400);
    expect(await register(e)).toEqual({ statusCode: 429, body: { status: false, msg: TOO_MANY } });
    expect(await register(code)).toEqual({ statusCode: 429, body: { status: false, msg: TOO_MANY } });
    expect((await rowCounts(t.db)).users).toBe(1);
  });

  it('counts the guesses of the reset itself with those of /api-verify-otp', async () => {
    const code = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
    const reset = (otp: unknown) => t.call('/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'taken-over-1', otp });
    const [a, b, c, d, e] = wrongCodes(code, 5);
    for (const otp of [a, c]) expect((await verify(DEMO.mobile, otp, 'forgot')).statusCode).toBe(400);
    for (const otp of [b, d]) expect((await reset(otp)).statusCode).toBe(400);
    expect((await reset(e)).statusCode).toBe(429);
    expect((await reset(code)).statusCode).toBe(429);
    expect((await t.call('/api-user-login', DEMO)).statusCode).toBe(200);
  });

  it('counts each purpose apart: a number out of reset guesses can still register a code of another purpose', async () => {
    const code = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
    for (const otp of wrongCodes(code, 5)) await verify(DEMO.mobile, otp, 'forgot');
    const login = (await t.call('/api-user-login', DEMO)).body.unique_token as string;
    const withdraw = (await t.call('/api-resend-otp', { unique_token: login, mobile: DEMO.mobile, purpose: 'withdraw' })).body.otp as string;
    expect((await verify(DEMO.mobile, withdraw, 'withdraw', { unique_token: login })).statusCode).toBe(200);
  });

  it.runIf(testEngine() === 'postgres')('holds across two servers on one PostgreSQL database', async () => {
    const other = await openTestApp(t.config.DATABASE_URL, { prepared: true, sms: t.sms });
    try {
      other.clock.set(t.clock.now());
      const first = (await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile })).body.otp as string;
      const [a, b, c] = wrongCodes(first, 3);
      expect((await verify(DEMO.mobile, a, 'forgot')).statusCode).toBe(400);
      expect((await other.call('/api-verify-otp', { mobile: DEMO.mobile, otp: b, purpose: 'forgot' })).statusCode).toBe(400);
      expect((await verify(DEMO.mobile, c, 'forgot')).statusCode).toBe(400);
      other.clock.advance(30_000);
      t.clock.advance(30_000);
      const second = (await other.call('/api-resend-otp', { mobile: DEMO.mobile, purpose: 'forgot' })).body.otp as string;
      expect((await other.call('/api-verify-otp', { mobile: DEMO.mobile, otp: first, purpose: 'forgot' })).statusCode).toBe(400);
      const [d] = wrongCodes(second, 1);
      expect((await verify(DEMO.mobile, d, 'forgot')).statusCode).toBe(429);
      expect((await other.call('/api-verify-otp', { mobile: DEMO.mobile, otp: second, purpose: 'forgot' })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('wrong guesses are counted per address, across numbers', () => {
  it('refuses an address that used up its guesses (5 × OTP_MAX_PER_MOBILE_HOUR an hour) on any number; another address gets in', async () => {
    await t.close();
    t = await createTestApp({ config: { OTP_MAX_PER_MOBILE_HOUR: 2 } });
    const numbers = ['9123456781', '9123456782', '9123456783'];
    const codes: string[] = [];
    for (const mobile of numbers) codes.push((await callFrom('203.0.113.5', '/api-check-mobile', { mobile })).body.otp as string);
    // Five wrong guesses on each of two numbers: ten from this address.
    for (const [i, mobile] of numbers.slice(0, 2).entries()) {
      const statuses = [];
      for (const otp of wrongCodes(codes[i]!, 5)) statuses.push((await callFrom('203.0.113.5', '/api-verify-otp', { mobile, otp, purpose: 'register' })).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    }
    const third = numbers[2]!;
    const refused = await callFrom('203.0.113.5', '/api-verify-otp', { mobile: third, otp: codes[2], purpose: 'register' });
    expect(refused).toMatchObject({ statusCode: 429, body: { status: false, msg: TOO_MANY } });
    const register = await callFrom('203.0.113.5', '/api-user-registration', { name: 'Asha', mobile: third, password: 'secret123', otp: codes[2] });
    expect(register.statusCode).toBe(429);
    expect((await callFrom('198.51.100.7', '/api-verify-otp', { mobile: third, otp: codes[2], purpose: 'register' })).statusCode).toBe(200);
  });
});

describe('6-digit codes', () => {
  it('are sent for every purpose, with otp_length 6 in every answer that sends one', async () => {
    const register = await t.call('/api-check-mobile', { mobile: NEW });
    const forgot = await t.call('/api-forget-check-mobile', { mobile: DEMO.mobile });
    t.clock.advance(30_000);
    const resend = await t.call('/api-resend-otp', { mobile: NEW, purpose: 'register' });
    const token = (await t.call('/api-user-login', DEMO)).body.unique_token as string;
    const withdraw = await t.call('/api-resend-otp', { unique_token: token, mobile: DEMO.mobile, purpose: 'withdraw' });
    for (const answer of [register, forgot, resend, withdraw]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toEqual({ status: true, msg: 'OTP sent successfully', otp: expect.stringMatching(/^\d{6}$/), otp_length: 6 });
    }
    expect(t.sms.sent.every((s) => /^\d{6}$/.test(s.code))).toBe(true);
  });

  it('verifies the six digits, as text or as a JSON number; four of them are a wrong code', async () => {
    const code = (await t.call('/api-check-mobile', { mobile: NEW })).body.otp as string;
    expect(await verify(NEW, code.slice(0, 4), 'register')).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
    expect(await verify(NEW, `${code}0`, 'register')).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
    const reg = await t.call('/api-user-registration', { name: 'Asha', mobile: NEW, password: 'secret123', otp: Number(code) });
    expect(reg.statusCode).toBe(200);
  });

  it.each([[{ a: 1 }], [[1, 2]], [true], ['x'.repeat(11)]])('answers a code of the wrong type %j with Enter Valid OTP and counts nothing', async (otp) => {
    await t.call('/api-check-mobile', { mobile: NEW });
    expect(await verify(NEW, otp, 'register')).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'otp-guess:%').execute()).toEqual([]);
  });
});

describe('withdraw codes', () => {
  let player: { id: number; mobile: string; token: string };
  beforeEach(async () => {
    player = await createPlayerWithToken(t, { balance: 0, name: 'Anil Desai', mobile: '9600000001' });
  });
  const sendCode = (mobile: string, token: string | null = player.token) =>
    t.call('/api-resend-otp', { mobile, purpose: 'withdraw', ...(token === null ? {} : { unique_token: token }) });

  it("go to the player's own mobile or a number no player has; another player's number is refused and sent nothing", async () => {
    const stranger = await createPlayerWithToken(t, { balance: 0, name: 'Geeta Iyer', mobile: '9600000002' });
    const before = await rowCounts(t.db);
    expect(await sendCode(stranger.mobile)).toEqual({
      statusCode: 403,
      body: { status: false, msg: "This number belongs to another player's account. Please add a number of your own." },
    });
    expect(await sendCode(DEMO.mobile)).toMatchObject({ statusCode: 403 });
    expect(t.sms.sent).toEqual([]);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await sendCode(player.mobile)).statusCode).toBe(200);
    expect((await sendCode('9822222222')).statusCode).toBe(200);
    expect(t.sms.sent.map((s) => s.mobile)).toEqual([player.mobile, '9822222222']);
  });

  it('are at most 5 an hour per session and 10 an hour per player', async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `98222222${String(i).padStart(2, '0')}`);
    for (const mobile of numbers.slice(0, 5)) expect((await sendCode(mobile)).statusCode).toBe(200);
    const sixth = await sendCode(numbers[5]!);
    expect(sixth).toEqual({ statusCode: 429, body: { status: false, msg: 'Too many OTP requests. Please try again after 60 minutes.' } });
    // A second login has its own five, but the player's ten (the refused request counted) are used up first.
    const second = (await createSessionFor(player.id)) as string;
    for (const mobile of numbers.slice(6, 10)) expect((await sendCode(mobile, second)).statusCode).toBe(200);
    expect((await sendCode(numbers[10]!, second)).statusCode).toBe(429);
    const third = (await createSessionFor(player.id)) as string;
    expect((await sendCode(numbers[10]!, third)).statusCode).toBe(429);
    expect(t.sms.sent).toHaveLength(9);
    t.clock.advance(60 * MINUTE);
    expect((await sendCode(numbers[11]!, third)).statusCode).toBe(200);
  });

  it("are verified only with the token of the player who asked for them", async () => {
    const other = await createPlayerWithToken(t, { balance: 0, name: 'Geeta Iyer', mobile: '9600000002' });
    const code = (await sendCode('9822222222')).body.otp as string;
    expect(await verify('9822222222', code, 'withdraw')).toEqual({
      statusCode: 401,
      body: { status: false, msg: 'Session expired. Please log in again.' },
    });
    expect((await verify('9822222222', code, 'withdraw', { unique_token: 'forged-token' })).statusCode).toBe(401);
    // Another player's token: not their code, whatever they type (and no guess is counted).
    expect(await verify('9822222222', code, 'withdraw', { unique_token: other.token })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'OTP expired. Please tap RESEND for a new code.' },
    });
    const upi = { upi_type: 2, paytm_no: '', google_pay_no: '9822222222', phon_pay_no: '', otp: code };
    expect((await t.call('/api-add-user-upi-details', { unique_token: other.token, ...upi })).statusCode).toBe(400);
    expect(await t.db.selectFrom('payment_numbers').select('user_id').execute()).toEqual([]);
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'otp-guess:%').execute()).toEqual([]);
    // The player's own token: verified, then saved.
    expect((await verify('9822222222', code, 'withdraw', { unique_token: player.token })).statusCode).toBe(200);
    expect((await t.call('/api-add-user-upi-details', { unique_token: player.token, ...upi })).statusCode).toBe(200);
  });

  it("refuse an operator's token and a blocked player's, to send or to verify, and change nothing", async () => {
    const code = (await sendCode('9822222222')).body.otp as string;
    const operator = await loginAdmin(t, 'owner');
    for (const call of [
      () => sendCode('9822222223', operator),
      () => verify('9822222222', code, 'withdraw', { unique_token: operator }),
      () => t.call('/api-verify-otp', { mobile: '9822222222', otp: code, purpose: 'withdraw' }, { authorization: `Bearer ${operator}` }),
    ]) {
      expect(await call()).toEqual({ statusCode: 401, body: { status: false, msg: 'Session expired. Please log in again.' } });
    }
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', player.id).execute();
    expect((await sendCode('9822222223')).statusCode).toBe(403);
    expect((await verify('9822222222', code, 'withdraw', { unique_token: player.token })).statusCode).toBe(403);
    expect(t.sms.sent).toHaveLength(1);
    const challenge = await t.db.selectFrom('otp_challenges').select(['verified_at', 'user_id']).executeTakeFirstOrThrow();
    expect(challenge).toEqual({ verified_at: null, user_id: player.id });
  });

  it('count their wrong guesses on the UPI and bank calls too', async () => {
    const code = (await sendCode(player.mobile)).body.otp as string;
    const [a, b, c, d, e] = wrongCodes(code, 5);
    const bank = (otp: string) =>
      t.call('/api-add-user-bank-details', {
        unique_token: player.token,
        holder_name: 'Anil Desai',
        account_number: '123456789012',
        confirm_account_number: '123456789012',
        ifsc: 'SBIN0001234',
        otp,
      });
    const upi = (otp: string) =>
      t.call('/api-add-user-upi-details', { unique_token: player.token, upi_type: 2, paytm_no: '', google_pay_no: player.mobile, phon_pay_no: '', otp });
    expect((await bank(a!)).statusCode).toBe(400);
    expect((await upi(b!)).statusCode).toBe(400);
    expect((await verify(player.mobile, c, 'withdraw', { unique_token: player.token })).statusCode).toBe(400);
    expect((await bank(d!)).statusCode).toBe(400);
    expect(await upi(e!)).toEqual({ statusCode: 429, body: { status: false, msg: TOO_MANY } });
    expect((await bank(code)).statusCode).toBe(429);
    expect(await t.db.selectFrom('bank_accounts').select('user_id').execute()).toEqual([]);
  });
});

describe('passwords', () => {
  it.each([
    ['registration', '/api-user-registration', { name: 'Asha', mobile: NEW, password: 'seven77' }, 'Password must be at least 8 characters!'],
    ['reset', '/api-forgot-password', { mobile: DEMO.mobile, new_pass: 'seven77' }, 'New Password must be at least 8 characters!'],
  ])('refuses a new password under 8 characters at the %s and changes nothing', async (_what, path, body, msg) => {
    const code = (await t.call(path === '/api-forgot-password' ? '/api-forget-check-mobile' : '/api-check-mobile', { mobile: body.mobile })).body.otp;
    const before = await rowCounts(t.db);
    expect(await t.call(path, { ...body, otp: code })).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await t.call('/api-user-login', DEMO)).statusCode).toBe(200);
  });

  it('refuses a new password under 8 characters at a change, and keeps the old one', async () => {
    const token = (await t.call('/api-user-login', DEMO)).body.unique_token as string;
    const res = await t.call('/api-change-password', { unique_token: token, old_pass: DEMO.password, new_pass: 'seven77' });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'New Password must be at least 8 characters!' } });
    expect((await t.call('/api-user-login', DEMO)).statusCode).toBe(200);
  });

  it('still logs a player in with a shorter password chosen before the rule, who can then change it', async () => {
    await t.db.updateTable('users').set({ password_hash: await hashPassword('abc') }).where('mobile', '=', DEMO.mobile).execute();
    const login = await t.call('/api-user-login', { mobile: DEMO.mobile, password: 'abc' });
    expect(login.statusCode).toBe(200);
    const change = await t.call('/api-change-password', { unique_token: login.body.unique_token, old_pass: 'abc', new_pass: 'longer-one' });
    expect(change.statusCode).toBe(200);
    expect((await t.call('/api-user-login', { mobile: DEMO.mobile, password: 'longer-one' })).statusCode).toBe(200);
  });
});

/** Another session (login on another device) of the player `userId`. */
async function createSessionFor(userId: number): Promise<string> {
  const { createSession } = await import('./sessions.ts');
  return createSession(t.db, userId, 'other-device', t.clock.now(), t.config);
}
