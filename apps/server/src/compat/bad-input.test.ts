import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { demoToken } from '../test/players.ts';

/**
 * Bad input never reaches a 500: every player call of the OpenAPI document gets bodies of the wrong
 * shape (objects, arrays, nulls, huge numbers, long strings in every field it names) and must answer 4xx
 * or a 2xx — never a server error.
 */
let t: TestApp;
let token: string;
let paths: Array<{ path: string; fields: string[] }>;

beforeAll(async () => {
  t = await createTestApp();
  token = await demoToken(t);
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  paths = Object.entries(doc.paths as Record<string, any>)
    .filter(([path, ops]) => path.startsWith('/api-') && ops.post)
    // These two end the token the rest of the calls need; their bad input is covered in auth's tests.
    .filter(([path]) => path !== '/api-logout' && path !== '/api-change-password')
    .map(([path, ops]) => ({ path, fields: Object.keys(ops.post.requestBody?.content?.['application/json']?.schema?.properties ?? {}) }));
});
afterAll(() => t.close());

const WEIRD: unknown[] = [null, {}, [], [1, 2], 1e308, -1, 'x'.repeat(5000), true, '1 OR 1=1', { new_result: null }];

describe('bad input', () => {
  it('never gets a 500 from any player call', async () => {
    expect(paths.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { path, fields } of paths) {
      for (const weird of WEIRD) {
        const body: Record<string, unknown> = { env_type: 'Prod', app_key: 'pana-public-app-key', unique_token: token };
        for (const f of fields) if (!['env_type', 'app_key', 'unique_token'].includes(f)) body[f] = weird;
        const res = await t.app.inject({ method: 'POST', url: path, payload: body });
        if (res.statusCode >= 500) failures.push(`${path} ${JSON.stringify(weird).slice(0, 30)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    // The calls above really ran as the logged-in player (not refused at the door with a 401).
    expect((await t.call('/api-get-user-info', { unique_token: token })).statusCode).toBe(200);
  });
});
