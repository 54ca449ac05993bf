import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import { afterCommit, trackCommits } from '../../db/after-commit.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { isPostgres, lockRows } from '../../db/engine.ts';
import { prepared } from '../../db/prepared.ts';
import { type Database } from '../../db/schema.ts';
import { onWriterEvent } from '../../db/units.ts';
import { announce } from '../projections/index.ts';

/**
 * The wallet's ledger: the only code that writes `wallets` and `wallet_ledger` (ADR 005;
 * ESLint refuses those writes anywhere else). Every movement of points is one balance change and one
 * ledger row naming the business row that caused it, in the caller's transaction:
 *
 * - `debit`: a conditional statement (never read-then-write) that takes points only when the wallet
 *   holds them; `credit` adds them. Each writes its ledger row with the new balance.
 * - `postWins`: set-based posting of a settlement's wins or a result's reversal, a few statements
 *   whatever the number of bids.
 * - `openWallet`: a new player's empty wallet, with an opening credit when one is given.
 * - `watchLedger`: hears every player's new balance once the transaction that moved it has committed
 *   (the live updates' wallet events, ADR 013), never for one that rolled back.
 * - Every movement is announced to the projections (modules/projections) in the same transaction:
 *   stakes, wins (and their reversals) and deposits add to the player's day totals, which the
 *   player's own limits read (ADR 018).
 *
 * A ledger row's reference is (`ref_type`, `ref_id`): the table of its business row, fixed by its kind
 * (`REFERENCE_OF`), and that row's integer id, an indexed bigint column, so the ledger check joins on
 * it directly on both engines.
 */

/** Every kind of ledger row and the kind of business row it points at (`wallet_ledger.ref_type`). */
export const REFERENCE_OF = {
  bid: 'bid_submission',
  win: 'bid',
  win_reversal: 'bid',
  deposit: 'fund_request',
  withdrawal_hold: 'withdraw_request',
  withdrawal_release: 'withdraw_request',
  /** An approved bank payout the bank failed: the held points back, once (ADR 012). */
  withdrawal_return: 'withdraw_request',
  transfer_out: 'transfer',
  transfer_in: 'transfer',
  adjustment: 'wallet_adjustment',
  /** An agent credited the player from their float, or took points back into it (ADR 029, float.ts). */
  agent_credit: 'float_movement',
  agent_debit: 'float_movement',
} as const;

export type LedgerKind = keyof typeof REFERENCE_OF;
export type LedgerRefType = (typeof REFERENCE_OF)[LedgerKind];

/**
 * The business table each reference type names. A ledger row must point at an existing row of it
 * that belongs to the same player (`user_id`, or per kind where a row has two players).
 */
export const REFERENCED_TABLES: Record<
  LedgerRefType,
  {
    table: 'bid_submissions' | 'bids' | 'fund_requests' | 'withdraw_requests' | 'transfers' | 'wallet_adjustments' | 'float_movements';
    /** The column naming the player a kind's row belongs to, where it is not `user_id` (a transfer has two). */
    owners?: Readonly<Partial<Record<LedgerKind, string>>>;
  }
> = {
  bid_submission: { table: 'bid_submissions' },
  bid: { table: 'bids' },
  fund_request: { table: 'fund_requests' },
  withdraw_request: { table: 'withdraw_requests' },
  transfer: { table: 'transfers', owners: { transfer_out: 'sender_id', transfer_in: 'receiver_id' } },
  wallet_adjustment: { table: 'wallet_adjustments' },
  float_movement: { table: 'float_movements' },
};

/** The kinds that point at a reference type. */
export function kindsOf(refType: LedgerRefType): LedgerKind[] {
  return (Object.keys(REFERENCE_OF) as LedgerKind[]).filter((k) => REFERENCE_OF[k] === refType);
}

/** One movement of one wallet. */
export interface Movement {
  userId: number;
  /** Points moved, a whole number above zero; the kind says which way. */
  amount: number;
  kind: LedgerKind;
  /** Shown in the player's wallet history and the console (at most 255 characters kept). */
  note: string;
  now: number;
}

/**
 * What caused a movement: the id of its business row, or a function that writes that row once the
 * wallet has moved (a bid submission or a withdrawal exists only when its debit succeeded) and
 * returns its id. The function gets the new balance.
 */
export type Cause = number | ((balance: number) => Promise<number>);

export interface Posted {
  /** The wallet's balance after the movement. */
  balance: number;
  /** The id of the business row the ledger row points at. */
  ref: number;
}

/**
 * Takes `amount` from a wallet only if it holds that much (one conditional statement), then writes
 * the cause (if it is a function) and the ledger row. Null when the wallet is short: nothing is
 * written, so the caller can refuse without rolling back its neighbours (the bid batch).
 */
export async function debit(trx: Executor, m: Movement, cause: Cause): Promise<Posted | null> {
  const [row] = (await takeIfCovered.run(trx, m.userId, m.amount, m.now)).rows;
  if (!row) return null;
  return record(trx, m, -m.amount, Number(row.balance), cause);
}

// The three statements of every movement, compiled once (db/prepared.ts): the bid path runs them per bid.
const takeIfCovered = prepared((db, userId: number, amount: number, now: number) =>
  db
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: now }))
    .where('user_id', '=', userId)
    .where('balance', '>=', amount)
    .returning('balance'),
);
const give = prepared((db, userId: number, amount: number, now: number) =>
  db
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: now }))
    .where('user_id', '=', userId)
    .returning('balance'),
);
/** A ledger row's values, in `record`'s order. */
type EntryArgs = [userId: number, amount: number, balance: number, kind: LedgerKind, refType: LedgerRefType, refId: number, note: string, now: number];
const entryRow = (db: Kysely<Database>, ...[userId, amount, balance, kind, refType, refId, note, now]: EntryArgs) =>
  db.insertInto('wallet_ledger').values({
    user_id: userId,
    amount,
    balance_after: balance,
    kind,
    ref_type: refType,
    ref_id: refId,
    note,
    created_at: now,
  });
// The new row's id (the wallet events', `watchLedger`): SQLite reports it with the insert; RETURNING
// would cost the bid path a row object per bid (a quarter of the ledger's own CPU, measured). PostgreSQL returns it.
const insertEntry = prepared(entryRow);
const insertEntryReturningId = prepared((db, ...args: EntryArgs) => entryRow(db, ...args).returning('id'));
const findBalance = prepared((db, userId: number) =>
  db.selectFrom('wallets').select('balance').where('user_id', '=', userId),
);

/** Adds `amount` to a wallet, then writes the cause (if it is a function) and the ledger row. */
export async function credit(trx: Executor, m: Movement, cause: Cause): Promise<Posted> {
  const [row] = (await give.run(trx, m.userId, m.amount, m.now)).rows;
  if (!row) throw new Error(`No wallet for player ${m.userId}`);
  return record(trx, m, m.amount, Number(row.balance), cause);
}

async function record(trx: Executor, m: Movement, signed: number, balance: number, cause: Cause): Promise<Posted> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`A ledger movement must be a whole number above zero (${m.amount})`);
  const ref = typeof cause === 'number' ? cause : await cause(balance);
  const args: EntryArgs = [m.userId, signed, balance, m.kind, REFERENCE_OF[m.kind], ref, m.note.slice(0, 255), m.now];
  const ledgerId = isPostgres(trx)
    ? Number((await insertEntryReturningId.run(trx, ...args)).rows[0]?.id)
    : Number((await insertEntry.run(trx, ...args)).insertId);
  // What derives from a player's movements (their day totals, ADR 018) is kept by the projections.
  await announce(trx, { kind: 'ledger-moved', userId: m.userId, ledgerKind: m.kind, amount: m.amount, now: m.now });
  tellWatchers(trx, [{ playerId: m.userId, ledgerId, balance }]);
  return { balance, ref };
}

/** A player's balance after their newest ledger row of a transaction. */
export interface BalanceChange {
  playerId: number;
  /**
   * That ledger row's id. A player's rows are written one transaction at a time (their wallet row is
   * locked first), so on both engines their ids grow in the order the transactions commit.
   */
  ledgerId: number;
  balance: number;
}

const watchers = new WeakMap<Db, (changes: BalanceChange[]) => void>();

/**
 * Calls `watcher` with players' new balances after each committed transaction of `db` that moved
 * their points (once per statement that wrote ledger rows), never for a transaction that rolled back.
 */
export function watchLedger(db: Db, watcher: (changes: BalanceChange[]) => void): void {
  trackCommits(db);
  watchers.set(db, watcher);
  // The units of work that run in the writer thread (ADR 025) report their committed changes from there.
  onWriterEvent(db, 'ledger', (changes) => watcher(changes as BalanceChange[]));
}

function tellWatchers(trx: Executor, changes: BalanceChange[]): void {
  if (changes.length > 0) afterCommit(trx, (db) => watchers.get(db)?.(changes));
}

/**
 * A new player's wallet: empty, or with an opening balance (the demo player, test players), which is
 * an operator-less wallet adjustment like any other credit, so even it points at a business row.
 */
export async function openWallet(
  trx: Executor,
  userId: number,
  now: number,
  opening?: { amount: number; note: string },
): Promise<number> {
  await trx.insertInto('wallets').values({ user_id: userId, balance: 0, updated_at: now }).execute();
  if (!opening) return 0;
  const adjustment = await trx
    .insertInto('wallet_adjustments')
    .values({ user_id: userId, amount: opening.amount, note: opening.note, admin_id: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const posted = await credit(trx, { userId, amount: opening.amount, kind: 'adjustment', note: opening.note, now }, Number(adjustment.id));
  return posted.balance;
}

/** A wallet's balance (0 for a player without one). */
export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = (await findBalance.run(db, userId)).rows;
  return Number(row?.balance ?? 0);
}

/** A player's newest ledger rows. */
export function entriesOf(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('wallet_ledger')
    .select(['id', 'amount', 'balance_after', 'kind', 'ref_type', 'ref_id', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * PostgreSQL: locks these players' wallets until the transaction ends, in ascending user order as every
 * write of several wallets takes them, so concurrent writers queue instead of deadlocking. A settlement
 * posted in chunks takes them all first. (SQLite: one writer; nothing to do.)
 */
export async function lockWallets(trx: Executor, userIds: Iterable<number>): Promise<void> {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += 5_000) {
    await lockRows(trx, trx.selectFrom('wallets').select('user_id').where('user_id', 'in', sorted.slice(i, i + 5_000)).orderBy('user_id'));
  }
}

/** As `lockWallets`, for the players of the selected bids. */
async function lockWalletsOf(trx: Executor, selected: RawBuilder<SqlBool>): Promise<void> {
  await lockRows(
    trx,
    trx
      .selectFrom('wallets')
      .select('wallets.user_id')
      .where('wallets.user_id', 'in', (eb) => eb.selectFrom('bids').select('bids.user_id').where(selected))
      .orderBy('wallets.user_id'),
  );
}

/**
 * Posts the wins of the selected bids (a condition on `bids`, won bids with their `win_amount` set):
 * 'win' credits +win_amount, 'win_reversal' debits −win_amount (a reversal may take a balance below
 * zero; it is recorded as such). Two statements whatever the number of bids, one ledger row per bid.
 *
 * The wallets go first: their rows then stay locked until the commit, so on PostgreSQL no bid or
 * payment of another transaction can change a balance between it and the ledger rows computed from
 * it. They are locked in ascending user order, as every write of several wallets takes them (bid
 * batches, transfers), so concurrent writers queue instead of deadlocking. Rows are written in
 * (user, bid) order; balance_after is each player's running balance up to the new one.
 */
export async function postWins(
  trx: Executor,
  selected: RawBuilder<SqlBool>,
  kind: 'win' | 'win_reversal',
  note: string,
  now: number,
  options: { walletsLocked?: boolean } = {},
): Promise<number> {
  const sign = kind === 'win' ? sql.lit(1) : sql.lit(-1);
  if (!options.walletsLocked) await lockWalletsOf(trx, selected);
  await trx
    .updateTable('wallets')
    .from(
      trx
        .selectFrom('bids')
        .select(['bids.user_id', sql<number>`sum(bids.win_amount)`.as('total')])
        .where(selected)
        .groupBy('bids.user_id')
        .as('t'),
    )
    .set({ balance: sql<number>`wallets.balance + ${sign} * t.total`, updated_at: now })
    .whereRef('wallets.user_id', '=', 't.user_id')
    .execute();
  const inserted = await trx
    .insertInto('wallet_ledger')
    .columns(['user_id', 'amount', 'balance_after', 'kind', 'ref_type', 'ref_id', 'note', 'created_at'])
    .expression(
      trx
        .selectFrom('bids')
        .innerJoin('wallets', 'wallets.user_id', 'bids.user_id')
        .select([
          'bids.user_id',
          sql<number>`${sign} * bids.win_amount`.as('amount'),
          // The balance before these rows (the new one less all of them), plus the running sum.
          sql<number>`wallets.balance - ${sign} * sum(bids.win_amount) over (partition by bids.user_id) + ${sign} * sum(bids.win_amount) over (partition by bids.user_id order by bids.id)`.as(
            'balance_after',
          ),
          sql<string>`${sql.lit(kind)}`.as('kind'),
          sql<string>`${sql.lit(REFERENCE_OF[kind])}`.as('ref_type'),
          'bids.id as ref_id',
          sql<string>`cast(${note.slice(0, 255)} as varchar(255))`.as('note'),
          sql<number>`cast(${now} as bigint)`.as('created_at'),
        ])
        .where(selected)
        .orderBy('bids.user_id')
        .orderBy('bids.id'),
    )
    .returning(['user_id', 'id', 'balance_after'])
    .execute();
  await announce(trx, { kind: 'wins-posted', selected, ledgerKind: kind, now });
  // Each player's newest row carries their new balance.
  const newest = new Map<number, BalanceChange>();
  for (const row of inserted) {
    const change = { playerId: Number(row.user_id), ledgerId: Number(row.id), balance: Number(row.balance_after) };
    if ((newest.get(change.playerId)?.ledgerId ?? 0) < change.ledgerId) newest.set(change.playerId, change);
  }
  tellWatchers(trx, [...newest.values()]);
  return inserted.length;
}

/**
 * A player's ledger rows naming these business rows (kind's reference type and id), oldest first:
 * the evidence of a support ticket (ADR 030) — a bid's stake and win, a deposit's credit, a
 * withdrawal's hold and release.
 */
export async function entriesNaming(
  db: Executor,
  userId: number,
  refs: ReadonlyArray<{ refType: LedgerRefType; refId: number }>,
): Promise<Array<{ id: number; amount: number; balanceAfter: number; kind: string; note: string; createdAt: number }>> {
  if (refs.length === 0) return [];
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['id', 'amount', 'balance_after', 'kind', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or(refs.map((r) => eb.and([eb('ref_type', '=', r.refType), eb('ref_id', '=', r.refId)]))))
    .orderBy('id', 'asc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    kind: r.kind,
    note: r.note,
    createdAt: Number(r.created_at),
  }));
}
