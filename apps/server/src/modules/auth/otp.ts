import { OTP_SPEC_TEXT } from '@pana/domain';
import { type Config } from '../../config.ts';
import { type Db } from '../../db/database.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { addressKey } from '../../lib/client-address.ts';
import { hashOtp, newOtpCode, safeEqualHex } from '../../lib/crypto.ts';
import { describeWait, enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { getSecretKey } from '../content/settings.ts';
import { SmsError, type SmsProvider } from './sms.ts';

/** What a one-time code proves: a new number (register), a forgotten password, a withdraw account. */
export type OtpPurpose = 'register' | 'forgot' | 'withdraw';

export const OTP_TEXT = {
  wrong: { register: OTP_SPEC_TEXT.registerWrong, withdraw: OTP_SPEC_TEXT.withdrawWrong, forgot: OTP_SPEC_TEXT.forgotWrong },
  expired: 'OTP expired. Please tap RESEND for a new code.',
  tooManyWrong: 'Too many wrong attempts. Please tap RESEND for a new code.',
  sendFailed: 'Failed to send OTP',
  tooSoon: (seconds: number) => `Please wait ${describeWait(seconds)} before requesting a new OTP.`,
} as const;

/** A verified challenge stays usable this long for the step that follows it (a new password, say). */
export const VERIFIED_VALID_MS = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

type OtpConfig = Pick<Config, 'OTP_TTL_SECONDS' | 'OTP_MAX_ATTEMPTS' | 'OTP_RESEND_SECONDS' | 'OTP_MAX_PER_MOBILE_HOUR'>;

/**
 * Creates a challenge, sends its code and returns it (the caller echoes it only with the console
 * provider). Codes are 4 digits, stored as an HMAC, valid OTP_TTL_SECONDS; a new one for the same
 * number and purpose only after OTP_RESEND_SECONDS, and at most OTP_MAX_PER_MOBILE_HOUR an hour.
 * Earlier codes stay valid until they expire: the legacy clients accept the first or the latest code.
 */
export async function issueOtp(
  db: Db,
  rateLimits: RateLimitStore,
  sms: SmsProvider,
  config: OtpConfig,
  input: { mobile: string; purpose: OtpPurpose; ip: string },
  now: number,
): Promise<string> {
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
    (s) => `Too many OTP requests. Please try again after ${describeWait(s)}.`,
  );

  const secret = await getSecretKey(db);
  const code = newOtpCode();
  const id = await db.transaction().execute(async (trx) => {
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
  return code;
}

/**
 * Checks a code against the open challenges of this number and purpose. A match marks that challenge
 * verified and returns its id; a miss counts a wrong attempt, and OTP_MAX_ATTEMPTS misses burn every
 * open challenge (a new code is needed). Throws the purpose's message on any failure.
 */
export async function verifyOtp(
  db: Db,
  config: OtpConfig,
  input: { mobile: string; purpose: OtpPurpose; code: string },
  now: number,
): Promise<number> {
  const open = await db
    .selectFrom('otp_challenges')
    .select(['id', 'code_hash', 'attempts'])
    .where('mobile', '=', input.mobile)
    .where('purpose', '=', input.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(OTP_MAX_OPEN)
    .execute();
  const latest = open[0];
  if (!latest) throw badRequest(OTP_TEXT.expired);
  // An attempt is taken before the code is compared, in one statement, so that guesses sent in
  // parallel (to any number of server processes) are never compared more than OTP_MAX_ATTEMPTS
  // times; a right code gives its attempt back.
  const taken = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', config.OTP_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!taken) throw new AppError('rate_limited', OTP_TEXT.tooManyWrong);
  if (/^\d{4}$/.test(input.code)) {
    const secret = await getSecretKey(db);
    const match = open.find((c) => safeEqualHex(c.code_hash, hashOtp(secret, Number(c.id), input.code)));
    if (match) {
      await db.updateTable('otp_challenges').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('id', '=', latest.id).execute();
      await db.updateTable('otp_challenges').set({ verified_at: now }).where('id', '=', match.id).execute();
      return Number(match.id);
    }
  }
  const attempts = Number(taken.attempts);
  if (attempts >= config.OTP_MAX_ATTEMPTS) {
    await db
      .updateTable('otp_challenges')
      .set({ expires_at: now })
      .where('mobile', '=', input.mobile)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    throw new AppError('rate_limited', OTP_TEXT.tooManyWrong);
  }
  throw badRequest(OTP_TEXT.wrong[input.purpose]);
}

/** How many recent codes of one number and purpose are checked (first and latest included). */
const OTP_MAX_OPEN = 10;

/**
 * The challenge of this number and purpose verified in the last VERIFIED_VALID_MS and not yet used,
 * or null. `consumeOtp` then uses it up.
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
