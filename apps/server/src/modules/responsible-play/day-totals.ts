import { indiaDayNumber, weekStartDay } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * Reads the running totals the player limits check (ADR 018): per player and India day, the points
 * staked, won (net of reversals) and deposited, kept by the projections (modules/projections) in the
 * transaction of each ledger row they come from.
 */

/** A player's totals of today and of this week (Monday to today), India time. */
export interface PlayTotals {
  day: { staked: number; won: number; deposited: number };
  week: { staked: number; won: number; deposited: number };
}

const findTotals = prepared((db, userId: number, weekStart: number, today: number, today2: number) =>
  db
    .selectFrom('player_day_totals')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('staked'), sql<number>`0`).as('week_staked'),
      eb.fn.coalesce(eb.fn.sum<number>('won'), sql<number>`0`).as('week_won'),
      eb.fn.coalesce(eb.fn.sum<number>('deposited'), sql<number>`0`).as('week_deposited'),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when day = ${today2} then staked else 0 end`), sql<number>`0`)
        .as('day_staked'),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when day = ${today2} then won else 0 end`), sql<number>`0`)
        .as('day_won'),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when day = ${today2} then deposited else 0 end`), sql<number>`0`)
        .as('day_deposited'),
    ])
    .where('user_id', '=', userId)
    .where('day', '>=', weekStart)
    .where('day', '<=', today),
);

/** Today's and this week's totals of a player at `now` (at most seven rows read, by primary key). */
export async function totalsOf(db: Executor, userId: number, now: number): Promise<PlayTotals> {
  const today = indiaDayNumber(now);
  const [row] = (await findTotals.run(db, userId, weekStartDay(today), today, today)).rows;
  return {
    day: {
      staked: Number(row?.day_staked ?? 0),
      won: Number(row?.day_won ?? 0),
      deposited: Number(row?.day_deposited ?? 0),
    },
    week: {
      staked: Number(row?.week_staked ?? 0),
      won: Number(row?.week_won ?? 0),
      deposited: Number(row?.week_deposited ?? 0),
    },
  };
}
