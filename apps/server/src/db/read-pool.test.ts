import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let dir: string;
let database: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pana-read-pool-'));
  database = openDatabase(join(dir, 'pana.db'));
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('heavy reads on a SQLite file', () => {
  it('run in a worker thread and answer what the main connection would', async () => {
    expect(database.reads).not.toBe(database.db);
    await database.db.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
    const fromPool = await database.reads.selectFrom('settings').selectAll().where('key', '=', 'k').execute();
    const fromMain = await database.db.selectFrom('settings').selectAll().where('key', '=', 'k').execute();
    expect(fromPool).toEqual(fromMain);
    expect(fromPool).toEqual([{ key: 'k', value: 'v' }]);
  });

  it('leave the event loop free while a long query runs', async () => {
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    // A query that works for a while: counting a few million rows of a recursive CTE.
    const long = sql<{ n: number }>`with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000) select count(*) as n from c`;
    const { rows } = await long.execute(database.reads);
    clearInterval(tick);
    expect(rows).toEqual([{ n: 3_000_000 }]);
    // On the main connection the loop could not turn at all until the query ended.
    expect(turns).toBeGreaterThan(0);
  });

  it('refuse a write and a transaction', async () => {
    await expect(sql`insert into settings (key, value) values ('x', 'y')`.execute(database.reads)).rejects.toThrow(/SELECTs only/);
    await expect(database.reads.transaction().execute(async () => {})).rejects.toThrow(/no transactions/);
  });

  it('are the main connection for an in-memory database', async () => {
    const memory = openDatabase(':memory:');
    expect(memory.reads).toBe(memory.db);
    await memory.close();
  });
});
