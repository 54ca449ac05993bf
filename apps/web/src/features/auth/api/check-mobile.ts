import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** status true: the number is new; otp is present only when the server echoes codes (development, demo). */
export const checkMobileResponseSchema = object({ msg: text, otp: text });

export function checkMobile(mobile: string) {
  return apiPost(apiPaths.checkMobile, { mobile }, checkMobileResponseSchema);
}

export function useCheckMobile() {
  return useMutation({ mutationFn: checkMobile });
}
