import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { API_HEADERS, checkoutSources } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

/** The headers helmet adds to documents only: a JSON answer must not carry them. */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies'];

describe('security headers', () => {
  it('gives a player call, a refused call and an operator call the API set', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api-get-dashboard-data', payload: { env_type: 'Prod', app_key: t.config.APP_KEY } }),
      await t.app.inject({ method: 'POST', url: '/api-get-dashboard-data', payload: { env_type: 'Prod', app_key: 'wrong' } }),
      await t.app.inject({ method: 'GET', url: '/admin/api/settings' }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 200]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(API_HEADERS)) expect(answer.headers[name]).toBe(value);
      for (const name of DOCUMENT_ONLY) expect(answer.headers[name]).toBeUndefined();
    }
  });

  it("gives documents helmet's full set, and /docs its own script policy", async () => {
    const chart = await t.app.inject({ method: 'GET', url: '/result-charts/main/1' });
    expect(chart.statusCode).toBe(200);
    expect(chart.headers['content-type']).toMatch(/^text\/html/);
    expect(chart.headers['x-content-type-options']).toBe('nosniff');
    expect(chart.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(chart.headers['content-security-policy']).toContain("script-src 'self';");
    expect(chart.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-security-policy']).toContain('validator.swagger.io');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the online gateway's checkout in the pages' CSP (ADR 011)", () => {
  const razorpay = {
    PAYMENT_HOOKS: ['razorpay' as const],
    RAZORPAY_KEY_ID: 'rzp_test_KEY123',
    RAZORPAY_KEY_SECRET: 'key-secret-0123456789',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  };
  const directives = (csp: string | undefined) =>
    Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

  it("allows Razorpay's script origin, its CDN, its checkout and API frames and its tracking calls by default", () => {
    expect(checkoutSources({ PAYMENT_HOOKS: ['razorpay'], RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js', RAZORPAY_API_URL: 'https://api.razorpay.com' })).toEqual({
      scripts: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
      frames: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
      connects: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
    });
    // A checkout elsewhere (a test fake) gets its own origin only.
    expect(checkoutSources({ PAYMENT_HOOKS: ['razorpay'], RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9123/checkout.js', RAZORPAY_API_URL: 'http://127.0.0.1:9123' })).toEqual({
      scripts: ['http://127.0.0.1:9123'],
      frames: ['http://127.0.0.1:9123'],
      connects: [],
    });
    expect(checkoutSources({ PAYMENT_HOOKS: ['upi'], RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js', RAZORPAY_API_URL: 'https://api.razorpay.com' })).toEqual({
      scripts: [],
      frames: [],
      connects: [],
    });
  });

  it('adds them to the script and frame sources only when the gateway is configured, every other header as it was', async () => {
    const gateway = await createTestApp({
      config: { ...razorpay, RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:9123/checkout.js', RAZORPAY_API_URL: 'http://127.0.0.1:9124' },
    });
    const upiOnly = await createTestApp({ config: { PAYMENT_HOOKS: ['upi'], PAYMENT_WEBHOOK_SECRET: 'upi-secret-0123456789' } });
    try {
      const page = async (app: TestApp) => {
        const answer = await app.app.inject({ method: 'GET', url: '/result-charts/main/1' });
        expect(answer.statusCode).toBe(200);
        const { date: _date, 'content-length': _length, ...headers } = answer.headers;
        return headers;
      };
      const [plain, withGateway, withUpi] = [await page(t), await page(gateway), await page(upiOnly)];
      expect(withUpi).toEqual(plain);
      const { 'content-security-policy': csp, ...others } = withGateway;
      const { 'content-security-policy': plainCsp, ...plainOthers } = plain;
      expect(others).toEqual(plainOthers);
      const policy = directives(String(csp));
      const before = directives(String(plainCsp));
      expect(before['frame-src']).toBeUndefined();
      expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:9123']);
      expect(policy['frame-src']).toEqual(["'self'", 'http://127.0.0.1:9123', 'http://127.0.0.1:9124']);
      expect(policy['connect-src']).toEqual(before['connect-src']);
      const { 'script-src': _s, 'frame-src': _f, ...rest } = policy;
      const { 'script-src': _ps, ...plainRest } = before;
      expect(rest).toEqual(plainRest);
      // Razorpay's own checkout (the default URLs) adds its CDN script and its tracking calls.
      const hosted = await createTestApp({ config: razorpay });
      try {
        const csp = directives(String((await hosted.app.inject({ method: 'GET', url: '/result-charts/main/1' })).headers['content-security-policy']));
        expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com']);
        expect(csp['frame-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
        expect(csp['connect-src']).toEqual(["'self'", 'https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com']);
      } finally {
        await hosted.close();
      }
      // A JSON answer keeps the API set: nothing to load there.
      const api = await gateway.app.inject({ method: 'GET', url: '/healthz' });
      for (const [name, value] of Object.entries(API_HEADERS)) expect(api.headers[name]).toBe(value);
    } finally {
      await gateway.close();
      await upiOnly.close();
    }
  });
});

describe('CORS of the operator API', () => {
  it('answers no preflight and adds no CORS header, while the player API has them', async () => {
    const headers = { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' };
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/admin/api/results', headers });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const console = await t.app.inject({ method: 'POST', url: '/admin/api/login', headers: { origin: 'https://elsewhere.example' }, payload: { username: 'x', password: 'y' } });
    expect(console.headers['access-control-allow-origin']).toBeUndefined();
    const player = await t.app.inject({ method: 'OPTIONS', url: '/api-submit-bid', headers });
    expect(player.statusCode).toBe(204);
    expect(player.headers['access-control-allow-origin']).toBe('*');
  });
});
