import {
  type BidSelector,
  type Family,
  rateFor,
  type RateTable,
  type StoredBidTypeKey,
  type WinningCombination,
} from '@pana/domain';
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/engine.ts';
import { type BidGroup } from '../bids/pending-groups.ts';
import { announce, ofDraw } from '../projections/index.ts';
import * as ledger from '../wallet/ledger.ts';

/**
 * All SQL of results and settlement. Settlement is set-based: a declaration settles every bid of
 * its draw with a few statements, whatever the number of bids (docs/budgets.md, ADR 007). Every statement
 * runs on SQLite and PostgreSQL alike; constants that take part in arithmetic are inlined as integer
 * literals or cast, because better-sqlite3 binds JS numbers as REAL and PostgreSQL cannot infer the
 * type of a parameter in a SELECT list.
 */

/** One draw: a market on a draw date (India date, `YYYY-MM-DD`). */
export interface Draw {
  marketId: number;
  date: string;
}

export interface ResultRecord {
  id: number;
  openPana: string | null;
  openAnk: number | null;
  closePana: string | null;
  closeAnk: number | null;
  jodi: string | null;
  openDeclaredAt: number | null;
  closeDeclaredAt: number | null;
}

const RESULT_COLUMNS = [
  'id',
  'open_pana',
  'open_ank',
  'close_pana',
  'close_ank',
  'jodi',
  'open_declared_at',
  'close_declared_at',
] as const;

function toResult(r: {
  id: number;
  open_pana: string | null;
  open_ank: number | null;
  close_pana: string | null;
  close_ank: number | null;
  jodi: string | null;
  open_declared_at: number | null;
  close_declared_at: number | null;
}): ResultRecord {
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    id: Number(r.id),
    openPana: r.open_pana,
    openAnk: num(r.open_ank),
    closePana: r.close_pana,
    closeAnk: num(r.close_ank),
    jodi: r.jodi,
    openDeclaredAt: num(r.open_declared_at),
    closeDeclaredAt: num(r.close_declared_at),
  };
}

export async function findResult(db: Executor, draw: Draw): Promise<ResultRecord | null> {
  const r = await db
    .selectFrom('results')
    .select(RESULT_COLUMNS)
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.date)
    .executeTakeFirst();
  return r ? toResult(r) : null;
}

/**
 * Claims the open result of a draw (main open, Starline): one conditional upsert that writes the
 * pana only where none is declared. False when another declaration holds it — two concurrent
 * declarations, in one process or several, can never both succeed.
 */
export async function claimOpenResult(
  trx: Executor,
  draw: Draw,
  pana: string,
  ank: number,
  now: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('results')
    .values({
      market_id: draw.marketId,
      draw_date: draw.date,
      open_pana: pana,
      open_ank: ank,
      open_declared_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['market_id', 'draw_date'])
        .doUpdateSet((eb) => ({
          open_pana: eb.ref('excluded.open_pana'),
          open_ank: eb.ref('excluded.open_ank'),
          open_declared_at: eb.ref('excluded.open_declared_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('results.open_pana', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims a Gali draw's jodi (stamped in open_declared_at, the draw's one time), as `claimOpenResult` does the open pana. */
export async function claimGaliResult(trx: Executor, draw: Draw, jodi: string, now: number): Promise<boolean> {
  const row = await trx
    .insertInto('results')
    .values({ market_id: draw.marketId, draw_date: draw.date, jodi, open_declared_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['market_id', 'draw_date'])
        .doUpdateSet((eb) => ({
          jodi: eb.ref('excluded.jodi'),
          open_declared_at: eb.ref('excluded.open_declared_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('results.jodi', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims a main draw's close result: writes the close pana only where the open is declared and
 * the close is not, and returns the declared open pana (null when the claim failed).
 */
export async function claimCloseResult(
  trx: Executor,
  draw: Draw,
  pana: string,
  ank: number,
  now: number,
): Promise<{ id: number; openPana: string } | null> {
  const row = await trx
    .updateTable('results')
    .set({ close_pana: pana, close_ank: ank, close_declared_at: now, updated_at: now })
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.date)
    .where('open_pana', 'is not', null)
    .where('close_pana', 'is', null)
    .returning(['id', 'open_pana'])
    .executeTakeFirst();
  return row && row.open_pana !== null ? { id: Number(row.id), openPana: row.open_pana } : null;
}

export async function setJodi(trx: Executor, resultId: number, jodi: string): Promise<void> {
  await trx.updateTable('results').set({ jodi }).where('id', '=', resultId).execute();
}

/**
 * Locks a draw's result row for a change (a no-op write of updated_at) and returns it as it
 * stands; null when the draw has no result row. On PostgreSQL a concurrent change waits here and
 * then sees the committed row.
 */
export async function lockResult(trx: Executor, draw: Draw, now: number): Promise<ResultRecord | null> {
  const r = await trx
    .updateTable('results')
    .set({ updated_at: now })
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.date)
    .returning(RESULT_COLUMNS)
    .executeTakeFirst();
  return r ? toResult(r) : null;
}

/** Clears the columns of one declaration; deletes the row when nothing remains declared. */
export async function clearResult(
  trx: Executor,
  draw: Draw,
  what: 'open' | 'close' | 'gali',
  now: number,
): Promise<void> {
  const cleared =
    what === 'open'
      ? { open_pana: null, open_ank: null, open_declared_at: null }
      : what === 'close'
        ? { close_pana: null, close_ank: null, jodi: null, close_declared_at: null }
        : { jodi: null, open_declared_at: null };
  await trx
    .updateTable('results')
    .set({ ...cleared, updated_at: now })
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.date)
    .execute();
  await trx
    .deleteFrom('results')
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.date)
    .where('open_pana', 'is', null)
    .where('close_pana', 'is', null)
    .where('jodi', 'is', null)
    .execute();
}

export interface ResultListItem extends ResultRecord {
  marketId: number;
  /** 'imported': added by a chart import, settled nothing (ADR 031). */
  source: 'declared' | 'imported';
  marketName: string;
  kind: Family;
  date: string;
}

/** The results declared on a draw date, optionally of one kind of market, in the markets' order. */
export async function listResults(db: Executor, date: string, kind: Family | undefined): Promise<ResultListItem[]> {
  let q = db
    .selectFrom('results')
    .innerJoin('markets', 'markets.id', 'results.market_id')
    .select([
      'results.id',
      'results.market_id',
      'results.draw_date',
      'results.open_pana',
      'results.open_ank',
      'results.close_pana',
      'results.close_ank',
      'results.jodi',
      'results.open_declared_at',
      'results.close_declared_at',
      'results.source',
      'markets.name',
      'markets.kind',
    ])
    .where('results.draw_date', '=', date);
  if (kind) q = q.where('markets.kind', '=', kind);
  const rows = await q
    .orderBy('markets.kind')
    .orderBy('markets.sort_order')
    .orderBy('markets.open_minute')
    .orderBy('markets.id')
    .execute();
  return rows.map((r) => ({
    ...toResult(r),
    marketId: Number(r.market_id),
    marketName: r.name,
    kind: r.kind,
    date: r.draw_date,
    source: r.source,
  }));
}

// ---- An agent's exposure (ADR 029) ---------------------------------------------------------------

/**
 * The pending bids of a draw placed by the players of these agents, grouped as `pending_bid_groups`
 * holds the whole draw's: read from the bids themselves, starting from the agents' players (users'
 * agent index, then each player's bids of the date), so it costs what those players bid, not the draw.
 */
export async function readScopedPendingGroups(
  db: Executor,
  draw: Draw,
  selectors: readonly BidSelector[],
  agentIds: readonly number[],
): Promise<BidGroup[]> {
  if (agentIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('bids', 'bids.user_id', 'users.id')
    .select([
      'bids.bid_type',
      'bids.session',
      'bids.digits',
      'bids.closedigits',
      'bids.points',
      sql<number>`count(*)`.as('bids'),
    ])
    .where('users.agent_id', 'in', [...agentIds])
    .where('bids.draw_date', '=', draw.date)
    .where('bids.status', '=', 'pending')
    .where(bidsOf(draw, selectors))
    .groupBy(['bids.bid_type', 'bids.session', 'bids.digits', 'bids.closedigits', 'bids.points'])
    .execute();
  return rows.map((r) => ({
    type: r.bid_type as StoredBidTypeKey,
    session: r.session,
    digits: r.digits,
    closedigits: r.closedigits,
    points: Number(r.points),
    bids: Number(r.bids),
  }));
}

// ---- Settlement -------------------------------------------------------------------------------

/** `bids` of the draw whose (type, session) is one of the selectors (a declaration's `settledBy`). */
const bidsOf = (draw: Draw, selectors: readonly BidSelector[]) => ofDraw('bids', draw, selectors);

/** The bids one winning combination describes. */
function matches(c: WinningCombination): RawBuilder<SqlBool> {
  const parts = [sql`bids.bid_type = ${c.type}`, sql`bids.digits = ${c.digits}`];
  if (c.session !== null) parts.push(sql`bids.session = ${c.session}`);
  if (c.closedigits !== null) parts.push(sql`bids.closedigits = ${c.closedigits}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

function matchesAny(combos: readonly WinningCombination[]): RawBuilder<SqlBool> {
  return combos.length === 0 ? sql<SqlBool>`(1 = 0)` : sql<SqlBool>`(${sql.join(combos.map(matches), sql` or `)})`;
}

/**
 * A bid's payout under these winning combinations: floor(points × val2 / val1) of its type's rate
 * pair, 0 when it loses. Integer arithmetic on both engines (non-negative integer operands, rates
 * inlined as integer literals), so it truncates exactly as the domain's `payoutOf`.
 */
function payoutCase(family: Family, combos: readonly WinningCombination[], rates: RateTable): RawBuilder<number> {
  if (combos.length === 0) return sql<number>`0`;
  const whens = combos.map((c) => {
    const rate = rateFor(family, c.type, rates);
    return sql`when ${matches(c)} then bids.points * ${sql.lit(rate.val2)} / ${sql.lit(rate.val1)}`;
  });
  return sql<number>`(case ${sql.join(whens, sql` `)} else 0 end)`;
}

export interface SettlementPlan {
  draw: Draw;
  family: Family;
  /** The bids the declaration settles (`settledBy`). */
  selectors: readonly BidSelector[];
  /** The ones among them that win (`winningCombinations`). */
  combos: readonly WinningCombination[];
  rates: RateTable;
}

export interface SettlementTotals {
  settledBids: number;
  winners: number;
  winningPlayers: number;
  payout: number;
}

/** What a declaration would settle, from SELECTs only (the preview). */
export async function previewSettlement(db: Executor, plan: SettlementPlan): Promise<SettlementTotals> {
  const won = matchesAny(plan.combos);
  const row = await db
    .selectFrom('bids')
    .select([
      sql<number>`count(*)`.as('settled'),
      sql<number>`coalesce(sum(case when ${won} then 1 else 0 end), 0)`.as('winners'),
      sql<number>`count(distinct case when ${won} then bids.user_id end)`.as('players'),
      sql<number>`coalesce(sum(${payoutCase(plan.family, plan.combos, plan.rates)}), 0)`.as('payout'),
    ])
    .where('bids.status', '=', 'pending')
    .where(bidsOf(plan.draw, plan.selectors))
    .executeTakeFirstOrThrow();
  return {
    settledBids: Number(row.settled),
    winners: Number(row.winners),
    winningPlayers: Number(row.players),
    payout: Number(row.payout),
  };
}

/**
 * Bids settled per statement: a chunk takes 20–30 ms on SQLite (where it holds the event loop), so
 * players' polls are answered between chunks. 20,000 held them up to 50 ms, and the stall check's
 * declaration window came out at p99 96 ms of its 100 ms budget; 10,000 settled 1M bids as fast (2.11
 * against 2.29 s in process, load 2.5).
 */
export const SETTLEMENT_CHUNK_BIDS = 10_000;

/** Lets the event loop answer whatever waits (polls read on their own connection) between two chunks of a long write. */
const yieldToPlayers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Winning bids whose wins the ledger posts per pair of statements (their ids named, so each bid is one key lookup; never more than a chunk). */
export const WIN_POSTING_BIDS = 5_000;

/** What one chunk of a settlement settled: its winning bids, and all its bids' count and points. */
interface ChunkOutcome {
  winners: Array<{ id: number; userId: number; win: number }>;
  settled: number;
  points: number;
}

/** The rows a chunk's statement answers: one per winning bid, and one (id null) with the count and points of all it settled. */
type ChunkRow = { id: number | null; user_id: number; win_amount: number };

function chunkOutcome(rows: readonly ChunkRow[]): ChunkOutcome {
  const outcome: ChunkOutcome = { winners: [], settled: 0, points: 0 };
  for (const r of rows) {
    if (r.id === null) {
      outcome.settled += Number(r.user_id);
      outcome.points += Number(r.win_amount);
    } else outcome.winners.push({ id: Number(r.id), userId: Number(r.user_id), win: Number(r.win_amount) });
  }
  return outcome;
}

/**
 * Settles a declaration's bids, in chunks of `SETTLEMENT_CHUNK_BIDS` bids by id so that no statement
 * holds the thread long (better-sqlite3 runs on it; between chunks the players' polls are answered
 * from the read connection while bids wait for the writer). For each chunk, every pending bid it
 * settles becomes won (with its payout) or lost, stamped `settled_at = now`; its winning bids (id,
 * player, win) and the count and points of all it settled come back, and its players are recorded in
 * `draw_players`. On PostgreSQL that is one statement per chunk (the UPDATE's RETURNING feeds the
 * rest inside the server, one round trip); on SQLite three (no data-modifying WITH). Then every
 * winner's wallet is locked, in user order, on PostgreSQL (so concurrent writers never take them out
 * of order), and the ledger posts the wins (`postWins`) `WIN_POSTING_BIDS` winning bids at a time,
 * named by id. Last, the settlement is announced to the projections (the live exposure's groups
 * dropped, the reports' `draw_totals` added). "This settlement's bids" are
 * the draw's bids of the settled types that are won with settled_at = now: a claimed declaration is the
 * only one that can produce them.
 */
export async function settle(trx: Executor, plan: SettlementPlan, now: number, chunkBids = SETTLEMENT_CHUNK_BIDS): Promise<SettlementTotals> {
  const { draw, selectors, combos } = plan;
  const pending = sql<SqlBool>`(bids.status = ${sql.lit('pending')} and ${bidsOf(draw, selectors)})`;
  // The draw's id range, each end one index lookup (bids_draw is market, date, id).
  const end = (fn: 'min' | 'max') =>
    trx
      .selectFrom('bids')
      .select(sql<number | null>`${sql.raw(fn)}(bids.id)`.as('id'))
      .where('bids.market_id', '=', draw.marketId)
      .where('bids.draw_date', '=', draw.date)
      .executeTakeFirstOrThrow();
  const [low, high] = await Promise.all([end('min'), end('max')]);
  const totals: SettlementTotals = { settledBids: 0, winners: 0, winningPlayers: 0, payout: 0 };
  if (low.id === null || high.id === null) {
    await announce(trx, { kind: 'bids-settled', draw, selectors, now, figures: { bids: 0, points: 0, winners: 0, payout: 0 } });
    return totals;
  }
  const first = Number(low.id);
  const last = Number(high.id);
  const chunk = (from: number) => sql<SqlBool>`(bids.id between ${sql.lit(from)} and ${sql.lit(Math.min(from + chunkBids - 1, last))})`;

  const thisSettlement = sql<SqlBool>`(bids.status = ${sql.lit('won')} and bids.settled_at = ${now} and ${bidsOf(draw, selectors)})`;
  const settledNow = sql<SqlBool>`(bids.status in (${sql.lit('won')}, ${sql.lit('lost')}) and bids.settled_at = ${now} and ${bidsOf(draw, selectors)})`;
  const status = sql`case when ${matchesAny(combos)} then ${sql.lit('won')} else ${sql.lit('lost')} end`;
  const payout = payoutCase(plan.family, combos, plan.rates);
  const postgres = isPostgres(trx);

  const settleChunk = async (from: number): Promise<ChunkOutcome> => {
    if (postgres) {
      const { rows } = await sql<ChunkRow>`
        with settled as (
          update bids set status = ${status}, win_amount = ${payout}, settled_at = ${now}
          where ${pending} and ${chunk(from)}
          returning bids.id, bids.user_id, bids.market_id, bids.draw_date, bids.status, bids.win_amount, bids.points
        ), recorded as (
          insert into draw_players (market_id, draw_date, user_id)
          select distinct market_id, draw_date, user_id from settled
          on conflict do nothing
        )
        select id, user_id, win_amount from settled where status = ${sql.lit('won')}
        union all
        select null, count(*), coalesce(sum(points), 0) from settled`.execute(trx);
      return chunkOutcome(rows);
    }
    await sql`update bids set status = ${status}, win_amount = ${payout}, settled_at = ${now} where ${pending} and ${chunk(from)}`.execute(trx);
    const { rows } = await sql<ChunkRow>`
      select bids.id, bids.user_id, bids.win_amount from bids where ${thisSettlement} and ${chunk(from)}
      union all
      select null, count(*), coalesce(sum(bids.points), 0) from bids where ${settledNow} and ${chunk(from)}`.execute(trx);
    await sql`
      insert into draw_players (market_id, draw_date, user_id)
      select distinct bids.market_id, bids.draw_date, bids.user_id from bids where ${settledNow} and ${chunk(from)}
      on conflict do nothing`.execute(trx);
    return chunkOutcome(rows);
  };

  const players = new Set<number>();
  const winning: number[] = [];
  let points = 0;
  for (let from = first; from <= last; from += chunkBids) {
    const outcome = await settleChunk(from);
    totals.settledBids += outcome.settled;
    points += outcome.points;
    for (const w of outcome.winners) {
      players.add(w.userId);
      winning.push(w.id);
      totals.winners++;
      totals.payout += w.win;
    }
    await yieldToPlayers();
  }

  // Every winner's wallet locked first, in user order (PostgreSQL), then the wins posted by bid id.
  await ledger.lockWallets(trx, players);
  const note = `Win: market ${draw.marketId}, ${draw.date}`;
  const perPosting = Math.min(WIN_POSTING_BIDS, chunkBids);
  for (let i = 0; i < winning.length; i += perPosting) {
    const ids = winning.slice(i, i + perPosting).map((id) => sql.lit(id));
    await ledger.postWins(trx, sql<SqlBool>`(${thisSettlement} and bids.id in (${sql.join(ids)}))`, 'win', note, now, { walletsLocked: true });
    await yieldToPlayers();
  }
  totals.winningPlayers = players.size;
  // What derives from the draw's bids (its live exposure, the reports' figures) is kept by the projections.
  await announce(trx, {
    kind: 'bids-settled',
    draw,
    selectors,
    now,
    figures: { bids: totals.settledBids, points, winners: totals.winners, payout: totals.payout },
  });
  return totals;
}

export interface Reversal {
  reversedBids: number;
  reversedPayout: number;
}

/** Takes back every win of a declaration's bids (won bids of its settled types): one 'win_reversal' row each. */
export async function reverseWins(
  trx: Executor,
  draw: Draw,
  selectors: readonly BidSelector[],
  note: string,
  now: number,
): Promise<Reversal> {
  const won = sql<SqlBool>`(bids.status = ${sql.lit('won')} and ${bidsOf(draw, selectors)})`;
  const sum = await trx
    .selectFrom('bids')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(bids.win_amount), 0)`.as('total')])
    .where(won)
    .executeTakeFirstOrThrow();
  await ledger.postWins(trx, won, 'win_reversal', note, now);
  return { reversedBids: Number(sum.n), reversedPayout: Number(sum.total) };
}

export interface NegativeBalance {
  userId: number;
  mobile: string;
  name: string;
  balance: number;
}

/** The players with won bids of these selectors whose balance is below zero (after a reversal, before reopening). */
export async function negativeBalancesOfWinners(
  db: Executor,
  draw: Draw,
  selectors: readonly BidSelector[],
): Promise<NegativeBalance[]> {
  const rows = await db
    .selectFrom('wallets')
    .innerJoin('users', 'users.id', 'wallets.user_id')
    .select(['users.id', 'users.mobile', 'users.name', 'wallets.balance'])
    .where('wallets.balance', '<', 0)
    .where('wallets.user_id', 'in', (eb) =>
      eb
        .selectFrom('bids')
        .select('bids.user_id')
        .where(sql<SqlBool>`(bids.status = ${sql.lit('won')} and ${bidsOf(draw, selectors)})`),
    )
    .orderBy('wallets.balance')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({ userId: Number(r.id), mobile: r.mobile, name: r.name, balance: Number(r.balance) }));
}

/** Puts a declaration's settled bids back to pending (win 0, not settled). */
export async function reopenBids(trx: Executor, draw: Draw, selectors: readonly BidSelector[]): Promise<number> {
  // Announced before the update: the projections read the bids while they are still settled.
  await announce(trx, { kind: 'bids-reopening', draw, selectors });
  const res = await trx
    .updateTable('bids')
    .set({ status: 'pending', win_amount: 0, settled_at: null })
    .where('bids.status', 'in', ['won', 'lost'])
    .where(bidsOf(draw, selectors))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
