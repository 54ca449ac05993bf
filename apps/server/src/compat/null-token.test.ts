import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * The apps on players' phones call the public screens' calls with `unique_token: null` before anyone
 * logs in (docs/api.md): every call that answers with or without a login takes the null as "no login",
 * never as a bad value. The three that learned a player's agent (ADR 029) once refused it.
 */
const PUBLIC_SCREENS_CALLS = [
  '/api-get-dashboard-data',
  '/api-get-social-data',
  '/api-get-slider-images',
  '/api-get-qr-pay',
  '/api-get-gateway-status',
  '/api-admin-bank-details',
  '/api-game-rates',
  '/api-starline-game',
  '/api-starline-game-rates',
  '/api-galidisawar-game',
  '/api-galidisawar-game-rates',
  '/api-how-to-play',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a null token on the calls of the public screens', () => {
  it.each(PUBLIC_SCREENS_CALLS)('%s answers as without a login', async (url) => {
    const res = await t.app.inject({ method: 'POST', url, payload: { app_key: t.config.APP_KEY, env_type: 'Prod', unique_token: null } });
    expect(res.json()).toMatchObject({ status: true });
    expect(res.statusCode).toBe(200);
  });
});
