import { otpLengthOf } from '@pana/domain/catalogue';
import { readJson, removeItem, storageKeys, writeJson } from '../../../lib/storage.ts';

/**
 * What the register screen hands to the register OTP screen (sessionStorage, this tab only): the form,
 * the echoed code (development, demo) and the digits of the code sent.
 */
export type RegisterDraft = {
  name: string;
  password: string;
  mobile: string;
  otp: string;
  otpLength: number;
  /** The agent's invite code typed or linked (ADR 029); absent when none. */
  inviteCode?: string;
};

export function saveRegisterDraft(draft: RegisterDraft): void {
  writeJson(storageKeys.registerDraft, draft, 'session');
}

export function readRegisterDraft(): RegisterDraft | undefined {
  const value = readJson(storageKeys.registerDraft, 'session');
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, password, mobile, otp, otpLength, inviteCode } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof password !== 'string' || typeof mobile !== 'string') return undefined;
  return {
    name,
    password,
    mobile,
    otp: typeof otp === 'string' ? otp : '',
    otpLength: otpLengthOf(otpLength),
    ...(typeof inviteCode === 'string' && inviteCode !== '' ? { inviteCode } : {}),
  };
}

export function clearRegisterDraft(): void {
  removeItem(storageKeys.registerDraft, 'session');
}
