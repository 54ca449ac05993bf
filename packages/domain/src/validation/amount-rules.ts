/**
 * The rules and messages of amounts without zod: bid points, deposits, withdrawals and transfers.
 * The form schemas that report them are in amounts.ts.
 */
import { type ClockTime, parseClockTime } from '../clock.ts';
import { isWithinDailyHours } from '../market-clock.ts';
import { BID_SPEC_TEXT, MIN_BID_POINTS } from '../messages.ts';
import { type Instant, type Points } from '../types.ts';
import { ACCOUNT_SPEC_TEXT, isValidPhone } from './account-rules.ts';

/**
 * A whole number ≥ 0 from a number or a string of digits ("20" or 20 → 20; surrounding spaces
 * ignored). Null for anything else: "", "ten", "10.5", "-5", "1e3", 10.5, NaN, numbers beyond
 * Number.MAX_SAFE_INTEGER (1e21).
 */
export function parseWholeNumber(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) n = Number(value.trim());
  else return null;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Points of a bid, transfer or request: a whole number ≥ 1 (see `parseWholeNumber`), else null. */
export function parsePoints(value: unknown): Points | null {
  const n = parseWholeNumber(value);
  return n !== null && n >= 1 ? (n as Points) : null;
}

/** True when nothing was entered: undefined, null, or a blank string. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The problem with the points of a bid line, or null: 'Please enter point' when missing or not a
 * number, 'Required minimum bid amount is 10' when below 10 (negative or fractional included),
 * 'Please enter point' for any other value that is not a whole number ("10.5").
 */
export function checkBidPoints(value: unknown): string | null {
  if (isBlank(value)) return BID_SPEC_TEXT.pointsRequired;
  const n = parseWholeNumber(value);
  if (n !== null) return n < MIN_BID_POINTS ? BID_SPEC_TEXT.minimumBid : null;
  const loose = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(loose) && loose < MIN_BID_POINTS ? BID_SPEC_TEXT.minimumBid : BID_SPEC_TEXT.pointsRequired;
}

// ---------------------------------------------------------------------------------------------
// Add funds

/** Payment methods of the Add Funds screen, as the older apps offer them. */
export const DEPOSIT_METHODS = ['PhonePe', 'GPay', 'Paytm', 'Others'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const FUND_SPEC_TEXT = {
  minimumDeposit: (min: number) => `Minimum amount to add is ${min}`,
  methodRequired: 'Please select a payment method',
  amountRequired: 'Amount is required!',
  walletLimitExceeded: 'Wallet Limit Exceeded',
  minimumWithdrawal: (min: number) => `Min amt is ${min}`,
  outsideWithdrawalHours: 'Withdrawals are only allowed during specified hours.',
  // Not in the older apps' texts: the upper bounds an operator sets (ADR 008), worded like the minimums above.
  maximumDeposit: (max: number) => `Maximum amount to add is ${max}`,
  maximumWithdrawal: (max: number) => `Max amt is ${max}`,
} as const;

/**
 * Context of the Add Funds form: `min_amt` from the server (default 0) and `max_amt`, the largest
 * claim (0 or absent: no maximum).
 */
export interface DepositContext {
  readonly minAmount: number;
  readonly maxAmount?: number;
}

/** The problem with the amount of a deposit (a whole number, or null when unreadable), or null. */
export function depositAmountProblem(n: number | null, ctx: DepositContext): string | null {
  if (n === null || n < Math.max(1, ctx.minAmount)) return FUND_SPEC_TEXT.minimumDeposit(ctx.minAmount);
  if (ctx.maxAmount && n > ctx.maxAmount) return FUND_SPEC_TEXT.maximumDeposit(ctx.maxAmount);
  return null;
}

/**
 * The first problem of a deposit, or null: amount missing, not whole, zero or under `min_amt` →
 * 'Minimum amount to add is {min}'; over `max_amt` → 'Maximum amount to add is {max}'; no method →
 * 'Please select a payment method'.
 */
export function checkDeposit(input: { amount: unknown; method?: unknown }, ctx: DepositContext): string | null {
  const amountProblem = depositAmountProblem(parseWholeNumber(input.amount), ctx);
  if (amountProblem) return amountProblem;
  if (!DEPOSIT_METHODS.includes(input.method as DepositMethod)) return FUND_SPEC_TEXT.methodRequired;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The UPI reference of a deposit (ADR 011; not in the older apps' texts)

/** The words of the UTR a player enters after paying; `utrFormat` is also the server's refusal. */
export const UTR_TEXT = {
  utrRequired: 'Please enter the 12-digit UTR of your payment',
  utrFormat: 'UTR must be the 12-digit UPI reference number of your payment',
} as const;

/** The UTR as typed, without the spaces UPI apps print in it ("3123 4567 8901" → "312345678901"). */
export function normaliseUtr(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The problem with a typed UTR, or null: it must be exactly 12 digits (spaces are ignored). */
export function checkUtr(value: string): string | null {
  const utr = normaliseUtr(value);
  if (utr === '') return UTR_TEXT.utrRequired;
  return /^\d{12}$/.test(utr) ? null : UTR_TEXT.utrFormat;
}

// ---------------------------------------------------------------------------------------------
// Withdraw

/**
 * Withdraw request payment methods as the API codes them: 2 Google Pay, 3 Paytm, 4 PhonePe (a saved
 * UPI number of that app), 5 the player's bank account (ADR 012; older apps know 2, 3 and 4 only).
 */
export const WITHDRAW_METHODS = { 2: 'Google Pay', 3: 'Paytm', 4: 'PhonePe', 5: 'Bank account' } as const;
export type WithdrawMethodCode = keyof typeof WITHDRAW_METHODS;
/** The methods that pay to a payment app's number. */
export type UpiWithdrawMethodCode = Exclude<WithdrawMethodCode, typeof BANK_WITHDRAW_METHOD>;
/** `payment_method` 5: a bank transfer to the player's bank account. */
export const BANK_WITHDRAW_METHOD = 5;

/** The withdraw method code of a number or digit string (2, "3", 4, 5), else null. */
export function parseWithdrawMethod(value: unknown): WithdrawMethodCode | null {
  const n = parseWholeNumber(value);
  return n === 2 || n === 3 || n === 4 || n === 5 ? n : null;
}

/**
 * Context of a withdrawal: the wallet balance, `min_withdrawal`, the India instant of the request
 * and `withdraw_open_time` / `withdraw_close_time` (`h:mm AM`; when either is missing or
 * unreadable, hours are not checked).
 */
export interface WithdrawContext {
  readonly wallet: number;
  readonly minWithdrawal: number;
  /** The largest withdrawal (`max_withdrawal`; 0 or absent: no maximum). */
  readonly maxWithdrawal?: number;
  readonly instant: Instant;
  readonly openTime?: ClockTime | null;
  readonly closeTime?: ClockTime | null;
}

function hoursOf(ctx: WithdrawContext): [ClockTime, ClockTime] | null {
  const readable = (t: ClockTime | null | undefined): t is ClockTime =>
    typeof t === 'number'
      ? Number.isInteger(t) && t >= 0 && t < 1440
      : typeof t === 'string' && parseClockTime(t) !== null;
  return readable(ctx.openTime) && readable(ctx.closeTime) ? [ctx.openTime, ctx.closeTime] : null;
}

/** The problem with the amount of a withdrawal (already a whole number), or null; `checkWithdrawal` in order. */
export function withdrawAmountProblem(n: number, ctx: WithdrawContext): string | null {
  if (n < 1) return FUND_SPEC_TEXT.amountRequired;
  if (n > ctx.wallet) return FUND_SPEC_TEXT.walletLimitExceeded;
  if (n < ctx.minWithdrawal) return FUND_SPEC_TEXT.minimumWithdrawal(ctx.minWithdrawal);
  if (ctx.maxWithdrawal && n > ctx.maxWithdrawal) return FUND_SPEC_TEXT.maximumWithdrawal(ctx.maxWithdrawal);
  return null;
}

/** True when withdrawals are allowed at the context's instant (both ends included). */
export function isWithinWithdrawalHours(ctx: WithdrawContext): boolean {
  const hours = hoursOf(ctx);
  return hours === null || isWithinDailyHours(ctx.instant, hours[0], hours[1]);
}

/**
 * The first problem of a withdrawal, or null, in the spec's order: 'Amount is required!',
 * 'Wallet Limit Exceeded', 'Min amt is {min}', 'Please select a payment method',
 * 'Withdrawals are only allowed during specified hours.'.
 */
export function checkWithdrawal(input: { amount: unknown; method?: unknown }, ctx: WithdrawContext): string | null {
  const n = parseWholeNumber(input.amount);
  if (n === null) return FUND_SPEC_TEXT.amountRequired;
  const amountProblem = withdrawAmountProblem(n, ctx);
  if (amountProblem) return amountProblem;
  if (parseWithdrawMethod(input.method) === null) return FUND_SPEC_TEXT.methodRequired;
  if (!isWithinWithdrawalHours(ctx)) return FUND_SPEC_TEXT.outsideWithdrawalHours;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Transfer

/** Smallest transfer: 100 points (100 itself is allowed). */
export const MIN_TRANSFER_POINTS = 100;

export const TRANSFER_SPEC_TEXT = {
  pointsRequired: 'Points is required!',
  minimum: 'Points Must be More than 100',
  notEnoughPoints: 'Not Enough Points',
  phoneInvalid: 'Phone.No is not Valid!',
  ownPhone: ACCOUNT_SPEC_TEXT.ownPhone,
} as const;

/** Context of a transfer: the sender's balance and own mobile number. */
export interface TransferContext {
  readonly wallet: number;
  readonly ownMobile: string;
}

/** The problem with the points of a transfer (already a whole number), or null; `checkTransfer` in order. */
export function transferPointsProblem(n: number, ctx: TransferContext): string | null {
  if (n < MIN_TRANSFER_POINTS) return TRANSFER_SPEC_TEXT.minimum;
  if (n > ctx.wallet) return TRANSFER_SPEC_TEXT.notEnoughPoints;
  return null;
}

/**
 * The first problem of a transfer, or null: 'Points is required!', 'Points Must be More than 100',
 * 'Not Enough Points', 'Phone.No is not Valid!', "Don't Use Your Own Phone No.".
 */
export function checkTransfer(input: { points: unknown; mobile: unknown }, ctx: TransferContext): string | null {
  const n = parseWholeNumber(input.points);
  if (n === null) return TRANSFER_SPEC_TEXT.pointsRequired;
  const pointsProblem = transferPointsProblem(n, ctx);
  if (pointsProblem) return pointsProblem;
  const mobile = typeof input.mobile === 'string' ? input.mobile.trim() : '';
  if (!isValidPhone(mobile)) return TRANSFER_SPEC_TEXT.phoneInvalid;
  if (mobile === ctx.ownMobile.trim()) return TRANSFER_SPEC_TEXT.ownPhone;
  return null;
}
