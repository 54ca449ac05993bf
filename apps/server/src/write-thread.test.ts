import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { WAL_SIZE_LIMIT } from './db/sqlite-driver.ts';
import { hasWriteThread, runUnit } from './db/units.ts';
import { writeBidBatch } from './modules/bids/group-commit.ts';
import { type BalanceChange, watchLedger } from './modules/wallet/ledger.ts';
import { checkLedger } from './modules/wallet/ledger-check.ts';
import { adminCall, loginAdmin } from './test/fixtures.ts';
import { openTestApp, type TestApp } from './test/harness.ts';
import { demoBalance, demoToken, mainBid, marketId } from './test/players.ts';
import { testEngine } from './test/postgres.ts';

/**
 * On a SQLite file no write, commit, fsync or checkpoint runs on the thread that answers players (ADR
 * 025): it holds a read-only connection only, and every write goes to the writer thread. Checked
 * structurally, never by timing: every better-sqlite3 statement this thread runs is counted, and after
 * logins, bids and a declaration with its settlement, none of them wrote.
 */

const dir = mkdtempSync(join(tmpdir(), 'pana-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** What this thread's better-sqlite3 statements did: writes counted apart from reads. */
const here = { writes: [] as string[], reads: 0 };
const statement = Object.getPrototypeOf(new SqliteDatabase(':memory:').prepare('select 1')) as {
  run: (...args: unknown[]) => unknown;
  all: (...args: unknown[]) => unknown;
  source: string;
  reader: boolean;
};
const { run, all } = statement;
const execOf = SqliteDatabase.prototype.exec;
beforeAll(() => {
  statement.run = function (this: typeof statement, ...args: unknown[]) {
    here.writes.push(this.source);
    return run.apply(this, args);
  };
  statement.all = function (this: typeof statement, ...args: unknown[]) {
    if (this.reader) here.reads++;
    else here.writes.push(this.source);
    return all.apply(this, args);
  };
  SqliteDatabase.prototype.exec = function (this: SqliteDatabase.Database, source: string) {
    here.writes.push(source);
    return execOf.call(this, source);
  };
});
afterAll(() => {
  statement.run = run;
  statement.all = all;
  SqliteDatabase.prototype.exec = execOf;
});

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe.skipIf(testEngine() === 'postgres')('the writer thread of a SQLite file', () => {
  it('does every write of a day: this thread only reads (logins, bids, a declaration and its settlement)', async () => {
    t = await openTestApp(join(dir, `pana-${++files}.db`));
    expect(hasWriteThread(t.db)).toBe(true);
    here.writes = [];
    here.reads = 0;

    const token = await demoToken(t);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    for (const digits of ['1', '2', '3']) {
      const bid = await t.call(
        '/api-submit-bid',
        mainBid(token, id, 'Single Digit', [{ digits, points: 100, session: 'Open' }]),
      );
      expect(bid.statusCode, JSON.stringify(bid.body)).toBe(200);
    }
    expect(await demoBalance(t)).toBe(10_000 - 300);

    // The open result at 12:30 PM India time: 128 (ank 1) wins the Single Digit 1 at the seeded rate.
    t.clock.set('2026-11-23T12:30:00+05:30');
    const admin = await loginAdmin(t, 'owner');
    const declared = await adminCall(t, 'POST', '/admin/api/results', admin, {
      date: '2026-11-23',
      kind: 'main',
      marketId: id,
      session: 'open',
      pana: '128',
    });
    expect(declared.statusCode, JSON.stringify(declared.body)).toBe(200);
    const won = await t.db.selectFrom('bids').select(['digits', 'status']).orderBy('digits').execute();
    expect(won.map((b) => b.status)).toEqual(['won', 'lost', 'lost']);
    expect(await demoBalance(t)).toBeGreaterThan(10_000 - 300);

    expect(await checkLedger(t.db)).toEqual([]);
    expect(here.reads).toBeGreaterThan(0);
    expect(here.writes).toEqual([]);
  });

  it('runs a unit of work whole and tells this thread the balances it moved, after its commit', async () => {
    t = await openTestApp(join(dir, `pana-${++files}.db`));
    const seen: BalanceChange[] = [];
    watchLedger(t.db, (changes) => seen.push(...changes));
    const token = await demoToken(t);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const bid = await t.call(
      '/api-submit-bid',
      mainBid(token, id, 'Single Digit', [{ digits: '7', points: 250, session: 'Open' }]),
    );
    expect(bid.statusCode).toBe(200);
    expect(seen).toMatchObject([{ balance: 10_000 - 250 }]);
  });

  it('answers a unit of work nobody listed with an error, and writes nothing', async () => {
    t = await openTestApp(join(dir, `pana-${++files}.db`));
    const stray = { ...writeBidBatch, name: 'bids.not-listed' };
    await expect(runUnit(t.db, stray, [])).rejects.toThrow(/No unit of work is named bids.not-listed/);
    // The writer goes on: the next write works.
    const token = await demoToken(t);
    expect(token).toBeTruthy();
  });

  it('answers a failed statement with the error and its code (a unique key), and the write connection goes on', async () => {
    const file = join(dir, `pana-${++files}.db`);
    const database = openDatabase(file);
    try {
      await migrateToLatest(database.db);
      await database.db.insertInto('settings').values({ key: 'k', value: '1' }).execute();
      const again = database.db.insertInto('settings').values({ key: 'k', value: '2' }).execute();
      await expect(again).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.updateTable('settings').set({ value: '3' }).where('key', '=', 'k').execute();
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(
        await database.db.selectFrom('settings').select('value').where('key', '=', 'k').executeTakeFirst(),
      ).toEqual({ value: '1' });
    } finally {
      await database.close();
    }
  });

  it('keeps the WAL file small after a large transaction: checkpointed and cut back at once', async () => {
    const file = join(dir, `pana-${++files}.db`);
    const database = openDatabase(file);
    try {
      await migrateToLatest(database.db);
      const text = 'x'.repeat(1000);
      // About 2.5 times the limit in one transaction.
      await database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 160; i++) {
          await trx
            .insertInto('settings')
            .values(Array.from({ length: 1000 }, (_, j) => ({ key: `big-${i}-${j}`, value: text })))
            .execute();
        }
      });
      // The checkpoint runs once the commit is answered, before the writer takes the next request.
      await database.db.insertInto('settings').values({ key: 'after', value: '1' }).execute();
      expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(WAL_SIZE_LIMIT);
      const count = await database.db
        .selectFrom('settings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', 'like', 'big-%')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(160_000);
    } finally {
      await database.close();
    }
  });
});
