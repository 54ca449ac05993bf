import { PLAY_LIMIT_TEXT } from '@pana/domain';
import { LANGUAGE_TEXT, type Locale } from '@pana/domain/messages';
import { type Config } from '../../config.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { type AgentProfileReader } from '../../lib/agent-contact.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { countLoginAttempt, forgetLoginAttempts, type LoginAttempt, loginLimitsOf } from '../../lib/login-limit.ts';
import { limitNumberLookup, refuseAsLookup } from '../../lib/lookup-limit.ts';
import { storedLanguage } from '../../lib/messages.ts';
import { describeWait, enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { PLAYER_API_TEXT } from '../../plugins/player-api.ts';
import { getSetting } from '../content/settings.ts';
import { consumeOtp, findRecentOtp, findVerifiedOtp, issueOtp, OTP_TEXT, type OtpPurpose, verifyOtp, WITHDRAW_CODE_LIMITS } from './otp.ts';
import * as repo from './repository.ts';
import { createSession, type Player, revokeSession, revokeUserSessions } from './sessions.ts';
import { type SmsProvider } from './sms.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sms: SmsProvider;
  rateLimits: RateLimitStore;
  /**
   * Whose invite code registration's `invite_code` is (ADR 029): modules/agents/invite.ts's inviterOf,
   * passed in by app.ts (agents imports modules that import auth, ADR 026). Without it every code is
   * refused as unknown.
   */
  inviter?: InviteLookup;
  /** An agent's profile (modules/agents/contact.ts), for what their players see in user-info (ADR 029). */
  agentProfile?: AgentProfileReader;
}

/** Who a new player belongs to by the code they typed, or why the code is refused (modules/agents/invite.ts). */
export type InviteLookup = (db: Executor, code: string) => Promise<{ agentId: number } | { refusal: string }>;

/** The longest invite code registration reads (agents' codes are six characters; players' referral codes may be longer). */
const INVITE_CODE_MAX = 32;

/**
 * Registration's `invite_code` (ADR 029): absent, null or blank is none (the house's player, as older
 * apps register); otherwise the agent whose code it is, refused with the lookup's message. One place
 * reads the field, before any code is sent and again inside the account's transaction.
 */
async function attributionOf(deps: AuthDeps, db: Executor, raw: unknown): Promise<number | null> {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.length > INVITE_CODE_MAX) throw badRequest(UNKNOWN_INVITE_CODE);
  if (raw.trim() === '') return null;
  const found = deps.inviter ? await deps.inviter(db, raw) : { refusal: UNKNOWN_INVITE_CODE };
  if ('refusal' in found) throw badRequest(found.refusal);
  return found.agentId;
}

/** The refusal of a code no agent has (modules/agents/invite.ts says the same). */
const UNKNOWN_INVITE_CODE = 'Invalid invite code';

/** The server's own words for account outcomes; the older apps' where they have them (docs/api.md#messages). */
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
  /** A withdraw code asked for another player's registered number (ADR 022). */
  notYourNumber: "This number belongs to another player's account. Please add a number of your own.",
} as const;

/**
 * Sends a code; answers its length (`otp_length`: the app's OTP screen shows that many boxes, ADR 022)
 * and the code itself only when the provider is the console one (development, demo) or LEGACY_OTP=client.
 */
async function sendCode(
  deps: AuthDeps,
  mobile: string,
  purpose: OtpPurpose,
  ip: string,
  userId: number | null = null,
): Promise<{ otp?: string; otp_length: number }> {
  const { code, length } = await issueOtp(
    deps.db,
    deps.rateLimits,
    deps.sms,
    deps.config,
    { mobile, purpose, ip, userId },
    deps.clock.now(),
  );
  return deps.sms.echoesCodes || deps.config.LEGACY_OTP === 'client' ? { otp: code, otp_length: length } : { otp_length: length };
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

/**
 * `/api-check-mobile`: a new number gets a registration code; a known one is refused. Limited as a
 * lookup, which also bounds guessing invite codes: an `invite_code` sent along is checked before any
 * code is sent (an unknown or closed one: 400 and no SMS).
 */
export async function checkMobileForRegistration(deps: AuthDeps, mobile: string, ip: string, inviteCode?: unknown) {
  await limitNumberLookup(deps.rateLimits, deps.config, { ip }, deps.clock.now());
  if (await repo.findUserByMobile(deps.db, mobile)) throw conflict(AUTH_TEXT.alreadyRegistered);
  await attributionOf(deps, deps.db, inviteCode);
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
  if (purpose === 'withdraw') return sendWithdrawCode(deps, mobile, ip, player);
  // A registration or reset code is refused for a registered or an unknown number: a lookup too.
  await limitNumberLookup(deps.rateLimits, deps.config, { ip, sessionId: player?.sessionId }, deps.clock.now());
  const user = await repo.findUserByMobile(deps.db, mobile);
  if (purpose === 'register' && user) throw conflict(AUTH_TEXT.alreadyRegistered);
  if (purpose === 'forgot' && !user) throw notFound(AUTH_TEXT.notRegistered);
  return sendCode(deps, mobile, purpose, ip);
}

/**
 * A withdraw code (ADR 022), the code that proves a payout number: only at a logged-in player's request,
 * at most WITHDRAW_CODE_LIMITS per session and per player, and only to the player's own mobile (the bank
 * account's code) or to the payment number being added — never to another player's registered mobile
 * (a refusal that tells a number is registered, so it counts as a number lookup). The code is the
 * requesting player's: nobody else can use it.
 */
async function sendWithdrawCode(deps: AuthDeps, mobile: string, ip: string, player: Player | null) {
  if (!player) throw unauthorized(PLAYER_API_TEXT.sessionExpired);
  const now = deps.clock.now();
  await enforce(
    deps.rateLimits,
    [
      { key: `otp:withdraw:session:${player.sessionId}`, ...WITHDRAW_CODE_LIMITS.perSession },
      { key: `otp:withdraw:user:${player.id}`, ...WITHDRAW_CODE_LIMITS.perPlayer },
    ],
    now,
    OTP_TEXT.tooMany,
  );
  if (mobile !== player.mobile) {
    const holder = await repo.findUserByMobile(deps.db, mobile);
    if (holder) await refuseAsLookup(deps.rateLimits, deps.config, { ip, sessionId: player.sessionId }, now, forbidden(AUTH_TEXT.notYourNumber));
  }
  return sendCode(deps, mobile, 'withdraw', ip, player.id);
}

/**
 * `/api-verify-otp`: checks a code on the server and marks it verified for the step that follows. A
 * withdraw code needs the token of the player who asked for it.
 */
export async function checkOtp(
  deps: AuthDeps,
  input: { mobile: string; code: unknown; purpose: OtpPurpose },
  ip: string,
  player: Player | null,
): Promise<void> {
  if (input.purpose === 'withdraw' && !player) throw unauthorized(PLAYER_API_TEXT.sessionExpired);
  await verifyOtp(deps, { ...input, ip, userId: player?.id ?? null }, deps.clock.now());
}

/** A code the call carries (`otp`), or none: absent, null or empty. */
function carriesCode(otp: unknown): boolean {
  return otp !== undefined && otp !== null && otp !== '';
}

/**
 * `/api-user-registration`: needs the code of this number, sent in `otp` or verified just before
 * through `/api-verify-otp`. Creates the player, an empty wallet and a session in one transaction.
 * With an `invite_code` (ADR 029) the player belongs to that agent for good: the code is checked
 * before the one-time code is tried (a refused code counts as a lookup and leaves the code unspent) and
 * again inside the transaction that creates the account, so an agent suspended in between takes no one.
 */
export async function register(
  deps: AuthDeps,
  input: {
    name: string;
    mobile: string;
    password: string;
    otp?: unknown;
    deviceId: string;
    adult?: unknown;
    /** The player's language (ADR 020); English when not given. */
    lang?: Locale;
    /** Registration's `invite_code` as sent (ADR 029); absent for older apps. */
    inviteCode?: unknown;
  },
  ip: string,
) {
  const now = deps.clock.now();
  try {
    await attributionOf(deps, deps.db, input.inviteCode);
  } catch (err) {
    // A script trying codes is a script listing them: the refusal counts as a lookup (429 beyond it).
    if (err instanceof AppError) await refuseAsLookup(deps.rateLimits, deps.config, { ip }, now, err);
    throw err;
  }
  // 18+ (ADR 018): Pana's app sends `adult: true`; an older app sends nothing and its player is asked at their next login in Pana's app.
  const adultConfirmedAt = readAdult(input.adult, now);
  if (await repo.findUserByMobile(deps.db, input.mobile))
    await refuseAsLookup(deps.rateLimits, deps.config, { ip }, now, conflict(AUTH_TEXT.alreadyRegistered));
  const challengeId = carriesCode(input.otp)
    ? await verifyOtp(deps, { mobile: input.mobile, purpose: 'register', code: input.otp, ip }, now)
    : ((await findVerifiedOtp(deps.db, input.mobile, 'register', now)) ??
      (await legacyChallenge(deps, input.mobile, 'register', now)));
  if (challengeId === null) throw badRequest(OTP_TEXT.wrong.register);
  const passwordHash = await hashPassword(input.password);
  const bettingStatus = (await getSetting(deps.db, 'default_betting_status')) === '1' ? 1 : 0;
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, challengeId, now))) throw badRequest(OTP_TEXT.wrong.register);
    if (await repo.findUserByMobile(trx, input.mobile)) throw conflict(AUTH_TEXT.alreadyRegistered);
    const agentId = await attributionOf(deps, trx, input.inviteCode);
    const userId = await repo.insertUserWithWallet(
      trx,
      {
        name: input.name,
        mobile: input.mobile,
        passwordHash,
        bettingStatus,
        adultConfirmedAt,
        lang: input.lang ?? 'en',
        agentId,
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

/**
 * `/api-forgot-password`: sets a new password after the reset code was verified (or sent along). Every
 * session ends, and transfers and withdrawals stay closed for 24 hours (`password_reset_at`, ADR 022).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { mobile: string; newPassword: string; otp?: unknown },
  ip: string,
) {
  const now = deps.clock.now();
  const user = await repo.findUserByMobile(deps.db, input.mobile);
  if (!user) return refuseAsLookup(deps.rateLimits, deps.config, { ip }, now, notFound(AUTH_TEXT.notRegistered));
  const challengeId = carriesCode(input.otp)
    ? await verifyOtp(deps, { mobile: input.mobile, purpose: 'forgot', code: input.otp, ip }, now)
    : ((await findVerifiedOtp(deps.db, input.mobile, 'forgot', now)) ??
      (await legacyChallenge(deps, input.mobile, 'forgot', now)));
  if (challengeId === null) throw badRequest(OTP_TEXT.wrong.forgot);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, challengeId, now))) throw badRequest(OTP_TEXT.wrong.forgot);
    await repo.updatePasswordHash(trx, Number(user.id), passwordHash, now, { reset: true });
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

/** `/api-set-language` (ADR 020): the language the server writes this player's pushes and inbox items in. */
export async function setLanguage(deps: AuthDeps, player: Player, lang: Locale): Promise<Locale> {
  await repo.updateLanguage(deps.db, player.id, lang, deps.clock.now());
  return lang;
}
