import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, readNow } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { prepared } from './prepared.ts';

let dir: string;
let database: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pana-driver-'));
  database = openDatabase(join(dir, 'pana.db'));
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const settingsRead = () => database.db.selectFrom('settings').select('value').where('key', '=', 'k').executeTakeFirst();

describe('the SQLite connections of the server', () => {
  it('answer a read while a transaction is open, with the last committed state', async () => {
    await database.db.insertInto('settings').values({ key: 'k', value: 'before' }).execute();
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    let inside!: () => void;
    const started = new Promise<void>((r) => (inside = r));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.updateTable('settings').set({ value: 'during' }).where('key', '=', 'k').execute();
      inside();
      await held;
    });
    await started;
    // The write is not committed: a reader sees the value before it, and does not wait for the commit.
    expect(await settingsRead()).toEqual({ value: 'before' });
    finish();
    await transaction;
    expect(await settingsRead()).toEqual({ value: 'during' });
  });

  it('let one writer at a time: a write outside the transaction waits for its commit', async () => {
    await database.db.insertInto('settings').values({ key: 'k', value: '0' }).execute();
    const order: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.updateTable('settings').set({ value: '1' }).where('key', '=', 'k').execute();
      await held;
      order.push('commit');
    });
    const write = database.db
      .updateTable('settings')
      .set({ value: '2' })
      .where('key', '=', 'k')
      .execute()
      .then(() => order.push('write'));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    finish();
    await Promise.all([transaction, write]);
    expect(order).toEqual(['commit', 'write']);
    expect(await settingsRead()).toEqual({ value: '2' });
  });

  it('give the writer back when a transaction fails', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('settings').values({ key: 'k', value: 'x' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await settingsRead()).toBeUndefined();
    await database.db.insertInto('settings').values({ key: 'k', value: 'after' }).execute();
    expect(await settingsRead()).toEqual({ value: 'after' });
  });

  it('run a compiled SELECT at once on the read connection, and everything else through Kysely', async () => {
    await database.db.insertInto('settings').values({ key: 'k', value: 'committed' }).execute();
    const select = database.db.selectFrom('settings').select('value').where('key', '=', 'k').compile();
    expect(readNow(database.db, select)?.rows).toEqual([{ value: 'committed' }]);
    expect(readNow(database.db, database.db.updateTable('settings').set({ value: 'x' }).where('key', '=', 'k').compile())).toBeNull();
    const valueOf = prepared((db, key: string) => db.selectFrom('settings').select('value').where('key', '=', key));
    await database.db.transaction().execute(async (trx) => {
      expect(readNow(trx, select)).toBeNull();
      await trx.updateTable('settings').set({ value: 'uncommitted' }).where('key', '=', 'k').execute();
      // Inside the transaction a prepared read sees its own write (the writer); outside, the committed state.
      expect((await valueOf.run(trx, 'k')).rows).toEqual([{ value: 'uncommitted' }]);
      expect((await valueOf.run(database.db, 'k')).rows).toEqual([{ value: 'committed' }]);
    });
    expect((await valueOf.run(database.db, 'k')).rows).toEqual([{ value: 'uncommitted' }]);
  });
});
