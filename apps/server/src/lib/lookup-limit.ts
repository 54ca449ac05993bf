import { type Config } from '../config.ts';
import { type AppError } from './app-error.ts';
import { addressKey } from './client-address.ts';
import { describeWait, enforce, type Limit, type RateLimitStore } from './rate-limit.ts';

const MINUTE = 60_000;

/**
 * Calls whose answer tells whether a number is registered (`/api-check-mobile`,
 * `/api-forget-check-mobile`, `/api-resend-otp` for a registration or reset code, and
 * `/api-check-user-for-transfer-amt`, which also names the holder) share these limits. A real player
 * checks a number once or twice (a typo, a second look); a script listing who plays needs thousands.
 * - per session (the player's token; only the transfer check and a resend with a token have one):
 *   20 per 10 minutes;
 * - per address, across these calls and sessions: 4 × OTP_MAX_PER_MOBILE_HOUR per 10 minutes (40 by
 *   default). Players behind one carrier address share it, and most of these calls send a code, so it
 *   follows the codes' own per-address budget (five times OTP_MAX_PER_MOBILE_HOUR an hour).
 */
export const NUMBER_LOOKUP_LIMITS = {
  perSession: { max: 20, windowMs: 10 * MINUTE },
  perAddress: (config: Pick<Config, 'OTP_MAX_PER_MOBILE_HOUR'>) => ({ max: 4 * config.OTP_MAX_PER_MOBILE_HOUR, windowMs: 10 * MINUTE }),
} as const;

export const LOOKUP_TEXT = {
  tooMany: (s: number) => `Too many requests. Please try again after ${describeWait(s)}.`,
} as const;

/** Counts a number lookup from this address (and session, when logged in); throws 429 beyond NUMBER_LOOKUP_LIMITS. */
export async function limitNumberLookup(
  store: RateLimitStore,
  config: Pick<Config, 'OTP_MAX_PER_MOBILE_HOUR'>,
  who: { ip: string; sessionId?: number | null | undefined },
  now: number,
): Promise<void> {
  const limits: Limit[] = [{ key: `lookup:ip:${addressKey(who.ip)}`, ...NUMBER_LOOKUP_LIMITS.perAddress(config) }];
  if (who.sessionId != null) limits.push({ key: `lookup:session:${who.sessionId}`, ...NUMBER_LOOKUP_LIMITS.perSession });
  await enforce(store, limits, now, LOOKUP_TEXT.tooMany);
}

/**
 * For calls that answer something else but whose refusal tells whether a number is registered
 * (registration: 'User Already Registered'; reset: 'Mobile number is not registered'; a transfer to an
 * unknown number): the refusal counts as a number lookup, so a script cannot list players through
 * them; beyond the limit it becomes the 429. Calls that succeed are not counted.
 */
export async function refuseAsLookup(
  store: RateLimitStore,
  config: Pick<Config, 'OTP_MAX_PER_MOBILE_HOUR'>,
  who: { ip: string; sessionId?: number | null | undefined },
  now: number,
  refusal: AppError,
): Promise<never> {
  await limitNumberLookup(store, config, who, now);
  throw refusal;
}
