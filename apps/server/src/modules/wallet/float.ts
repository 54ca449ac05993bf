import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { lockRows } from '../../db/engine.ts';
import { type FloatMovementsTable } from '../../db/schema.ts';
import { credit, debit, lockWallets } from './ledger.ts';

/**
 * Agents' floats (ADR 029), kept by the wallet module like the players' wallets (ADR 005): the only
 * code that writes `agent_floats`, `float_ledger` and `float_movements` (ESLint's table owners). An
 * agent's float is a balance and one ledger row per change; every movement is one business row in
 * `float_movements` and, in the caller's transaction, its ledger rows:
 *
 * | kind          | float rows                                   | wallet row                   |
 * |---------------|----------------------------------------------|------------------------------|
 * | `top_up`      | the agent +amount (points enter from the house) | —                          |
 * | `take_back`   | the agent −amount (points go back to the house) | —                          |
 * | `commission`  | the agent +amount (a closed statement's, from the house) | —                 |
 * | `to_agent`    | the master agent −amount, the agent +amount  | —                            |
 * | `from_agent`  | the agent −amount, the master agent +amount  | —                            |
 * | `to_player`   | the agent −amount                            | the player +amount `agent_credit` |
 * | `from_player` | the agent +amount                            | the player −amount `agent_debit`  |
 *
 * So a movement between two accounts sums to zero, and only the house's own movements (top-up,
 * take-back, commission) change the points in the network; the ledger check holds both.
 *
 * Debits are conditional statements, never read-then-write: a float gives only down to its floor
 * (minus the agent's credit limit where the agent spends it; zero where points leave the agent
 * against their will or go back up the tree), a player's wallet only what it holds. Concurrent
 * movements therefore never take a float below its floor and never move points twice.
 *
 * On PostgreSQL every movement locks its floats first, in ascending id, then the player's wallet, so
 * two movements of the same accounts queue instead of deadlocking whatever their direction.
 */

export type FloatKind = FloatMovementsTable['kind'];

/** What each kind adds to the points in the agents' network (the sum of its float and wallet rows). */
export const ISSUED_BY: Record<FloatKind, -1 | 0 | 1> = {
  top_up: 1,
  take_back: -1,
  commission: 1,
  to_agent: 0,
  from_agent: 0,
  to_player: 0,
  from_player: 0,
};

/** The float rows each kind writes (the wallet row of `to_player` / `from_player` besides). */
export const FLOAT_ROWS_OF: Record<FloatKind, number> = {
  top_up: 1,
  take_back: 1,
  commission: 1,
  to_agent: 2,
  from_agent: 2,
  to_player: 1,
  from_player: 1,
};

export interface FloatMovement {
  kind: FloatKind;
  /** The float the movement is about: the agent's (the master agent's for `to_agent` / `from_agent`). */
  adminId: number;
  /** `to_agent` / `from_agent`: the agent on the other side. */
  counterAdminId?: number | undefined;
  /** `to_player` / `from_player`: the player on the other side. */
  userId?: number | undefined;
  /** Points, a whole number above zero. */
  amount: number;
  /** Shown in the float ledger and, for a player's movement, the player's wallet history. */
  note: string;
  /** Who did it (null: the server, a statement's commission). */
  byAdminId: number | null;
  statementId?: number | undefined;
  /**
   * The lowest balance the debited float may reach: −credit limit where the agent spends their own
   * float (`to_player`, a master agent's `to_agent`), 0 where it is taken back. Ignored by credits.
   */
  floor: number;
  now: number;
}

/** Why a movement was refused: the debited float or wallet does not hold the points. */
export type FloatRefusal = 'float_short' | 'wallet_short';

export interface FloatPosted {
  movementId: number;
  /** The balance of the movement's float (`adminId`) after it. */
  balance: number;
  /** The player's wallet balance after it (`to_player` / `from_player`). */
  walletBalance?: number;
}

/** A new agent's float: zero. */
export async function openFloat(trx: Executor, adminId: number, now: number): Promise<void> {
  await trx.insertInto('agent_floats').values({ admin_id: adminId, balance: 0, updated_at: now }).execute();
}

/** A float's balance (0 for an account without one). */
export async function floatBalanceOf(db: Executor, adminId: number): Promise<number> {
  const row = await db.selectFrom('agent_floats').select('balance').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Balances of several floats (missing ones absent). */
export async function floatBalancesOf(db: Executor, adminIds: readonly number[]): Promise<Map<number, number>> {
  if (adminIds.length === 0) return new Map();
  const rows = await db.selectFrom('agent_floats').select(['admin_id', 'balance']).where('admin_id', 'in', adminIds).execute();
  return new Map(rows.map((r) => [Number(r.admin_id), Number(r.balance)]));
}

/**
 * Moves points as `m.kind` says, in the caller's transaction: the business row and its ledger rows,
 * or nothing at all and the reason when a debited float or wallet is short.
 */
export async function moveFloat(trx: Executor, m: FloatMovement): Promise<FloatPosted | FloatRefusal> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`A float movement must be a whole number above zero (${m.amount})`);
  const note = m.note.slice(0, 255);
  const two = m.kind === 'to_agent' || m.kind === 'from_agent';
  const withPlayer = m.kind === 'to_player' || m.kind === 'from_player';
  if (two && m.counterAdminId === undefined) throw new Error(`${m.kind} needs the agent on the other side`);
  if (withPlayer && m.userId === undefined) throw new Error(`${m.kind} needs the player`);

  // Floats first, in ascending id, then the player's wallet (see above).
  const floats = two ? [m.adminId, m.counterAdminId!] : [m.adminId];
  await lockRows(trx, trx.selectFrom('agent_floats').select('admin_id').where('admin_id', 'in', floats).orderBy('admin_id'));
  if (withPlayer) await lockWallets(trx, [m.userId!]);

  const insertMovement = async () =>
    Number(
      (
        await trx
          .insertInto('float_movements')
          .values({
            kind: m.kind,
            admin_id: m.adminId,
            counter_admin_id: m.counterAdminId ?? null,
            user_id: m.userId ?? null,
            amount: m.amount,
            note,
            by_admin_id: m.byAdminId,
            statement_id: m.statementId ?? null,
            created_at: m.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  switch (m.kind) {
    case 'top_up':
    case 'commission': {
      const movementId = await insertMovement();
      const balance = await give(trx, m.adminId, m.amount, m.kind, movementId, note, m.now);
      return { movementId, balance };
    }
    case 'take_back': {
      const balance = await take(trx, m.adminId, m.amount, m.floor, m.now);
      if (balance === null) return 'float_short';
      const movementId = await insertMovement();
      await entry(trx, m.adminId, -m.amount, balance, m.kind, movementId, note, m.now);
      return { movementId, balance };
    }
    case 'to_agent':
    case 'from_agent': {
      // to_agent: the master agent gives; from_agent: the agent gives back.
      const [from, to] = m.kind === 'to_agent' ? [m.adminId, m.counterAdminId!] : [m.counterAdminId!, m.adminId];
      const fromBalance = await take(trx, from, m.amount, m.floor, m.now);
      if (fromBalance === null) return 'float_short';
      const movementId = await insertMovement();
      await entry(trx, from, -m.amount, fromBalance, m.kind, movementId, note, m.now);
      const toBalance = await give(trx, to, m.amount, m.kind, movementId, note, m.now);
      return { movementId, balance: m.kind === 'to_agent' ? fromBalance : toBalance };
    }
    case 'to_player': {
      const balance = await take(trx, m.adminId, m.amount, m.floor, m.now);
      if (balance === null) return 'float_short';
      const movementId = await insertMovement();
      await entry(trx, m.adminId, -m.amount, balance, m.kind, movementId, note, m.now);
      const posted = await credit(trx, { userId: m.userId!, amount: m.amount, kind: 'agent_credit', note, now: m.now }, movementId);
      return { movementId, balance, walletBalance: posted.balance };
    }
    case 'from_player': {
      const posted = await debit(trx, { userId: m.userId!, amount: m.amount, kind: 'agent_debit', note, now: m.now }, () => insertMovement());
      if (!posted) return 'wallet_short';
      const balance = await give(trx, m.adminId, m.amount, m.kind, posted.ref, note, m.now);
      return { movementId: posted.ref, balance, walletBalance: posted.balance };
    }
  }
}

/** Takes points from a float only down to `floor` (one conditional statement); null when it would go below. */
async function take(trx: Executor, adminId: number, amount: number, floor: number, now: number): Promise<number | null> {
  const row = await trx
    .updateTable('agent_floats')
    .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: now }))
    .where('admin_id', '=', adminId)
    .where(sql<boolean>`balance - ${amount} >= ${floor}`)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** Adds points to a float and writes its ledger row. */
async function give(trx: Executor, adminId: number, amount: number, kind: FloatKind, movementId: number, note: string, now: number): Promise<number> {
  const row = await trx
    .updateTable('agent_floats')
    .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: now }))
    .where('admin_id', '=', adminId)
    .returning('balance')
    .executeTakeFirst();
  if (!row) throw new Error(`No float for agent ${adminId}`);
  const balance = Number(row.balance);
  await entry(trx, adminId, amount, balance, kind, movementId, note, now);
  return balance;
}

async function entry(trx: Executor, adminId: number, amount: number, balance: number, kind: FloatKind, ref: number, note: string, now: number) {
  await trx
    .insertInto('float_ledger')
    .values({ admin_id: adminId, amount, balance_after: balance, kind, ref_id: ref, note, created_at: now })
    .execute();
}

/** A float's ledger rows, newest first, with an optional range of instants and a page. */
export function floatEntriesOf(db: Executor, adminId: number, opts: { from?: number; to?: number; limit: number; offset?: number }) {
  let q = db
    .selectFrom('float_ledger')
    .leftJoin('float_movements', 'float_movements.id', 'float_ledger.ref_id')
    .select([
      'float_ledger.id',
      'float_ledger.amount',
      'float_ledger.balance_after',
      'float_ledger.kind',
      'float_ledger.ref_id',
      'float_ledger.note',
      'float_ledger.created_at',
      'float_movements.user_id',
      'float_movements.counter_admin_id',
      'float_movements.admin_id as movement_admin_id',
      'float_movements.by_admin_id',
    ])
    .where('float_ledger.admin_id', '=', adminId);
  if (opts.from !== undefined) q = q.where('float_ledger.created_at', '>=', opts.from);
  if (opts.to !== undefined) q = q.where('float_ledger.created_at', '<', opts.to);
  return q
    .orderBy('float_ledger.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset ?? 0)
    .execute();
}
