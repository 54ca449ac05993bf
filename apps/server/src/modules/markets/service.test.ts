import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { marketId } from '../../test/players.ts';
import { MarketCache } from './service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
  return t.close();
});

describe('the market cache', () => {
  it('keeps a market at most its time to live, then reads it again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const id = await marketId(t, 'main', 'Kalyan');
    const cache = new MarketCache(t.db, 1000);
    expect((await cache.get(id))?.name).toBe('Kalyan');
    await t.db.updateTable('markets').set({ name: 'Kalyan Renamed' }).where('id', '=', id).execute();
    vi.advanceTimersByTime(999);
    expect((await cache.get(id))?.name).toBe('Kalyan');
    vi.advanceTimersByTime(1);
    expect((await cache.get(id))?.name).toBe('Kalyan Renamed');
  });

  it('reads every time when its time to live is 0', async () => {
    const id = await marketId(t, 'main', 'Kalyan');
    const cache = new MarketCache(t.db, 0);
    await cache.get(id);
    await t.db.updateTable('markets').set({ active: 0 }).where('id', '=', id).execute();
    expect((await cache.get(id))?.active).toBe(false);
    expect(await cache.get(99999)).toBeNull();
  });
});
