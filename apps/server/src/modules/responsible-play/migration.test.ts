import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, type Db, openDatabase } from '../../db/database.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { createDatabase, databaseName, dropDatabase, testEngine } from '../../test/postgres.ts';

// The player limits migration (ADR 018) over a database that already holds ledger rows: the players'
// day totals are filled from them per India day, on the engine of the run, and older players have no
// 18+ confirmation, no break and no limits.
let handle: DatabaseHandle | null = null;
let cleanup: (() => Promise<void> | void) | null = null;
afterEach(async () => {
  await handle?.close();
  handle = null;
  await cleanup?.();
  cleanup = null;
});

async function emptyDatabase(): Promise<Db> {
  if (testEngine() === 'postgres') {
    const server = inject('pgUrl');
    const name = databaseName(`${inject('pgPrefix')}_limits`);
    handle = openDatabase(await createDatabase(server, name));
    cleanup = () => dropDatabase(server, name);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pana-migration-'));
    handle = openDatabase(join(dir, 'pana.db'));
    cleanup = () => rmSync(dir, { recursive: true, force: true });
  }
  return handle.db;
}

/** 23 November 2026, 11:59 PM and 24 November 12:01 AM, India time: two India days a minute apart. */
const LATE = Date.parse('2026-11-23T23:59:00+05:30');
const EARLY = Date.parse('2026-11-24T00:01:00+05:30');
const DAY_23 = 20780;

describe(`the player limits migration over existing ledger rows (${testEngine()})`, () => {
  it('fills the day totals per player and India day from stakes, wins net of reversals and deposits', async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '2026-11-26-10-operator-limits');
    await sql`insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
      values ('Ravi', '9000000001', 'x', 1, 0, 0, 0), ('Sita', '9000000002', 'x', 1, 0, 0, 0)`.execute(db);
    await sql`insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values
      (1, 1000, 1000, 'deposit', 'fund_request', 1, '', ${LATE}),
      (1, -100, 900, 'bid', 'bid_submission', 1, '', ${LATE}),
      (1, -50, 850, 'bid', 'bid_submission', 2, '', ${EARLY}),
      (1, 950, 1800, 'win', 'bid', 1, '', ${EARLY}),
      (1, -950, 850, 'win_reversal', 'bid', 1, '', ${EARLY}),
      (1, 200, 1050, 'adjustment', 'wallet_adjustment', 1, '', ${EARLY}),
      (2, -30, -30, 'bid', 'bid_submission', 3, '', ${EARLY}),
      (2, 500, 470, 'transfer_in', 'transfer', 1, '', ${EARLY})`.execute(db);
    await migrateToLatest(db);
    const totals = await db.selectFrom('player_day_totals').selectAll().orderBy('user_id').orderBy('day').execute();
    expect(
      totals.map((r) => ({
        ...r,
        user_id: Number(r.user_id),
        day: Number(r.day),
        staked: Number(r.staked),
        won: Number(r.won),
        deposited: Number(r.deposited),
      })),
    ).toEqual([
      { user_id: 1, day: DAY_23, staked: 100, won: 0, deposited: 1000 },
      { user_id: 1, day: DAY_23 + 1, staked: 50, won: 0, deposited: 0 },
      { user_id: 2, day: DAY_23 + 1, staked: 30, won: 0, deposited: 0 },
    ]);
    const users = await db
      .selectFrom('users')
      .select(['adult_confirmed_at', 'play_paused_until', 'play_limits'])
      .execute();
    expect(users.map((u) => ({ ...u, play_limits: Number(u.play_limits) }))).toEqual([
      { adult_confirmed_at: null, play_paused_until: null, play_limits: 0 },
      { adult_confirmed_at: null, play_paused_until: null, play_limits: 0 },
    ]);
  });
});
