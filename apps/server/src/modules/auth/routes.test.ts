import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerPlayer, rowCounts, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('registration', () => {
  it('sends a 6-digit code to a new number, names its length and echoes it with the console provider', async () => {
    const res = await t.call('/api-check-mobile', { mobile: '9123456789' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, otp: expect.stringMatching(/^\d{6}$/), otp_length: 6 });
    expect(res.body.otp).toBe(t.sms.lastCode('9123456789'));
  });

  it('does not echo the code when the provider really sends it', async () => {
    await t.close();
    const { RecordingSms } = await import('../../test/harness.ts');
    t = await createTestApp({ sms: new RecordingSms(false) });
    const res = await t.call('/api-check-mobile', { mobile: '9123456789' });
    expect(res.statusCode).toBe(200);
    expect(res.body.otp).toBeUndefined();
    expect(res.body.otp_length).toBe(6);
  });

  it('refuses a registered number with User Already Registered', async () => {
    const res = await t.call('/api-check-mobile', { mobile: '9876543210' });
    expect(res).toEqual({ statusCode: 409, body: { status: false, msg: 'User Already Registered' } });
  });

  it.each([
    [undefined, 'Phone No is required!'],
    ['', 'Phone No is required!'],
    ['12345', 'Phone No is not valid!'],
    ['5123456789', 'Phone No is not valid!'],
    ['91234567890', 'Phone No is not valid!'],
    [{ a: 1 }, 'Phone No is required!'],
  ])('answers mobile %j with %s and sends nothing', async (mobile, msg) => {
    const res = await t.call('/api-check-mobile', { mobile });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: false, msg });
    expect(t.sms.sent).toHaveLength(0);
  });

  it('registers with the right code: a session, an empty wallet, betting off by default', async () => {
    const token = await registerPlayer(t, '9123456789', 'pass1234', 'Ravi Kumar');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await t.call('/api-get-user-info', { unique_token: token });
    expect(info.body).toMatchObject({
      status: true,
      user_name: 'Ravi Kumar',
      mobile_no: '9123456789',
      wallet_amt: 0,
      betting_status: '0',
    });
    const login = await t.call('/api-user-login', { mobile: '9123456789', password: 'pass1234' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong code with Enter Valid OTP and creates no player', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const right = t.sms.lastCode('9123456789');
    const wrong = right === '000000' ? '111111' : '000000';
    const before = await rowCounts(t.db);
    const res = await t.call('/api-user-registration', { name: 'A', mobile: '9123456789', password: 'secret123', otp: wrong });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
    const after = await rowCounts(t.db);
    expect(after.users).toBe(before.users);
    expect(after.sessions).toBe(before.sessions);
  });

  it('refuses a registration without any code', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const res = await t.call('/api-user-registration', { name: 'A', mobile: '9123456789', password: 'secret123' });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
  });

  it('accepts a code verified just before through /api-verify-otp, once', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const verify = await t.call('/api-verify-otp', {
      mobile: '9123456789',
      otp: t.sms.lastCode('9123456789'),
      purpose: 'register',
    });
    expect(verify.body).toMatchObject({ status: true });
    const reg = await t.call('/api-user-registration', { name: 'A', mobile: '9123456789', password: 'secret123' });
    expect(reg.statusCode).toBe(200);
    const again = await t.call('/api-user-registration', { name: 'A', mobile: '9123456789', password: 'secret123' });
    expect(again.body.msg).toBe('User Already Registered');
  });

  it.each([
    [{ name: '' }, 'Username is required'],
    [{ name: '   ' }, 'Username is required'],
    [{ name: undefined }, 'Username is required'],
    [{ password: '' }, 'Password is required!'],
    [{ password: 12345 }, 'Password is required!'],
    [{ mobile: '123' }, 'Phone No is not valid!'],
  ])('refuses registration field %j with %s', async (patch, msg) => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const body = {
      name: 'Asha',
      mobile: '9123456789',
      password: 'secret123',
      otp: t.sms.lastCode('9123456789'),
      ...patch,
    };
    const res = await t.call('/api-user-registration', body);
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg } });
  });

  it('lets a code expire after 5 minutes', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const code = t.sms.lastCode('9123456789');
    t.clock.advance(5 * MINUTE + 1000);
    const res = await t.call('/api-user-registration', { name: 'A', mobile: '9123456789', password: 'secret123', otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(/expired/);
  });

  it('stops guessing after 5 wrong codes: even the right code no longer works', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const right = t.sms.lastCode('9123456789');
    const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== right).slice(0, 5);
    const statuses = [];
    for (const otp of wrongs)
      statuses.push((await t.call('/api-verify-otp', { mobile: '9123456789', otp, purpose: 'register' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const res = await t.call('/api-user-registration', { name: 'A', mobile: '9123456789', password: 'secret123', otp: right });
    expect(res.statusCode).toBe(429);
    expect((await rowCounts(t.db)).users).toBe(1);
  });

  it('resends only after 30 seconds; the new code cancels the first one (ADR 022)', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    const first = t.sms.lastCode('9123456789');
    const early = await t.call('/api-resend-otp', { mobile: '9123456789', purpose: 'register' });
    expect(early.statusCode).toBe(429);
    expect(early.body.msg).toMatch(/^Please wait 30 seconds/);
    t.clock.advance(30_000);
    const resend = await t.call('/api-resend-otp', { mobile: '9123456789', purpose: 'register' });
    expect(resend.statusCode).toBe(200);
    const latest = t.sms.lastCode('9123456789');
    expect(t.sms.sent).toHaveLength(2);
    const verifyFirst = await t.call('/api-verify-otp', { mobile: '9123456789', otp: first, purpose: 'register' });
    expect(verifyFirst).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
    const verifyLatest = await t.call('/api-verify-otp', { mobile: '9123456789', otp: latest, purpose: 'register' });
    expect(verifyLatest.statusCode).toBe(200);
  });

  it('limits codes per number per hour', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.call('/api-resend-otp', { mobile: '9123456789', purpose: 'register' })).statusCode);
      t.clock.advance(31_000);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('login', () => {
  it('logs the demo player in with a token', async () => {
    const res = await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234', device_id: 'abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: true,
      msg: 'Login successful',
      user_name: 'Demo Player',
      unique_token: expect.any(String),
      mobile: '9876543210',
      age_confirmed: true,
      lang: 'en',
    });
  });

  it('accepts the mobile number sent as a JSON number', async () => {
    const res = await t.call('/api-user-login', { mobile: 9876543210, password: 'demo1234' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['9876543210', 'wrong-pass'],
    ['9123456789', 'demo1234'],
  ])('refuses %s / %s with Invalid username and password', async (mobile, password) => {
    const res = await t.call('/api-user-login', { mobile, password });
    expect(res).toEqual({ statusCode: 401, body: { status: false, msg: 'Invalid username and password' } });
  });

  it.each([
    [{ mobile: '' }, 'Phone No is required!'],
    [{ mobile: '98765' }, 'Phone No is not valid!'],
    [{ password: '' }, 'Password is required!'],
  ])('validates %j with %s', async (patch, msg) => {
    const res = await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234', ...patch });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg } });
  });

  it('refuses a blocked player', async () => {
    await t.db.updateTable('users').set({ blocked: 1 }).where('mobile', '=', '9876543210').execute();
    const res = await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' });
    expect(res).toEqual({
      statusCode: 403,
      body: { status: false, msg: 'Your account is blocked. Please contact admin.' },
    });
  });

  it('locks a number out after 10 attempts in 15 minutes, then lets it in again', async () => {
    for (let i = 0; i < 10; i++)
      expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'nope' })).statusCode).toBe(401);
    const locked = await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.body.msg).toBe('Too many login attempts. Please try again after 15 minutes.');
    t.clock.advance(15 * MINUTE);
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('limits attempts per address across numbers', async () => {
    await t.close();
    t = await createTestApp({ config: { LOGIN_MAX_PER_IP: 3 } });
    for (const m of ['9000000011', '9000000012', '9000000013'])
      expect((await t.call('/api-user-login', { mobile: m, password: 'x' })).statusCode).toBe(401);
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).statusCode).toBe(429);
  });
});

describe('tokens', () => {
  const login = async () =>
    (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token as string;

  it('refuses a player call without a token, with a wrong one, and after logout', async () => {
    expect(await t.call('/api-get-user-info', {})).toEqual({
      statusCode: 401,
      body: { status: false, msg: 'Session expired. Please log in again.' },
    });
    expect((await t.call('/api-get-user-info', { unique_token: 'x'.repeat(43) })).statusCode).toBe(401);
    const token = await login();
    expect((await t.call('/api-get-user-info', { unique_token: token })).statusCode).toBe(200);
    expect((await t.call('/api-logout', { unique_token: token })).body).toEqual({
      status: true,
      msg: 'Logged out successfully',
    });
    expect((await t.call('/api-get-user-info', { unique_token: token })).statusCode).toBe(401);
  });

  it('expires a session left unused for 30 days', async () => {
    const token = await login();
    t.clock.advance(30 * 24 * 60 * MINUTE + 1);
    expect((await t.call('/api-get-user-info', { unique_token: token })).statusCode).toBe(401);
  });

  it('keeps a session in use alive beyond 30 days', async () => {
    const token = await login();
    for (let day = 0; day < 40; day += 10) {
      t.clock.advance(10 * 24 * 60 * MINUTE);
      expect((await t.call('/api-get-user-info', { unique_token: token })).statusCode).toBe(200);
    }
  });

  it('shuts a blocked player out of calls with an existing token', async () => {
    const token = await login();
    await t.db.updateTable('users').set({ blocked: 1 }).execute();
    expect((await t.call('/api-get-user-info', { unique_token: token })).statusCode).toBe(403);
  });

  it('stores only the hash of a token', async () => {
    const token = await login();
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('accepts the token as a bearer header too', async () => {
    const token = await login();
    const res = await t.call('/api-get-user-info', {}, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  it('resets the password through code, verification and new password; old sessions end', async () => {
    const old = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    const check = await t.call('/api-forget-check-mobile', { mobile: '9876543210' });
    expect(check.body).toMatchObject({ status: true, otp: expect.stringMatching(/^\d{6}$/), otp_length: 6 });
    const verify = await t.call('/api-verify-otp', { mobile: '9876543210', otp: check.body.otp, purpose: 'forgot' });
    expect(verify.statusCode).toBe(200);
    const reset = await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: 'newpass99' });
    expect(reset.body).toEqual({ status: true, msg: 'Successfully updated password' });
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).statusCode).toBe(401);
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'newpass99' })).statusCode).toBe(200);
    expect((await t.call('/api-get-user-info', { unique_token: old })).statusCode).toBe(401);
  });

  it('refuses a new password without a verified code, and a second reset with the same code', async () => {
    const before = await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: 'hijack-pass' });
    expect(before).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid OTP. Please try again.' } });
    const check = await t.call('/api-forget-check-mobile', { mobile: '9876543210' });
    await t.call('/api-verify-otp', { mobile: '9876543210', otp: check.body.otp, purpose: 'forgot' });
    expect((await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: 'first-pass' })).statusCode).toBe(200);
    expect((await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: 'second-pass' })).statusCode).toBe(400);
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'first-pass' })).statusCode).toBe(200);
  });

  it('answers a wrong reset code with Invalid OTP. Please try again.', async () => {
    const check = await t.call('/api-forget-check-mobile', { mobile: '9876543210' });
    const wrong = check.body.otp === '000000' ? '111111' : '000000';
    const res = await t.call('/api-verify-otp', { mobile: '9876543210', otp: wrong, purpose: 'forgot' });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid OTP. Please try again.' } });
  });

  it('does not send a reset code to an unknown number', async () => {
    const res = await t.call('/api-forget-check-mobile', { mobile: '9123456789' });
    expect(res).toEqual({ statusCode: 404, body: { status: false, msg: 'Mobile number is not registered' } });
    expect(t.sms.sent).toHaveLength(0);
  });

  it.each([
    [{ mobile: '' }, 'Phone number is required!'],
    [{ mobile: '12' }, 'Phone number is not valid!'],
  ])('validates %j with %s', async (patch, msg) => {
    expect((await t.call('/api-forget-check-mobile', patch)).body).toEqual({ status: false, msg });
  });

  it('requires the new password', async () => {
    expect((await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: '' })).body).toEqual({
      status: false,
      msg: 'New Password is required!',
    });
  });
});

describe('change password and profile', () => {
  it('changes the password: other devices are logged out, this one stays', async () => {
    const phone = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    const laptop = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    const res = await t.call('/api-change-password', {
      unique_token: phone,
      old_pass: 'demo1234',
      new_pass: 'better-one',
    });
    expect(res.body).toEqual({ status: true, msg: 'Successfully changed password' });
    expect((await t.call('/api-get-user-info', { unique_token: phone })).statusCode).toBe(200);
    expect((await t.call('/api-get-user-info', { unique_token: laptop })).statusCode).toBe(401);
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'better-one' })).statusCode).toBe(200);
  });

  it('refuses a wrong old password with Old password is incorrect and changes nothing', async () => {
    const token = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    const res = await t.call('/api-change-password', { unique_token: token, old_pass: 'guess', new_pass: 'long-enough' });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Old password is incorrect' } });
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).statusCode).toBe(200);
  });

  it.each([
    [{ old_pass: '' }, 'Current Password is required!'],
    [{ new_pass: '' }, 'New Password is required!'],
  ])('validates %j with %s', async (patch, msg) => {
    const token = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    const res = await t.call('/api-change-password', {
      unique_token: token,
      old_pass: 'demo1234',
      new_pass: 'n',
      ...patch,
    });
    expect(res.body).toEqual({ status: false, msg });
  });

  it('renames the player; a blank name is refused with Name is required!', async () => {
    const token = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    expect((await t.call('/api-profile-update', { unique_token: token, user_name: '  ' })).body).toEqual({
      status: false,
      msg: 'Name is required!',
    });
    const res = await t.call('/api-profile-update', { unique_token: token, user_name: '  Meera  ' });
    expect(res.body).toEqual({ status: true, msg: 'Profile updated successfully', user_name: 'Meera' });
    expect((await t.call('/api-get-user-info', { unique_token: token })).body.user_name).toBe('Meera');
  });
});

describe('user info and social data', () => {
  it('answers the fields shared screens read, with their types', async () => {
    const token = (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.unique_token;
    const res = await t.call('/api-get-user-info', { unique_token: token });
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      user_name: 'Demo Player',
      mobile_no: '9876543210',
      betting_status: '1',
      wallet_amt: 10000,
      mobile_1: '9000000001',
      whatsapp_no: '9000000001',
      telegram_no: '9000000001',
      web_starline_chart_url: '/result-charts/starline',
      web_galidessar_chart_url: '/result-charts/gali',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '6:00 PM',
      min_withdrawal: 500,
      max_withdrawal: 100_000,
      min_amt: 100,
      result: expect.any(Array),
      lang: 'en',
    });
    expect(res.body.result).toHaveLength(13);
    expect(res.body.result[0]).toEqual({
      game_id: expect.any(Number),
      game_name: 'Kalyan Morning',
      open_time: '11:00 AM',
      close_time: '12:00 PM',
      open_result: '***-*',
      close_result: '*-***',
      msg_status: 1,
      web_chart_url: expect.stringMatching(/^\/result-charts\/main\/\d+$/),
    });
  });

  it('answers the admin contact without a token', async () => {
    const res = await t.call('/api-get-social-data');
    expect(res.body).toMatchObject({ status: true, mobile_no: '9000000001', telegram_no: '9000000001' });
  });
});

describe('every call', () => {
  it('refuses a wrong app_key with 401 and writes nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await t.call('/api-check-mobile', { mobile: '9123456789', app_key: 'wrong' });
    expect(res).toEqual({ statusCode: 401, body: { status: false, msg: 'Invalid app key' } });
    expect(
      (await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234', app_key: undefined })).statusCode,
    ).toBe(401);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('accepts env_type "1" from older apps and refuses an unknown one', async () => {
    expect((await t.call('/api-get-social-data', { env_type: '1' })).statusCode).toBe(200);
    expect((await t.call('/api-get-social-data', { env_type: 'Staging' })).body).toEqual({
      status: false,
      msg: 'Invalid env_type',
    });
  });

  it.each([
    ['malformed JSON', '{"mobile":', 'application/json', 400, 'Invalid request body'],
    ['an array', '[1,2]', 'application/json', 400, 'Invalid request body'],
    ['a string', '"hello"', 'application/json', 400, 'Invalid request body'],
    ['an empty JSON body', '', 'application/json', 400, 'Invalid request body'],
    ['form data', 'mobile=9123456789', 'application/x-www-form-urlencoded', 415, 'Send the request body as JSON'],
  ])('answers %s with a 4xx envelope and writes nothing', async (_what, payload, type, code, msg) => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-check-mobile',
      payload,
      headers: { 'content-type': type },
    });
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ status: false, msg });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses an oversized body with 413 and writes nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-check-mobile',
      payload: JSON.stringify({
        app_key: 'pana-public-app-key',
        env_type: 'Prod',
        mobile: '9123456789',
        pad: 'x'.repeat(300 * 1024),
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, msg: 'Request body is too large' });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await t.call('/api-no-such-thing');
    expect(res).toEqual({ statusCode: 404, body: { status: false, msg: 'No such call: POST /api-no-such-thing' } });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves the OpenAPI document with every player call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api-check-mobile',
      '/api-user-registration',
      '/api-resend-otp',
      '/api-verify-otp',
      '/api-user-login',
      '/api-forget-check-mobile',
      '/api-forgot-password',
      '/api-change-password',
      '/api-profile-update',
      '/api-get-social-data',
      '/api-get-user-info',
      '/api-logout',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('is ready when the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });
});
