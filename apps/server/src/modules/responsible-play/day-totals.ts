import { indiaDayNumber, weekStartDay } from '@pana/domain';
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

/**
 * The running totals the player limits read (ADR 018): per player and India day, the points staked,
 * won (net of reversals) and deposited. The wallet's ledger adds to them in the same transaction as
 * the ledger row it writes (`addMovement`, `addWins`), so a limit is checked against a handful of rows
 * — today's and this week's — never a scan of the player's bids; the ledger check compares them with
 * the ledger.
 */

/** The ledger kinds the totals count, and the column each adds to (a reversal takes a win back). */
const COLUMN_OF = { bid: 'staked', win: 'won', win_reversal: 'won', deposit: 'deposited' } as const;
type CountedKind = keyof typeof COLUMN_OF;

export function isCountedKind(kind: string): kind is CountedKind {
  return Object.hasOwn(COLUMN_OF, kind);
}

function upsertOne(column: 'staked' | 'won' | 'deposited') {
  return prepared((db, userId: number, day: number, amount: number) =>
    db
      .insertInto('player_day_totals')
      .values({
        user_id: userId,
        day,
        staked: column === 'staked' ? amount : 0,
        won: column === 'won' ? amount : 0,
        deposited: column === 'deposited' ? amount : 0,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet((eb) => ({ [column]: eb(`player_day_totals.${column}`, '+', eb.ref(`excluded.${column}`)) })),
      ),
  );
}
const upserts = { staked: upsertOne('staked'), won: upsertOne('won'), deposited: upsertOne('deposited') };

/** Adds one ledger movement (a bid's debit, a deposit's credit, a win or its reversal) to its player's day. */
export async function addMovement(
  trx: Executor,
  userId: number,
  kind: string,
  amount: number,
  now: number,
): Promise<void> {
  if (!isCountedKind(kind)) return;
  const signed = kind === 'win_reversal' ? -amount : amount;
  await upserts[COLUMN_OF[kind]].run(trx, userId, indiaDayNumber(now), signed);
}

/**
 * Adds a settlement's wins (or takes a reversal's back) for the selected bids, one statement whatever
 * their number: each player's sum of `win_amount` to the India day of `now`, the ledger rows' time.
 */
export async function addWins(
  trx: Executor,
  selected: RawBuilder<SqlBool>,
  kind: 'win' | 'win_reversal',
  now: number,
): Promise<void> {
  const sign = kind === 'win' ? sql.lit(1) : sql.lit(-1);
  await trx
    .insertInto('player_day_totals')
    .columns(['user_id', 'day', 'staked', 'won', 'deposited'])
    .expression(
      trx
        .selectFrom('bids')
        .select([
          'bids.user_id',
          sql<number>`cast(${indiaDayNumber(now)} as integer)`.as('day'),
          sql<number>`0`.as('staked'),
          sql<number>`${sign} * sum(bids.win_amount)`.as('won'),
          sql<number>`0`.as('deposited'),
        ])
        .where(selected)
        .groupBy('bids.user_id'),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) => ({ won: eb('player_day_totals.won', '+', eb.ref('excluded.won')) })),
    )
    .execute();
}

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
