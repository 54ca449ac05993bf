import { DEPOSIT_METHODS, FUND_SPEC_TEXT, type UpiWithdrawMethodCode, WITHDRAW_METHODS, type WithdrawMethodCode } from '@pana/domain';
import { type PaymentNumbersTable } from '../../db/schema.ts';

/**
 * The server's words for wallet, deposit, withdrawal and transfer outcomes: the spec's where it has
 * them (docs/api.md#messages; the validation messages themselves come from @pana/domain).
 */
export const FUNDS_TEXT = {
  ok: 'OK',
  noData: 'No data found',
  bettingDisabled: 'Betting is not enabled for your account. Please contact admin.',
  invalidBody: 'Invalid request body',
  paymentDetails: 'Payment details',
  upiAdded: 'UPI Number Added Successfully!',
  upiTypeRequired: FUND_SPEC_TEXT.methodRequired,
  withdrawSent: 'Withdraw request sent successfully',
  addNumberFirst: (app: string) => `Please add your ${app} number first`,
  addBankAccountFirst: 'Please add a bank account first',
  bankAccountAdded: 'Bank account added successfully!',
  /** `payment_method: ""` (a published client with no screen to add a number) and no number saved. */
  addWithdrawalNumber: 'Please add a withdrawal number in the Wallet first',
  /** Within 24 hours of a password reset (ADR 022); `until` in India time, as formatInstant writes it. */
  lockedAfterReset: (until: string) =>
    `Your password was reset, so transfers and withdrawals are closed until ${until} (India time).`,
  fundRequestSubmitted: 'Fund request submitted',
  /**
   * A claim with its UTR not credited at once: waiting for its payment, or for an operator (a payer who
   * is not the claimant's). One answer for both, so it never tells whether a payment of that UTR arrived.
   * The player app's own words for a sent request.
   */
  depositWaiting: 'Your request is sent; points are added once the payment is verified',
  depositCredited: 'Payment received. Points added to your wallet.',
  txnRefInvalid: 'Transaction reference must be text of at most 64 characters',
  transferDone: 'Points transferred successfully',
  transferNoteInvalid: 'Transfer note must be text of at most 200 characters',
  userFound: 'User found',
  userNotFound: 'User not found',
  noUpiId: 'UPI ID not found',
  // Operator API
  requestNotFound: 'Request not found',
  alreadyDecided: (status: string) => `This request is already ${status}`,
  noteRequired: 'Please enter a note',
  noteTooLong: 'Note must be at most 255 characters',
  receiptInvalid: 'Receipt must be an https link',
  statusInvalid: 'Status must be pending, approved or rejected',
  playerNotFound: 'Player not found',
  amountInvalid: 'Amount must be a whole number other than 0',
  debitTooLarge: (balance: number) => `The wallet holds only ${balance} points; a debit cannot take it below zero`,
  fundApproved: 'Deposit approved',
  fundRejected: 'Deposit rejected',
  withdrawApproved: 'Withdrawal approved',
  withdrawRejected: 'Withdrawal rejected; the points are back in the wallet',
  adjusted: 'Wallet adjusted',
  // Bulk bank payouts (ADR 012)
  payoutsExported: 'Bulk payout file',
  payoutExportsTooMany: (wait: string) => `Too many payout files. Please try again after ${wait}.`,
  noPayouts: 'No approved bank payouts are waiting for the bank',
  payoutNotFound: (id: number) => `Request ${id} does not exist`,
  payoutNotBank: (id: number) => `Request ${id} is not a bank payout (UPI withdrawals are paid by hand and approved)`,
  payoutNotApproved: (id: number, status: string) => `Request ${id} is ${status}, not approved`,
  payoutAnswered: (id: number, outcome: string) => `Request ${id} is already marked ${outcome} by the bank`,
  payoutResultsRecorded: 'Bank results recorded',
} as const;

export type PayApp = PaymentNumbersTable['app'];

/** The apps a number may be saved for, with their names and the legacy field names. */
export const PAY_APPS: Record<PayApp, { name: string; upiField: 'paytm_no' | 'google_pay_no' | 'phon_pay_no' }> = {
  paytm: { name: 'Paytm', upiField: 'paytm_no' },
  gpay: { name: 'Google Pay', upiField: 'google_pay_no' },
  phonepe: { name: 'PhonePe', upiField: 'phon_pay_no' },
};

/** `upi_type` of `/api-add-user-upi-details`, as the older apps send it: 1 Paytm, 2 Google Pay, 3 PhonePe. */
export const UPI_TYPES: Record<number, PayApp> = { 1: 'paytm', 2: 'gpay', 3: 'phonepe' };

/** `payment_method` of a withdrawal to an app's number (the domain's WITHDRAW_METHODS): 2 Google Pay, 3 Paytm, 4 PhonePe; 5 is the bank account. */
export const WITHDRAW_APPS: Record<UpiWithdrawMethodCode, PayApp> = { 2: 'gpay', 3: 'paytm', 4: 'phonepe' };

export function withdrawMethodName(code: number): string {
  return WITHDRAW_METHODS[code as WithdrawMethodCode] ?? String(code);
}

/** Deposit methods a client may name: the Add Funds screen's four and the QR payment screen. */
export const DEPOSIT_CHANNELS: readonly string[] = [...DEPOSIT_METHODS, 'QR'];

/** The legacy wire codes of a request's status, as the older apps read them: '0' Pending, '1' Cancelled, else Approved. */
export const REQUEST_STATUS_CODE = { pending: '0', rejected: '1', approved: '2' } as const;
