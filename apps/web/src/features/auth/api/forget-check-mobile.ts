import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { text } from '../../../lib/api/fields.ts';

export const forgetCheckMobileResponseSchema = z.object({ msg: text(), otp: text() });

/** Starts password recovery: the server sends a code to a registered number. */
export function forgetCheckMobile(mobile: string) {
  return apiPost(apiPaths.forgetCheckMobile, { mobile }, forgetCheckMobileResponseSchema);
}

export function useForgetCheckMobile() {
  return useMutation({ mutationFn: forgetCheckMobile });
}
