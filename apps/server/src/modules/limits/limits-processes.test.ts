import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { testConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { type ServerProcess, startServer } from '../../multiprocess/cluster.ts';
import { createPlayer } from '../../test/fixtures.ts';
import { APP_KEY } from '../../test/harness.ts';
import { mainBid } from '../../test/players.ts';
import { createDatabase, databaseName, dropDatabase, MONDAY_MORNING, testEngine } from '../../test/postgres.ts';
import { createSession } from '../auth/sessions.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { writeAlertSettings } from './repository.ts';

/**
 * Two real server processes on one PostgreSQL database (ADR 017). The liability cap holds across them:
 * 200 bids on one outcome sent at once, half to each, never take the outcome's payout above the cap,
 * and every point is accounted for. A burst alert counts a player's submissions through both, and the
 * two never write it twice. PostgreSQL only (SQLite is one process by design; limits.test.ts sends the
 * same 200 bids to one process and checks the burst counts on both engines).
 */

const onPostgres = testEngine() === 'postgres';

let a: ServerProcess;
let b: ServerProcess;
let database: DatabaseHandle;
let dbName = '';

beforeAll(async () => {
  if (!onPostgres) return;
  dbName = databaseName(`${inject('pgPrefix')}_cap`);
  const url = await createDatabase(inject('pgUrl'), dbName);
  // Each process reads markets and limits at every bid (no cache): the tests change them in the database.
  const env = {
    DATABASE_URL: url,
    CLOCK_START: new Date(MONDAY_MORNING).toISOString(),
    SEED_DEMO: 'false',
    MARKET_CACHE_MS: '0',
    TEST_CLOCK_CONTROL: 'true',
  };
  const started = await Promise.allSettled([startServer('A', env), startServer('B', env)]);
  for (const s of started) {
    if (s.status !== 'fulfilled') continue;
    if (s.value.name === 'A') a = s.value;
    else b = s.value;
  }
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  database = openDatabase(url);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  if (dbName) await dropDatabase(inject('pgUrl'), dbName);
  expect(codes).toEqual([0, 0]);
}, 60_000);

async function bid(server: ServerProcess, body: object): Promise<{ statusCode: number; body: any }> {
  const res = await fetch(`${server.url}/api-submit-bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, ...body }),
  });
  return { statusCode: res.status, body: await res.json() };
}

describe.skipIf(!onPostgres)('the liability cap with two server processes', () => {
  it('200 concurrent bids on one outcome: the payout never passes the cap, no point lost', async () => {
    const db = database.db;
    const market = await db
      .selectFrom('markets')
      .select('id')
      .where('kind', '=', 'main')
      .where('name', '=', 'Kalyan Morning')
      .executeTakeFirstOrThrow();
    const marketId = Number(market.id);
    // Single Digit pays 95 for 10: a cap of 19,000 is 2,000 points on one digit (66 bids of 30).
    await db.updateTable('markets').set({ liability_cap: 19_000 }).where('id', '=', marketId).execute();
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      const id = await createPlayer(db, { balance: 1_000, now: MONDAY_MORNING });
      tokens.push(await createSession(db, id, 'test', MONDAY_MORNING, testConfig()));
    }
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        bid(
          i % 2 === 0 ? a : b,
          mainBid(tokens[i % 40] as string, marketId, 'Single Digit', [
            { digits: '3', closedigits: '', points: '30', session: 'Open' },
          ]),
        ),
      ),
    );
    const placed = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(new Set(refused.map((r) => r.body.msg)), JSON.stringify(refused.slice(0, 3))).toEqual(
      new Set(['Limit reached for 3, try fewer points']),
    );
    expect(placed).toHaveLength(66);
    const stored = await db
      .selectFrom('bids')
      .select((eb) => eb.fn.sum<number>('points').as('points'))
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.points)).toBe(1_980);
    const outcome = await db
      .selectFrom('outcome_points')
      .select('points')
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    expect(Number(outcome.points)).toBe(1_980);
    expect(Math.floor((1_980 * 95) / 10)).toBeLessThanOrEqual(19_000);
    const wallets = await db
      .selectFrom('wallets')
      .select((eb) => eb.fn.sum<number>('balance').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(wallets.total)).toBe(40 * 1_000 - 1_980);
    expect(await checkLedger(db)).toEqual([]);
  }, 120_000);
});

describe.skipIf(!onPostgres)('burst alerts with two server processes', () => {
  it("counts a player's submissions through both processes and writes one alert per burst", async () => {
    const db = database.db;
    // More than 3 in 60 minutes. The processes' clocks run from 04:30 UTC: the test stays within the
    // 04:00–05:00 period, one alert per player in it.
    await writeAlertSettings(db, { burstSubmissions: 3, burstMinutes: 60, linePoints: 500, capSharePercent: 0 });
    const market = Number(
      (
        await db
          .selectFrom('markets')
          .select('id')
          .where('kind', '=', 'main')
          .where('name', '=', 'Sridevi')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const players: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < 3; i++) {
      const id = await createPlayer(db, { balance: 100_000, now: MONDAY_MORNING });
      players.push({ id, token: await createSession(db, id, 'test', MONDAY_MORNING, testConfig()) });
    }
    const [atN, aboveN, together] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    // A submission is stamped by its process's clock. These processes' clocks each started at 04:30
    // when their process did, so they differ by the start-up gap (deployed processes share the
    // machines' clock): B is set 5 s ahead of A, and every check on B sees what A stamped before it.
    const clockOf = async (server: ServerProcess, advanceMs = 0) => {
      const res = await fetch(`${server.url}/__test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs }),
      });
      expect(res.status).toBe(200);
      return Date.parse(((await res.json()) as { now: string }).now);
    };
    const behind = (await clockOf(a)) - (await clockOf(b)) + 5_000;
    if (behind > 0) await clockOf(b, behind);
    // Each submission has a 600-point line: its line alert is written with whatever burst its check
    // found, so once every submission's line alert is in, every check has run in both processes.
    const place = async (server: ServerProcess, token: string) => {
      const res = await bid(
        server,
        mainBid(token, market, 'Single Digit', [{ digits: '4', closedigits: '', points: '600', session: 'Open' }]),
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    };
    const alerts = (kind: 'burst' | 'line') =>
      db.selectFrom('operator_alerts').select(['user_id', 'amount']).where('kind', '=', kind).orderBy('id').execute();
    const checked = (submissions: number) =>
      vi.waitFor(async () => expect(await alerts('line')).toHaveLength(submissions), { timeout: 20_000, interval: 50 });
    const bursts = async () => (await alerts('burst')).map((r) => [Number(r.user_id), Number(r.amount)]);

    // Three, split across the processes: at N, no alert. Four, split: one alert, counted through both
    // (by the fourth's check, on B).
    for (const server of [a, b, a]) await place(server, atN.token);
    for (const server of [a, b, a, b]) await place(server, aboveN.token);
    await checked(7);
    expect(await bursts()).toEqual([[aboveN.id, 4]]);
    // A fifth through the other process is the same burst: its insert does nothing.
    await place(a, aboveN.token);
    await checked(8);
    expect(await bursts()).toEqual([[aboveN.id, 4]]);
    // Eight at once, four to each process: both may see the count pass 3, one alert is written.
    await Promise.all(Array.from({ length: 8 }, (_, i) => place(i % 2 === 0 ? a : b, together.token)));
    await checked(16);
    const written = await bursts();
    // Counted up to N + 1: the count that tells a burst, whatever more the player placed.
    expect(written.filter(([user]) => user === together.id)).toEqual([[together.id, 4]]);
    expect(written.filter(([user]) => user === atN.id)).toEqual([]);
  }, 120_000);
});
