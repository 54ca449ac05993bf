import { describe, expect, it } from 'vitest';
import { ConfigError, KNOWN_DEFAULT_PASSWORDS, loadConfig, productionProblems, productionRefusal } from './config.ts';
import { DEMO_ADMIN } from './modules/operators/service.ts';

describe('configuration', () => {
  it('starts from documented defaults', () => {
    const c = loadConfig({}, '/srv/pana');
    expect(c).toMatchObject({ PORT: 8080, DATABASE_URL: '/srv/pana/data/pana.db', APP_KEY: 'pana-public-app-key', SMS_PROVIDER: 'console', OTP_TTL_SECONDS: 300, OTP_MAX_ATTEMPTS: 5, OTP_RESEND_SECONDS: 30 });
    expect(c.webDist).toBe('/srv/pana/apps/web/dist');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'msg91' }, 'SMS_AUTH_KEY'],
    [{ OTP_TTL_SECONDS: '-5' }, 'OTP_TTL_SECONDS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ ADMIN_USERNAME: 'owner' }, 'ADMIN_PASSWORD'],
    [{ LIVE_LISTEN_URL: './data/pana.db' }, 'LIVE_LISTEN_URL'],
    [{ VAPID_KEY_SECRET: 'too-short' }, 'VAPID_KEY_SECRET'],
    [{ PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999/push' }, 'PUSH_TEST_ORIGINS'],
    [{ PUSH_TEST_ORIGINS: 'not an origin' }, 'PUSH_TEST_ORIGINS'],
    [{ NODE_ENV: 'production', PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999' }, 'PUSH_TEST_ORIGINS'],
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n(.|\\n)*  ${name}: `));
  });

  it("reads the result feeds' poll interval and window (ADR 032), 30 s and 3 hours by default", () => {
    expect(loadConfig({})).toMatchObject({ FEED_POLL_SECONDS: 30, FEED_WINDOW_MINUTES: 180 });
    expect(loadConfig({ FEED_POLL_SECONDS: '60', FEED_WINDOW_MINUTES: '90' })).toMatchObject({ FEED_POLL_SECONDS: 60, FEED_WINDOW_MINUTES: 90 });
    for (const env of [{ FEED_POLL_SECONDS: '5' }, { FEED_POLL_SECONDS: '30.5' }, { FEED_WINDOW_MINUTES: '721' }])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(/FEED_(POLL_SECONDS|WINDOW_MINUTES): must be/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });

  it('reads TRUST_PROXY as off, a number of proxies, or their addresses and ranges (ADR 024)', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const off of ['false', 'no', '0', 'FALSE']) expect(trust(off)).toBe(false);
    // `1` meant true once (every hop); it is now one proxy in front, whose own entry is the right-most.
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 192.168.1.7,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(trust('2001:db8::/32,::1')).toEqual(['2001:db8::/32', '::1']);
    for (const bad of ['maybe', '11', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', 'example.com', ','])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be/);
  });
});

describe('production start (NODE_ENV=production refuses what is unsafe for players)', () => {
  const safe = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'msg91',
    SMS_AUTH_KEY: 'key',
    SMS_TEMPLATE_ID: 'template',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: 'chief',
    ADMIN_PASSWORD: 'a-long-owner-secret',
    VAPID_KEY_SECRET: 'a-vapid-key-secret-of-32-characters!',
  };
  const variables = (env: Record<string, string>) => productionProblems(loadConfig(env)).map((p) => p.variable);

  it('accepts a compliant production configuration', () => {
    expect(productionProblems(loadConfig(safe))).toEqual([]);
  });

  it.each([
    [{ SMS_PROVIDER: '' }, 'SMS_PROVIDER'], // unset: the default, console, echoes codes
    [{ SMS_PROVIDER: 'console' }, 'SMS_PROVIDER'],
    [{ LEGACY_OTP: 'client' }, 'LEGACY_OTP'],
    [{ SEED_DEMO: '' }, 'SEED_DEMO'], // unset counts as on: production needs SEED_DEMO=false
    [{ SEED_DEMO: 'true' }, 'SEED_DEMO'],
    [{ ADMIN_PASSWORD: 'admin12345' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'password123' }, 'ADMIN_PASSWORD'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'], // every hop: a client picks the address its limits count
    [{ VAPID_KEY_SECRET: '' }, 'VAPID_KEY_SECRET'], // the generated Web Push private key would be stored in plain text
  ])('refuses %j naming %s', (change, variable) => {
    expect(variables({ ...safe, ...change })).toEqual([variable]);
    const [problem] = productionProblems(loadConfig({ ...safe, ...change }));
    const line = productionRefusal(problem!);
    expect(line).toMatch(new RegExp(`^Refusing to start with NODE_ENV=production: .*${variable}`));
    expect(line).not.toContain('\n');
  });

  it('accepts TRUST_PROXY as off, a number of proxies or their addresses', () => {
    for (const value of ['false', '1', '2', '10.0.0.0/8,loopback']) expect(variables({ ...safe, TRUST_PROXY: value })).toEqual([]);
  });

  it('takes the VAPID pair from the environment instead of VAPID_KEY_SECRET (nothing stored then)', () => {
    expect(variables({ ...safe, VAPID_KEY_SECRET: '', VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' })).toEqual([]);
  });

  it('reads PUSH_TEST_ORIGINS as origins, outside production only', () => {
    expect(loadConfig({}).PUSH_TEST_ORIGINS).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_TEST_ORIGINS: 'http://127.0.0.1:9999, https://localhost:8443/' }).PUSH_TEST_ORIGINS).toEqual([
      'http://127.0.0.1:9999',
      'https://localhost:8443',
    ]);
  });

  it('names every problem of the bare defaults', () => {
    expect(variables({ NODE_ENV: 'production' })).toEqual(['SMS_PROVIDER', 'SEED_DEMO', 'VAPID_KEY_SECRET']);
  });

  it("lists the demo operator's password among the known defaults", () => {
    expect(KNOWN_DEFAULT_PASSWORDS).toContain(DEMO_ADMIN.password);
  });

  it('leaves loadConfig alone (the CLIs, admin:create above all, still run with NODE_ENV=production)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });
});
