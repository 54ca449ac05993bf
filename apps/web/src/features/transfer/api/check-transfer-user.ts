import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const transferUserSchema = object({ user_name: text });

/** Looks up the receiver of a transfer by phone number; answers their name. */
export function checkTransferUser(mobile: string) {
  return apiPost(apiPaths.checkUserForTransfer, { mobile_no: mobile }, transferUserSchema, { withToken: true });
}
