import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** `otp` is echoed only by the development SMS provider (DESIGN.md section 5); '' otherwise. */
export const withdrawCodeResponseSchema = object({ otp: text });

/** Sends the code that confirms a payout number (purpose withdraw, with the player's token). */
export function requestWithdrawCode(mobile: string) {
  return apiPost(apiPaths.resendOtp, { mobile, purpose: 'withdraw' }, withdrawCodeResponseSchema, { withToken: true });
}
