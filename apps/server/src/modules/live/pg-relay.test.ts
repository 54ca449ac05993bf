import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { LiveBus, type LiveEvent, type LiveTarget } from '../../lib/live-bus.ts';
import { freshDatabaseUrl } from '../../test/harness.ts';
import { testEngine } from '../../test/postgres.ts';
import { PgRelay } from './pg-relay.ts';

/**
 * The relay between server processes on PostgreSQL (ADR 013), two "processes" in one test: two buses,
 * each with its relay, on one database. Runs only on PostgreSQL.
 */

const onPostgres = testEngine() === 'postgres';
const silent = {
  warn: () => {},
  error: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => silent,
  level: 'silent',
} as never;

let database: DatabaseHandle;
let drop: () => Promise<void>;
let url: string;
const relays: PgRelay[] = [];

beforeEach(async () => {
  if (!onPostgres) return;
  ({ url, drop } = await freshDatabaseUrl());
  database = openDatabase(url);
});
afterEach(async () => {
  if (!onPostgres) return;
  for (const r of relays.splice(0)) await r.close();
  await database.close();
  await drop();
});

async function serverProcess(onGap: () => void = () => {}) {
  const bus = new LiveBus();
  const relay = await PgRelay.start(url, database.db, bus, silent, onGap);
  relays.push(relay);
  bus.useRelay(relay);
  const heard: Array<{ target: LiveTarget; event: LiveEvent }> = [];
  bus.subscribe((target, event) => heard.push({ target, event }));
  return { bus, heard };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!onPostgres)('the PostgreSQL relay', () => {
  it('carries thousands of events to the other process in notifications under 8,000 bytes, a player’s newest balance only', async () => {
    const a = await serverProcess();
    const b = await serverProcess();
    for (let player = 1; player <= 3_000; player++) {
      a.bus.publish({ playerIds: [player] }, { type: 'wallet', data: { balance: 10, ledger_id: player * 10 } });
      a.bus.publish({ playerIds: [player] }, { type: 'wallet', data: { balance: 20, ledger_id: player * 10 + 1 } });
    }
    const big = { kind: 'notice', message: 'x'.repeat(3_000) };
    for (let i = 0; i < 5; i++) a.bus.publish({ all: true }, { type: 'notice', data: big });
    a.bus.publish(
      { playerIds: [7, 8] },
      { type: 'market', data: { change: 'opened', market_id: 1, market_name: 'M', date: '2026-11-23' } },
    );

    const wallets = () => b.heard.filter((h) => h.event.type === 'wallet');
    await until(() => wallets().length === 3_000 && b.heard.length === 3_006, 'every event on the other process');
    expect(wallets().every((h) => h.event.type === 'wallet' && h.event.data.balance === 20)).toBe(true);
    expect(b.heard.filter((h) => h.event.type === 'notice' && 'all' in h.target)).toHaveLength(5);
    expect(b.heard.at(-1)).toEqual({
      target: { playerIds: [7, 8] },
      event: expect.objectContaining({ type: 'market' }),
    });
    // The publishing process heard its own events once, at once (not again through PostgreSQL).
    expect(a.heard).toHaveLength(6_006);
  });

  it('listens again after its connection is cut, and says so, so the streams can replay', async () => {
    let gaps = 0;
    const a = await serverProcess();
    const b = await serverProcess(() => gaps++);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pana-live' and datname = current_database()`.execute(
      database.db,
    );
    await until(() => gaps > 0, 'the gap');
    a.bus.publish({ all: true }, { type: 'notice', data: { kind: 'after' } });
    await until(() => b.heard.some((h) => h.event.type === 'notice'), 'an event after the reconnect');
  });
});
