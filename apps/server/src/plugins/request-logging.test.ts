import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, SLOW_REQUEST_MS } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** An app on a new in-memory database whose log lines are collected, with a route that answers after `SLOW_REQUEST_MS`. */
async function appLogging(logRequests: 'slow' | 'all') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const database = openDatabase(':memory:');
  await migrateToLatest(database.db);
  const app = await buildApp({ config: testConfig({ LOG_REQUESTS: logRequests, LOG_LEVEL: 'info' }), database, logger: { level: 'info', stream } });
  app.get('/__slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { status: 'ok' };
  });
  await app.ready();
  close = () => app.close();
  return { app, lines };
}

describe('request logging', () => {
  it('logs only the slow answers by default: the peak is not spent writing two lines per poll', async () => {
    const { app, lines } = await appLogging('slow');
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'POST', url: '/api-get-dashboard-data', payload: {} });
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    await app.inject({ method: 'GET', url: '/__slow' });
    // (The two calls above are not held to a time: a loaded machine may make one of them slow too.)
    const slow = lines.filter((l) => l.msg === 'slow request' && l.url === '/__slow');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ method: 'GET', url: '/__slow', statusCode: 200, level: 40 });
    expect(Number(slow[0]?.ms)).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });

  it('logs every request with LOG_REQUESTS=all', async () => {
    const { app, lines } = await appLogging('all');
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});
