import { isJodi, isPana } from '@pana/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_RESULT_DAYS, seedDatabase } from './seed.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the first-run seed', () => {
  it('writes markets of all three kinds, every rate and the demo player', async () => {
    const kinds = await t.db.selectFrom('markets').select(['kind', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('kind').orderBy('kind').execute();
    expect(kinds.map((k) => [k.kind, Number(k.n)])).toEqual([['gali', 4], ['main', 13], ['starline', 12]]);
    expect(await t.db.selectFrom('rates').selectAll().execute()).toHaveLength(14);
    expect(await t.db.selectFrom('users').select(['mobile', 'betting_status']).execute()).toEqual([{ mobile: '9876543210', betting_status: 1 }]);
  });

  it('writes valid past results for every market on the four weeks before today, none for today', async () => {
    const rows = await t.db.selectFrom('results').innerJoin('markets', 'markets.id', 'results.market_id').select(['markets.kind', 'draw_date', 'open_pana', 'close_pana', 'jodi']).execute();
    expect(rows).toHaveLength(29 * DEMO_RESULT_DAYS);
    expect(rows.every((r) => r.draw_date < '2026-11-23' && r.draw_date >= '2026-10-26')).toBe(true);
    for (const r of rows) {
      if (r.kind === 'gali') expect(isJodi(r.jodi ?? '')).toBe(true);
      else expect(isPana(r.open_pana ?? '')).toBe(true);
      if (r.kind === 'main') expect(isPana(r.close_pana ?? '')).toBe(true);
    }
  });

  it('runs once: a second run writes nothing', async () => {
    const openWallet = () => Promise.reject(new Error('a second run opens no wallet'));
    expect(await seedDatabase(t.db, t.clock.now(), { demo: true, openWallet })).toBe(false);
    expect(await t.db.selectFrom('users').selectAll().execute()).toHaveLength(1);
  });
});
