/**
 * Browser storage with JSON values. Every access is guarded: private modes and full quotas throw,
 * and a player must never see a crash because storage is unavailable.
 */
type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson(key: string, kind: StorageKind = 'local'): unknown {
  try {
    const raw = area(kind)?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, kind: StorageKind = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value lives only as long as the page.
  }
}

export function removeItem(key: string, kind: StorageKind = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Storage keys, one place (the stored login key is part of the contract with other clients). */
export const storageKeys = {
  credentials: 'userCredentials',
  deviceId: 'deviceId',
  registerDraft: 'registerDraft',
  /** The agent's invite code a registration link carried (`/r?code=…`, ADR 029), kept for this tab. */
  inviteCode: 'inviteCode',
} as const;
