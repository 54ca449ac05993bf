import { apiPaths } from '../../../config/paths.ts';
import { object } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { type OtpPurpose } from './resend-otp.ts';

export const verifyOtpResponseSchema = object({});

export function verifyOtp(input: { mobile: string; otp: string; purpose: OtpPurpose }) {
  return apiPost(apiPaths.verifyOtp, input, verifyOtpResponseSchema);
}
