import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { text } from '../../../lib/api/fields.ts';

export const forgotPasswordResponseSchema = z.object({ msg: text() });

/** Sets a new password after the forgot-password code was verified. */
export function forgotPassword(input: { mobile: string; new_pass: string }) {
  return apiPost(apiPaths.forgotPassword, input, forgotPasswordResponseSchema);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
