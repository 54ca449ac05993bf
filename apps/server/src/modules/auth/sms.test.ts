import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed.ts';
import { FixedClock } from '../../lib/clock.ts';
import { openWallet } from '../wallet/ledger.ts';
import { msg91Sms, SmsError } from './sms.ts';

/** A fake SMS gateway on loopback that records requests and answers what the test sets. */
let gateway: Server;
let url: string;
const seen: Array<{ url: string; authkey: string | undefined }> = [];
let answer: { status: number; body: string } = { status: 200, body: '{"type":"success","request_id":"abc"}' };

beforeAll(async () => {
  gateway = createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url ?? '', authkey: req.headers.authkey as string | undefined });
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v5/otp`;
});
afterAll(() => new Promise<void>((r) => gateway.close(() => r())));

const config = () => ({ SMS_API_URL: url, SMS_AUTH_KEY: 'key-123', SMS_TEMPLATE_ID: 'tmpl-9' });

describe('the MSG91 SMS provider', () => {
  it('sends the code with the template, the +91 number and the auth key', async () => {
    seen.length = 0;
    answer = { status: 200, body: '{"type":"success"}' };
    await msg91Sms(config()).sendOtp('9123456789', '4821');
    expect(seen).toHaveLength(1);
    const sent = new URL(seen[0]!.url, 'http://x');
    expect(sent.searchParams.get('mobile')).toBe('919123456789');
    expect(sent.searchParams.get('otp')).toBe('4821');
    expect(sent.searchParams.get('template_id')).toBe('tmpl-9');
    expect(seen[0]!.authkey).toBe('key-123');
  });

  it.each([
    [401, '{"type":"error","message":"Authentication failure"}'],
    [200, '{"type":"error","message":"Invalid template"}'],
    [502, '<html>bad gateway</html>'],
  ])('reports HTTP %i %s as a failure', async (status, body) => {
    answer = { status, body };
    await expect(msg91Sms(config()).sendOtp('9123456789', '1234')).rejects.toBeInstanceOf(SmsError);
  });

  it('reports an unreachable gateway as a failure', async () => {
    await expect(msg91Sms({ ...config(), SMS_API_URL: 'http://127.0.0.1:1/otp' }).sendOtp('9123456789', '1234')).rejects.toBeInstanceOf(SmsError);
  });

  it('answers Failed to send OTP when the gateway refuses, leaving no usable code and no 30 s wait', async () => {
    answer = { status: 500, body: '{"type":"error"}' };
    const cfg = testConfig({ SMS_PROVIDER: 'msg91', ...config() });
    const database = openDatabase(':memory:');
    await migrateToLatest(database.db);
    const clock = new FixedClock(Date.parse('2026-11-23T04:30:00Z'));
    await seedDatabase(database.db, clock.now(), { demo: false, openWallet });
    const app = await buildApp({ config: cfg, database, clock, logger: false });
    const call = (path: string, body: object) => app.inject({ method: 'POST', url: path, payload: { app_key: cfg.APP_KEY, env_type: 'Prod', ...body } });
    const res = await call('/api-check-mobile', { mobile: '9123456789' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, msg: 'Failed to send OTP' });
    expect(await database.db.selectFrom('otp_challenges').selectAll().execute()).toHaveLength(0);
    answer = { status: 200, body: '{"type":"success"}' };
    const retry = await call('/api-check-mobile', { mobile: '9123456789' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().otp).toBeUndefined();
    await app.close();
  });
});
