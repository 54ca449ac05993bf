import { OTP_SPEC_TEXT } from '@pana/domain';
import { type Config } from '../../config.ts';
import { type Db } from '../../db/database.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { addressKey } from '../../lib/client-address.ts';
import { hashOtp, newOtpCode, safeEqualHex } from '../../lib/crypto.ts';
import { describeWait, enforce, type Limit, type RateLimitStore, secondsLeft } from '../../lib/rate-limit.ts';
import { getSecretKey } from '../content/settings.ts';
import { SmsError, type SmsProvider } from './sms.ts';

/** What a one-time code proves: a new number (register), a forgotten password, a withdraw account. */
export type OtpPurpose = 'register' | 'forgot' | 'withdraw';

export const OTP_TEXT = {
  wrong: { register: OTP_SPEC_TEXT.registerWrong, withdraw: OTP_SPEC_TEXT.withdrawWrong, forgot: OTP_SPEC_TEXT.forgotWrong },
  expired: 'OTP expired. Please tap RESEND for a new code.',
  tooManyWrong: (seconds: number) => `Too many wrong OTP attempts. Please try again after ${describeWait(seconds)}.`,
  sendFailed: 'Failed to send OTP',
  tooSoon: (seconds: number) => `Please wait ${describeWait(seconds)} before requesting a new OTP.`,
  tooMany: (seconds: number) => `Too many OTP requests. Please try again after ${describeWait(seconds)}.`,
} as const;

/** A verified challenge stays usable this long for the step that follows it (a new password, say). */
export const VERIFIED_VALID_MS = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The digits of a new code (ADR 022). */
export const OTP_CODE_LENGTH = 6;
/** … and while LEGACY_OTP=client: the apps already installed have four boxes and compare what is typed with the echoed code. */
export const LEGACY_OTP_CODE_LENGTH = 4;

type OtpConfig = Pick<Config, 'OTP_TTL_SECONDS' | 'OTP_MAX_ATTEMPTS' | 'OTP_RESEND_SECONDS' | 'OTP_MAX_PER_MOBILE_HOUR' | 'LEGACY_OTP'>;

/** The length of the codes this configuration issues: 6, or 4 with LEGACY_OTP=client. */
export function otpLengthOf(config: Pick<Config, 'LEGACY_OTP'>): number {
  return config.LEGACY_OTP === 'client' ? LEGACY_OTP_CODE_LENGTH : OTP_CODE_LENGTH;
}

/**
 * Wrong guesses, counted in the rate-limit store (the database: every server process, every code):
 * - per number and purpose, across every code sent to it: OTP_MAX_ATTEMPTS an hour;
 * - per address (the client IP as every limit reads it), across numbers and purposes: one wrong guess
 *   for each code an address may ask for (5 × OTP_MAX_PER_MOBILE_HOUR an hour, 50 by default).
 * An attempt is counted before the code is compared, so guesses sent in parallel (to any number of
 * server processes) are never compared more often than that; a right code gives its attempt back.
 */
export const OTP_GUESS_LIMITS = {
  perNumber: (config: Pick<Config, 'OTP_MAX_ATTEMPTS'>, purpose: OtpPurpose, mobile: string): Limit => ({
    key: `otp-guess:${purpose}:${mobile}`,
    max: config.OTP_MAX_ATTEMPTS,
    windowMs: HOUR,
  }),
  perAddress: (config: Pick<Config, 'OTP_MAX_PER_MOBILE_HOUR'>, ip: string): Limit => ({
    key: `otp-guess:ip:${addressKey(ip)}`,
    max: 5 * config.OTP_MAX_PER_MOBILE_HOUR,
    windowMs: HOUR,
  }),
} as const;

/**
 * Withdraw codes a logged-in player may ask for (ADR 022), besides the per-number and per-address limits
 * of every code: 5 an hour per session (token) and 10 an hour per player, across their sessions. Adding
 * a payout number takes one code, or two with a resend.
 */
export const WITHDRAW_CODE_LIMITS = {
  perSession: { max: 5, windowMs: HOUR },
  perPlayer: { max: 10, windowMs: HOUR },
} as const;

/**
 * Creates a challenge, sends its code and returns it with its length (the caller echoes the code only
 * with the console provider or LEGACY_OTP=client). Codes have `otpLengthOf(config)` digits, are stored as
 * an HMAC and valid OTP_TTL_SECONDS; a new one for the same number and purpose only after
 * OTP_RESEND_SECONDS, and at most OTP_MAX_PER_MOBILE_HOUR an hour. A new code cancels every older open
 * code of that number and purpose (ADR 022): only the latest can be entered. A withdraw code names the
 * player who asked for it (`userId`): only they can use it.
 */
export async function issueOtp(
  db: Db,
  rateLimits: RateLimitStore,
  sms: SmsProvider,
  config: OtpConfig,
  input: { mobile: string; purpose: OtpPurpose; ip: string; userId?: number | null },
  now: number,
): Promise<{ code: string; length: number }> {
  const latest = await db
    .selectFrom('otp_challenges')
    .select(['last_sent_at'])
    .where('mobile', '=', input.mobile)
    .where('purpose', '=', input.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const resendAt = latest ? Number(latest.last_sent_at) + config.OTP_RESEND_SECONDS * 1000 : 0;
  if (resendAt > now) {
    const wait = Math.ceil((resendAt - now) / 1000);
    throw new AppError('rate_limited', OTP_TEXT.tooSoon(wait), wait);
  }
  await enforce(
    rateLimits,
    [
      { key: `otp:mobile:${input.mobile}`, max: config.OTP_MAX_PER_MOBILE_HOUR, windowMs: HOUR },
      { key: `otp:ip:${addressKey(input.ip)}`, max: config.OTP_MAX_PER_MOBILE_HOUR * 5, windowMs: HOUR },
    ],
    now,
    OTP_TEXT.tooMany,
  );

  const secret = await getSecretKey(db);
  const length = otpLengthOf(config);
  const code = newOtpCode(length);
  const id = await db.transaction().execute(async (trx) => {
    // The older open codes of this number and purpose are cancelled (marked used), verified or not.
    await trx
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('mobile', '=', input.mobile)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('otp_challenges')
      .values({
        mobile: input.mobile,
        purpose: input.purpose,
        code_hash: '',
        attempts: 0,
        sends: 1,
        created_at: now,
        last_sent_at: now,
        expires_at: now + config.OTP_TTL_SECONDS * 1000,
        verified_at: null,
        consumed_at: null,
        code_length: length,
        user_id: input.userId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const challengeId = Number(row.id);
    await trx.updateTable('otp_challenges').set({ code_hash: hashOtp(secret, challengeId, code) }).where('id', '=', challengeId).execute();
    return challengeId;
  });
  try {
    await sms.sendOtp(input.mobile, code);
  } catch (err) {
    // A code nobody received must not stay usable, nor block a retry for 30 s.
    await db.deleteFrom('otp_challenges').where('id', '=', id).execute();
    if (err instanceof SmsError) throw new AppError('upstream', OTP_TEXT.sendFailed);
    throw err;
  }
  return { code, length };
}

/**
 * A code as clients send it, for a challenge of `length` digits: a string of digits as typed, or a
 * JSON number (its leading zeros restored). Null when it cannot be a code of that length.
 */
function codeAsTyped(value: unknown, length: number): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return null;
    text = String(value).padStart(length, '0');
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  return text.length === length && /^\d+$/.test(text) ? text : null;
}

export interface VerifyOtpDeps {
  db: Db;
  rateLimits: RateLimitStore;
  config: OtpConfig;
}

/**
 * Checks a code against the open challenge of this number and purpose (the latest one: a newer code
 * cancels the older ones). A withdraw code is only checked for the player who asked for it (`userId`).
 * Every attempt counts against OTP_GUESS_LIMITS before the comparison; beyond them, 429 until the hour's
 * window ends, whatever the code. A right code gives its attempt back, marks the challenge verified and
 * returns its id. Throws the purpose's message on a wrong code, and the 429 on the one that uses a limit up.
 */
export async function verifyOtp(
  deps: VerifyOtpDeps,
  input: { mobile: string; purpose: OtpPurpose; code: unknown; ip: string; userId?: number | null },
  now: number,
): Promise<number> {
  const { db, rateLimits, config } = deps;
  const open = await db
    .selectFrom('otp_challenges')
    .select(['id', 'code_hash', 'code_length', 'user_id'])
    .where('mobile', '=', input.mobile)
    .where('purpose', '=', input.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const mine = open && (input.purpose !== 'withdraw' || (open.user_id !== null && Number(open.user_id) === input.userId));
  if (!open || !mine) throw badRequest(OTP_TEXT.expired);

  const limits = [OTP_GUESS_LIMITS.perNumber(config, input.purpose, input.mobile), OTP_GUESS_LIMITS.perAddress(config, input.ip)];
  const counted = [];
  for (const limit of limits) counted.push({ limit, ...(await rateLimits.hit(limit, now)) });
  const over = counted.filter((c) => c.count > c.limit.max);
  if (over.length) throw tooManyWrong(over, now);

  const code = codeAsTyped(input.code, Number(open.code_length));
  if (code !== null) {
    const secret = await getSecretKey(db);
    if (safeEqualHex(open.code_hash, hashOtp(secret, Number(open.id), code))) {
      for (const c of counted) await rateLimits.giveBack(c.limit.key, c.windowStart);
      await db.updateTable('otp_challenges').set({ verified_at: now }).where('id', '=', open.id).execute();
      return Number(open.id);
    }
  }
  await db.updateTable('otp_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', open.id).execute();
  // The guess that uses up a limit says so at once, with the wait.
  const spent = counted.filter((c) => c.count >= c.limit.max);
  if (spent.length) throw tooManyWrong(spent, now);
  throw badRequest(OTP_TEXT.wrong[input.purpose]);
}

/** 429 until the last of these counted windows ends. */
function tooManyWrong(counted: Array<{ limit: Limit; windowStart: number }>, now: number): AppError {
  const wait = Math.max(...counted.map((c) => secondsLeft(c.limit, c, now)));
  return new AppError('rate_limited', OTP_TEXT.tooManyWrong(wait), wait);
}

/**
 * The challenge of this number and purpose verified in the last VERIFIED_VALID_MS and not yet used
 * (nor cancelled by a newer code), or null. `consumeOtp` then uses it up.
 */
export async function findVerifiedOtp(db: Db, mobile: string, purpose: OtpPurpose, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('otp_challenges')
    .select('id')
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('verified_at', '>', now - VERIFIED_VALID_MS)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Uses a challenge up; false when another request used it first (so it proves one thing once). */
export async function consumeOtp(db: Pick<Db, 'updateTable'>, challengeId: number, now: number): Promise<boolean> {
  const result = await db.updateTable('otp_challenges').set({ consumed_at: now }).where('id', '=', challengeId).where('consumed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * LEGACY_OTP=client only: the newest unused challenge of this number and purpose requested in the
 * last `withinMs` (the old apps check the code themselves and never send it). Null when none.
 */
export async function findRecentOtp(db: Db, mobile: string, purpose: OtpPurpose, now: number, withinMs: number): Promise<number | null> {
  const row = await db
    .selectFrom('otp_challenges')
    .select('id')
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('created_at', '>', now - withinMs)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
