import { BANK_WITHDRAW_METHOD, type UpiWithdrawMethodCode, WITHDRAW_METHODS, type WithdrawMethodCode } from '@pana/domain/catalogue';
import { type SavedBankAccount } from '../../../lib/api/get-bank-account.ts';
import { type PaymentDetails } from '../../../lib/api/get-payment-details.ts';
import { fundsMessages } from '../texts.ts';

/** Which saved number each withdraw method pays to (2 Google Pay, 3 Paytm, 4 PhonePe). */
const NUMBER_FIELD: Record<UpiWithdrawMethodCode, keyof PaymentDetails> = {
  2: 'google_pay_number',
  3: 'paytm_number',
  4: 'phone_pay_number',
};

export type WithdrawOption = { code: WithdrawMethodCode; name: string; number: string };

/**
 * The withdraw methods the player can use: the apps with a saved number, in code order, then the
 * bank account (5, ADR 012) when one is saved, shown masked.
 */
export function withdrawOptions(details: PaymentDetails | undefined, bank: SavedBankAccount | null = null): WithdrawOption[] {
  const apps = details
    ? ([2, 3, 4] as const)
        .map((code) => ({ code, name: WITHDRAW_METHODS[code], number: details[NUMBER_FIELD[code]].trim() }))
        .filter((option) => option.number !== '')
    : [];
  return bank ? [...apps, { code: BANK_WITHDRAW_METHOD, name: fundsMessages.get().bankAccount, number: bank.masked }] : apps;
}

/** What a withdraw request names of where it was paid: the app numbers, and newer servers' method and bank account. */
type PaidToFields = {
  google_pay_number: string;
  paytm_number: string;
  phone_pay_number: string;
  payment_method?: string;
  bank_account?: string;
};

/** Whether a request is a bank payout (ADR 012): method 5, or (from any server) a masked bank account. */
export function isBankPayout(request: PaidToFields): boolean {
  return request.payment_method === String(BANK_WITHDRAW_METHOD) || (request.bank_account ?? '').trim() !== '';
}

/** The number or account a withdraw request was paid to, with its method's name ('' when none is recorded). */
export function paidTo(request: PaidToFields): string {
  if (isBankPayout(request)) {
    const account = (request.bank_account ?? '').trim();
    const bankAccount = fundsMessages.get().bankAccount;
    return account ? `${bankAccount} ${account}` : bankAccount;
  }
  for (const code of [2, 3, 4] as const) {
    const number = request[NUMBER_FIELD[code]].trim();
    if (number) return `${WITHDRAW_METHODS[code]} ${number}`;
  }
  return '';
}

/** request_status '0' Pending, '1' Cancelled, anything else Approved (as the older apps read it). */
export function withdrawStatus(status: string): 'pending' | 'cancelled' | 'approved' {
  if (status === '0') return 'pending';
  if (status === '1') return 'cancelled';
  return 'approved';
}

/**
 * Where a request stands in Withdraw History. App numbers: Pending, Cancelled or Approved from
 * request_status, as the older apps read it. Bank payouts (ADR 012) from paid_status: pending, rejected
 * (Cancelled), approved and waiting for the bank (Processing), paid by the bank (with its UTR), or
 * failed (its points returned); request_status when a server does not say.
 */
export type WithdrawState = 'pending' | 'cancelled' | 'approved' | 'processing' | 'paid' | 'failed';

const BANK_STATE: Record<string, WithdrawState> = {
  pending: 'pending',
  rejected: 'cancelled',
  approved: 'processing',
  paid: 'paid',
  failed: 'failed',
};

export function withdrawState(request: PaidToFields & { request_status: string; paid_status?: string }): WithdrawState {
  if (isBankPayout(request)) {
    const state = BANK_STATE[request.paid_status ?? ''];
    if (state) return state;
  }
  return withdrawStatus(request.request_status);
}
