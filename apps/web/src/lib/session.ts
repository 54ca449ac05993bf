import { useSyncExternalStore } from 'react';
import { readJson, removeItem, storageKeys, writeJson } from './storage.ts';

/** The stored login (localStorage `userCredentials`), shared with the other clients of this API. */
export type Session = { username: string; token: string; mobile: string };

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function parse(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const { username, token, mobile } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  return {
    username: typeof username === 'string' ? username : '',
    token,
    mobile: typeof mobile === 'string' || typeof mobile === 'number' ? String(mobile) : '',
  };
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = parse(readJson(storageKeys.credentials));
  return cached;
}

export function setSession(session: Session): void {
  cached = session;
  writeJson(storageKeys.credentials, session);
  emit();
}

export function updateSession(changes: Partial<Omit<Session, 'token'>>): void {
  const current = getSession();
  if (current) setSession({ ...current, ...changes });
}

export function clearSession(): void {
  cached = null;
  removeItem(storageKeys.credentials);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab logged in or out.
    if (event.key === null || event.key === storageKeys.credentials) {
      cached = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored login, re-rendering when it changes (login, logout, a 401, another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Forget the in-memory copy (tests reset localStorage between cases). */
export function resetSessionCache(): void {
  cached = undefined;
}
