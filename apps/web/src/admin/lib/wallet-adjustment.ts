import { walletAdjustBody } from '@pana/contract';
import { z } from 'zod';
import { PLAYER_TEXT } from '../texts.ts';

export type AdjustmentErrors = { amount?: string; note?: string };

/**
 * Checks a wallet adjustment as typed: a signed whole number of points other than 0 ("500",
 * "-200", "+50") and a reason, which the audit log keeps. Returns the errors or what to send.
 */
export function validateAdjustment(
  amountText: string,
  note: string,
): { errors: AdjustmentErrors } | { amount: number; note: string } {
  const errors: AdjustmentErrors = {};
  const text = amountText.trim().replace(/,/g, '');
  let amount = 0;
  if (!/^[+-]?\d{1,9}$/.test(text)) errors.amount = PLAYER_TEXT.amountInvalid;
  else {
    amount = Number(text);
    if (amount === 0) errors.amount = PLAYER_TEXT.amountZero;
  }
  if (!note.trim()) errors.note = PLAYER_TEXT.reasonRequired;
  if (errors.amount || errors.note) return { errors };
  return { amount, note: note.trim() };
}

/** The wallet adjustment form of a player: checked by `validateAdjustment`, then the operator API's body schema. */
export function walletAdjustmentFormSchema(mobile: string) {
  return z
    .object({ amount: z.string(), note: z.string() })
    .transform((typed, ctx): z.input<typeof walletAdjustBody> => {
      const checked = validateAdjustment(typed.amount, typed.note);
      if ('amount' in checked) return { mobile, amount: checked.amount, note: checked.note };
      for (const [field, message] of Object.entries(checked.errors)) {
        ctx.issues.push({ code: 'custom', path: [field], message, input: typed });
      }
      return z.NEVER;
    })
    .pipe(walletAdjustBody);
}
