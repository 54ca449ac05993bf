import { type WithdrawMethodCode } from '@pana/domain/catalogue';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const withdrawResponseSchema = object({ msg: text });

/** Asks for a payout of `amount` points to the saved number of `method` (2 Google Pay, 3 Paytm, 4 PhonePe) or to the bank account (5). */
export function requestWithdrawal({ mobile, amount, method }: { mobile: string; amount: number; method: WithdrawMethodCode }) {
  return apiPost(
    apiPaths.withdrawFundRequest,
    { mobile, request_amount: String(amount), payment_method: String(method) },
    withdrawResponseSchema,
    { withToken: true },
  );
}
