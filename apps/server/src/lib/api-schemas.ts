import { phoneSchema, type PhoneScreen } from '@pana/domain';
import { z } from 'zod';

/**
 * Building blocks of the player API's zod schemas. Field names are the legacy contract's
 * (SPEC.md section 7); unknown fields are ignored, as the published clients send extras.
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

/** The fields every call carries; validated by the player-api hooks, listed here for the OpenAPI document. */
export const legacyBase = {
  env_type: z.string().optional().describe('"Prod" (older apps send "1")'),
  app_key: z.string().describe('The public app key'),
};

export const withToken = {
  ...legacyBase,
  unique_token: z.string().optional().describe('The player token from login or registration'),
};

/** The legacy envelope of every answer. */
export function envelope<T extends z.ZodRawShape>(fields: T) {
  return z.object({ status: z.boolean(), msg: z.string(), ...fields });
}

export const plainEnvelope = envelope({});

/** The answer shape of a failure (every 4xx). */
export const failure = z.object({ status: z.literal(false), msg: z.string() });
