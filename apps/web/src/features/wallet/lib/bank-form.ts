import {
  BANK_TEXT,
  type BankAccount,
  checkAccountNumber,
  checkHolderName,
  checkIfsc,
  normaliseAccountNumber,
  normaliseHolderName,
  normaliseIfsc,
  otpLengthOf,
} from '@pana/domain/catalogue';
import { translateMessage } from '@pana/domain/messages';
import { locale } from '../../../lib/i18n/locale.ts';

/** The Add bank account form as typed. */
export type BankFormValues = { holderName: string; accountNumber: string; confirmAccountNumber: string; ifsc: string };

export type BankFormErrors = Partial<Record<keyof BankFormValues, string>>;

export const EMPTY_BANK_FORM: BankFormValues = { holderName: '', accountNumber: '', confirmAccountNumber: '', ifsc: '' };

/**
 * Each field's problem, with the domain's messages (the server checks the same rules): the name,
 * the account number, the confirmation (the same digits, once the first is a valid number) and the IFSC.
 */
export function bankFormErrors(values: BankFormValues): BankFormErrors {
  const errors: BankFormErrors = {};
  const holderName = checkHolderName(values.holderName);
  if (holderName) errors.holderName = holderName;
  const accountNumber = checkAccountNumber(values.accountNumber);
  if (accountNumber) errors.accountNumber = accountNumber;
  else if (normaliseAccountNumber(values.confirmAccountNumber) !== normaliseAccountNumber(values.accountNumber))
    errors.confirmAccountNumber = BANK_TEXT.accountNumbersDiffer;
  const ifsc = checkIfsc(values.ifsc);
  if (ifsc) errors.ifsc = ifsc;
  return errors;
}

/** The account to save (name, number and IFSC normalised as the server stores them), or the form's errors. */
export function readBankForm(values: BankFormValues): { account: BankAccount; errors: null } | { account: null; errors: BankFormErrors } {
  const errors = bankFormErrors(values);
  if (Object.keys(errors).length > 0) return { account: null, errors };
  return {
    account: {
      holderName: normaliseHolderName(values.holderName),
      accountNumber: normaliseAccountNumber(values.accountNumber),
      ifsc: normaliseIfsc(values.ifsc),
    },
    errors: null,
  };
}

/** The IFSC as the player types it: in capitals, without spaces (never cut short: a wrong length is said, not hidden). */
export function typedIfsc(value: string): string {
  return normaliseIfsc(value);
}

/** Whether a refusal from the server is one of the form's own messages (its fields must change), not the code's. */
export function isBankFormMessage(message: string | undefined): boolean {
  if (message === undefined) return false;
  // The server's msg comes in the chosen language (X-Pana-Lang): the English rule or its translation.
  const code = locale.get();
  return (Object.values(BANK_TEXT) as string[]).some(
    (english) => english === message || translateMessage(code, english) === message,
  );
}

/** Route state the wallet hands to the bank account's OTP screen: the account to save, where the code went and its digits. */
export type BankCodeState = BankAccount & { mobile: string; otpLength: number };

/** The OTP screen's state as the wallet sent it, or undefined (opened directly, or the state is not the wallet's). */
export function readBankCodeState(state: unknown): BankCodeState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { mobile, holderName, accountNumber, ifsc, otpLength } = state as Record<string, unknown>;
  const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
  return isText(mobile) && isText(holderName) && isText(accountNumber) && isText(ifsc)
    ? { mobile, holderName, accountNumber, ifsc, otpLength: otpLengthOf(otpLength) }
    : undefined;
}
