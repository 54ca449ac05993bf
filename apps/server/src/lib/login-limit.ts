import { type Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { addressKey } from './client-address.ts';
import { type Limit, type RateLimitStore, secondsLeft, secondsToWait } from './rate-limit.ts';

/**
 * Once an account has had more than LOGIN_MAX_PER_MOBILE attempts in a window from anywhere, it is under
 * attack, and each address may try it only this often per window (ADR 010): two, so that its owner may
 * mistype once and still get in, while an attacker rotating addresses gets two guesses per address.
 */
export const TRIES_PER_ADDRESS_UNDER_ATTACK = 2;

/** Players' and operators' login limits: attempts per window per account and address, and per address. */
export interface LoginLimits {
  /** Attempts since the last success for one account from one address (429 beyond); beyond it across addresses, the account is under attack. */
  max: number;
  /** Attempts from one address across accounts. */
  maxPerAddress: number;
  windowMs: number;
}

export function loginLimitsOf(config: Pick<Config, 'LOGIN_MAX_PER_MOBILE' | 'LOGIN_MAX_PER_IP' | 'RATE_WINDOW_SECONDS'>): LoginLimits {
  return { max: config.LOGIN_MAX_PER_MOBILE, maxPerAddress: config.LOGIN_MAX_PER_IP, windowMs: config.RATE_WINDOW_SECONDS * 1000 };
}

/** One login attempt: whose account (a player's number, an operator's username) and from which address. */
export interface LoginAttempt {
  /** The keys' prefix: `login` (players) or `admin-login` (operators). */
  scope: 'login' | 'admin-login';
  /** What names the account in the keys: `mobile` or `user`. */
  kind: 'mobile' | 'user';
  account: string;
  ip: string;
}

function keysOf(attempt: LoginAttempt) {
  const { scope, kind, account } = attempt;
  // An IPv6 client is counted by its /64 (lib/client-address.ts).
  const ip = addressKey(attempt.ip);
  return {
    here: `${scope}:${kind}+ip:${account}:${ip}`,
    address: `${scope}:ip:${ip}`,
    account: `${scope}:${kind}:${account}`,
  };
}

/**
 * Counts a login attempt before the password is checked, and throws 429 (with the wait) when:
 * - this account was tried more than `max` times from this address since its last success; or
 * - this address tried more than `maxPerAddress` times across accounts; or
 * - the account was tried more than `max` times from anywhere (under attack) and this address already
 *   tried it TRIES_PER_ADDRESS_UNDER_ATTACK times since its last success.
 * The account's own counter never refuses an address that has not tried it: its owner, from such an
 * address, logs in with the right password whatever others try (ADR 010).
 */
export async function countLoginAttempt(
  store: RateLimitStore,
  attempt: LoginAttempt,
  limits: LoginLimits,
  now: number,
  message: (seconds: number) => string,
): Promise<void> {
  const keys = keysOf(attempt);
  const here: Limit = { key: keys.here, max: limits.max, windowMs: limits.windowMs };
  const address: Limit = { key: keys.address, max: limits.maxPerAddress, windowMs: limits.windowMs };
  const account: Limit = { key: keys.account, max: limits.max, windowMs: limits.windowMs };
  const fromHere = await store.hit(here, now);
  const fromAddress = await store.hit(address, now);
  const onAccount = await store.hit(account, now);
  let wait = Math.max(secondsToWait(here, fromHere, now), secondsToWait(address, fromAddress, now));
  if (wait === 0 && onAccount.count > account.max && fromHere.count > TRIES_PER_ADDRESS_UNDER_ATTACK) {
    // Free again when this address's count starts over, or when the attack's window ends.
    wait = Math.min(secondsLeft(here, fromHere, now), secondsLeft(account, onAccount, now));
  }
  if (wait > 0) throw new AppError('rate_limited', message(wait), wait);
}

/** After a successful login: this address starts over for this account (the other counters stay). */
export async function forgetLoginAttempts(store: RateLimitStore, attempt: LoginAttempt): Promise<void> {
  await store.reset([keysOf(attempt).here]);
}
