import { z } from 'zod';
import { envelope, withToken } from '../envelope.ts';

/**
 * Responsible play (ADR 018): `/api-play-limits` answers the player's limits (the one in
 * force, a raise or removal waiting with its time, what was counted so far), their break and the
 * help line; `/api-play-limit-set` sets or removes one limit (lower at once, higher after 24 hours);
 * `/api-play-break` starts a cool-off or self-exclusion the player confirmed; `/api-confirm-age`
 * records the 18+ confirmation of a player registered by an older app.
 */

const limitKey = z.enum(['deposit_day', 'deposit_week', 'stake_day', 'stake_week', 'loss_day', 'loss_week']);

/** One limit as the Play responsibly screen shows it. */
export const playLimit = z.object({
  key: limitKey,
  /** "Daily stake limit". */
  name: z.string(),
  /** The limit in force (points), null for none. */
  amount: z.number().nullable(),
  /** A raise or removal waiting: its value (null = no limit), when it applies (epoch ms) and that time as India reads it. */
  pending: z.object({ amount: z.number().nullable(), at: z.number(), when: z.string() }).nullable(),
  /** Counted so far this day or week (points; a net loss may be below zero). */
  used: z.number(),
});

/** The player's current break, if any. */
export const playBreak = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  period: z.string(),
  /** Epoch ms, and as India reads it ("26-November-2026 10:05 PM"). */
  ends_at: z.number(),
  until: z.string(),
});

export const playLimitsBody = z.object({ ...withToken });
export const playLimitsAnswer = envelope({
  limits: z.array(playLimit),
  break: playBreak.nullable(),
  /** The operator's help line ('' when none is set). */
  help_line: z.string(),
  /** False for a player registered by an older app who has not yet confirmed being 18 or older. */
  age_confirmed: z.boolean(),
});

/** `/api-play-limit-set {key, amount}`: amount in whole points (string or number); '' or null removes the limit. */
export const playLimitSetBody = z.object({ ...withToken, key: z.unknown(), amount: z.unknown().optional() });
export const playLimitSetAnswer = playLimitsAnswer;

/** `/api-play-break {period: '24h'|'7d'|'30d'|'6m'|'1y', confirmed: true}`. */
export const playBreakBody = z.object({ ...withToken, period: z.unknown(), confirmed: z.unknown().optional() });
export const playBreakAnswer = playLimitsAnswer;

/** `/api-confirm-age {confirmed: true}`. */
export const confirmAgeBody = z.object({ ...withToken, confirmed: z.unknown().optional() });
export const confirmAgeAnswer = envelope({});
