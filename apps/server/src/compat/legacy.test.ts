import { afterEach, describe, expect, it } from 'vitest';
import { putSettings } from '../modules/content/settings.ts';
import { createTestApp, RecordingSms, type TestApp } from '../test/harness.ts';

let t: TestApp;
afterEach(() => t?.close());

describe('CORS', () => {
  it('answers a player API preflight from another origin, without credentials', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api-user-login',
      headers: { origin: 'https://old-app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await t.app.inject({ method: 'POST', url: '/api-get-social-data', headers: { origin: 'https://old-app.example' }, payload: { app_key: t.config.APP_KEY, env_type: 'Prod' } });
    expect(post.headers['access-control-allow-origin']).toBe('*');
  });

  it('allows only the listed origins when CORS_ORIGINS names them', async () => {
    t = await createTestApp({ config: { CORS_ORIGINS: 'https://a.example, https://b.example' } });
    const pre = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/api-user-login', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await pre('https://b.example')).headers['access-control-allow-origin']).toBe('https://b.example');
    expect((await pre('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the operator API no CORS headers, so browsers refuse other origins', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/admin/api/login',
      headers: { origin: 'https://old-app.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('LEGACY_OTP', () => {
  it('is off by default: a registration without the code is refused', async () => {
    t = await createTestApp({ sms: new RecordingSms(false) });
    const check = await t.call('/api-check-mobile', { mobile: '9123456789' });
    expect(check.body.otp).toBeUndefined();
    const reg = await t.call('/api-user-registration', { name: 'Old App', mobile: '9123456789', password: 'old-app-1', email: 'x', security_pin: '1234', device_id: 'd' });
    expect(reg).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
  });

  it('with client, echoes a 4-digit code and registers a number whose code was requested in the last 5 minutes', async () => {
    t = await createTestApp({ sms: new RecordingSms(false), config: { LEGACY_OTP: 'client' } });
    const check = await t.call('/api-check-mobile', { mobile: '9123456789' });
    // The old apps have four boxes and compare what is typed with this code (ADR 022).
    expect(check.body.otp).toMatch(/^\d{4}$/);
    expect(check.body.otp_length).toBe(4);
    const reg = await t.call('/api-user-registration', { name: 'Old App', mobile: '9123456789', password: 'old-app-1', email: 'x', security_pin: '1234', device_id: 'd' });
    expect(reg.statusCode).toBe(200);
    expect(reg.body.unique_token).toEqual(expect.any(String));
  });

  it('with client, still refuses a number for which no code was requested, or one requested over 5 minutes ago', async () => {
    t = await createTestApp({ sms: new RecordingSms(false), config: { LEGACY_OTP: 'client' } });
    const body = { name: 'Old App', mobile: '9123456789', password: 'old-app-1' };
    expect((await t.call('/api-user-registration', body)).statusCode).toBe(400);
    await t.call('/api-check-mobile', { mobile: '9123456789' });
    t.clock.advance(5 * 60_000 + 1);
    expect((await t.call('/api-user-registration', body)).statusCode).toBe(400);
  });

  it('is off by default: every code has 6 digits, even for an app that only sends 4', async () => {
    t = await createTestApp();
    const check = await t.call('/api-check-mobile', { mobile: '9123456789' });
    expect(check.body).toMatchObject({ otp: expect.stringMatching(/^\d{6}$/), otp_length: 6 });
    const four = await t.call('/api-verify-otp', { mobile: '9123456789', otp: check.body.otp.slice(0, 4), purpose: 'register' });
    expect(four).toEqual({ statusCode: 400, body: { status: false, msg: 'Enter Valid OTP' } });
    expect((await t.call('/api-verify-otp', { mobile: '9123456789', otp: check.body.otp, purpose: 'register' })).statusCode).toBe(200);
  });

  it('with client, codes have 4 digits for every app, are checked on the server when sent, and one resend cancels the first', async () => {
    t = await createTestApp({ sms: new RecordingSms(false), config: { LEGACY_OTP: 'client' } });
    const first = await t.call('/api-forget-check-mobile', { mobile: '9876543210' });
    expect(first.body).toMatchObject({ otp: expect.stringMatching(/^\d{4}$/), otp_length: 4 });
    t.clock.advance(30_000);
    const latest = await t.call('/api-resend-otp', { mobile: '9876543210', purpose: 'forgot' });
    expect(latest.body).toMatchObject({ otp: expect.stringMatching(/^\d{4}$/), otp_length: 4 });
    // Pana's app sends the code it was told about; a code typed as a number keeps its leading zeros.
    if (first.body.otp !== latest.body.otp) {
      const stale = await t.call('/api-verify-otp', { mobile: '9876543210', otp: first.body.otp, purpose: 'forgot' });
      expect(stale).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid OTP. Please try again.' } });
    }
    const ok = await t.call('/api-verify-otp', { mobile: '9876543210', otp: Number(latest.body.otp), purpose: 'forgot' });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: 'legacy-new' })).statusCode).toBe(200);
  });

  it('with client, wrong guesses still count across codes: 5 an hour per number and purpose', async () => {
    t = await createTestApp({ sms: new RecordingSms(false), config: { LEGACY_OTP: 'client' } });
    const check = await t.call('/api-forget-check-mobile', { mobile: '9876543210' });
    const right = check.body.otp as string;
    const wrongs = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== right);
    const statuses = [];
    for (const otp of wrongs.slice(0, 5)) statuses.push((await t.call('/api-verify-otp', { mobile: '9876543210', otp, purpose: 'forgot' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await t.call('/api-verify-otp', { mobile: '9876543210', otp: right, purpose: 'forgot' })).statusCode).toBe(429);
  });

  it('with client, resets a password for a number whose reset code was requested just before', async () => {
    t = await createTestApp({ sms: new RecordingSms(false), config: { LEGACY_OTP: 'client' } });
    await t.call('/api-forget-check-mobile', { mobile: '9876543210' });
    expect((await t.call('/api-forgot-password', { mobile: '9876543210', new_pass: 'legacy-new' })).statusCode).toBe(200);
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'legacy-new' })).statusCode).toBe(200);
  });
});

describe('the extra calls older apps make', () => {
  it('answers the slider images (only http(s) URLs)', async () => {
    t = await createTestApp();
    expect((await t.call('/api-get-slider-images')).body).toEqual({ status: true, msg: 'OK', sliderdata: [] });
    await putSettings(t.db, { slider_images: 'https://cdn.example/1.jpg\njavascript:alert(1)\n  https://cdn.example/2.jpg  ' });
    expect((await t.call('/api-get-slider-images')).body.sliderdata).toEqual([{ slider_image: 'https://cdn.example/1.jpg' }, { slider_image: 'https://cdn.example/2.jpg' }]);
  });

  it("answers the operator's UPI ids as bank details", async () => {
    t = await createTestApp();
    const res = await t.call('/api-admin-bank-details');
    expect(res.body.bank_details[0]).toMatchObject({ google_upi_payment_id: 'pana.demo@upi', phonepay_upi_payment_id: 'pana.demo@upi' });
  });
});
