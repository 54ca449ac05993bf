import { apiPaths } from '../../../config/paths.ts';
import { object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const transferResponseSchema = object({ msg: text, wallet_amt: points });

/** Moves `amount` points to the player with `mobile` (transfer_note is sent empty, as the spec does). */
export function transferPoints({ amount, mobile }: { amount: number; mobile: string }) {
  return apiPost(
    apiPaths.transferWalletBalance,
    { amount: String(amount), mobile_no: mobile, transfer_note: '' },
    transferResponseSchema,
    { withToken: true },
  );
}
