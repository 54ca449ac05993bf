import { PASSWORD_MIN_LENGTH, phoneSchema, type PhoneScreen } from '@pana/domain';
import { z } from 'zod';

/**
 * Building blocks of the player API's request schemas. Field names are the legacy contract's
 * (docs/api.md#field-names-and-types); unknown fields are ignored, as the published clients send extras. The answers'
 * schemas and the operator API's live in @pana/contract, shared with the web app.
 */

/** A mobile number with one screen's messages; a number sent as a JSON number is read as its digits. */
export function mobileField(screen: PhoneScreen) {
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), phoneSchema(screen));
}

/** A required text field: missing, not a string or blank gives `message`; longer than `max` is refused. */
export function requiredText(message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** A password as typed: not trimmed; required; at most 128 characters. */
export function passwordField(message: string) {
  return z.string({ error: message }).min(1, { error: message }).max(128, { error: 'Password must be at most 128 characters' });
}

/**
 * A password being chosen (registration, reset, change; ADR 022): as `passwordField`, and at least
 * PASSWORD_MIN_LENGTH characters (`tooShort`, the form's own words). Logging in takes any length.
 */
export function newPasswordField(message: string, tooShort: string) {
  return passwordField(message).min(PASSWORD_MIN_LENGTH, { error: tooShort });
}

/** The fields every call carries, the answer envelope and the failure shape: the API's contract (@pana/contract). */
export { envelope, failure, legacyBase, plainEnvelope, withToken } from '@pana/contract';
