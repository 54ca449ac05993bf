import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { keepAnswersOffline, OFFLINE_CACHE_KEY, oldestAnswerOnScreen } from './offline-cache.ts';
import { clearSession, setSession } from './session.ts';

const ASHA = { username: 'Asha', token: 'token-asha', mobile: '9876543210' };
const RAVI = { username: 'Ravi', token: 'token-ravi', mobile: '9123456789' };
const MARKETS = { result: [{ game_id: 1, game_name: 'Kalyan Morning', open_time: '11:00 AM' }], wallet_amt: 500 };

/** A query answered at `at` (ms), as the app's queries are. */
async function answer(queryClient: QueryClient, queryKey: unknown[], data: unknown, at: number) {
  vi.setSystemTime(at);
  await queryClient.fetchQuery({ queryKey, queryFn: async () => data });
}

/** Lets the kept answers be written (they are saved a second after they came). */
function flush() {
  vi.advanceTimersByTime(1000);
}

describe('the answers kept for reading offline', () => {
  it('keeps the markets, wallet and histories answers and puts them back, with their time, when the app starts again', async () => {
    vi.useFakeTimers();
    setSession(ASHA);
    const first = new QueryClient();
    keepAnswersOffline(first);
    await answer(first, ['dashboard-data', ASHA.token], MARKETS, Date.UTC(2026, 10, 23, 4, 11));
    await answer(first, ['transactions', ASHA.token], { transaction_history: [] }, Date.UTC(2026, 10, 23, 4, 12));
    await answer(
      first,
      ['history', 'main-bids', '11/23/2026', '11/23/2026'],
      [{ digits: '128' }],
      Date.UTC(2026, 10, 23, 4, 13),
    );
    await answer(first, ['how-to-play'], { content: 'not kept' }, Date.UTC(2026, 10, 23, 4, 14));
    flush();

    const next = new QueryClient();
    keepAnswersOffline(next);
    expect(next.getQueryData(['dashboard-data', ASHA.token])).toEqual(MARKETS);
    expect(next.getQueryState(['dashboard-data', ASHA.token])?.dataUpdatedAt).toBe(Date.UTC(2026, 10, 23, 4, 11));
    expect(next.getQueryData(['transactions', ASHA.token])).toEqual({ transaction_history: [] });
    expect(next.getQueryData(['history', 'main-bids', '11/23/2026', '11/23/2026'])).toEqual([{ digits: '128' }]);
    expect(next.getQueryData(['how-to-play'])).toBeUndefined();
  });

  it('asks the server again for a kept answer even when it is younger than the staleTime', async () => {
    vi.useFakeTimers();
    setSession(ASHA);
    const first = new QueryClient();
    keepAnswersOffline(first);
    await answer(first, ['transactions', ASHA.token], { wallet: 1000 }, Date.UTC(2026, 10, 23, 4, 11));
    flush();

    // Reloaded two seconds later: the kept answer shows at once, but is not fresh.
    vi.setSystemTime(Date.UTC(2026, 10, 23, 4, 11, 2));
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } } });
    keepAnswersOffline(next);
    expect(next.getQueryData(['transactions', ASHA.token])).toEqual({ wallet: 1000 });
    expect(next.getQueryState(['transactions', ASHA.token])?.isInvalidated).toBe(true);
    const fetched = vi.fn(async () => ({ wallet: 1500 }));
    await next.fetchQuery({ queryKey: ['transactions', ASHA.token], queryFn: fetched, staleTime: 10_000 });
    expect(fetched).toHaveBeenCalledOnce();
    expect(next.getQueryData(['transactions', ASHA.token])).toEqual({ wallet: 1500 });
  });

  it("never shows one login's answers to another login", async () => {
    vi.useFakeTimers();
    setSession(ASHA);
    const first = new QueryClient();
    keepAnswersOffline(first);
    await answer(first, ['dashboard-data', ASHA.token], MARKETS, Date.now());
    flush();

    setSession(RAVI);
    const next = new QueryClient();
    keepAnswersOffline(next);
    expect(next.getQueryCache().getAll()).toHaveLength(0);
    expect(window.localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
    expect(window.localStorage.getItem(OFFLINE_CACHE_KEY) ?? '').not.toContain(ASHA.token);
  });

  it('forgets them at logout', async () => {
    vi.useFakeTimers();
    setSession(ASHA);
    const queryClient = new QueryClient();
    keepAnswersOffline(queryClient);
    await answer(queryClient, ['dashboard-data', ASHA.token], MARKETS, Date.now());
    flush();
    expect(window.localStorage.getItem(OFFLINE_CACHE_KEY)).toContain('Kalyan Morning');

    clearSession();
    queryClient.clear();
    flush();
    expect(window.localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('tells the oldest time among the kept answers on screen', async () => {
    vi.useFakeTimers();
    setSession(ASHA);
    const queryClient = new QueryClient();
    keepAnswersOffline(queryClient);
    await answer(queryClient, ['dashboard-data', ASHA.token], MARKETS, 5_000);
    await answer(queryClient, ['user-info', ASHA.token], { wallet_amt: 500 }, 3_000);
    await answer(queryClient, ['transactions', ASHA.token], { transaction_history: [] }, 1_000);
    expect(oldestAnswerOnScreen(queryClient)).toBeUndefined(); // nothing on screen yet
    const watch = (queryKey: unknown[]) =>
      new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => undefined);
    watch(['dashboard-data', ASHA.token]);
    expect(oldestAnswerOnScreen(queryClient)).toBe(5_000);
    watch(['user-info', ASHA.token]);
    expect(oldestAnswerOnScreen(queryClient)).toBe(3_000);
  });
});
