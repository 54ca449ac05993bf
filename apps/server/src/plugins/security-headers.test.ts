import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { API_HEADERS } from './security-headers.ts';

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
