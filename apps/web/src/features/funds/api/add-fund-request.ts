import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const fundRequestResponseSchema = object({ msg: text, request_id: text });

/** A payment method of the Add Funds screen, or 'QR' for the QR payment screen. */
export type FundRequestMethod = string;

/** Registers a deposit the player made (the operator approves it); amounts travel as digit strings. */
export function addFundRequest({ amount, method, txnRef }: { amount: number; method: FundRequestMethod; txnRef: string }) {
  return apiPost(
    apiPaths.fundRequestAdd,
    { request_amount: String(amount), payment_method: method, txn_ref: txnRef },
    fundRequestResponseSchema,
    { withToken: true },
  );
}
