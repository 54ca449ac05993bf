import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const updateProfileResponseSchema = object({ user_name: text });

export function updateProfile(userName: string) {
  return apiPost(apiPaths.profileUpdate, { user_name: userName }, updateProfileResponseSchema, { withToken: true });
}
