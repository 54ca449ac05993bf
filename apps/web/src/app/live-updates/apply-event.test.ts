import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueryKey } from '../../features/markets/api/get-dashboard-data.ts';
import { userInfoQueryKey } from '../../lib/api/get-user-info.ts';
import { onLiveNotice } from '../../lib/live-status.ts';
import { maintenanceMessage, resetMaintenance } from '../../lib/maintenance.ts';
import { applyLiveEvent, MARKET_REFETCH_DELAY_MS } from './apply-event.ts';

const TOKEN = 'tok';
let client: QueryClient;
afterEach(() => {
  client.clear();
  resetMaintenance();
});

function cacheWithBalances() {
  client = new QueryClient();
  client.setQueryData(dashboardQueryKey(TOKEN), {
    result: [],
    wallet_amt: 100,
    betting_status: '1',
    mobile_1: '',
    telegram_no: '',
    whatsapp_no: '',
    marquee_text: '',
  });
  client.setQueryData(userInfoQueryKey(TOKEN), { user_name: 'A', wallet_amt: 100 });
  return client;
}

describe('applying a live event', () => {
  it('puts a wallet event’s balance into the home’s dashboard and the header’s user info at once', () => {
    const c = cacheWithBalances();
    applyLiveEvent(c, TOKEN, 'wallet', { balance: 1_085, ledger_id: 12 });
    expect(c.getQueryData<{ wallet_amt: number }>(dashboardQueryKey(TOKEN))?.wallet_amt).toBe(1_085);
    expect(c.getQueryData<{ wallet_amt: number }>(userInfoQueryKey(TOKEN))?.wallet_amt).toBe(1_085);
  });

  it('ignores a wallet event without a number', () => {
    const c = cacheWithBalances();
    applyLiveEvent(c, TOKEN, 'wallet', { balance: '1085' });
    expect(c.getQueryData<{ wallet_amt: number }>(dashboardQueryKey(TOKEN))?.wallet_amt).toBe(100);
  });

  it('marks the market lists stale a second after a market event (the server caches them that long), so the screens fetch again', () => {
    vi.useFakeTimers();
    const c = cacheWithBalances();
    applyLiveEvent(c, TOKEN, 'market', { change: 'result_declared', market_id: 3 }, () => 0);
    vi.advanceTimersByTime(MARKET_REFETCH_DELAY_MS - 1);
    expect(c.getQueryState(dashboardQueryKey(TOKEN))?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(c.getQueryState(dashboardQueryKey(TOKEN))?.isInvalidated).toBe(true);
    expect(c.getQueryState(userInfoQueryKey(TOKEN))?.isInvalidated).toBe(false);
  });

  it('hands a notice to its listeners and marks the notifications stale', () => {
    const c = cacheWithBalances();
    c.setQueryData(['notifications', 'unread', TOKEN], { unread: 0 });
    const heard = vi.fn();
    const stop = onLiveNotice(heard);
    applyLiveEvent(c, TOKEN, 'notice', { kind: 'inbox', id: 5 });
    stop();
    expect(heard).toHaveBeenCalledWith({ kind: 'inbox', id: 5 });
    expect(c.getQueryState(['notifications', 'unread', TOKEN])?.isInvalidated).toBe(true);
  });

  it('shows the maintenance message at once and fetches the market lists again (they carry it), leaving the inbox alone', () => {
    vi.useFakeTimers();
    const c = cacheWithBalances();
    c.setQueryData(['notifications', 'unread', TOKEN], { unread: 0 });
    const heard = vi.fn();
    const stop = onLiveNotice(heard);
    applyLiveEvent(c, TOKEN, 'notice', { kind: 'maintenance', message: 'Back at 9 PM' }, () => 0);
    stop();
    expect(maintenanceMessage()).toBe('Back at 9 PM');
    vi.advanceTimersByTime(MARKET_REFETCH_DELAY_MS);
    vi.useRealTimers();
    expect(c.getQueryState(dashboardQueryKey(TOKEN))?.isInvalidated).toBe(true);
    expect(c.getQueryState(['notifications', 'unread', TOKEN])?.isInvalidated).toBe(false);
    expect(heard).not.toHaveBeenCalled();
  });

  it('takes the state a new stream starts with as it is: nothing refetched when it is what the app shows', () => {
    vi.useFakeTimers();
    const c = cacheWithBalances();
    applyLiveEvent(c, TOKEN, 'notice', { kind: 'maintenance', message: '' }, () => 0);
    vi.advanceTimersByTime(2 * MARKET_REFETCH_DELAY_MS);
    expect(c.getQueryState(dashboardQueryKey(TOKEN))?.isInvalidated).toBe(false);
    // Switched off between the app's last poll and its stream opening: the banner goes at once.
    applyLiveEvent(c, TOKEN, 'notice', { kind: 'maintenance', message: 'Back at 9 PM' }, () => 0);
    applyLiveEvent(c, TOKEN, 'notice', { kind: 'maintenance', message: '' }, () => 0);
    expect(maintenanceMessage()).toBe('');
    vi.advanceTimersByTime(2 * MARKET_REFETCH_DELAY_MS);
    vi.useRealTimers();
    expect(c.getQueryState(dashboardQueryKey(TOKEN))?.isInvalidated).toBe(true);
  });
});
