import { readJson, removeItem, storageKeys, writeJson } from '../../../lib/storage.ts';

/** What the register screen hands to the register OTP screen (sessionStorage, this tab only). */
export type RegisterDraft = { name: string; password: string; mobile: string; otp: string };

export function saveRegisterDraft(draft: RegisterDraft): void {
  writeJson(storageKeys.registerDraft, draft, 'session');
}

export function readRegisterDraft(): RegisterDraft | undefined {
  const value = readJson(storageKeys.registerDraft, 'session');
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, password, mobile, otp } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof password !== 'string' || typeof mobile !== 'string') return undefined;
  return { name, password, mobile, otp: typeof otp === 'string' ? otp : '' };
}

export function clearRegisterDraft(): void {
  removeItem(storageKeys.registerDraft, 'session');
}
