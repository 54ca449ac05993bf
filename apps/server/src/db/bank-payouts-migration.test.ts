import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle,openDatabase } from './database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The SQLite branch copies withdraw_requests into a new table (SQLite cannot change a check); the
// PostgreSQL branch only replaces a constraint and is run by every PostgreSQL test's migration.
let handle: DatabaseHandle | null = null;
let dir = '';
afterEach(async () => {
  await handle?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the bank payouts migration on SQLite', () => {
  it.runIf(process.env.PANA_TEST_DB !== 'postgres')('keeps every withdrawal and its id, continues the ids and enforces the new checks', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pana-migration-'));
    handle = openDatabase(join(dir, 'pana.db'));
    const { db } = handle;
    await migrateTo(db, '2026-11-25-10-automatic-deposits');
    await sql`insert into users (id, name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
      values (1, 'Ravi', '9000000001', 'x', 1, 0, 0, 0)`.execute(db);
    await sql`insert into withdraw_requests (id, user_id, amount, method, payout_number, status, note, receipt, created_at)
      values (7, 1, 500, 2, '9811111111', 'approved', 'Paid', 'https://r.example/1', 5), (9, 1, 600, 4, '9822222222', 'pending', '', '', 6)`.execute(db);

    await migrateToLatest(db);
    expect(await db.selectFrom('withdraw_requests').selectAll().orderBy('id').execute()).toEqual([
      expect.objectContaining({ id: 7, amount: 500, method: 2, payout_number: '9811111111', status: 'approved', note: 'Paid', receipt: 'https://r.example/1', payout_status: null, bank_account_number: null }),
      expect.objectContaining({ id: 9, amount: 600, method: 4, status: 'pending' }),
    ]);
    const next = await db
      .insertInto('withdraw_requests')
      .values({ user_id: 1, amount: 100, method: 5, payout_number: 'XXXXXX9012', bank_holder_name: 'Ravi', bank_account_number: '123456789012', bank_ifsc: 'SBIN0001234', status: 'pending', note: '', receipt: '', created_at: 7, decided_at: null, decided_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(next.id)).toBe(10);
    // The checks: method 5 needs its account; only an approved bank payout has the bank's answer.
    await expect(sql`insert into withdraw_requests (user_id, amount, method, payout_number, status, created_at) values (1, 100, 5, 'x', 'pending', 0)`.execute(db)).rejects.toThrow();
    await expect(sql`insert into withdraw_requests (user_id, amount, method, payout_number, status, created_at) values (1, 100, 6, 'x', 'pending', 0)`.execute(db)).rejects.toThrow();
    await expect(sql`update withdraw_requests set payout_status = 'paid', payout_utr = 'U123456' where id = 10`.execute(db)).rejects.toThrow();
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'withdraw_requests' and name not like 'sqlite_%' order by name`.execute(db);
    expect(indexes.rows.map((r) => r.name)).toEqual(['withdraw_requests_status', 'withdraw_requests_user']);
  });
});
