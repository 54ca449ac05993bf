import { readJson, removeItem, storageKeys, writeJson } from '../../../lib/storage.ts';

/**
 * The invite code of an agent's link (`/r?code=XXXXXX`, ADR 029): the register screen's field starts
 * with it, and it is kept for this tab (sessionStorage), so going to the login screen and back, or a
 * reload, does not lose it before the registration is done.
 */

/** The longest code the field takes (codes are six characters; the server reads up to 32). */
export const INVITE_CODE_MAX = 16;

/** A code as typed or linked: trimmed, upper-case, at most INVITE_CODE_MAX characters. */
export function normaliseInviteCode(raw: string): string {
  return raw.trim().toUpperCase().slice(0, INVITE_CODE_MAX);
}

/** The code of the page's `?code=`, else the one kept for this tab, else ''. */
export function initialInviteCode(search: URLSearchParams): string {
  const linked = normaliseInviteCode(search.get('code') ?? '');
  if (linked) return linked;
  const kept = readJson(storageKeys.inviteCode, 'session');
  return typeof kept === 'string' ? normaliseInviteCode(kept) : '';
}

export function keepInviteCode(code: string): void {
  if (code) writeJson(storageKeys.inviteCode, code, 'session');
  else removeItem(storageKeys.inviteCode, 'session');
}

export function clearInviteCode(): void {
  removeItem(storageKeys.inviteCode, 'session');
}
