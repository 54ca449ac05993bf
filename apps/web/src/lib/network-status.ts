import { useSyncExternalStore } from 'react';
import { appMessages } from './texts.ts';

/**
 * What the app says when the network is gone (ADR 006), in the chosen language at the moment it is read
 * (`NETWORK_TEXT.noConnection`): the words live in the 'app' component (lib/texts.ts).
 */
export const NETWORK_TEXT = {
  get noConnection(): string {
    return appMessages.get().noConnection;
  },
  get offline(): string {
    return appMessages.get().offline;
  },
  offlineUpdated: (time: string): string => appMessages.get().offlineUpdated({ time }),
};

type Listener = () => void;
const listeners = new Set<Listener>();
/** True after a call got no answer, until one is answered or the browser says it is back online. */
let hasFailedCall = false;

function emit(): void {
  for (const listener of listeners) listener();
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Online as far as the app can tell: the browser has a network and the last call was answered. */
export function isOnline(): boolean {
  return browserOnline() && !hasFailedCall;
}

/** A call got no answer at all (no network, server unreachable). */
export function reportCallFailed(): void {
  if (hasFailedCall) return;
  hasFailedCall = true;
  emit();
}

/** A call was answered (whatever it said): the network works. */
export function reportCallAnswered(): void {
  if (!hasFailedCall) return;
  hasFailedCall = false;
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onChange = () => {
    // Back online: give calls a fresh chance; the next one that fails says so again.
    if (browserOnline()) hasFailedCall = false;
    listener();
  };
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Re-renders when the network comes or goes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Forget a failed call (tests). */
export function resetNetworkStatus(): void {
  hasFailedCall = false;
}
