import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const forgetCheckMobileResponseSchema = object({ msg: text, otp: text });

/** Starts password recovery: the server sends a code to a registered number. */
export function forgetCheckMobile(mobile: string) {
  return apiPost(apiPaths.forgetCheckMobile, { mobile }, forgetCheckMobileResponseSchema);
}

export function useForgetCheckMobile() {
  return useMutation({ mutationFn: forgetCheckMobile });
}
