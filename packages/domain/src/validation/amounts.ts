/** The zod schemas of the amount forms, with the rules of amount-rules.ts (`@pana/domain/forms`). */
import { z } from 'zod';
import { BID_SPEC_TEXT } from '../messages.ts';
import { phoneSchema } from './account.ts';
import {
  checkBidPoints,
  DEPOSIT_METHODS,
  depositAmountProblem,
  type DepositContext,
  FUND_SPEC_TEXT,
  isWithinWithdrawalHours,
  parseWholeNumber,
  parseWithdrawMethod,
  TRANSFER_SPEC_TEXT,
  type TransferContext,
  transferPointsProblem,
  withdrawAmountProblem,
  type WithdrawContext,
} from './amount-rules.ts';

/** A number or a string (what forms and legacy clients send for an amount). */
const amountInput = (required: string) => z.union([z.string(), z.number()], { error: required });

/**
 * A schema for a whole amount (number or digit string → number) that reports the first failing
 * rule only: `check` returns a message or null for the parsed number.
 */
function amountSchema(required: string, check: (n: number) => string | null) {
  return amountInput(required).transform((value, ctx) => {
    const n = parseWholeNumber(value);
    const message = n === null ? required : check(n);
    if (message !== null) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return n as number;
  });
}

/** Bid points (number or digit string → number) with the messages of `checkBidPoints`. */
export const bidPointsSchema = amountInput(BID_SPEC_TEXT.pointsRequired).transform((value, ctx) => {
  const message = checkBidPoints(value);
  if (message !== null) {
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  }
  return parseWholeNumber(value) as number;
});

/** The Add Funds form: `{ amount, method }` (amount → number). */
export function depositFormSchema(ctx: DepositContext) {
  return z.object({
    amount: amountSchema(FUND_SPEC_TEXT.minimumDeposit(ctx.minAmount), (n) => depositAmountProblem(n, ctx)),
    method: z.enum(DEPOSIT_METHODS, { error: FUND_SPEC_TEXT.methodRequired }),
  });
}

/** The Withdraw form: `{ amount, method }` (amount → number, method → 2 | 3 | 4 | 5); the hours problem is reported at the root. */
export function withdrawFormSchema(ctx: WithdrawContext) {
  return z
    .object({
      amount: amountSchema(FUND_SPEC_TEXT.amountRequired, (n) => withdrawAmountProblem(n, ctx)),
      method: z.union([z.string(), z.number()], { error: FUND_SPEC_TEXT.methodRequired }).transform((value, c) => {
        const code = parseWithdrawMethod(value);
        if (code === null) {
          c.issues.push({ code: 'custom', message: FUND_SPEC_TEXT.methodRequired, input: value });
          return z.NEVER;
        }
        return code;
      }),
    })
    .refine(() => isWithinWithdrawalHours(ctx), { error: FUND_SPEC_TEXT.outsideWithdrawalHours, path: [] });
}

/** The Transfer Points form: `{ points, mobile }` (points → number). */
export function transferFormSchema(ctx: TransferContext) {
  return z.object({
    points: amountSchema(TRANSFER_SPEC_TEXT.pointsRequired, (n) => transferPointsProblem(n, ctx)),
    mobile: phoneSchema('transfer').refine((m) => m !== ctx.ownMobile.trim(), { error: TRANSFER_SPEC_TEXT.ownPhone }),
  });
}
