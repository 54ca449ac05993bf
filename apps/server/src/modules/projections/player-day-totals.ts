import { indiaDayNumber } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { type Happening } from './happenings.ts';

/**
 * `player_day_totals`, the running totals the players' own limits read (ADR 018): per player and
 * India day, the points staked, won (net of reversals) and deposited, added in the transaction of the
 * ledger row they come from, so a limit is checked against a handful of rows — today's and this
 * week's — never a scan of the player's bids (responsible-play/day-totals.ts reads them).
 */

/** The ledger kinds the totals count, and the column each adds to (a reversal takes a win back). */
// An agent's credit from their float is the player's deposit by other means (ADR 029): it counts as one.
const COLUMN_OF = { bid: 'staked', win: 'won', win_reversal: 'won', deposit: 'deposited', agent_credit: 'deposited' } as const;
type CountedKind = keyof typeof COLUMN_OF;

function isCountedKind(kind: string): kind is CountedKind {
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
export async function onLedgerMoved(
  trx: Executor,
  { userId, ledgerKind, amount, now }: Extract<Happening, { kind: 'ledger-moved' }>,
): Promise<void> {
  if (!isCountedKind(ledgerKind)) return;
  const signed = ledgerKind === 'win_reversal' ? -amount : amount;
  await upserts[COLUMN_OF[ledgerKind]].run(trx, userId, indiaDayNumber(now), signed);
}

/**
 * Adds a settlement's wins (or takes a reversal's back) for the selected bids, one statement whatever
 * their number: each player's sum of `win_amount` to the India day of `now`, the ledger rows' time.
 */
export async function onWinsPosted(
  trx: Executor,
  { selected, ledgerKind, now }: Extract<Happening, { kind: 'wins-posted' }>,
): Promise<void> {
  const sign = ledgerKind === 'win' ? sql.lit(1) : sql.lit(-1);
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
