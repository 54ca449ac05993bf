import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { adminCall, createPlayer, insertRandomBids, loginAdmin, prng, randomDraws } from '../test/fixtures.ts';
import { openTestApp, type TestApp } from '../test/harness.ts';
import { demoToken, mainBid, marketId } from '../test/players.ts';
import { createDatabase, databaseName, dropDatabase, testEngine } from '../test/postgres.ts';
import { rowCounts } from './backup.ts';

/**
 * `npm run db:copy`: an installation that ran on SQLite (players, bids, declared results with their
 * wins in the ledger, sessions, audit rows) moved into a new PostgreSQL database. Needs PostgreSQL
 * (PANA_TEST_DB=postgres).
 */

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const onPostgres = testEngine() === 'postgres';
const DATE = '2026-11-23';
/** 23:59 India time on DATE: every draw of the day has happened. */
const NIGHT = Date.parse(`${DATE}T23:59:00+05:30`);

let dir = '';
let source = '';
let target = '';
let targetName = '';
let sourceCounts: Record<string, number> = {};
let demoBalanceBefore = 0;

function copy(from: string, to: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', join(serverRoot, 'src/cli/copy-to-postgres.ts'), '--from', from, '--to', to],
    {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, INIT_CWD: dir },
      encoding: 'utf8',
    },
  );
}

beforeAll(async () => {
  if (!onPostgres) return;
  dir = mkdtempSync(join(tmpdir(), 'pana-copy-'));
  source = join(dir, 'pana.db');
  // A day on SQLite: the demo installation, 12 players with bids on the three families, every result declared.
  const t = await openTestApp(source, { now: NIGHT });
  try {
    const random = prng(8);
    const players: number[] = [];
    for (let i = 0; i < 12; i++) players.push(await createPlayer(t.db, { balance: 500_000, now: NIGHT }));
    const draws = await randomDraws(t.db, random);
    await insertRandomBids(t.db, random, {
      players,
      draws,
      date: DATE,
      count: { main: 400, starline: 150, gali: 150 },
    });
    const token = await loginAdmin(t);
    for (const body of [
      { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.open },
      { kind: 'main', marketId: draws.main.marketId, session: 'close', pana: draws.main.close },
      { kind: 'starline', marketId: draws.starline.marketId, pana: draws.starline.pana },
      { kind: 'gali', marketId: draws.gali.marketId, jodi: draws.gali.jodi },
    ]) {
      const res = await adminCall(t, 'POST', '/admin/api/results', token, { date: DATE, ...body });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    expect(await demoToken(t)).toBeTruthy();
    expect(await checkLedger(t.db)).toEqual([]);
    demoBalanceBefore = Number(
      (await t.db.selectFrom('wallets').select('balance').where('user_id', '=', 1).executeTakeFirstOrThrow()).balance,
    );
  } finally {
    await t.close();
  }
  const file = new SqliteDatabase(source, { readonly: true });
  sourceCounts = rowCounts(file);
  file.close();
  delete sourceCounts.kysely_migration;
  delete sourceCounts.kysely_migration_lock;
  targetName = databaseName(`${inject('pgPrefix')}_copy`);
  target = await createDatabase(inject('pgUrl'), targetName);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  if (targetName) await dropDatabase(inject('pgUrl'), targetName);
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('moving a SQLite installation to PostgreSQL (npm run db:copy)', () => {
  let t: TestApp;

  it('copies every table with its rows, and the ledger check passes on PostgreSQL', async () => {
    const run = copy('pana.db', target);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Copied \d+ tables, \d+ rows .*row counts match/);
    expect(run.stdout).toMatch(/Ledger check passed/);
    expect(sourceCounts.bids).toBe(700);
    expect(sourceCounts.wallet_ledger).toBeGreaterThan(12 + 1 + 100);

    t = await openTestApp(target, { now: Date.parse(`${DATE}T10:00:00+05:30`), prepared: true });
    const counted: Record<string, number> = {};
    for (const table of Object.keys(sourceCounts)) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
      counted[table] = Number(rows[0]?.n);
    }
    expect(counted).toEqual(sourceCounts);
    expect(await checkLedger(t.db)).toEqual([]);
    const wins = await t.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'win')
      .executeTakeFirstOrThrow();
    expect(Number(wins.n)).toBeGreaterThan(0);
  });

  it('lets the players log in and play on: the demo player keeps the balance and new rows get new ids', async () => {
    const token = await demoToken(t);
    const balance = await t.call('/api-user-wallet-balance', { unique_token: token });
    expect(balance).toMatchObject({ statusCode: 200, body: { wallet_amt: demoBalanceBefore } });
    const bid = await t.call(
      '/api-submit-bid',
      mainBid(token, await marketId(t, 'main', 'Kalyan Night'), 'Single Digit', [
        { digits: '7', points: 10, session: 'Open' },
      ]),
    );
    expect(bid).toMatchObject({ statusCode: 200, body: { wallet_amt: demoBalanceBefore - 10 } });
    const check = await t.call('/api-check-mobile', { mobile: '9123456789' });
    const reg = await t.call('/api-user-registration', {
      name: 'After Copy',
      mobile: '9123456789',
      password: 'secret123',
      otp: check.body.otp ?? t.sms.lastCode('9123456789'),
      device_id: 'x',
    });
    expect(reg.statusCode, JSON.stringify(reg.body)).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', '9123456789')
      .executeTakeFirstOrThrow();
    expect(Number(user.id)).toBe((sourceCounts.users ?? 0) + 1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a PostgreSQL database that is not new, and changes nothing in it', async () => {
    const before = Number((await sql<{ n: number }>`select count(*) as n from bids`.execute(t.db)).rows[0]?.n);
    const again = copy(source, target);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/Nothing copied: The PostgreSQL database is not new/);
    expect(Number((await sql<{ n: number }>`select count(*) as n from bids`.execute(t.db)).rows[0]?.n)).toBe(before);
    await t.close();
  });
});
