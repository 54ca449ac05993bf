import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const changePasswordResponseSchema = object({ msg: text });

export function changePassword(input: { old_pass: string; new_pass: string }) {
  return apiPost(apiPaths.changePassword, input, changePasswordResponseSchema, { withToken: true });
}
