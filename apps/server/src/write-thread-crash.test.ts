import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { declareResult } from './modules/results/service.ts';
import { checkLedger } from './modules/wallet/ledger-check.ts';
import { createAdminAccount, createPlayer, insertBids, marketIdOf } from './test/fixtures.ts';
import { openTestApp } from './test/harness.ts';
import { testEngine } from './test/postgres.ts';

/**
 * kill -9 while the writer thread (ADR 025) is inside a transaction: a declaration killed before its
 * commit settles nothing and can be declared again; a bid batch cut off anywhere leaves every
 * submission whole or absent, and every submission acknowledged to a player is there. SQLite files
 * only: the writer thread is theirs (PostgreSQL's transactions are the server's).
 */

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'pana-writer-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

const DATE = '2026-11-22';
const NOW = Date.parse('2026-11-22T13:00:00+05:30');

/** Runs src/test/crash-writer.ts with these arguments; its exit signal and standard output. */
function crash(args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/test/crash-writer.ts', ...args], {
    cwd: serverRoot,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { signal: child.signal, stdout: child.stdout, stderr: child.stderr };
}

describe.skipIf(testEngine() === 'postgres')('kill -9 in the middle of a write on a SQLite file', () => {
  it('a declaration killed before its commit settles nothing, and declaring again settles once', async () => {
    const file = join(dir, `pana-${++files}.db`);
    let t = await openTestApp(file, { demo: false });
    const marketId = await marketIdOf(t.db, 'main');
    const admin = await createAdminAccount(t, 'owner');
    const players = [];
    for (let i = 0; i < 20; i++) players.push(await createPlayer(t.db, { balance: 1000 }));
    await insertBids(
      t.db,
      players.map((userId, i) => ({
        userId,
        marketId,
        family: 'main' as const,
        date: DATE,
        lines: [{ type: 'single_digit' as const, session: 'open' as const, digits: String(i % 10), points: 50 }],
      })),
    );
    await t.close();

    const run = crash(['settle', file, String(marketId), DATE, String(admin.id), String(NOW)]);
    expect(run.signal, run.stderr).toBe('SIGKILL');
    expect(run.stdout).not.toContain('committed');

    const database = openDatabase(file);
    try {
      const statuses = await database.db.selectFrom('bids').select('status').execute();
      expect(statuses.map((b) => b.status)).toEqual(Array(20).fill('pending'));
      expect(
        await database.db
          .selectFrom('results')
          .selectAll()
          .where('market_id', '=', marketId)
          .where('draw_date', '=', DATE)
          .execute(),
      ).toEqual([]);
      expect(await database.db.selectFrom('wallet_ledger').select('id').where('kind', '=', 'win').execute()).toEqual(
        [],
      );
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }

    t = await openTestApp(file, { prepared: true, now: NOW });
    try {
      const outcome = await declareResult(
        { db: t.db, reads: t.db, clock: t.clock },
        { kind: 'main', marketId, date: DATE, session: 'open', pana: '128' },
        { adminId: admin.id, ip: '127.0.0.9' },
      );
      expect(outcome.settledBids).toBe(20);
      // 128's ank is 1: the two players on digit 1 won.
      expect(outcome.winners).toBe(2);
      expect(await checkLedger(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a bid batch cut off anywhere: each submission whole or absent, every acknowledged one there, points exact', async () => {
    const file = join(dir, `pana-${++files}.db`);
    const t = await openTestApp(file, { demo: false });
    const marketId = await marketIdOf(t.db, 'main');
    const userId = await createPlayer(t.db, { balance: 10_000 });
    await t.close();

    const run = crash(['bids', file, String(userId), String(marketId), DATE, '200']);
    expect(run.signal, run.stderr).toBe('SIGKILL');
    expect(run.stdout).not.toContain('all written');
    const acked = [...run.stdout.matchAll(/acked (\d+)/g)].map((m) => Number(m[1]));

    const database = openDatabase(file);
    try {
      const submissions = (await database.db.selectFrom('bid_submissions').select('id').execute()).map((s) =>
        Number(s.id),
      );
      const bids = await database.db.selectFrom('bids').select('submission_id').execute();
      const wallet = await database.db
        .selectFrom('wallets')
        .select('balance')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // Two batches of 8 were handed over before the kill, so at least those were acknowledged.
      expect(acked.length).toBeGreaterThanOrEqual(16);
      for (const id of acked) expect(submissions).toContain(id);
      expect(bids.map((b) => Number(b.submission_id)).sort((a, b) => a - b)).toEqual(
        [...submissions].sort((a, b) => a - b),
      );
      expect(Number(wallet.balance)).toBe(10_000 - 10 * submissions.length);
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
