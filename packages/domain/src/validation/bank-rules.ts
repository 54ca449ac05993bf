/**
 * The rules and messages of a bank account a player withdraws to (ADR 012; not in the older apps): the
 * holder's name, the account number typed twice, and the branch's IFSC. Without zod, so the player
 * app's screens and the server share them.
 */

export const BANK_TEXT = {
  holderNameRequired: "Please enter the account holder's name",
  holderNameInvalid: "Account holder's name must be 2 to 100 letters, spaces or dots",
  accountNumberRequired: 'Please enter the account number',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  accountNumbersDiffer: 'The account numbers do not match',
  ifscRequired: 'Please enter the IFSC',
  ifscInvalid: 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)',
} as const;

/** A bank account as entered, each field already read (see `readBankAccount`). */
export interface BankAccount {
  readonly holderName: string;
  readonly accountNumber: string;
  readonly ifsc: string;
}

/** The name as written, with runs of spaces made one. */
export function normaliseHolderName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The account number without the spaces people type in it. */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The IFSC upper-cased, without spaces ("sbin 0001234" → "SBIN0001234"). */
export function normaliseIfsc(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : null;

/** The problem with a holder's name (letters, spaces and dots, 2 to 100 after trimming), or null. */
export function checkHolderName(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return BANK_TEXT.holderNameRequired;
  const name = normaliseHolderName(value);
  return /^[A-Za-z. ]{2,100}$/.test(name) && /[A-Za-z]/.test(name) ? null : BANK_TEXT.holderNameInvalid;
}

/** The problem with an account number (9 to 18 digits; spaces ignored), or null. */
export function checkAccountNumber(value: unknown): string | null {
  const raw = text(value);
  if (raw === null || raw.trim() === '') return BANK_TEXT.accountNumberRequired;
  return /^\d{9,18}$/.test(normaliseAccountNumber(raw)) ? null : BANK_TEXT.accountNumberInvalid;
}

/** The problem with an IFSC (`AAAA0XXXXXX` once upper-cased), or null. */
export function checkIfsc(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return BANK_TEXT.ifscRequired;
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(normaliseIfsc(value)) ? null : BANK_TEXT.ifscInvalid;
}

/**
 * A bank account from what a form or a client sent, or the first problem in the form's order: the
 * name, the account number, its confirmation (the same digits), the IFSC.
 */
export function readBankAccount(input: {
  holderName: unknown;
  accountNumber: unknown;
  confirmAccountNumber: unknown;
  ifsc: unknown;
}): { account: BankAccount; problem: null } | { account: null; problem: string } {
  const problem =
    checkHolderName(input.holderName) ??
    checkAccountNumber(input.accountNumber) ??
    (normaliseAccountNumber(text(input.confirmAccountNumber) ?? '') === normaliseAccountNumber(text(input.accountNumber) ?? '')
      ? null
      : BANK_TEXT.accountNumbersDiffer) ??
    checkIfsc(input.ifsc);
  if (problem !== null) return { account: null, problem };
  return {
    account: {
      holderName: normaliseHolderName(input.holderName as string),
      accountNumber: normaliseAccountNumber(text(input.accountNumber) as string),
      ifsc: normaliseIfsc(input.ifsc as string),
    },
    problem: null,
  };
}

/** An account number as screens and lists show it: its last four digits ("XXXXXX1234"). */
export function maskAccountNumber(accountNumber: string): string {
  return `XXXXXX${accountNumber.slice(-4)}`;
}
