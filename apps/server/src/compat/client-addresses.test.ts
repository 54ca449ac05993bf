import { afterEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config.ts';
import { ADMIN_PASSWORD, createAdminAccount } from '../test/fixtures.ts';
import { APP_KEY, createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Which address a per-address limit counts (ADR 024): the one TRUST_PROXY says the client has — never
 * an address the client wrote into X-Forwarded-For itself — and for IPv6 its /64, in every limit
 * keyed by address (player and operator logins, number lookups, one-time codes).
 */
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

async function app(config: Partial<Config>) {
  t = await createTestApp({ config });
  return t;
}

/** A player login with a wrong password, from `remoteAddress` (the socket) with these headers. */
async function wrongLogin(remoteAddress: string, headers: Record<string, string> = {}, mobile = '9000000001') {
  const res = await t!.app.inject({
    method: 'POST',
    url: '/api-user-login',
    remoteAddress,
    headers,
    payload: { env_type: 'Prod', app_key: APP_KEY, mobile, password: 'not-the-password', device_id: 'test' },
  });
  return res.statusCode;
}

describe('TRUST_PROXY', () => {
  it('with one proxy counts the address that proxy saw, whatever the client wrote before it', async () => {
    await app({ TRUST_PROXY: trustProxy('1'), LOGIN_MAX_PER_IP: 2 });
    let number = 9000000050;
    const via = (xff: string) => wrongLogin('10.0.0.1', { 'x-forwarded-for': xff }, String(number++));
    expect(await via('6.6.6.1, 198.51.100.7')).toBe(401);
    expect(await via('6.6.6.2, 198.51.100.7')).toBe(401);
    // A third number from the same client, whatever it puts first: over its per-address limit.
    expect(await via('6.6.6.3, 198.51.100.7')).toBe(429);
    expect(await via('198.51.100.7')).toBe(429);
    // Another client behind the same proxy is not.
    expect(await via('6.6.6.3, 198.51.100.8')).toBe(401);
  });

  it("with the proxies' ranges counts the first address from the right that is not one of them; other sockets are not believed", async () => {
    await app({ TRUST_PROXY: trustProxy('10.0.0.0/8'), LOGIN_MAX_PER_IP: 2 });
    const numbers = ['9000000011', '9000000012', '9000000013', '9000000014'];
    expect(await wrongLogin('10.0.0.1', { 'x-forwarded-for': '6.6.6.1, 198.51.100.7, 10.0.0.2' }, numbers[0])).toBe(401);
    expect(await wrongLogin('10.9.9.9', { 'x-forwarded-for': '198.51.100.7' }, numbers[1])).toBe(401);
    expect(await wrongLogin('10.0.0.1', { 'x-forwarded-for': '6.6.6.2, 198.51.100.7' }, numbers[2])).toBe(429);
    // Straight from the internet (not a proxy): its X-Forwarded-For is ignored.
    expect(await wrongLogin('203.0.113.9', { 'x-forwarded-for': '198.51.100.99' }, numbers[0])).toBe(401);
    expect(await wrongLogin('203.0.113.9', { 'x-forwarded-for': '198.51.100.98' }, numbers[1])).toBe(401);
    expect(await wrongLogin('203.0.113.9', { 'x-forwarded-for': '198.51.100.97' }, numbers[2])).toBe(429);
  });

  it('off (the default) never reads X-Forwarded-For', async () => {
    await app({ LOGIN_MAX_PER_IP: 2 });
    expect(await wrongLogin('203.0.113.9', { 'x-forwarded-for': '6.6.6.1' }, '9000000021')).toBe(401);
    expect(await wrongLogin('203.0.113.9', { 'x-forwarded-for': '6.6.6.2' }, '9000000022')).toBe(401);
    expect(await wrongLogin('203.0.113.9', { 'x-forwarded-for': '6.6.6.3' }, '9000000023')).toBe(429);
  });

  it('an IPv6 client behind the proxy is counted by its /64', async () => {
    await app({ TRUST_PROXY: trustProxy('1'), LOGIN_MAX_PER_IP: 2 });
    expect(await wrongLogin('10.0.0.1', { 'x-forwarded-for': '2001:db8:1:2::a' }, '9000000031')).toBe(401);
    expect(await wrongLogin('10.0.0.1', { 'x-forwarded-for': '2001:db8:1:2::b' }, '9000000032')).toBe(401);
    expect(await wrongLogin('10.0.0.1', { 'x-forwarded-for': '2001:db8:1:2:ffff::c' }, '9000000033')).toBe(429);
    expect(await wrongLogin('10.0.0.1', { 'x-forwarded-for': '2001:db8:1:3::a' }, '9000000033')).toBe(401);
  });
});

describe('an IPv6 client is counted by its /64', () => {
  const sameLine = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:abcd::3', '2001:db8:1:2:ffff:ffff:ffff:ffff'];
  const otherLine = '2001:db8:1:3::1';

  it('in the players’ login limit per address', async () => {
    await app({ LOGIN_MAX_PER_IP: 3 });
    for (const [i, ip] of sameLine.slice(0, 3).entries()) expect(await wrongLogin(ip, {}, `900000004${i}`)).toBe(401);
    expect(await wrongLogin(sameLine[3]!, {}, '9000000049')).toBe(429);
    expect(await wrongLogin(otherLine, {}, '9000000049')).toBe(401);
  });

  it('in the operators’ login limit per address', async () => {
    await app({ LOGIN_MAX_PER_IP: 3 });
    const { username } = await createAdminAccount(t!, 'viewer');
    const login = (remoteAddress: string, name: string, password = 'not-the-password') =>
      t!.app.inject({ method: 'POST', url: '/admin/api/login', remoteAddress, payload: { username: name, password } });
    for (const [i, ip] of sameLine.slice(0, 3).entries()) expect((await login(ip, `nobody${i}`)).statusCode).toBe(401);
    expect((await login(sameLine[3]!, username, ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await login(otherLine, username, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('in the number lookups per address and the one-time codes per address', async () => {
    // OTP_MAX_PER_MOBILE_HOUR=1: 4 lookups per address in 10 minutes, 5 codes per address an hour.
    await app({ OTP_MAX_PER_MOBILE_HOUR: 1 });
    const check = async (remoteAddress: string, mobile: string) => {
      const res = await t!.app.inject({ method: 'POST', url: '/api-check-mobile', remoteAddress, payload: { env_type: 'Prod', app_key: APP_KEY, mobile } });
      return { status: res.statusCode, msg: String(res.json().msg) };
    };
    for (const [i, ip] of sameLine.entries()) expect((await check(ip, `800000000${i}`)).status).toBe(200);
    const lookups = await check('2001:db8:1:2::99', '8000000009');
    expect(lookups).toMatchObject({ status: 429, msg: expect.stringMatching(/^Too many requests/) });
    expect((await check(otherLine, '8000000009')).status).toBe(200);

    // The lookups' window is over, the codes' hour is not: the /64 has asked 4 codes of its 5.
    t!.clock.advance(10 * 60_000 + 1);
    expect((await check('2001:db8:1:2::100', '8000000010')).status).toBe(200);
    const codes = await check('2001:db8:1:2::101', '8000000011');
    expect(codes).toMatchObject({ status: 429, msg: expect.stringMatching(/^Too many OTP requests/) });
  });
});
