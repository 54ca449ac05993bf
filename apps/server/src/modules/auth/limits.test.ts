import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, rowCounts, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MINUTE = 60_000;
const DEMO = { mobile: '9876543210', password: 'demo1234' };

/** A player call from a given address (request.ip). */
async function callFrom(ip: string, path: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    payload: { env_type: 'Prod', app_key: APP_KEY, ...body },
  });
  return { statusCode: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

const login = (ip: string, password: string, mobile = DEMO.mobile) => callFrom(ip, '/api-user-login', { mobile, password });

describe('number lookups', () => {
  it('answers the 41st lookup from one address in 10 minutes with 429; another address still gets its answer, and nothing else changes', async () => {
    const before = await rowCounts(t.db);
    // 40 per address by default (4 × OTP_MAX_PER_MOBILE_HOUR), whichever of the lookups it is.
    for (let i = 0; i < 20; i++) {
      expect((await callFrom('203.0.113.5', '/api-check-mobile', { mobile: DEMO.mobile })).statusCode).toBe(409);
      expect((await callFrom('203.0.113.5', '/api-forget-check-mobile', { mobile: '9123456789' })).statusCode).toBe(404);
    }
    const refused = await callFrom('203.0.113.5', '/api-check-mobile', { mobile: DEMO.mobile });
    expect(refused).toEqual({
      statusCode: 429,
      body: { status: false, msg: 'Too many requests. Please try again after 10 minutes.' },
      retryAfter: '600',
    });
    expect((await callFrom('203.0.113.5', '/api-forget-check-mobile', { mobile: '9123456789' })).statusCode).toBe(429);
    expect((await callFrom('203.0.113.5', '/api-resend-otp', { mobile: DEMO.mobile, purpose: 'register' })).statusCode).toBe(429);

    expect(await callFrom('198.51.100.7', '/api-check-mobile', { mobile: DEMO.mobile })).toEqual({
      statusCode: 409,
      body: { status: false, msg: 'User Already Registered' },
      retryAfter: undefined,
    });
    expect(t.sms.sent).toEqual([]);
    expect(await rowCounts(t.db)).toEqual(before);
    // The player's own login from that address is another matter.
    expect((await login('203.0.113.5', DEMO.password)).statusCode).toBe(200);
  });

  it('counts a registration refused as already registered and a reset refused as not registered, and nothing else', async () => {
    const before = await rowCounts(t.db);
    const register = (ip: string) =>
      callFrom(ip, '/api-user-registration', { name: 'Probe', mobile: DEMO.mobile, password: 'secret123', otp: '1234', device_id: 'x' });
    const reset = (ip: string) => callFrom(ip, '/api-forgot-password', { mobile: '9123456780', new_pass: 'secret123', otp: '1234' });
    for (let i = 0; i < 20; i++) {
      expect((await register('203.0.113.5')).statusCode).toBe(409);
      expect((await reset('203.0.113.5')).statusCode).toBe(404);
    }
    expect(await register('203.0.113.5')).toMatchObject({ statusCode: 429, retryAfter: '600' });
    expect((await reset('203.0.113.5')).statusCode).toBe(429);
    expect((await callFrom('203.0.113.5', '/api-check-mobile', { mobile: DEMO.mobile })).statusCode).toBe(429);
    expect((await register('198.51.100.7')).statusCode).toBe(409);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers again once the 10 minutes are over', async () => {
    for (let i = 0; i < 40; i++) await callFrom('203.0.113.5', '/api-check-mobile', { mobile: DEMO.mobile });
    expect((await callFrom('203.0.113.5', '/api-check-mobile', { mobile: DEMO.mobile })).statusCode).toBe(429);
    t.clock.advance(10 * MINUTE);
    expect((await callFrom('203.0.113.5', '/api-check-mobile', { mobile: DEMO.mobile })).statusCode).toBe(409);
  });

  it('lets a player who checks a number twice and registers carry on', async () => {
    expect((await callFrom('203.0.113.5', '/api-check-mobile', { mobile: '9123456789' })).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await callFrom('203.0.113.5', '/api-resend-otp', { mobile: '9123456789', purpose: 'register' })).statusCode).toBe(200);
    const otp = t.sms.lastCode('9123456789');
    const reg = await callFrom('203.0.113.5', '/api-user-registration', { name: 'Asha', mobile: '9123456789', password: 'secret123', otp });
    expect(reg.statusCode).toBe(200);
  });
});

describe('login lockout', () => {
  it('refuses the addresses that keep guessing one number, while its owner logs in from an address with no failures', async () => {
    // One address: 10 wrong passwords, then refused for the rest of the 15 minutes.
    for (let i = 0; i < 10; i++) expect((await login('10.0.0.1', 'wrong-pass')).statusCode).toBe(401);
    const locked = await login('10.0.0.1', DEMO.password);
    expect(locked).toMatchObject({
      statusCode: 429,
      body: { status: false, msg: 'Too many login attempts. Please try again after 15 minutes.' },
      retryAfter: '900',
    });
    // The number is now under attack: each further address gets two guesses.
    for (const ip of ['10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect((await login(ip, 'wrong-pass')).statusCode).toBe(401);
      expect((await login(ip, 'wrong-pass')).statusCode).toBe(401);
      expect(await login(ip, 'wrong-pass')).toMatchObject({
        statusCode: 429,
        body: { status: false, msg: expect.stringMatching(/^Too many login attempts\. Please try again after /) },
      });
      expect((await login(ip, DEMO.password)).statusCode).toBe(429);
    }
    // The owner, from an address that has not failed: in with the right password, even after one typo.
    expect((await login('203.0.113.5', DEMO.password)).statusCode).toBe(200);
    expect((await login('198.51.100.7', 'typo-pass')).statusCode).toBe(401);
    expect((await login('198.51.100.7', DEMO.password)).statusCode).toBe(200);
    // The attackers' addresses stay refused.
    expect((await login('10.0.0.1', DEMO.password)).statusCode).toBe(429);
    expect((await login('10.0.0.3', DEMO.password)).statusCode).toBe(429);
  });

  it('lets an address guessing one number try again once the window is over', async () => {
    for (let i = 0; i < 10; i++) await login('10.0.0.1', 'wrong-pass');
    for (let i = 0; i < 2; i++) await login('10.0.0.2', 'wrong-pass');
    expect((await login('10.0.0.2', DEMO.password)).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await login('10.0.0.2', DEMO.password)).statusCode).toBe(200);
    expect((await login('10.0.0.1', DEMO.password)).statusCode).toBe(200);
  });

  it('counts again from zero for a number and address after a successful login there', async () => {
    for (let i = 0; i < 9; i++) expect((await login('203.0.113.5', 'wrong-pass')).statusCode).toBe(401);
    expect((await login('203.0.113.5', DEMO.password)).statusCode).toBe(200);
    // Without the fresh start this would be the 11th attempt, refused.
    expect((await login('203.0.113.5', 'wrong-pass')).statusCode).toBe(401);
    expect((await login('203.0.113.5', DEMO.password)).statusCode).toBe(200);
  });

  it('still limits one address across numbers', async () => {
    await t.close();
    t = await createTestApp({ config: { LOGIN_MAX_PER_IP: 3 } });
    for (const mobile of ['9000000011', '9000000012', '9000000013']) expect((await login('10.0.0.9', 'x', mobile)).statusCode).toBe(401);
    expect((await login('10.0.0.9', DEMO.password)).statusCode).toBe(429);
    expect((await login('203.0.113.5', DEMO.password)).statusCode).toBe(200);
  });
});
