import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { text } from '../../../lib/api/fields.ts';

/** status true: the number is new; otp is present only when the server echoes codes (development, demo). */
export const checkMobileResponseSchema = z.object({ msg: text(), otp: text() });

export function checkMobile(mobile: string) {
  return apiPost(apiPaths.checkMobile, { mobile }, checkMobileResponseSchema);
}

export function useCheckMobile() {
  return useMutation({ mutationFn: checkMobile });
}
