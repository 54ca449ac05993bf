import { PLAY_LIMIT_TEXT } from '@pana/domain';
import { LANGUAGE_TEXT, type Locale } from '@pana/domain/messages';
import { type Config } from '../../config.ts';
import { type Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { countLoginAttempt, forgetLoginAttempts, type LoginAttempt, loginLimitsOf } from '../../lib/login-limit.ts';
import { limitNumberLookup, refuseAsLookup } from '../../lib/lookup-limit.ts';
import { storedLanguage } from '../../lib/messages.ts';
import { describeWait, type RateLimitStore } from '../../lib/rate-limit.ts';
import { PLAYER_API_TEXT } from '../../plugins/player-api.ts';
import { getSetting } from '../content/settings.ts';
import { consumeOtp, findRecentOtp, findVerifiedOtp, issueOtp, OTP_TEXT, type OtpPurpose, verifyOtp } from './otp.ts';
import * as repo from './repository.ts';
import { createSession, type Player, revokeSession, revokeUserSessions } from './sessions.ts';
import { type SmsProvider } from './sms.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sms: SmsProvider;
  rateLimits: RateLimitStore;
}

/** The server's own words for account outcomes; the spec's where it has them (SPEC.md sections 5 and 8). */
export const AUTH_TEXT = {
  alreadyRegistered: 'User Already Registered',
  notRegistered: 'Mobile number is not registered',
  invalidCredentials: 'Invalid username and password',
  blocked: 'Your account is blocked. Please contact admin.',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  registered: 'Registration successful',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  passwordUpdated: 'Successfully updated password',
  passwordChanged: 'Successfully changed password',
  oldPasswordIncorrect: 'Old password is incorrect',
  profileUpdated: 'Profile updated successfully',
  languageSaved: LANGUAGE_TEXT.saved,
  tooManyLogins: (s: number) => `Too many login attempts. Please try again after ${describeWait(s)}.`,
} as const;

/** Sends a code and returns it only when the provider is the console one (development, demo). */
async function sendCode(deps: AuthDeps, mobile: string, purpose: OtpPurpose, ip: string): Promise<{ otp?: string }> {
  const code = await issueOtp(
    deps.db,
    deps.rateLimits,
    deps.sms,
    deps.config,
    { mobile, purpose, ip },
    deps.clock.now(),
  );
  return deps.sms.echoesCodes || deps.config.LEGACY_OTP === 'client' ? { otp: code } : {};
}

/**
 * LEGACY_OTP=client (off by default; unsafe): the apps already installed check the code on the phone
 * and never send it, so a code requested for this number in the last 5 minutes stands in for it.
 * Anyone who can request a code for a number can then register it or reset its password.
 */
async function legacyChallenge(
  deps: AuthDeps,
  mobile: string,
  purpose: OtpPurpose,
  now: number,
): Promise<number | null> {
  if (deps.config.LEGACY_OTP !== 'client') return null;
  return findRecentOtp(deps.db, mobile, purpose, now, LEGACY_WINDOW_MS);
}

const LEGACY_WINDOW_MS = 5 * 60 * 1000;

/** `/api-check-mobile`: a new number gets a registration code; a known one is refused. Limited as a lookup. */
export async function checkMobileForRegistration(deps: AuthDeps, mobile: string, ip: string) {
  await limitNumberLookup(deps.rateLimits, deps.config, { ip }, deps.clock.now());
  if (await repo.findUserByMobile(deps.db, mobile)) throw conflict(AUTH_TEXT.alreadyRegistered);
  return sendCode(deps, mobile, 'register', ip);
}

/** `/api-forget-check-mobile`: a known number gets a password-reset code. Limited as a lookup. */
export async function checkMobileForReset(deps: AuthDeps, mobile: string, ip: string) {
  await limitNumberLookup(deps.rateLimits, deps.config, { ip }, deps.clock.now());
  if (!(await repo.findUserByMobile(deps.db, mobile))) throw notFound(AUTH_TEXT.notRegistered);
  return sendCode(deps, mobile, 'forgot', ip);
}

/** `/api-resend-otp`: a new code for the same purpose (withdraw: only for a logged-in player). */
export async function resendOtp(
  deps: AuthDeps,
  mobile: string,
  purpose: OtpPurpose,
  ip: string,
  player: Player | null = null,
) {
  // A code proving a withdrawal number goes only to a logged-in player's request.
  if (purpose === 'withdraw' && !player) throw unauthorized(PLAYER_API_TEXT.sessionExpired);
  // A registration or reset code is refused for a registered or an unknown number: a lookup too.
  if (purpose !== 'withdraw')
    await limitNumberLookup(deps.rateLimits, deps.config, { ip, sessionId: player?.sessionId }, deps.clock.now());
  const user = await repo.findUserByMobile(deps.db, mobile);
  if (purpose === 'register' && user) throw conflict(AUTH_TEXT.alreadyRegistered);
  if (purpose === 'forgot' && !user) throw notFound(AUTH_TEXT.notRegistered);
  return sendCode(deps, mobile, purpose, ip);
}

/** `/api-verify-otp`: checks a code on the server and marks it verified for the step that follows. */
export async function checkOtp(deps: AuthDeps, mobile: string, code: string, purpose: OtpPurpose): Promise<void> {
  await verifyOtp(deps.db, deps.config, { mobile, purpose, code }, deps.clock.now());
}

/**
 * `/api-user-registration`: needs the code of this number, sent in `otp` or verified just before
 * through `/api-verify-otp`. Creates the player, an empty wallet and a session in one transaction.
 */
export async function register(
  deps: AuthDeps,
  input: {
    name: string;
    mobile: string;
    password: string;
    otp?: string | undefined;
    deviceId: string;
    adult?: unknown;
    /** The player's language (issue 20); English when not given. */
    lang?: Locale;
  },
  ip: string,
) {
  const now = deps.clock.now();
  // 18+ (ADR 018): Pana's app sends `adult: true`; an older app sends nothing and its player is asked at their next login in Pana's app.
  const adultConfirmedAt = readAdult(input.adult, now);
  if (await repo.findUserByMobile(deps.db, input.mobile))
    await refuseAsLookup(deps.rateLimits, deps.config, { ip }, now, conflict(AUTH_TEXT.alreadyRegistered));
  const challengeId = input.otp
    ? await verifyOtp(deps.db, deps.config, { mobile: input.mobile, purpose: 'register', code: input.otp }, now)
    : ((await findVerifiedOtp(deps.db, input.mobile, 'register', now)) ??
      (await legacyChallenge(deps, input.mobile, 'register', now)));
  if (challengeId === null) throw badRequest(OTP_TEXT.wrong.register);
  const passwordHash = await hashPassword(input.password);
  const bettingStatus = (await getSetting(deps.db, 'default_betting_status')) === '1' ? 1 : 0;
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, challengeId, now))) throw badRequest(OTP_TEXT.wrong.register);
    if (await repo.findUserByMobile(trx, input.mobile)) throw conflict(AUTH_TEXT.alreadyRegistered);
    const userId = await repo.insertUserWithWallet(
      trx,
      {
        name: input.name,
        mobile: input.mobile,
        passwordHash,
        bettingStatus,
        adultConfirmedAt,
        lang: input.lang ?? 'en',
      },
      now,
    );
    return createSession(trx, userId, input.deviceId, now, deps.config);
  });
  return {
    user_name: input.name,
    unique_token: token,
    mobile: input.mobile,
    age_confirmed: adultConfirmedAt !== null,
    lang: input.lang ?? 'en',
  };
}

/** The registration's 18+ answer: absent is an older app (null, asked later); anything but a yes is refused. */
function readAdult(value: unknown, now: number): number | null {
  if (value === undefined || value === null) return null;
  if (value === true || value === 1 || value === '1' || value === 'true') return now;
  throw badRequest(PLAY_LIMIT_TEXT.ageRequired);
}

/**
 * `/api-user-login`: limited per number and address, per address, and per number once it is under attack
 * (lib/login-limit.ts, ADR 010); a blocked player cannot log in.
 */
export async function login(deps: AuthDeps, input: { mobile: string; password: string; deviceId: string }, ip: string) {
  const now = deps.clock.now();
  const attempt: LoginAttempt = { scope: 'login', kind: 'mobile', account: input.mobile, ip };
  await countLoginAttempt(deps.rateLimits, attempt, loginLimitsOf(deps.config), now, AUTH_TEXT.tooManyLogins);
  const user = await repo.findUserByMobile(deps.db, input.mobile);
  // Hash even for an unknown number, so timing does not tell which numbers are registered.
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) throw unauthorized(AUTH_TEXT.invalidCredentials);
  if (Number(user.blocked) === 1) throw forbidden(AUTH_TEXT.blocked);
  await forgetLoginAttempts(deps.rateLimits, attempt);
  const token = await createSession(deps.db, Number(user.id), input.deviceId, now, deps.config);
  return {
    user_name: user.name,
    unique_token: token,
    mobile: user.mobile,
    age_confirmed: user.adult_confirmed_at !== null,
    lang: storedLanguage(user.lang),
  };
}

/** A valid scrypt hash of a random password, compared against when the number is unknown. */
const DUMMY_HASH =
  'scrypt$16384$8$1$5Kc8JwM0zMHZtN8yq3dYkA$QkqUMTLBKbZ1Ew9pX2n4QqQ1n9pqL1pdVxuyqg2xJtGqDLcO0iYr7jv5M1bT9l3fSaG2Qq3E5fV7bQ2b7N1t9A';

/** `/api-forgot-password`: sets a new password after the reset code was verified (or sent along). */
export async function resetPassword(
  deps: AuthDeps,
  input: { mobile: string; newPassword: string; otp?: string | undefined },
  ip: string,
) {
  const now = deps.clock.now();
  const user = await repo.findUserByMobile(deps.db, input.mobile);
  if (!user) return refuseAsLookup(deps.rateLimits, deps.config, { ip }, now, notFound(AUTH_TEXT.notRegistered));
  const challengeId = input.otp
    ? await verifyOtp(deps.db, deps.config, { mobile: input.mobile, purpose: 'forgot', code: input.otp }, now)
    : ((await findVerifiedOtp(deps.db, input.mobile, 'forgot', now)) ??
      (await legacyChallenge(deps, input.mobile, 'forgot', now)));
  if (challengeId === null) throw badRequest(OTP_TEXT.wrong.forgot);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, challengeId, now))) throw badRequest(OTP_TEXT.wrong.forgot);
    await repo.updatePasswordHash(trx, Number(user.id), passwordHash, now);
    await revokeUserSessions(trx, Number(user.id), now);
  });
}

/** `/api-change-password`: checks the old password; other devices are logged out, this one stays. */
export async function changePassword(
  deps: AuthDeps,
  player: Player,
  input: { oldPassword: string; newPassword: string },
) {
  const now = deps.clock.now();
  const stored = await repo.getPasswordHash(deps.db, player.id);
  if (!stored || !(await verifyPassword(input.oldPassword, stored))) throw badRequest(AUTH_TEXT.oldPasswordIncorrect);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, player.id, passwordHash, now);
    await revokeUserSessions(trx, player.id, now, player.sessionId);
  });
}

export async function updateProfile(deps: AuthDeps, player: Player, name: string) {
  await repo.updateName(deps.db, player.id, name, deps.clock.now());
  return { user_name: name };
}

export async function logout(deps: AuthDeps, player: Player) {
  await revokeSession(deps.db, player.sessionId, deps.clock.now());
}

/** `/api-set-language` (issue 20): the language the server writes this player's pushes and inbox items in. */
export async function setLanguage(deps: AuthDeps, player: Player, lang: Locale): Promise<Locale> {
  await repo.updateLanguage(deps.db, player.id, lang, deps.clock.now());
  return lang;
}
