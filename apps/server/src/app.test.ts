import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

/** The server with a built web app in place (a stand-in dist folder). */
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'pana-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pana</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers every page route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/imp', '/charts', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and a missing asset as 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API calls a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api-nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, msg: 'No such call: POST /api-nothing' });
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/nothing' })).statusCode).toBe(404);
  });
});

describe('the Date header of a server with a clock of its own (CLOCK_START, tests)', () => {
  it("says the server's time, so the app's countdowns agree with the markets' status", async () => {
    const at = new Date(t.clock.now()).toUTCString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-get-dashboard-data',
      payload: { env_type: 'Prod', app_key: 'pana-public-app-key' },
    });
    expect(res.headers.date).toBe(at);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers.date).toBe(at);
  });
});
