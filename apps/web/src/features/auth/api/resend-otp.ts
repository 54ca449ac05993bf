import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { text } from '../../../lib/api/fields.ts';

export type OtpPurpose = 'register' | 'forgot' | 'withdraw';

export const resendOtpResponseSchema = z.object({ otp: text() });

/** Sends a new code; the withdraw purpose belongs to a logged-in player and carries the token. */
export function resendOtp({ mobile, purpose }: { mobile: string; purpose: OtpPurpose }) {
  return apiPost(apiPaths.resendOtp, { mobile, purpose }, resendOtpResponseSchema, {
    withToken: purpose === 'withdraw',
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
