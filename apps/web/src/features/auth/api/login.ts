import { apiPaths } from '../../../config/paths.ts';
import { object, requiredText, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { getDeviceId } from '../../../lib/device-id.ts';
import { isLocale } from '../../../lib/i18n/locale.ts';

/** A successful login or registration: the stored login's fields. */
export const sessionResponseSchema = object({
  user_name: text,
  unique_token: requiredText,
  mobile: text,
  /** False only for a player of an older app who has not confirmed being 18 or older (ADR 018): asked once. */
  age_confirmed: (value: unknown) => value !== false,
  /** The account's language (ADR 020); undefined from an older server or for anything but en, hi, mr. */
  lang: (value: unknown) => (isLocale(value) ? value : undefined),
});

export type LoginInput = { mobile: string; password: string };

export function login(input: LoginInput) {
  return apiPost(apiPaths.userLogin, { ...input, device_id: getDeviceId() }, sessionResponseSchema);
}
