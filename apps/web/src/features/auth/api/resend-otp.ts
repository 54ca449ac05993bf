import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type OtpPurpose = 'register' | 'forgot' | 'withdraw';

export const resendOtpResponseSchema = object({ otp: text });

/** Sends a new code; the withdraw purpose belongs to a logged-in player and carries the token. */
export function resendOtp({ mobile, purpose }: { mobile: string; purpose: OtpPurpose }) {
  return apiPost(apiPaths.resendOtp, { mobile, purpose }, resendOtpResponseSchema, {
    withToken: purpose === 'withdraw',
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
