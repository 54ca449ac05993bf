import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createAdminAccount } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** An operator login from a given address (request.ip). */
async function loginFrom(ip: string, username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', remoteAddress: ip, payload: { username, password } });
  return { statusCode: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('operator login lockout', () => {
  it('refuses the addresses that keep guessing one username, while the operator logs in from an address with no failures', async () => {
    const { username } = await createAdminAccount(t, 'owner');
    for (let i = 0; i < 10; i++) expect((await loginFrom('10.0.0.1', username, 'wrong-password')).statusCode).toBe(401);
    expect(await loginFrom('10.0.0.1', username, ADMIN_PASSWORD)).toEqual({
      statusCode: 429,
      body: { status: false, msg: 'Too many login attempts. Please try again after 15 minutes.' },
      retryAfter: '900',
    });
    // Under attack: two guesses per further address.
    for (const ip of ['10.0.0.2', '10.0.0.3']) {
      expect((await loginFrom(ip, username, 'wrong-password')).statusCode).toBe(401);
      expect((await loginFrom(ip, username, 'wrong-password')).statusCode).toBe(401);
      expect((await loginFrom(ip, username, ADMIN_PASSWORD)).statusCode).toBe(429);
    }
    // Any spelling of the name counts for the same account.
    expect((await loginFrom('10.0.0.2', username.toUpperCase(), ADMIN_PASSWORD)).statusCode).toBe(429);

    const fresh = await loginFrom('203.0.113.5', username, ADMIN_PASSWORD);
    expect(fresh).toMatchObject({ statusCode: 200, body: { status: true, role: 'owner' } });
    expect((await loginFrom('10.0.0.1', username, ADMIN_PASSWORD)).statusCode).toBe(429);
  });

  it('counts again from zero for a username and address after a successful login there', async () => {
    const { username } = await createAdminAccount(t, 'operator');
    for (let i = 0; i < 9; i++) expect((await loginFrom('203.0.113.5', username, 'wrong-password')).statusCode).toBe(401);
    expect((await loginFrom('203.0.113.5', username, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('203.0.113.5', username, 'wrong-password')).statusCode).toBe(401);
    expect((await loginFrom('203.0.113.5', username, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps player and operator counters apart', async () => {
    const { username } = await createAdminAccount(t, 'operator', '9876543210');
    for (let i = 0; i < 10; i++) await loginFrom('10.0.0.1', username, 'wrong-password');
    expect((await loginFrom('10.0.0.1', username, ADMIN_PASSWORD)).statusCode).toBe(429);
    const player = await t.app.inject({
      method: 'POST',
      url: '/api-user-login',
      remoteAddress: '10.0.0.1',
      payload: { env_type: 'Prod', app_key: t.config.APP_KEY, mobile: '9876543210', password: 'demo1234' },
    });
    expect(player.statusCode).toBe(200);
  });
});
