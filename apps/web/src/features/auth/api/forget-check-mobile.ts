import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { otpLength } from './resend-otp.ts';

export const forgetCheckMobileResponseSchema = object({ msg: text, otp: text, otp_length: otpLength });

/** Starts password recovery: the server sends a code to a registered number. */
export function forgetCheckMobile(mobile: string) {
  return apiPost(apiPaths.forgetCheckMobile, { mobile }, forgetCheckMobileResponseSchema);
}
