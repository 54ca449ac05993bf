import { type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getSession } from './session.ts';
import { readJson, removeItem, writeJson } from './storage.ts';

/**
 * The last answers a player can read offline (ADR 006): the markets (user info and dashboard, the
 * Starline and Gali lists), the wallet's histories and the bid and win histories. The player API is
 * POST, which no service worker caches, so the app keeps them itself: each successful answer of
 * these queries is written to localStorage and put back in the query cache when the app starts.
 * They belong to one login: another login, a logout or a 401 forgets them. Writes are never kept.
 */
const KEPT_QUERIES: ReadonlySet<string> = new Set([
  'user-info',
  'dashboard-data',
  'starline-games',
  'gali-games',
  'transactions',
  'withdraw-history',
  'history',
]);

export const OFFLINE_CACHE_KEY = 'pana:offline-cache';
/** At most this many answers, the newest kept; an answer larger than MAX_ENTRY_CHARS is not kept. */
const MAX_ENTRIES = 24;
const MAX_ENTRY_CHARS = 200_000;
const SAVE_DELAY_MS = 1000;

type Entry = { key: QueryKey; data: unknown; updatedAt: number };
type Stored = { owner: string; entries: Record<string, Entry> };

/** True for the queries whose last answer is kept for reading offline. */
export function isKeptOffline(queryKey: QueryKey): boolean {
  return typeof queryKey[0] === 'string' && KEPT_QUERIES.has(queryKey[0]);
}

/** Whose answers these are: a short hash of the login's token (the token itself is not copied). */
function currentOwner(): string | null {
  const token = getSession()?.token;
  if (!token) return null;
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function readStored(): Stored | undefined {
  const value = readJson(OFFLINE_CACHE_KEY);
  if (typeof value !== 'object' || value === null) return undefined;
  const { owner, entries } = value as Partial<Stored>;
  return typeof owner === 'string' && typeof entries === 'object' && entries !== null ? { owner, entries } : undefined;
}

/** Puts the kept answers of the stored login back in the cache, with the time each was fetched. */
export function restoreOfflineAnswers(queryClient: QueryClient): void {
  const stored = readStored();
  if (!stored) return;
  if (stored.owner !== currentOwner()) {
    removeItem(OFFLINE_CACHE_KEY);
    return;
  }
  for (const entry of Object.values(stored.entries)) {
    if (!Array.isArray(entry.key) || typeof entry.updatedAt !== 'number' || entry.data === undefined) continue;
    if (queryClient.getQueryData(entry.key) !== undefined) continue;
    queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    // Shown at once (and offline), but never taken as fresh: a screen that reads it asks the server
    // again, even within the queries' staleTime (a balance changed since the page was left).
    void queryClient.invalidateQueries({ queryKey: entry.key, exact: true, refetchType: 'none' });
  }
}

/**
 * Restores the kept answers, then keeps each new answer of those queries (a second after it came).
 * Returns the function that stops keeping them.
 */
export function keepAnswersOffline(queryClient: QueryClient): () => void {
  restoreOfflineAnswers(queryClient);
  const pending = new Map<string, Entry>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = () => {
    timer = undefined;
    const owner = currentOwner();
    if (!owner) {
      pending.clear();
      removeItem(OFFLINE_CACHE_KEY);
      return;
    }
    const stored = readStored();
    const entries = stored?.owner === owner ? { ...stored.entries } : {};
    for (const [hash, entry] of pending) entries[hash] = entry;
    pending.clear();
    const newest = Object.entries(entries)
      .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
      .slice(0, MAX_ENTRIES);
    writeJson(OFFLINE_CACHE_KEY, { owner, entries: Object.fromEntries(newest) } satisfies Stored);
  };
  const schedule = () => {
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isKeptOffline(event.query.queryKey)) return;
    if (event.type === 'updated' && event.action.type === 'success') {
      const { data, dataUpdatedAt } = event.query.state;
      if (data === undefined || JSON.stringify(data).length > MAX_ENTRY_CHARS) return;
      pending.set(event.query.queryHash, { key: event.query.queryKey, data, updatedAt: dataUpdatedAt });
      schedule();
    } else if (event.type === 'removed' && !getSession()) {
      // Logged out (or a 401): the cache is being cleared, and the kept answers go with it.
      schedule();
    }
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** The oldest fetch time among the kept answers on screen (those with an observer), or undefined. */
export function oldestAnswerOnScreen(queryClient: QueryClient): number | undefined {
  let oldest: number | undefined;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!isKeptOffline(query.queryKey) || query.getObserversCount() === 0 || query.state.data === undefined) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === undefined || at < oldest)) oldest = at;
  }
  return oldest;
}
