import { dismissPaymentBody } from '@pana/contract';
import { z } from 'zod';
import { PAYMENTS_TEXT } from '../texts.ts';

/** The dismissal as typed: its reason, required (it is audited), then the body schema of the call (@pana/contract). */
export const dismissFormSchema = z
  .object({ reason: z.string().trim().min(1, { error: PAYMENTS_TEXT.dismissReasonRequired }) })
  .pipe(dismissPaymentBody);

/** A pending deposit matches what the operator typed: its request number, or digits of the player's mobile; an empty search matches the payment's amount. */
export function matchesSearch(
  request: { id: number; mobile: string; amount: number },
  search: string,
  paymentAmount: number,
): boolean {
  const typed = search.trim().replace(/^#/, '');
  if (typed === '') return request.amount === paymentAmount;
  if (!/^\d+$/.test(typed)) return false;
  return String(request.id) === typed || request.mobile.includes(typed);
}
