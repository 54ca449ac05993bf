import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { prepared } from './prepared.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a prepared statement', () => {
  const byName = prepared((db, name: string, minId: number) =>
    db.selectFrom('markets').select(['id', 'name']).where('name', '=', name).where('id', '>=', minId).where('kind', '=', 'main'),
  );

  it('answers as the same query built each time, with new values on every run', async () => {
    const built = (name: string) =>
      t.db.selectFrom('markets').select(['id', 'name']).where('name', '=', name).where('id', '>=', 0).where('kind', '=', 'main').execute();
    for (const name of ['Kalyan', 'Milan Day', 'No such market']) {
      expect((await byName.run(t.db, name, 0)).rows).toEqual(await built(name));
    }
    expect((await byName.run(t.db, 'Kalyan', 1_000_000)).rows).toEqual([]);
  });

  it('runs inside a transaction and writes there', async () => {
    const rename = prepared((db, id: number, name: string) => db.updateTable('markets').set({ name }).where('id', '=', id));
    const [kalyan] = (await byName.run(t.db, 'Kalyan', 0)).rows;
    await t.db.transaction().execute(async (trx) => {
      const result = await rename.run(trx, kalyan!.id, 'Kalyan Renamed');
      expect(result.numAffectedRows).toBe(1n);
      expect((await byName.run(trx, 'Kalyan Renamed', 0)).rows).toHaveLength(1);
      await rename.run(trx, kalyan!.id, 'Kalyan');
    });
    expect((await byName.run(t.db, 'Kalyan', 0)).rows).toHaveLength(1);
  });

  it('refuses an argument that decides the SQL instead of a value', async () => {
    const wrong = prepared((db, limit: number) => db.selectFrom('markets').select('id').limit(10).where('id', '>', 0).$if(Boolean(limit), (q) => q));
    await expect(wrong.run(t.db, 5)).rejects.toThrow('prepared: argument 0 is not a value of the statement');
  });
});
