import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** `deposit_status` (newer servers): 'credited' when the payment of the UTR had already arrived; else pending. */
export const fundRequestResponseSchema = object({ msg: text, request_id: text, deposit_status: text });

/** A payment method of the Add Funds screen, or 'QR' for the QR payment screen. */
export type FundRequestMethod = string;

/**
 * Registers a deposit the player made; amounts travel as digit strings. With its `utr` (the 12-digit
 * UPI reference) the server credits it when the payment's notification arrives; without one an
 * operator approves it.
 */
export function addFundRequest({
  amount,
  method,
  txnRef,
  utr,
}: {
  amount: number;
  method: FundRequestMethod;
  txnRef: string;
  utr?: string | undefined;
}) {
  return apiPost(
    apiPaths.fundRequestAdd,
    { request_amount: String(amount), payment_method: method, txn_ref: txnRef, ...(utr ? { utr } : {}) },
    fundRequestResponseSchema,
    { withToken: true },
  );
}
