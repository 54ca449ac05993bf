/**
 * Whether the live updates' stream is open and healthy (ADR 013). Part of the first load, tiny: the
 * dashboard poll reads it to slow from 5 s to 60 s while events arrive on their own, and the stream
 * (loaded after login, app/live-updates) sets it.
 */
let healthy = false;

export function isLiveHealthy(): boolean {
  return healthy;
}

export function setLiveHealthy(value: boolean): void {
  healthy = value;
}

/** A `notice` event's data: at least its kind (the notifications module defines the rest). */
export type LiveNotice = { kind: string; [field: string]: unknown };
const noticeListeners = new Set<(notice: LiveNotice) => void>();

/** Hears every `notice` event of the stream (a new inbox item, an operator's notice). */
export function onLiveNotice(listener: (notice: LiveNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function emitLiveNotice(notice: LiveNotice): void {
  for (const listener of noticeListeners) listener(notice);
}
