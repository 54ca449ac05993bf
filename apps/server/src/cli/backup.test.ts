import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { createPlayer, insertBids, marketIdOf } from '../test/fixtures.ts';
import { openTestApp, type TestApp } from '../test/harness.ts';
import { demoToken } from '../test/players.ts';
import { testEngine } from '../test/postgres.ts';
import { backupSqlite, rowCounts } from './backup.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let dir: string;
let t: TestApp;

/** Bids of a new player on Kalyan Morning: a submission row, its bids and its ledger debit each. */
async function someBids(n: number) {
  const userId = await createPlayer(t.db, { balance: 100_000 });
  const marketId = await marketIdOf(t.db, 'main', 'Kalyan Morning');
  await insertBids(
    t.db,
    Array.from({ length: n }, (_, i) => ({
      userId,
      marketId,
      family: 'main' as const,
      date: '2026-11-23',
      lines: [{ type: 'single_digit' as const, session: 'open' as const, digits: String(i % 10), points: 10 }],
    })),
  );
}

// SQLite only: the PostgreSQL run of the suite (PANA_TEST_DB=postgres) has nothing to add here.
describe.skipIf(testEngine() === 'postgres')('the online SQLite backup (npm run db:backup)', () => {
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pana-backup-'));
    // A running installation: a SQLite file in WAL mode, open, with writes not yet checkpointed.
    t = await openTestApp(join(dir, 'pana.db'));
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a database in use, writes included, into one checked file that a server opens', async () => {
    await someBids(50);
    // Writes go on while the backup runs: the copy is one consistent state, whichever.
    const backup = backupSqlite(join(dir, 'pana.db'), join(dir, 'backup.db'));
    const writes = someBids(20);
    const [result] = await Promise.all([backup, writes]);
    expect(result.file).toBe(join(dir, 'backup.db'));
    expect(existsSync(join(dir, 'backup.db-wal'))).toBe(false);
    expect([50, 70]).toContain(result.tables.bid_submissions);
    expect(result.tables.users).toBe(result.tables.wallets);

    const restored = await openTestApp(join(dir, 'backup.db'));
    try {
      expect(await checkLedger(restored.db)).toEqual([]);
      const token = await demoToken(restored);
      const balance = await restored.call('/api-user-wallet-balance', { unique_token: token });
      expect(balance).toMatchObject({ statusCode: 200, body: { wallet_amt: 10_000 } });
    } finally {
      await restored.close();
    }
  });

  it('holds exactly what the database held when nothing is written meanwhile', async () => {
    await someBids(30);
    const result = await backupSqlite(join(dir, 'pana.db'), join(dir, 'b.db'));
    const live = new SqliteDatabase(join(dir, 'pana.db'), { readonly: true });
    try {
      expect(result.tables).toEqual(rowCounts(live));
    } finally {
      live.close();
    }
    const copy = openDatabase(join(dir, 'b.db'));
    expect(
      Number(
        (
          await copy.db
            .selectFrom('bids')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(30);
    await copy.close();
  });

  it('refuses to overwrite a file, a PostgreSQL URL or a missing database, writing nothing', async () => {
    await backupSqlite(join(dir, 'pana.db'), join(dir, 'b.db'));
    await expect(backupSqlite(join(dir, 'pana.db'), join(dir, 'b.db'))).rejects.toThrow(/exists/);
    await expect(backupSqlite('postgres://u:p@localhost/pana', join(dir, 'c.db'))).rejects.toThrow(/pg_dump/);
    await expect(backupSqlite(join(dir, 'nothing.db'), join(dir, 'c.db'))).rejects.toThrow(/No database/);
    expect(existsSync(join(dir, 'c.db'))).toBe(false);
    expect((await backupSqlite(join(dir, 'pana.db'), join(dir, 'b.db'), { force: true })).tables.users).toBe(1);
  });

  it('runs as a command on the database DATABASE_URL names, relative to where it was started', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli/backup.ts'), ...args], {
        cwd: serverRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, INIT_CWD: dir, DATABASE_URL: join(dir, 'pana.db') },
        encoding: 'utf8',
      });
    const ok = run(['nightly.db']);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^Backed up .*pana\.db to .*nightly\.db: .* integrity ok/);
    expect(existsSync(join(dir, 'nightly.db'))).toBe(true);
    const again = run(['nightly.db']);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/No backup written: .*exists/);
  });
});
