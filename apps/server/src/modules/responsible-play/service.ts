import {
  BREAK_PERIODS,
  breakEnd,
  formatBidDate,
  formatClockTime,
  indiaDate,
  indiaDayNumber,
  indiaMinutes,
  isBreakPeriod,
  isLimitKey,
  LIMIT_KEYS,
  limitInForce,
  type LimitKey,
  limitParts,
  limitPassedMessage,
  MAX_PLAY_LIMIT,
  parseLimitAmount,
  planLimitChange,
  PLAY_LIMIT_TEXT,
  weekStartDay,
} from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type Player } from '../auth/sessions.ts';
import { getSettings } from '../content/settings.ts';
import { lockWallets } from '../wallet/ledger.ts';
import { type PlayTotals, totalsOf } from './day-totals.ts';
import * as repo from './repository.ts';

export interface PlayDeps {
  db: Db;
  clock: Clock;
}

/** An instant as the app shows a break's end or a raise's time, India time: `26-November-2026 10:05 PM`. */
export function formatWhen(ms: number): string {
  return `${formatBidDate(indiaDate(ms))} ${formatClockTime(indiaMinutes(ms))}`;
}

// ---------------------------------------------------------------------------------------------
// Breaks: cool-off and self-exclusion

/**
 * Refuses a bid, a deposit or a transfer while the player is on a break (read with their session, no
 * query), with a message that says until when. Withdrawals and reads never call it.
 */
export function refuseDuringBreak(player: Player, now: number, kind?: 'cool_off' | 'self_exclusion'): void {
  const until = player.playPausedUntil ?? null;
  if (until === null || until <= now) return;
  throw forbidden(PLAY_LIMIT_TEXT.onBreak(kind ?? 'cool_off', formatWhen(until)));
}

/** As `refuseDuringBreak`, naming the break's kind (one read, only for a player on a break). */
export async function refuseDuringBreakNamed(db: Executor, player: Player, now: number): Promise<void> {
  const until = player.playPausedUntil ?? null;
  if (until === null || until <= now) return;
  const current = await repo.currentBreak(db, player.id, now);
  refuseDuringBreak(player, now, current?.kind);
}

/**
 * Starts a cool-off (24 hours, 7 days, 30 days) or a self-exclusion (6 months, 1 year), once the player
 * confirmed it. A break that would end before the current one is refused: a break is never shortened,
 * by the player or an operator.
 */
export async function takeBreak(
  deps: PlayDeps,
  player: Player,
  input: { period: unknown; confirmed: unknown },
): Promise<{ endsAt: number; kind: string }> {
  if (!isBreakPeriod(input.period)) throw badRequest(PLAY_LIMIT_TEXT.breakPeriodInvalid);
  if (input.confirmed !== true && input.confirmed !== '1' && input.confirmed !== 1 && input.confirmed !== 'true') {
    throw badRequest(PLAY_LIMIT_TEXT.breakNotConfirmed);
  }
  const period = input.period;
  const now = deps.clock.now();
  const endsAt = breakEnd(period, now);
  const { kind } = BREAK_PERIODS[period];
  await deps.db.transaction().execute(async (trx) => {
    const current = await repo.currentBreak(trx, player.id, now);
    if (current && current.endsAt >= endsAt) throw badRequest(PLAY_LIMIT_TEXT.breakShorter(formatWhen(current.endsAt)));
    await repo.insertBreak(trx, player.id, { kind, period, now, endsAt });
  });
  return { endsAt, kind };
}

// ---------------------------------------------------------------------------------------------
// Limits

/** The limits in force for a player at `now` (only those set). */
export type LimitsInForce = Partial<Record<LimitKey, number>>;

function inForce(stored: repo.StoredLimits, now: number): LimitsInForce {
  const limits: LimitsInForce = {};
  for (const key of LIMIT_KEYS) {
    const value = limitInForce(stored[key], now);
    if (value !== null) limits[key] = value;
  }
  return limits;
}

/** Sets (or with '' removes) one limit: lower applies at once, higher or none after 24 hours. */
export async function setLimit(
  deps: PlayDeps,
  player: Player,
  input: { key: unknown; amount: unknown },
): Promise<{ message: string }> {
  if (!isLimitKey(input.key)) throw badRequest(PLAY_LIMIT_TEXT.limitKeyInvalid);
  const key = input.key;
  const wanted = parseLimitAmount(input.amount);
  if (wanted === undefined) throw badRequest(PLAY_LIMIT_TEXT.limitInvalid);
  if (wanted !== null && wanted > MAX_PLAY_LIMIT) throw badRequest(PLAY_LIMIT_TEXT.limitTooLarge);
  const now = deps.clock.now();
  const planned = await deps.db.transaction().execute(async (trx) => {
    const stored = await repo.limitsOf(trx, player.id);
    const plan = planLimitChange(limitInForce(stored[key], now), wanted, now);
    await repo.saveLimit(trx, player.id, key, plan, now);
    return plan;
  });
  return { message: planned.pendingAt === null ? PLAY_LIMIT_TEXT.limitSaved : PLAY_LIMIT_TEXT.limitRaiseWaits };
}

/** What the bid path needs of a player's limits: the stake and loss limits in force (null when none). */
export type StakeLimits = Pick<LimitsInForce, 'stake_day' | 'stake_week' | 'loss_day' | 'loss_week'>;

/**
 * Read before a bid is queued, only for players who set limits (`Player.hasPlayLimits`): the stake and
 * loss limits in force, or null. A limit changed while the bid waits is of no consequence.
 */
export async function stakeLimitsFor(db: Executor, player: Player, now: number): Promise<StakeLimits | null> {
  if (!player.hasPlayLimits) return null;
  const all = inForce(await repo.limitsOf(db, player.id), now);
  const limits: StakeLimits = {};
  for (const key of ['stake_day', 'stake_week', 'loss_day', 'loss_week'] as const)
    if (all[key] !== undefined) limits[key] = all[key];
  return Object.keys(limits).length > 0 ? limits : null;
}

/**
 * In the bid's write transaction (group commit, `writeSubmission`): whether staking `stake` more at
 * `now` passes a stake or loss limit, read from today's and this week's running totals. On PostgreSQL
 * the player's wallet row is locked first (the lock the debit would take next), so two concurrent
 * bids of one player are checked one after the other, each seeing the other's stake.
 * Returns the refusal naming the limit, or null.
 */
export async function checkStakeLimits(
  trx: Executor,
  userId: number,
  limits: StakeLimits | null | undefined,
  stake: number,
  now: number,
): Promise<string | null> {
  if (!limits) return null;
  await lockWallets(trx, [userId]);
  const totals = await totalsOf(trx, userId, now);
  return stakeRefusal(limits, totals, stake);
}

function stakeRefusal(limits: StakeLimits, totals: PlayTotals, stake: number): string | null {
  for (const key of ['stake_day', 'stake_week', 'loss_day', 'loss_week'] as const) {
    const limit = limits[key];
    if (limit === undefined) continue;
    const { measure, span } = limitParts(key);
    const t = totals[span];
    const after = measure === 'stake' ? t.staked + stake : t.staked - t.won + stake;
    if (after > limit) return limitPassedMessage(key, limit);
  }
  return null;
}

/**
 * What Add Funds checks before it opens a UPI app (`/api-last-fund-request-detail`), so a player is
 * not sent to pay what the server would then refuse: `refusal` when no deposit is taken now (a
 * break), else the room left under the tightest deposit limit (null: none) and the message naming it.
 */
export async function depositAllowance(
  db: Executor,
  player: Player,
  now: number,
): Promise<{ refusal: string; room: number | null; roomMessage: string }> {
  const until = player.playPausedUntil ?? null;
  if (until !== null && until > now) {
    const current = await repo.currentBreak(db, player.id, now);
    return {
      refusal: PLAY_LIMIT_TEXT.onBreak(current?.kind ?? 'cool_off', formatWhen(until)),
      room: null,
      roomMessage: '',
    };
  }
  if (!player.hasPlayLimits) return { refusal: '', room: null, roomMessage: '' };
  const limits = inForce(await repo.limitsOf(db, player.id), now);
  let tightest: { room: number; message: string } | null = null;
  for (const key of ['deposit_day', 'deposit_week'] as const) {
    const limit = limits[key];
    if (limit === undefined) continue;
    const room = Math.max(0, limit - (await depositedSince(db, player, key, now)));
    if (!tightest || room < tightest.room) tightest = { room, message: limitPassedMessage(key, limit) };
  }
  return { refusal: '', room: tightest?.room ?? null, roomMessage: tightest?.message ?? '' };
}

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 19_800_000;

/** Deposited in the day (week) of `now`, India time, with the player's requests still pending from its start. */
async function depositedSince(
  db: Executor,
  player: Player,
  key: 'deposit_day' | 'deposit_week',
  now: number,
): Promise<number> {
  const totals = await totalsOf(db, player.id, now);
  const today = indiaDayNumber(now);
  const span = limitParts(key).span;
  const since = (span === 'day' ? today : weekStartDay(today)) * DAY_MS - INDIA_OFFSET_MS;
  return totals[span].deposited + (await repo.pendingDepositsSince(db, player.id, since));
}

/**
 * Before a deposit request or a gateway order is made: refuses one whose amount, with what was
 * deposited today (this week) and the player's requests still pending from then, passes a deposit
 * limit. Money that arrives anyway (a payment notification) is credited; it counts afterwards (ADR 018).
 */
export async function checkDepositLimits(
  db: Executor,
  player: Player,
  amount: number | null,
  now: number,
): Promise<void> {
  if (!player.hasPlayLimits || amount === null) return;
  const limits = inForce(await repo.limitsOf(db, player.id), now);
  if (limits.deposit_day === undefined && limits.deposit_week === undefined) return;
  for (const key of ['deposit_day', 'deposit_week'] as const) {
    const limit = limits[key];
    if (limit === undefined) continue;
    if ((await depositedSince(db, player, key, now)) + amount > limit)
      throw new AppError('bad_request', limitPassedMessage(key, limit));
  }
}

/**
 * `checkDepositLimits` inside the transaction that writes the deposit request: the player's wallet is
 * held first (PostgreSQL: the row lock every movement of theirs takes; SQLite: the one writer), so two
 * requests sent at once, to one server or two, cannot both take the last of the room.
 */
export async function holdDepositRoom(trx: Executor, player: Player, amount: number, now: number): Promise<void> {
  if (!player.hasPlayLimits) return;
  await lockWallets(trx, [player.id]);
  await checkDepositLimits(trx, player, amount, now);
}

// ---------------------------------------------------------------------------------------------
// The Play responsibly screen

export interface PlayLimitItem {
  key: LimitKey;
  name: string;
  /** The limit in force (points), null for none. */
  amount: number | null;
  /** A raise or removal waiting: its value (null = no limit) and when it applies. */
  pending: { amount: number | null; at: number; when: string } | null;
  /** Counted so far this day or week (points; net loss may be below zero). */
  used: number;
}

export async function playLimits(deps: PlayDeps, player: Player) {
  const now = deps.clock.now();
  const [stored, totals, account, current, settings] = await Promise.all([
    repo.limitsOf(deps.db, player.id),
    totalsOf(deps.db, player.id, now),
    repo.accountOf(deps.db, player.id),
    repo.currentBreak(deps.db, player.id, now),
    getSettings(deps.db),
  ]);
  const limits: PlayLimitItem[] = LIMIT_KEYS.map((key) => {
    const s = stored[key];
    const amount = limitInForce(s, now);
    const hasPending = s !== undefined && s.pendingAt !== null && s.pendingAt > now;
    const { measure, span } = limitParts(key);
    const t = totals[span];
    return {
      key,
      name: PLAY_LIMIT_TEXT.limitNames[key],
      amount,
      pending: hasPending
        ? { amount: s.pendingAmount, at: s.pendingAt as number, when: formatWhen(s.pendingAt as number) }
        : null,
      used: measure === 'deposit' ? t.deposited : measure === 'stake' ? t.staked : t.staked - t.won,
    };
  });
  return {
    limits,
    break: current
      ? { kind: current.kind, period: current.period, ends_at: current.endsAt, until: formatWhen(current.endsAt) }
      : null,
    help_line: settings.help_line.trim() || settings.mobile_1.trim(),
    age_confirmed: account.adultConfirmedAt !== null,
  };
}

/** The 18+ confirmation of a player registered by an older app, asked once in Pana's app. */
export async function confirmAge(deps: PlayDeps, player: Player, confirmed: unknown): Promise<void> {
  if (confirmed !== true && confirmed !== '1' && confirmed !== 1 && confirmed !== 'true')
    throw badRequest(PLAY_LIMIT_TEXT.ageRequired);
  await repo.confirmAdult(deps.db, player.id, deps.clock.now());
}

// ---------------------------------------------------------------------------------------------
// The console's player page (read-only)

/** What an operator reads of a player's responsible play: their break, 18+ confirmation and limits. */
export interface PlayerPlay {
  break: { kind: 'cool_off' | 'self_exclusion'; period: string; startedAt: number; endsAt: number } | null;
  ageConfirmedAt: number | null;
  limits: Array<{
    key: LimitKey;
    name: string;
    amount: number | null;
    pendingAmount: number | null;
    pendingAt: number | null;
  }>;
}

export async function playerPlay(db: Executor, userId: number, now: number): Promise<PlayerPlay> {
  const [current, account, stored] = await Promise.all([
    repo.currentBreak(db, userId, now),
    repo.accountOf(db, userId),
    repo.limitsOf(db, userId),
  ]);
  const limits: PlayerPlay['limits'] = [];
  for (const key of LIMIT_KEYS) {
    const s = stored[key];
    if (!s) continue;
    const amount = limitInForce(s, now);
    const isWaiting = s.pendingAt !== null && s.pendingAt > now;
    if (amount === null && !isWaiting) continue;
    limits.push({
      key,
      name: PLAY_LIMIT_TEXT.limitNames[key],
      amount,
      pendingAmount: isWaiting ? s.pendingAmount : null,
      pendingAt: isWaiting ? s.pendingAt : null,
    });
  }
  return { break: current, ageConfirmedAt: account.adultConfirmedAt, limits };
}
