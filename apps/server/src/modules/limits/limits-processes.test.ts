import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { type ServerProcess, startServer } from '../../multiprocess/cluster.ts';
import { createPlayer } from '../../test/fixtures.ts';
import { APP_KEY } from '../../test/harness.ts';
import { mainBid } from '../../test/players.ts';
import { createDatabase, databaseName, dropDatabase, MONDAY_MORNING, testEngine } from '../../test/postgres.ts';
import { createSession } from '../auth/sessions.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * The liability cap holds across two real server processes on one PostgreSQL database (ADR 017): 200
 * bids on one outcome sent at once, half to each, never take the outcome's payout above the cap, and
 * every point is accounted for. PostgreSQL only (SQLite is one process by design; limits.test.ts sends
 * the same 200 bids to one process on both engines).
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
  const env = { DATABASE_URL: url, CLOCK_START: new Date(MONDAY_MORNING).toISOString(), SEED_DEMO: 'false' };
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
