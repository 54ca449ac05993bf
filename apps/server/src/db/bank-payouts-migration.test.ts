import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseName, dropDatabase, testEngine } from '../test/postgres.ts';
import { type DatabaseHandle, type Db, openDatabase } from './database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The bank payouts migration over a database that already holds withdrawals of the app methods
// (2 Google Pay, 3 Paytm, 4 PhonePe), on the engine of the run: on SQLite it copies withdraw_requests
// into a new table (SQLite cannot change a check), on PostgreSQL it replaces a constraint and adds
// columns. Either way every older row must read back unchanged and the new checks must hold.
let handle: DatabaseHandle | null = null;
let cleanup: (() => Promise<void> | void) | null = null;
afterEach(async () => {
  await handle?.close();
  handle = null;
  await cleanup?.();
  cleanup = null;
});

/** An empty database of the run's engine: a SQLite file, or a PostgreSQL database of its own. */
async function emptyDatabase(): Promise<Db> {
  if (testEngine() === 'postgres') {
    const server = inject('pgUrl');
    const name = databaseName(`${inject('pgPrefix')}_mig`);
    handle = openDatabase(await createDatabase(server, name));
    cleanup = () => dropDatabase(server, name);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pana-migration-'));
    handle = openDatabase(join(dir, 'pana.db'));
    cleanup = () => rmSync(dir, { recursive: true, force: true });
  }
  return handle.db;
}

const OLD_COLUMNS = ['id', 'user_id', 'amount', 'method', 'payout_number', 'status', 'note', 'receipt', 'created_at', 'decided_at', 'decided_by'] as const;

/** The rows as the code before the migration wrote them: one per app method, each status, a receipt, a decision. */
async function writeOlderWithdrawals(db: Db): Promise<void> {
  await sql`insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
    values ('Ravi', '9000000001', 'x', 1, 0, 0, 0), ('Sita', '9000000002', 'x', 1, 0, 0, 0), ('Gone', '9000000003', 'x', 1, 0, 0, 0)`.execute(db);
  // Written the way the app writes them (ids from the table's own sequence), in the older columns only.
  await sql`insert into withdraw_requests (user_id, amount, method, payout_number, status, note, receipt, created_at, decided_at, decided_by) values
      (1, 500, 2, '9811111111', 'approved', 'Paid', 'https://r.example/1', 5, 50, null),
      (3, 300, 2, '9855555555', 'pending', '', '', 6, null, null),
      (1, 600, 4, '9822222222', 'pending', '', '', 6, null, null),
      (2, 700, 3, '9833333333', 'rejected', 'Wrong number', '', 7, 70, null),
      (2, 1200, 2, '9844444444', 'pending', '', '', 8, null, null)`.execute(db);
  // A deleted player's requests go with them (on delete cascade): the ids keep a gap.
  await sql`delete from users where id = 3`.execute(db);
}

describe(`the bank payouts migration over existing withdrawals (${testEngine()})`, () => {
  it('keeps every withdrawal of methods 2-4 unchanged with its id, continues the ids and enforces the new checks', async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '2026-11-25-10-automatic-deposits');
    await writeOlderWithdrawals(db);
    const before = await db.selectFrom('withdraw_requests').select(OLD_COLUMNS).orderBy('id').execute();
    expect(before.map((r) => [Number(r.id), Number(r.method), r.status])).toEqual([
      [1, 2, 'approved'],
      [3, 4, 'pending'],
      [4, 3, 'rejected'],
      [5, 2, 'pending'],
    ]);

    expect(await migrateToLatest(db)).toContain('2026-11-25-20-bank-payouts');

    const after = await db.selectFrom('withdraw_requests').selectAll().orderBy('id').execute();
    // Every older column reads back exactly as before; the new ones are empty.
    expect(after.map((r) => Object.fromEntries(OLD_COLUMNS.map((c) => [c, r[c]])))).toEqual(before);
    for (const r of after) {
      expect(r).toMatchObject({
        bank_holder_name: null,
        bank_account_number: null,
        bank_ifsc: null,
        payout_status: null,
        payout_utr: null,
        payout_at: null,
        payout_by: null,
        payout_exported_at: null,
      });
    }

    // The older rows still take the changes the code makes to them: a pending one decided, an app payout approved.
    await db.updateTable('withdraw_requests').set({ status: 'approved', decided_at: 90 }).where('id', '=', 3).execute();
    expect(await db.selectFrom('withdraw_requests').select(['status', 'method']).where('id', '=', 3).executeTakeFirstOrThrow()).toEqual({
      status: 'approved',
      method: 4,
    });

    const next = await db
      .insertInto('withdraw_requests')
      .values({ user_id: 1, amount: 100, method: 5, payout_number: 'XXXXXX9012', bank_holder_name: 'Ravi', bank_account_number: '123456789012', bank_ifsc: 'SBIN0001234', status: 'pending', note: '', receipt: '', created_at: 9, decided_at: null, decided_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(next.id)).toBe(6);

    // The checks: method 5 needs its account, an app method may not carry one; only an approved bank
    // payout has the bank's answer, and a paid one its UTR.
    const refused = async (statement: ReturnType<typeof sql>) => {
        await expect(statement.execute(db)).rejects.toThrow(/check|constraint/i);
    };
    await refused(sql`insert into withdraw_requests (user_id, amount, method, payout_number, status, created_at) values (1, 100, 5, 'x', 'pending', 0)`);
    await refused(sql`insert into withdraw_requests (user_id, amount, method, payout_number, status, created_at) values (1, 100, 6, 'x', 'pending', 0)`);
    await refused(sql`insert into withdraw_requests (user_id, amount, method, payout_number, status, bank_holder_name, bank_account_number, bank_ifsc, created_at)
      values (1, 100, 2, '9811111111', 'pending', 'Ravi', '123456789012', 'SBIN0001234', 0)`);
    await refused(sql`update withdraw_requests set payout_status = 'paid', payout_utr = 'U123456' where id = 6`);
    await refused(sql`update withdraw_requests set payout_status = 'failed' where id = 1`);
    await db.updateTable('withdraw_requests').set({ status: 'approved' }).where('id', '=', 6).execute();
    await refused(sql`update withdraw_requests set payout_status = 'paid' where id = 6`);
    await db.updateTable('withdraw_requests').set({ payout_status: 'paid', payout_utr: 'UTR123456' }).where('id', '=', 6).execute();

    expect(await db.selectFrom('withdraw_requests').select(['id', 'method', 'status', 'payout_status']).orderBy('id').execute()).toEqual([
      { id: 1, method: 2, status: 'approved', payout_status: null },
      { id: 3, method: 4, status: 'approved', payout_status: null },
      { id: 4, method: 3, status: 'rejected', payout_status: null },
      { id: 5, method: 2, status: 'pending', payout_status: null },
      { id: 6, method: 5, status: 'approved', payout_status: 'paid' },
    ]);

    const indexes =
      testEngine() === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'withdraw_requests' and indexname not like '%_pkey' order by indexname`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'withdraw_requests' and name not like 'sqlite_%' order by name`.execute(db);
    expect(indexes.rows.map((r) => r.name)).toEqual(['withdraw_requests_status', 'withdraw_requests_user']);
  });
});
