import { createHmac } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../../../../e2e/support/fake-razorpay.mjs';
import { ConfigError, loadConfig } from '../../config.ts';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * The online gateway (ADR 011): Razorpay's Orders API and its payment.captured webhook,
 * against a fake Razorpay on loopback that checks basic auth as the real API does.
 */

const KEY_ID = 'rzp_test_KEY123';
const KEY_SECRET = 'key-secret-0123456789';
const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef0123';

/** The fake Razorpay the browser tests use too (its Orders API checks basic auth and the minimum as the real one does). */
let gateway: FakeRazorpay;
let apiUrl = '';
let seen: FakeRazorpay['seen'] = [];
const orders = () => gateway.orders.size;

beforeAll(async () => {
  gateway = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  apiUrl = gateway.url;
  seen = gateway.seen;
});
afterAll(() => gateway.close());

let t: TestApp;
let player: { id: number; mobile: string; token: string };
let owner: string;

const razorpayConfig = () => ({
  PAYMENT_HOOKS: ['razorpay' as const],
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_URL: apiUrl,
});

beforeEach(async () => {
  gateway.refuse(null);
  seen.length = 0;
  gateway.webhooks.length = 0;
  t = await createTestApp({ config: razorpayConfig() });
  player = await createPlayerWithToken(t, { balance: 300 });
  owner = await loginAdmin(t, 'owner');
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const switchGateway = (enabled: boolean, token = owner) => t.app.inject({
  method: 'PUT',
  url: '/admin/api/payments/gateway',
  headers: { authorization: `Bearer ${token}` },
  payload: { enabled },
});
const createOrder = (amount: unknown = '500', token = player.token) =>
  t.call('/api-payment-order-create', { unique_token: token, request_amount: amount });

/** Razorpay's payment.captured event for an order (the fields this server reads and a few it ignores). */
const captured = (orderId: string | null, amount: number, fields: Record<string, unknown> = {}) => ({
  entity: 'event',
  account_id: 'acc_Fake000001',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: `pay_Fake${orderId ? orderId.slice(-6) : '000000'}`,
        entity: 'payment',
        amount,
        currency: 'INR',
        status: 'captured',
        order_id: orderId,
        method: 'upi',
        captured: true,
        vpa: 'meena@okicici',
        acquirer_data: { rrn: '433312345678', upi_transaction_id: 'ABC' },
        fee: 1180,
        tax: 180,
        created_at: 1_764_000_100,
        ...fields,
      },
    },
  },
  created_at: 1_764_000_101,
});

async function webhook(body: unknown, options: { raw?: string; signature?: string | null } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const signature = options.signature === undefined ? createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex') : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_1' };
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  const res = await t.app.inject({ method: 'POST', url: '/hooks/payments/razorpay', headers, payload: raw });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('the online gateway switch', () => {
  it('is off until an owner turns it on (audited); players are told on /api-get-gateway-status', async () => {
    expect(await createOrder()).toEqual({
      statusCode: 409,
      body: { status: false, msg: 'Online payment is not available. Please pay by UPI and enter the UTR.' },
    });
    const viewer = await loginAdmin(t, 'viewer');
    expect((await adminCall(t, 'GET', '/admin/api/payments/gateway', viewer)).body).toEqual({
      status: true,
      msg: 'OK',
      gateway: 'razorpay',
      configured: true,
      enabled: false,
    });
    const operator = await loginAdmin(t, 'operator');
    expect((await switchGateway(true, operator)).statusCode).toBe(403);
    expect((await switchGateway(true)).json()).toEqual({ status: true, msg: 'Payment gateway updated', gateway: 'razorpay', configured: true, enabled: true });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'payments.gateway').execute();
    expect(audit.map((a) => [a.before_json, a.after_json])).toEqual([['{"enabled":false}', '{"enabled":true}']]);
    expect((await t.call('/api-get-gateway-status', {})).body).toMatchObject({
      online_gateway: 'razorpay',
      online_gateway_key: KEY_ID,
      online_gateway_script: 'https://checkout.razorpay.com/v1/checkout.js',
      utr_matching: false,
    });
    expect(seen).toEqual([]);
    // Switched off again: the app is given neither the key nor the script.
    expect((await switchGateway(false)).statusCode).toBe(200);
    expect((await t.call('/api-get-gateway-status', {})).body).toMatchObject({ online_gateway: '', online_gateway_key: '', online_gateway_script: '' });
  });

  it('cannot be turned on when the server has no gateway configured', async () => {
    const plain = await createTestApp();
    try {
      const token = await loginAdmin(plain, 'owner');
      const res = await plain.app.inject({ method: 'PUT', url: '/admin/api/payments/gateway', headers: { authorization: `Bearer ${token}` }, payload: { enabled: true } });
      expect(res.statusCode).toBe(409);
      expect((await adminCall(plain, 'GET', '/admin/api/payments/gateway', token)).body).toMatchObject({ gateway: '', configured: false, enabled: false });
      expect((await plain.app.inject({ method: 'POST', url: '/hooks/payments/razorpay', payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('an order paid through Razorpay', () => {
  beforeEach(async () => {
    expect((await switchGateway(true)).statusCode).toBe(200);
  });

  it('creates the order with basic auth, then the signed payment.captured credits its request once', async () => {
    const order = await createOrder('500');
    expect(order.body).toEqual({
      status: true,
      msg: 'Order created',
      request_id: expect.any(Number),
      gateway: 'razorpay',
      order_id: `order_Fake${String(orders()).padStart(6, '0')}`,
      amount: 50_000,
      currency: 'INR',
      key_id: KEY_ID,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ path: 'POST /v1/orders', body: { amount: 50_000, currency: 'INR', notes: { player: String(player.id) } } });
    const requestId = order.body.request_id;
    const request = await t.db.selectFrom('fund_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'pending', amount: 500, method: 'Razorpay', gateway: 'razorpay', gateway_order_id: order.body.order_id, credited_by: null });
    expect(await balanceOf(t.db, player.id)).toBe(300);

    const event = captured(order.body.order_id, 50_000);
    expect(await webhook(event)).toEqual({ statusCode: 200, body: { status: true, msg: 'Payment credited', result: 'credited' } });
    expect(await balanceOf(t.db, player.id)).toBe(800);
    expect(await t.db.selectFrom('fund_requests').select(['status', 'credited_by']).where('id', '=', requestId).executeTakeFirstOrThrow()).toEqual({
      status: 'approved',
      credited_by: 'gateway',
    });
    const [notification] = await t.db.selectFrom('payment_notifications').selectAll().execute();
    expect(notification).toMatchObject({
      source: 'razorpay',
      event_key: `razorpay:${event.payload.payment.entity.id}`,
      order_id: order.body.order_id,
      utr: '433312345678',
      amount_paise: 50_000,
      payer_vpa: 'meena@okicici',
      status: 'credited',
      fund_request_id: requestId,
    });
    const deposit = await t.db.selectFrom('wallet_ledger').select('note').where('kind', '=', 'deposit').executeTakeFirstOrThrow();
    expect(deposit.note).toBe(`Deposit #${requestId} by razorpay, UTR 433312345678`);

    // Razorpay retries a webhook until it gets a 2xx: a replay changes nothing.
    const before = await fundsSnapshot(t.db);
    expect((await webhook(event)).body.result).toBe('replay');
    expect(await fundsSnapshot(t.db)).toEqual(before);
    const history = await t.call('/api-wallet-transaction-history', { unique_token: player.token });
    expect(history.body.deposit_history[0]).toMatchObject({ deposit_status: 'credited', credited_by: 'gateway', method: 'Razorpay' });
  });

  it("is paid through the fake checkout the browser tests use: its frame pays the order and its signed webhook credits it", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    gateway.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/hooks/payments/razorpay`;
    try {
      const script = await fetch(gateway.checkoutUrl);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await script.text()).toContain('window.Razorpay = Razorpay');
      const order = await createOrder('500');
      const pay = (orderId: string, key = KEY_ID) =>
        fetch(`${gateway.url}/v1/checkout/pay?${new URLSearchParams({ key_id: key, order_id: orderId, origin: 'http://localhost:5173' })}`).then((r) => r.text());
      const page = await pay(order.body.order_id);
      const [, message] = /parent\.postMessage\((\{.*?\}), "http:\/\/localhost:5173"\)/.exec(page) ?? [];
      const payment = JSON.parse(message ?? 'null') as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
      // What the checkout's handler is given, signed as Razorpay signs it: HMAC of "<order id>|<payment id>" with the key secret.
      expect(payment.razorpay_order_id).toBe(order.body.order_id);
      expect(payment.razorpay_signature).toBe(createHmac('sha256', KEY_SECRET).update(`${order.body.order_id}|${payment.razorpay_payment_id}`).digest('hex'));
      await vi.waitFor(() => expect(gateway.webhooks).toHaveLength(1), { timeout: 30_000, interval: 50 });
      expect(gateway.webhooks[0]).toEqual({ paymentId: payment.razorpay_payment_id, status: 200 });
      expect(await balanceOf(t.db, player.id)).toBe(800);
      expect(await t.db.selectFrom('fund_requests').select(['status', 'credited_by']).where('id', '=', order.body.request_id).executeTakeFirstOrThrow()).toEqual({
        status: 'approved',
        credited_by: 'gateway',
      });
      // An order is paid once; an unknown order or another key is not paid at all.
      expect(await pay(order.body.order_id)).toContain('This order is already paid');
      expect(await pay('order_Unknown000001')).toContain('not known to the gateway');
      expect(await pay((await createOrder('300')).body.order_id, 'rzp_test_OTHER')).toContain('not known to the gateway');
      expect(gateway.webhooks).toHaveLength(1);
    } finally {
      gateway.webhookUrl = '';
    }
  });

  it('refuses a webhook without the right signature (401) and a malformed one (400), storing nothing', async () => {
    const order = await createOrder('500');
    const event = captured(order.body.order_id, 50_000);
    const before = await fundsSnapshot(t.db);
    const raw = JSON.stringify(event);
    for (const signature of [null, '', 'abc', createHmac('sha256', 'other-secret').update(raw).digest('hex')]) {
      expect(await webhook(event, { signature }), String(signature)).toEqual({ statusCode: 401, body: { status: false, msg: 'Invalid signature' } });
    }
    const forged = raw.replace('50000', '500000');
    expect((await webhook(null, { raw: forged, signature: createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex') })).statusCode).toBe(401);
    for (const [field, value] of [
      ['id', 'payment-1'],
      ['amount', '50000'],
      ['amount', 500.5],
      ['currency', 'USD'],
      ['status', 'authorized'],
      ['order_id', 42],
      ['vpa', 7],
    ] as const) {
      const bad = captured(order.body.order_id, 50_000, { [field]: value });
      expect(await webhook(bad), `${field}=${value}`).toEqual({
        statusCode: 400,
        body: { status: false, msg: `payload.payment.entity.${field} is missing or invalid` },
      });
    }
    expect(await webhook(null, { raw: '{"event":' })).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid request body' } });
    expect(await webhook({ event: 'payment.captured', payload: {} })).toMatchObject({ statusCode: 400 });
    expect(await webhook({ ...event, event: 42 })).toMatchObject({ statusCode: 400 });
    expect(await t.db.selectFrom('payment_notifications').selectAll().execute()).toEqual([]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('answers events it does not act on with 200 and stores nothing', async () => {
    const order = await createOrder('500');
    const failed = { ...captured(order.body.order_id, 50_000, { status: 'failed' }), event: 'payment.failed' };
    expect(await webhook(failed)).toEqual({ statusCode: 200, body: { status: true, msg: 'Event ignored', result: 'ignored' } });
    expect(await t.db.selectFrom('payment_notifications').selectAll().execute()).toEqual([]);
  });

  it('queues a payment of another amount than its order, and one of an order nobody made', async () => {
    const order = await createOrder('500');
    const before = await fundsSnapshot(t.db);
    expect((await webhook(captured(order.body.order_id, 40_000))).body.result).toBe('unmatched');
    expect((await webhook(captured('order_Unknown00001', 50_000, { id: 'pay_Other1', acquirer_data: {} }))).body.result).toBe('unmatched');
    const rows = await t.db.selectFrom('payment_notifications').select(['status', 'reason', 'utr']).orderBy('id').execute();
    expect(rows).toEqual([
      { status: 'unmatched', reason: 'The request claims 500, the payment is 400.00', utr: '433312345678' },
      { status: 'unmatched', reason: 'No request was made for this gateway order', utr: null },
    ]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses an amount below the minimum, and answers 502 without a request when Razorpay refuses', async () => {
    expect((await createOrder('50')).body).toEqual({ status: false, msg: 'Minimum amount to add is 100' });
    expect(seen).toEqual([]);
    const before = await fundsSnapshot(t.db);
    gateway.refuse({ status: 401, body: '{"error":{"code":"BAD_REQUEST_ERROR","description":"Authentication failed"}}' });
    expect(await createOrder('500')).toEqual({ statusCode: 502, body: { status: false, msg: 'Payment gateway unavailable. Please try again.' } });
    gateway.refuse({ status: 200, body: '<html>maintenance</html>' });
    expect((await createOrder('500')).statusCode).toBe(502);
    expect(await fundsSnapshot(t.db)).toEqual(before);
    const disabled = await createPlayerWithToken(t, { balance: 0, bettingStatus: 0 });
    expect((await createOrder('500', disabled.token)).statusCode).toBe(403);
  });
});

describe('the payment variables', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ DATABASE_URL: ':memory:', ...env });

  it('need each enabled hook its secrets, naming every missing variable', () => {
    expect(load({ PAYMENT_HOOKS: 'upi' })).toThrow(/PAYMENT_WEBHOOK_SECRET: is required when PAYMENT_HOOKS includes upi/);
    const error = (() => {
      try {
        load({ PAYMENT_HOOKS: 'razorpay,upi' })();
      } catch (err) {
        return err as Error;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    for (const variable of ['PAYMENT_WEBHOOK_SECRET', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
      expect(error!.message).toContain(`${variable}: is required`);
    }
    expect(load({ PAYMENT_HOOKS: 'upi,paytm' })).toThrow(/PAYMENT_HOOKS: must be a comma-separated list of upi and razorpay/);
    expect(load({ RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL: must be a URL/);
  });

  it("take the checkout script's URL from RAZORPAY_CHECKOUT_URL: http(s) only, https in production", () => {
    expect(load({})().RAZORPAY_CHECKOUT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(load({ RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9000/checkout.js' })().RAZORPAY_CHECKOUT_URL).toBe('http://127.0.0.1:9000/checkout.js');
    for (const url of ['not a url', 'javascript:alert(1)', 'ftp://checkout.example/checkout.js', 'data:text/javascript,alert(1)']) {
      expect(load({ RAZORPAY_CHECKOUT_URL: url }), url).toThrow(/RAZORPAY_CHECKOUT_URL: must be an http\(s\) URL/);
    }
    const production = { NODE_ENV: 'production', PAYMENT_HOOKS: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: 'k'.repeat(32), RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(32) };
    expect(load({ ...production, RAZORPAY_CHECKOUT_URL: 'http://checkout.example/checkout.js' })).toThrow(
      /RAZORPAY_CHECKOUT_URL: must be an https URL with NODE_ENV=production/,
    );
    expect(load(production)().RAZORPAY_CHECKOUT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it('are optional while no hook is enabled, and need 32-character secrets with NODE_ENV=production', () => {
    expect(load({})().PAYMENT_HOOKS).toEqual([]);
    expect(load({ PAYMENT_HOOKS: ' UPI , upi ', PAYMENT_WEBHOOK_SECRET: 'short' })().PAYMENT_HOOKS).toEqual(['upi']);
    expect(load({ NODE_ENV: 'production', PAYMENT_HOOKS: 'upi', PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET: must be at least 32 characters with NODE_ENV=production/,
    );
    expect(load({ NODE_ENV: 'production', PAYMENT_HOOKS: 'upi', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) })().PAYMENT_WEBHOOK_SECRET).toHaveLength(32);
    expect(load({ NODE_ENV: 'production' })().PAYMENT_WEBHOOK_SECRET).toBeUndefined();
  });
});
