import { formatBidDate, formatClockTime, indiaDate, indiaMinutes } from '@pana/domain';
import { type Config } from '../../config.ts';
import { type Db } from '../../db/database.ts';
import { forbidden } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type RateLimitStore } from '../../lib/rate-limit.ts';
import { type Player } from '../auth/sessions.ts';
import { type PaymentProviders } from '../payments/providers.ts';
import { FUNDS_TEXT } from './text.ts';

/** What the funds services need: the database, the clock and (for OTP checks) the configuration. */
export interface FundsDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** The player routes also count the number lookups (the transfer check) in the rate-limit store. */
export interface PlayerFundsDeps extends FundsDeps {
  rateLimits: RateLimitStore;
  /** The payment providers PAYMENT_HOOKS enables (the gateway's orders, whether UTRs are matched). */
  providers: PaymentProviders;
}

/** Who decides an operator write: the operators module's Actor (the operator and their address, for the audit log). */
export type { Actor } from '../operators/guard.ts';

/** Deposits, withdrawals and transfers need betting enabled for the player (docs/rules.md#points-and-money-limits). */
export function requireBettingEnabled(player: Player): void {
  if (!player.hasBettingEnabled) throw forbidden(FUNDS_TEXT.bettingDisabled);
}

/** How long transfers and withdrawals stay closed after a password reset through a code (ADR 022). */
export const RESET_FUNDS_LOCK_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses a transfer or a withdrawal within RESET_FUNDS_LOCK_MS of the player's last password reset
 * (read with the session, no query), saying until when in India time. Someone who took an account over
 * through the reset cannot move its points out before the owner notices (every session of theirs ended).
 */
export function refuseAfterPasswordReset(player: Player, now: number): void {
  const resetAt = player.passwordResetAt ?? null;
  if (resetAt === null || resetAt + RESET_FUNDS_LOCK_MS <= now) return;
  throw forbidden(FUNDS_TEXT.lockedAfterReset(formatInstant(resetAt + RESET_FUNDS_LOCK_MS)));
}

/** An instant as the legacy histories show it, in India time: `23-November-2026 10:05 AM`. */
export function formatInstant(ms: number): string {
  return `${formatBidDate(indiaDate(ms))} ${formatClockTime(indiaMinutes(ms))}`;
}
