import { otpLengthOf } from '@pana/domain/catalogue';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export type OtpPurpose = 'register' | 'forgot' | 'withdraw';

/**
 * The digits of the code an answer says it sent (`otp_length`, ADR 022): 6, or 4 while the server runs its
 * legacy mode; 4 when it names none (an older server).
 */
export const otpLength = (value: unknown): number => otpLengthOf(value);

export const resendOtpResponseSchema = object({ otp: text, otp_length: otpLength });

/** Sends a new code; the withdraw purpose belongs to a logged-in player and carries the token. */
export function resendOtp({ mobile, purpose }: { mobile: string; purpose: OtpPurpose }) {
  return apiPost(apiPaths.resendOtp, { mobile, purpose }, resendOtpResponseSchema, {
    withToken: purpose === 'withdraw',
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
