import { useSyncExternalStore } from 'react';

/**
 * The server's clock as the phone can best tell it (ADR 015: a market card's countdown must not
 * follow a phone whose clock is minutes off).
 *
 * Every answer's `Date` header says the server's time to the second when it answered, which happened
 * between the moment the call was sent and the moment its answer arrived (phone time). So each answer
 * bounds the offset (server − phone) to an interval: [date − receivedAt, date + 1 s − sentAt]. The
 * intersection of the intervals of the answers so far narrows to well under a second within a few
 * polls; the estimate is its middle. An empty intersection (the phone's clock was set meanwhile) or an
 * hour without narrowing starts again from the latest answer.
 */

let low = -Infinity;
let high = Infinity;
let since = 0;
/** Intervals older than this are forgotten, so the phone clock's own drift cannot pile up. */
const KEEP_MS = 60 * 60_000;

/** Notes one answer: its `Date` header and the phone times the call was sent and answered. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const date = Date.parse(dateHeader);
  if (!Number.isFinite(date) || receivedAt < sentAt) return;
  const lo = date - receivedAt;
  const hi = date + 1000 - sentAt;
  if (lo > high || hi < low || receivedAt - since > KEEP_MS) {
    low = lo;
    high = hi;
    since = receivedAt;
    return;
  }
  low = Math.max(low, lo);
  high = Math.min(high, hi);
}

/** Server time minus phone time, in ms (0 until an answer said otherwise). */
export function serverOffset(): number {
  return Number.isFinite(low) && Number.isFinite(high) ? Math.round((low + high) / 2) : 0;
}

/** The server's time now, as epoch ms. */
export function serverNow(): number {
  return Date.now() + serverOffset();
}

/** Forgets every answer (tests). */
export function resetServerClock(): void {
  low = -Infinity;
  high = Infinity;
  since = 0;
}

// One ticker for every countdown on the screen: a second's tick, stopped while nobody listens or the
// page is hidden (a phone's battery), caught up at once when it shows again.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let tick = serverNow();

function emit(): void {
  tick = serverNow();
  for (const listener of listeners) listener();
}

function run(): void {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (listeners.size > 0 && visible && timer === undefined) {
    emit();
    timer = setInterval(emit, 1000);
  } else if ((listeners.size === 0 || !visible) && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof document !== 'undefined') document.addEventListener('visibilitychange', run);
  run();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof document !== 'undefined') document.removeEventListener('visibilitychange', run);
    run();
  };
}

/** The server's time, renewed every second while the component is on a visible screen. */
export function useServerNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => tick,
    () => tick,
  );
}
