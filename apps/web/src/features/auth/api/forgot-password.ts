import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const forgotPasswordResponseSchema = object({ msg: text });

/** Sets a new password after the forgot-password code was verified. */
export function forgotPassword(input: { mobile: string; new_pass: string }) {
  return apiPost(apiPaths.forgotPassword, input, forgotPasswordResponseSchema);
}
