import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../plugins/text-guard.ts';
import { fundsSnapshot, loginAdmin, snapshot } from '../test/fixtures.ts';
import { APP_KEY, createTestApp, rowCounts, type TestApp } from '../test/harness.ts';
import { demoToken } from '../test/players.ts';

/**
 * A JSON body nested a hundred thousand deep (no login needed to send one) once overflowed the stack
 * of the control-character guard, which walked it recursively: 500. The guard walks iteratively and
 * refuses anything nested deeper than MAX_NESTING with 400 in the envelope, before any hook or handler
 * reads the body, on player, operator and payment hook routes alike; nothing is written (ADR 024).
 */
const SECRET = 'forwarder-secret-0123456789abcdef0123';
const TOO_DEEP = { status: false, msg: 'Request body is nested too deeply' };

let t: TestApp;
let token: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ config: { PAYMENT_HOOKS: ['upi'], PAYMENT_WEBHOOK_SECRET: SECRET } });
  token = await demoToken(t);
  owner = await loginAdmin(t, 'owner');
});
afterAll(() => t.close());

/** `depth` arrays inside each other (2 bytes a level), or objects (`{"a":` … `}`, 6 bytes a level). */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number, key = 'a') => `{"${key}":`.repeat(depth) + '1' + '}'.repeat(depth);
/** The nesting as a field of an otherwise well-formed JSON object. */
const inField = (field: string, nested: string, rest: Record<string, unknown> = {}) =>
  `${JSON.stringify(rest).slice(0, -1)}${Object.keys(rest).length ? ',' : ''}"${field}":${nested}}`;

async function state() {
  return { ...(await rowCounts(t.db)), ...(await snapshot(t.db)), ...(await fundsSnapshot(t.db)) };
}

describe('a deeply nested body', () => {
  it('is refused with 400 in the envelope on a player route, logged in or not, and nothing is written', async () => {
    const before = await state();
    const credentials = { env_type: 'Prod', app_key: APP_KEY };
    // `constructor` keys make the JSON parser scan the parsed body for prototype poisoning first.
    for (const nested of [arrays(100_000), objects(40_000), objects(15_000, 'constructor'), arrays(MAX_NESTING + 1)]) {
      for (const [url, rest] of [
        ['/api-user-login', credentials],
        ['/api-check-mobile', credentials],
        ['/api-submit-bid', { ...credentials, unique_token: token }],
        ['/api-fund-request-add', { ...credentials, unique_token: token }],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: inField('x', nested, rest) });
        expect([url, res.statusCode, res.json()]).toEqual([url, 400, TOO_DEEP]);
      }
      // The whole body nested, not one field of it.
      const whole = await t.app.inject({ method: 'POST', url: '/api-user-login', headers: { 'content-type': 'application/json' }, payload: nested });
      expect([whole.statusCode, whole.json()]).toEqual([400, TOO_DEEP]);
    }
    expect(await state()).toEqual(before);
  });

  it('is refused with 400 on an operator route, with the session or without', async () => {
    const before = await state();
    for (const nested of [arrays(100_000), objects(40_000)]) {
      for (const headers of [{ authorization: `Bearer ${owner}` }, {}]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/admin/api/notices',
          headers: { 'content-type': 'application/json', ...headers },
          payload: inField('title', nested),
        });
        expect([res.statusCode, res.json()]).toEqual([400, TOO_DEEP]);
      }
      const login = await t.app.inject({ method: 'POST', url: '/admin/api/login', headers: { 'content-type': 'application/json' }, payload: inField('username', nested) });
      expect([login.statusCode, login.json()]).toEqual([400, TOO_DEEP]);
    }
    expect(await state()).toEqual(before);
  });

  it('is refused with 400 on a payment hook once its signature is checked (64 KB: 30,000 levels)', async () => {
    const before = await state();
    const notifications = async () => (await t.db.selectFrom('payment_notifications').select('id').execute()).length;
    for (const raw of [inField('utr', arrays(30_000), { event_id: 'sms-1' }), objects(10_000)]) {
      const timestamp = String(Math.floor(t.clock.now() / 1000));
      const signature = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/hooks/payments/upi',
        headers: { 'content-type': 'application/json', 'x-pana-timestamp': timestamp, 'x-pana-signature': signature },
        payload: raw,
      });
      expect([res.statusCode, res.json()]).toEqual([400, TOO_DEEP]);
    }
    expect(await notifications()).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('nested as deep as the limit still reaches the route, which answers it as usual', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-user-login',
      headers: { 'content-type': 'application/json' },
      payload: inField('mobile', arrays(MAX_NESTING - 1), { env_type: 'Prod', app_key: APP_KEY }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).not.toBe(TOO_DEEP.msg);
  });
});
