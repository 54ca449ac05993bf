import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { otpLength } from './resend-otp.ts';

/**
 * status true: the number is new; otp is present only when the server echoes codes (development, demo);
 * otp_length: the digits of the code sent.
 */
export const checkMobileResponseSchema = object({ msg: text, otp: text, otp_length: otpLength });

/** With an agent's invite code (ADR 029) the server checks it before it sends a code (400 when refused). */
export function checkMobile(mobile: string, inviteCode = '') {
  return apiPost(
    apiPaths.checkMobile,
    { mobile, ...(inviteCode ? { invite_code: inviteCode } : {}) },
    checkMobileResponseSchema,
  );
}
