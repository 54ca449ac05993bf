import { AppError } from './app-error.ts';

export interface Limit {
  /** What is counted, e.g. `login:mobile:9876543210`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Where the counters live. Every server process must see the same counters (docs/ARCHITECTURE.md#data), so
 * the server's store is the database (db/rate-limit-store.ts), which app.ts hands to the modules that limit.
 */
export interface RateLimitStore {
  /**
   * Counts one hit against a fixed-window limit, atomically: a window that ended starts again at `now`
   * with this hit. Returns the hits counted in the current window and when that window started.
   */
  hit(limit: Limit, now: number): Promise<{ count: number; windowStart: number }>;
  /** Forgets the counters of these keys (after a successful login, say). */
  reset(keys: string[]): Promise<void>;
  /**
   * Takes back one hit counted in the window that started at `windowStart` (an attempt counted before it
   * was judged, which turned out not to count: a right one-time code). Nothing when that window is over.
   */
  giveBack(key: string, windowStart: number): Promise<void>;
}

/** Counts a hit against each limit; throws 429 with a readable wait when any is exceeded. */
export async function enforce(
  store: RateLimitStore,
  limits: Limit[],
  now: number,
  message: (seconds: number) => string,
): Promise<void> {
  let wait = 0;
  for (const limit of limits) wait = Math.max(wait, secondsToWait(limit, await store.hit(limit, now), now));
  if (wait > 0) throw new AppError('rate_limited', message(wait), wait);
}

/** The seconds to wait after a hit: 0 within the limit, else until the window ends (at least 1). */
export function secondsToWait(limit: Limit, counted: { count: number; windowStart: number }, now: number): number {
  if (counted.count <= limit.max) return 0;
  return secondsLeft(limit, counted, now);
}

/** The seconds until a counted window ends (at least 1). */
export function secondsLeft(limit: Limit, counted: { windowStart: number }, now: number): number {
  return Math.max(1, Math.ceil((counted.windowStart + limit.windowMs - now) / 1000));
}

/** "15 minutes", "1 minute", "30 seconds": waits written for people. */
export function describeWait(seconds: number): string {
  if (seconds >= 90) {
    const m = Math.ceil(seconds / 60);
    return `${m} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
