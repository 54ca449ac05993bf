import { z } from 'zod';

/**
 * What every answer of both APIs shares: `{status, msg, …fields}` (docs/api.md#the-envelope),
 * and the fields every player call carries. Unknown fields are ignored, as the published clients
 * send extras.
 */

/** The envelope of every answer: `{status: boolean, msg: string, …fields}`. */
export function envelope<T extends z.ZodRawShape>(fields: T) {
  return z.object({ status: z.boolean(), msg: z.string(), ...fields });
}

/** An answer with nothing but its envelope. */
export const plainEnvelope = envelope({});

/** The answer shape of a failure (every 4xx). */
export const failure = z.object({ status: z.literal(false), msg: z.string() });

/** The fields every player call carries; checked by the server's player-api hooks, listed for the OpenAPI document. */
export const legacyBase = {
  env_type: z.union([z.string(), z.number()]).optional().describe('"Prod" (older apps send "1", some the number 1)'),
  app_key: z.string().describe('The public app key'),
};

/** The fields of a player call that names the player. */
export const withToken = {
  ...legacyBase,
  // Null as well: the public screens of the apps on players' phones send `unique_token: null` to the
  // calls that answer with or without a login (docs/api.md); a call that needs a player answers 401 first.
  unique_token: z.string().nullable().optional().describe('The player token from login or registration'),
};
