import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n(.|\\n)*  ${name}: `));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });
});
