import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('the ttl cache', () => {
  it('loads once per key within its time to live, and again after it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not keep a failed load, and with 0 loads every time', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 7)).toBe(7);
    const none = new TtlCache<number>(0);
    let n = 0;
    await none.get('a', async () => ++n);
    await none.get('a', async () => ++n);
    expect(n).toBe(2);
  });
});
