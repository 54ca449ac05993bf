import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { type OtpPurpose } from './resend-otp.ts';

export const verifyOtpResponseSchema = z.object({ status: z.literal(true) });

export function verifyOtp(input: { mobile: string; otp: string; purpose: OtpPurpose }) {
  return apiPost(apiPaths.verifyOtp, input, verifyOtpResponseSchema);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
