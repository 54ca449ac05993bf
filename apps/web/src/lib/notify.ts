import { useSyncExternalStore } from 'react';
import type * as HotToast from 'react-hot-toast';

/**
 * Toast messages (react-hot-toast: top right, errors in red). The library loads with the first
 * message, so screens that never show one (the first load of /login) don't carry it.
 */
type ToastModule = typeof HotToast;
type Options = { id?: string; duration?: number };

let loading: Promise<ToastModule> | undefined;
let isRequested = false;
const listeners = new Set<() => void>();

function loadToasts(): Promise<ToastModule> {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  loading ??= import('react-hot-toast');
  return loading;
}

/** A red error toast; `id` keeps one toast per cause (a second failure replaces the first). */
export function notifyError(message: string, options: Options = {}): void {
  void loadToasts().then(({ default: toast }) => toast.error(message, { id: options.id ?? message, ...options }));
}

export function notifySuccess(message: string, options: Options = {}): void {
  void loadToasts().then(({ default: toast }) => toast.success(message, { id: options.id ?? message, ...options }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a message was asked for: the app then mounts the toaster. */
export function useHasToasts(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
}
