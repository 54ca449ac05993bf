import { type BreakKind, type BreakPeriod, type LimitKey, type StoredLimit } from '@pana/domain';
import { type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

/** All SQL of responsible play but the running totals (day-totals.ts). */

export type StoredLimits = Partial<Record<LimitKey, StoredLimit>>;

const findLimits = prepared((db, userId: number) =>
  db
    .selectFrom('player_limits')
    .select(['limit_key', 'amount', 'pending_amount', 'pending_at'])
    .where('user_id', '=', userId),
);

/** A player's limits as stored (at most six rows). */
export async function limitsOf(db: Executor, userId: number): Promise<StoredLimits> {
  const limits: StoredLimits = {};
  for (const row of (await findLimits.run(db, userId)).rows) {
    limits[row.limit_key as LimitKey] = {
      amount: row.amount === null ? null : Number(row.amount),
      pendingAmount: row.pending_amount === null ? null : Number(row.pending_amount),
      pendingAt: row.pending_at === null ? null : Number(row.pending_at),
    };
  }
  return limits;
}

/** Writes one limit (upsert) and marks the player as having limits, so the bid path reads them. */
export async function saveLimit(
  trx: Executor,
  userId: number,
  key: LimitKey,
  limit: StoredLimit,
  now: number,
): Promise<void> {
  const values = {
    amount: limit.amount,
    pending_amount: limit.pendingAmount,
    pending_at: limit.pendingAt,
    updated_at: now,
  };
  await trx
    .insertInto('player_limits')
    .values({ user_id: userId, limit_key: key, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'limit_key']).doUpdateSet(values))
    .execute();
  await trx
    .updateTable('users')
    .set({ play_limits: 1 })
    .where('id', '=', userId)
    .where('play_limits', '=', 0)
    .execute();
}

export interface BreakRow {
  kind: BreakKind;
  period: string;
  startedAt: number;
  endsAt: number;
}

/** The player's newest break that has not ended at `now`, or null. */
export async function currentBreak(db: Executor, userId: number, now: number): Promise<BreakRow | null> {
  const row = await db
    .selectFrom('play_breaks')
    .select(['kind', 'period', 'started_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { kind: row.kind, period: row.period, startedAt: Number(row.started_at), endsAt: Number(row.ends_at) }
    : null;
}

/** Records a break and the end the session check reads; the end only ever moves later. */
export async function insertBreak(
  trx: Executor,
  userId: number,
  b: { kind: BreakKind; period: BreakPeriod; now: number; endsAt: number },
): Promise<void> {
  await trx
    .insertInto('play_breaks')
    .values({ user_id: userId, kind: b.kind, period: b.period, started_at: b.now, ends_at: b.endsAt })
    .execute();
  await trx.updateTable('users').set({ play_paused_until: b.endsAt }).where('id', '=', userId).execute();
}

/** The player's own account fields of responsible play. */
export async function accountOf(
  db: Executor,
  userId: number,
): Promise<{ adultConfirmedAt: number | null; pausedUntil: number | null }> {
  const row = await db
    .selectFrom('users')
    .select(['adult_confirmed_at', 'play_paused_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    adultConfirmedAt: row?.adult_confirmed_at == null ? null : Number(row.adult_confirmed_at),
    pausedUntil: row?.play_paused_until == null ? null : Number(row.play_paused_until),
  };
}

/** Stores the 18+ confirmation's time, once (a second confirmation keeps the first time). */
export async function confirmAdult(db: Executor, userId: number, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ adult_confirmed_at: now })
    .where('id', '=', userId)
    .where('adult_confirmed_at', 'is', null)
    .execute();
}

/** Pending deposit requests of a player made since `since` (they count against a deposit limit until decided). */
export async function pendingDepositsSince(db: Executor, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('fund_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
