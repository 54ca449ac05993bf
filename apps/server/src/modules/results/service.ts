import {
  ALL_PANAS,
  ankOf,
  type ChainEvidence,
  type Declaration,
  type Family,
  formatClockTime,
  formatCloseResult,
  formatGaliResult,
  formatMainResult,
  formatOpenResult,
  formatStarlineResult,
  indiaDate,
  isWinningBid,
  jodiOf,
  JODIS,
  mainDrawInstants,
  parseGaliEntry,
  parsePanaEntry,
  rateFor,
  type RateTable,
  type Session,
  settledBy,
  singleDrawInstant,
  winningCombinations,
} from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { refreshStatistics } from '../../db/engine.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { readPendingGroups } from '../bids/pending-groups.ts';
import { findMarket, type MarketRecord, readRateTable } from '../markets/service.ts';
import { queueDrawNotifications } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { appendToChain } from '../result-chain/chain.ts';
import { costOfOutcomes, type OutcomeCost } from './exposure.ts';
import * as repo from './repository.ts';
import {
  type Draw,
  type NegativeBalance,
  type ResultRecord,
  type SettlementPlan,
  type SettlementTotals,
} from './repository.ts';

export interface ResultsDeps {
  db: Db;
  /** For the previews' scans of a draw's bids: off the players' thread on SQLite (db/read-pool.ts). */
  reads: Db;
  clock: Clock;
  /** Bids settled per statement (default `SETTLEMENT_CHUNK_BIDS`; tests use small chunks). */
  settlementChunkBids?: number;
  /** Live updates (ADR 013): every player hears of a declaration or a revert once it has committed. */
  live?: LiveBus;
}

export interface DrawInput {
  kind: Family;
  marketId: number;
  date: string;
  session?: Session | undefined;
}

export interface DeclareInput extends DrawInput {
  pana?: string | undefined;
  jodi?: string | undefined;
}

export const RESULTS_TEXT = {
  declared: 'Result declared',
  reverted: 'Result reverted',
  preview: 'Preview of the declaration',
  sessionRequired: 'Please choose the session (open or close)',
  panaRequired: 'Please enter the pana',
  jodiRequired: 'Please enter the jodi',
  marketNotFound: 'Market not found',
  wrongKind: (name: string, kind: Family) =>
    `${name} is not a ${kind === 'main' ? 'main' : kind === 'starline' ? 'Starline' : 'Gali'} market`,
  future: 'Results cannot be declared for a future draw',
  futureAt: (session: string, date: string, minute: number) =>
    `Results cannot be declared for a future draw: the ${session} of ${date} is at ${formatClockTime(minute)}`,
  alreadyDeclared: (what: string) => `The ${what} result is already declared; revert it first`,
  openFirst: 'Declare the open result first',
  notDeclared: (what: string) => `The ${what} result is not declared`,
  nothingDeclared: 'No result is declared for this draw',
  changedMeanwhile: 'The result changed meanwhile; please try again',
  missingRates: (detail: string) => `The rate table is incomplete (${detail}); set the rates first`,
} as const;

/** The declaration an operator's entry describes, checked with the domain (the server derives every ank and the jodi). */
type Entry =
  | { family: 'main'; session: Session; pana: string }
  | { family: 'starline'; pana: string }
  | { family: 'gali'; jodi: string };

function readEntry(input: DeclareInput): Entry {
  const pana = (): string => {
    if (input.pana === undefined || input.pana.trim() === '') throw badRequest(RESULTS_TEXT.panaRequired);
    const parsed = parsePanaEntry(input.pana);
    if (!parsed.ok) throw badRequest(parsed.message);
    return parsed.pana;
  };
  switch (input.kind) {
    case 'main': {
      if (!input.session) throw badRequest(RESULTS_TEXT.sessionRequired);
      return { family: 'main', session: input.session, pana: pana() };
    }
    case 'starline':
      return { family: 'starline', pana: pana() };
    case 'gali': {
      if (input.jodi === undefined || input.jodi.trim() === '') throw badRequest(RESULTS_TEXT.jodiRequired);
      const parsed = parseGaliEntry(input.jodi);
      if (!parsed.ok) throw badRequest(parsed.message);
      return { family: 'gali', jodi: parsed.jodi };
    }
  }
}

/** The session a draw input names: main needs one; Starline is always open, Gali always close. */
function sessionOf(input: DrawInput): Session {
  if (input.kind === 'main') {
    if (!input.session) throw badRequest(RESULTS_TEXT.sessionRequired);
    return input.session;
  }
  return input.kind === 'starline' ? 'open' : 'close';
}

async function loadMarket(db: Executor, input: DrawInput): Promise<MarketRecord> {
  const market = await findMarket(db, input.marketId);
  if (!market || !market.active) throw notFound(RESULTS_TEXT.marketNotFound);
  if (market.kind !== input.kind) throw badRequest(RESULTS_TEXT.wrongKind(market.name, input.kind));
  return market;
}

/** Refuses a draw whose time has not come: a date after today's India date, or today's session before its time. */
function refuseFutureDraw(market: MarketRecord, date: string, session: Session, now: number): void {
  if (date > indiaDate(now)) throw badRequest(RESULTS_TEXT.future);
  let at: number;
  let minute: number;
  if (market.kind === 'main') {
    if (market.closeMinute === null) throw new AppError('internal', `Main market ${market.id} has no close time`);
    const { openAt, closeAt } = mainDrawInstants({ openTime: market.openMinute, closeTime: market.closeMinute }, date);
    at = (session === 'open' ? openAt : closeAt).getTime();
    minute = session === 'open' ? market.openMinute : market.closeMinute;
  } else {
    at = singleDrawInstant({ time: market.openMinute }, date).getTime();
    minute = market.openMinute;
  }
  if (now < at)
    throw badRequest(RESULTS_TEXT.futureAt(market.kind === 'main' ? `${session} draw` : 'draw', date, minute));
}

function planOf(draw: Draw, declaration: Declaration, rates: RateTable): SettlementPlan {
  const combos = winningCombinations(declaration);
  // Every winning type must have its rate pair, or the payout cannot be computed (a configuration error).
  try {
    for (const c of combos) rateFor(declaration.family, c.type, rates);
  } catch (err) {
    throw new AppError('conflict', RESULTS_TEXT.missingRates(err instanceof Error ? err.message : String(err)));
  }
  return { draw, family: declaration.family, selectors: settledBy(declaration), combos, rates };
}

export interface DeclareOutcome extends SettlementTotals {
  /** The result as the player app shows it ("128-1", "5-357", "128-15-357", "47"). */
  result: string;
  declaration: Declaration;
}

/** Describes the declaration for answers and the audit log. */
function describe(declaration: Declaration): string {
  switch (declaration.family) {
    case 'main':
      return declaration.session === 'open'
        ? formatOpenResult(declaration.openPana)
        : formatMainResult(declaration.openPana, declaration.closePana);
    case 'starline':
      return formatStarlineResult(declaration.pana);
    case 'gali':
      return formatGaliResult(declaration.jodi);
  }
}

/** The digits a declaration adds, as the result chain records them: the session's pana, or the Gali jodi. */
function digitsOf(declaration: Declaration): string {
  switch (declaration.family) {
    case 'main':
      return declaration.session === 'open' ? declaration.openPana : declaration.closePana;
    case 'starline':
      return declaration.pana;
    case 'gali':
      return declaration.jodi;
  }
}

/** What a declaration's answer says about the claimed result row (for the audit log). */
function declaredFields(declaration: Declaration) {
  switch (declaration.family) {
    case 'main':
      return declaration.session === 'open'
        ? { openPana: declaration.openPana, openAnk: ankOf(declaration.openPana) }
        : {
            closePana: declaration.closePana,
            closeAnk: ankOf(declaration.closePana),
            jodi: jodiOf(declaration.openPana, declaration.closePana),
          };
    case 'starline':
      return { openPana: declaration.pana, openAnk: ankOf(declaration.pana) };
    case 'gali':
      return { jodi: declaration.jodi };
  }
}

/**
 * The checks a declaration and its preview share, in order: the entry (400), the market (404,
 * wrong kind 400) and the draw's time (400). Returns the declaration's parts.
 */
async function prepareDeclaration(
  deps: ResultsDeps,
  input: DeclareInput,
): Promise<{ entry: Entry; market: MarketRecord; draw: Draw; session: Session }> {
  const entry = readEntry(input);
  const market = await loadMarket(deps.db, input);
  const session = sessionOf(input);
  refuseFutureDraw(market, input.date, session, deps.clock.now());
  return { entry, market, draw: { marketId: market.id, date: input.date }, session };
}

/** The declaration an entry makes given the draw's current result; throws 409 when it cannot be made now. */
function declarationFor(entry: Entry, current: ResultRecord | null): Declaration {
  switch (entry.family) {
    case 'main':
      if (entry.session === 'open') {
        if (current?.openPana) throw conflict(RESULTS_TEXT.alreadyDeclared('open'));
        return { family: 'main', session: 'open', openPana: entry.pana };
      }
      if (current?.closePana) throw conflict(RESULTS_TEXT.alreadyDeclared('close'));
      if (!current?.openPana) throw conflict(RESULTS_TEXT.openFirst);
      return { family: 'main', session: 'close', openPana: current.openPana, closePana: entry.pana };
    case 'starline':
      if (current?.openPana) throw conflict(RESULTS_TEXT.alreadyDeclared('Starline'));
      return { family: 'starline', pana: entry.pana };
    case 'gali':
      if (current?.jodi) throw conflict(RESULTS_TEXT.alreadyDeclared('Gali'));
      return { family: 'gali', jodi: entry.jodi };
  }
}

/**
 * Claims the draw's result for this entry with one conditional write (the first statement of the
 * declaration's transaction) and returns the declaration it makes; 409 with the reason when the
 * result is already declared, or the close comes before the open.
 */
async function claimResult(trx: Executor, entry: Entry, draw: Draw, now: number): Promise<Declaration> {
  if (entry.family === 'main' && entry.session === 'close') {
    const claimed = await repo.claimCloseResult(trx, draw, entry.pana, ankOf(entry.pana), now);
    if (claimed) {
      await repo.setJodi(trx, claimed.id, jodiOf(claimed.openPana, entry.pana));
      return { family: 'main', session: 'close', openPana: claimed.openPana, closePana: entry.pana };
    }
  } else if (entry.family === 'gali') {
    if (await repo.claimGaliResult(trx, draw, entry.jodi, now)) return declarationFor(entry, null);
  } else if (await repo.claimOpenResult(trx, draw, entry.pana, ankOf(entry.pana), now)) {
    return declarationFor(entry, null);
  }
  declarationFor(entry, await repo.findResult(trx, draw)); // throws the reason
  throw conflict(RESULTS_TEXT.changedMeanwhile);
}

/** What a declaration may carry besides its entry. */
export interface DeclareOptions {
  /** A declaration made from result feeds (ADR 032): the agreeing sources, recorded in its chain entry. */
  evidence?: readonly ChainEvidence[] | undefined;
}

/** A declaration that settles at least this many bids refreshes PostgreSQL's statistics afterwards. */
export const STATISTICS_AFTER_BIDS = 10_000;

/**
 * `POST /admin/api/results`: declares a result and settles every bid it decides, in ONE
 * transaction: the result row is claimed by a conditional write first (a second declaration of the
 * same draw and session, concurrent or not, gets 409 and changes nothing), then the bids are
 * settled set-based (repository `settle`), then the audit row is written.
 */
export async function declareResult(
  deps: ResultsDeps,
  input: DeclareInput,
  actor: Actor,
  options: DeclareOptions = {},
): Promise<DeclareOutcome> {
  const { entry, market, draw, session } = await prepareDeclaration(deps, input);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const declaration = await claimResult(trx, entry, draw, now);
    const plan = planOf(draw, declaration, await readRateTable(trx, market.kind));
    const totals = await repo.settle(trx, plan, now, deps.settlementChunkBids);
    const result = describe(declaration);
    // The players' inbox items and pushes: one outbox row here, written after commit by the notifications worker (ADR 014).
    await queueDrawNotifications(trx, {
      marketId: draw.marketId,
      date: draw.date,
      session: sessionOf(input),
      result,
      settledAt: now,
    });
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'result.declare',
      entity: 'result',
      entityId: `${draw.marketId}:${draw.date}`,
      before: null,
      after: {
        market: market.name,
        date: draw.date,
        session: sessionOf(input),
        result,
        ...declaredFields(declaration),
        ...totals,
      },
      ip: actor.ip,
      now,
    });
    // The result chain (ADR 019): the last write, so the chain head's lock is held only to the commit.
    await appendToChain(trx, {
      action: 'declare',
      marketId: market.id,
      marketName: market.name,
      family: market.kind,
      drawDate: draw.date,
      session,
      digits: digitsOf(declaration),
      at: now,
      operatorId: actor.adminId,
      evidence: options.evidence,
    });
    return { ...totals, result, declaration };
  });
  // A large settlement leaves PostgreSQL's statistics saying its bids are pending: refresh them now,
  // not whenever autovacuum gets to it, so that the next report or ledger check plans on the truth.
  if (outcome.settledBids >= STATISTICS_AFTER_BIDS) {
    void refreshStatistics(deps.db, ['bids', 'wallet_ledger', 'draw_players', 'draw_totals']).catch(() => {});
  }
  deps.live?.publish(
    { all: true },
    {
      type: 'market',
      data: { change: 'result_declared', market_id: market.id, market_name: market.name, session, date: draw.date },
    },
  );
  return outcome;
}

/** `POST /admin/api/results/preview`: what the declaration would settle and pay, from SELECTs only. */
export async function previewResult(deps: ResultsDeps, input: DeclareInput): Promise<DeclareOutcome> {
  const { entry, market, draw } = await prepareDeclaration(deps, input);
  const declaration = declarationFor(entry, await repo.findResult(deps.db, draw));
  const plan = planOf(draw, declaration, await readRateTable(deps.db, market.kind));
  return { ...(await repo.previewSettlement(deps.reads, plan)), result: describe(declaration), declaration };
}

export interface RevertStep extends repo.Reversal {
  session: Session;
  /** The result that was taken back ("128-1", "5-357", "47"). */
  result: string;
  reopenedBids: number;
}

export interface RevertOutcome {
  steps: RevertStep[];
  /** Players whose balance is below zero after the reversal (the console shows them). */
  negativeBalances: NegativeBalance[];
}

/**
 * `POST /admin/api/results/revert`: takes back every win the result paid (one 'win_reversal' row per
 * won bid; balances may go below zero), puts its bids back to pending and clears the result. A main
 * open result whose close is declared is reverted after its close, in the same transaction.
 */
export async function revertResult(
  deps: ResultsDeps,
  input: DrawInput & { reason: string },
  actor: Actor,
): Promise<RevertOutcome> {
  const session = sessionOf(input);
  const market = await loadMarket(deps.db, input);
  const draw: Draw = { marketId: market.id, date: input.date };
  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockResult(trx, draw, now);
    if (!current) throw conflict(RESULTS_TEXT.nothingDeclared);
    // The declarations to take back, latest first; each with the selectors of the bids it settled.
    const steps: Array<{ session: Session; declaration: Declaration; clear: 'open' | 'close' | 'gali' }> = [];
    if (input.kind === 'main') {
      const { openPana, closePana } = current;
      if (session === 'close' && !closePana) throw conflict(RESULTS_TEXT.notDeclared('close'));
      if (session === 'open' && !openPana) throw conflict(RESULTS_TEXT.notDeclared('open'));
      if (closePana && openPana)
        steps.push({
          session: 'close',
          declaration: { family: 'main', session: 'close', openPana, closePana },
          clear: 'close',
        });
      if (session === 'open' && openPana)
        steps.push({ session: 'open', declaration: { family: 'main', session: 'open', openPana }, clear: 'open' });
    } else if (input.kind === 'starline') {
      if (!current.openPana) throw conflict(RESULTS_TEXT.notDeclared('Starline'));
      steps.push({ session: 'open', declaration: { family: 'starline', pana: current.openPana }, clear: 'open' });
    } else {
      if (!current.jodi) throw conflict(RESULTS_TEXT.notDeclared('Gali'));
      steps.push({ session: 'close', declaration: { family: 'gali', jodi: current.jodi }, clear: 'gali' });
    }

    const note = `Result reverted: market ${draw.marketId}, ${draw.date}${input.reason ? ` (${input.reason})` : ''}`;
    const reversals = [];
    for (const step of steps) reversals.push(await repo.reverseWins(trx, draw, settledBy(step.declaration), note, now));
    const negativeBalances = await repo.negativeBalancesOfWinners(
      trx,
      draw,
      steps.flatMap((s) => settledBy(s.declaration)),
    );

    const done: RevertStep[] = [];
    for (const [i, step] of steps.entries()) {
      const reopenedBids = await repo.reopenBids(trx, draw, settledBy(step.declaration));
      await repo.clearResult(trx, draw, step.clear, now);
      const d = step.declaration;
      const result = d.family === 'main' && d.session === 'close' ? formatCloseResult(d.closePana) : describe(d);
      const reversal = reversals[i] as repo.Reversal;
      done.push({ session: step.session, result, reopenedBids, ...reversal });
      await recordAudit(trx, {
        adminId: actor.adminId,
        action: 'result.revert',
        entity: 'result',
        entityId: `${draw.marketId}:${draw.date}`,
        before: {
          market: market.name,
          date: draw.date,
          session: step.session,
          result,
          ...declaredFields(step.declaration),
        },
        after: {
          reason: input.reason,
          reopenedBids,
          ...reversal,
          negativeBalances: negativeBalances.map((n) => ({ userId: n.userId, balance: n.balance })),
        },
        ip: actor.ip,
        now,
      });
    }
    // The result chain (ADR 019): one revert entry per result taken back, latest first, as the last writes.
    for (const step of steps)
      await appendToChain(trx, {
        action: 'revert',
        marketId: market.id,
        marketName: market.name,
        family: market.kind,
        drawDate: draw.date,
        session: step.session,
        digits: digitsOf(step.declaration),
        at: now,
        operatorId: actor.adminId,
      });
    return { steps: done, negativeBalances };
  });
  deps.live?.publish(
    { all: true },
    {
      type: 'market',
      data: { change: 'result_reverted', market_id: market.id, market_name: market.name, session, date: draw.date },
    },
  );
  return outcome;
}

export interface ExposureOutcome {
  session: Session;
  /** The declared open pana a main close exposure assumes (null when the open is not declared yet). */
  openPana: string | null;
  /** Set when only part of the bids could be evaluated (main close before the open is declared). */
  note: string | null;
  totalBids: number;
  totalPoints: number;
  outcomes: OutcomeCost[];
}

/** The players an exposure counts (ADR 029): those of these agents (an agent's own; a master agent's and their agents'). */
export interface ExposureScope {
  agentIds: readonly number[];
}

/**
 * `GET /admin/api/exposure`: for a draw not yet declared, the payout each possible result would
 * cost, largest first — 220 panas (main open, main close, Starline) or 100 jodis (Gali). Pending
 * bids are grouped in SQL; each outcome is evaluated in memory with the domain's rules. With a
 * `scope` (the agent's console, `GET /admin/api/agent/exposure`), only the bids of the scope's players.
 */
export async function getExposure(deps: ResultsDeps, input: DrawInput, scope?: ExposureScope): Promise<ExposureOutcome> {
  const session = sessionOf(input);
  const market = await loadMarket(deps.db, input);
  const draw: Draw = { marketId: market.id, date: input.date };
  const current = await repo.findResult(deps.db, draw);
  let outcomes: Array<{ result: string; declaration: Declaration }>;
  let openPana: string | null = null;
  let note: string | null = null;
  switch (input.kind) {
    case 'main':
      if (session === 'open') {
        if (current?.openPana) throw conflict(RESULTS_TEXT.alreadyDeclared('open'));
        outcomes = ALL_PANAS.map((p) => ({ result: p, declaration: { family: 'main', session: 'open', openPana: p } }));
      } else {
        if (current?.closePana) throw conflict(RESULTS_TEXT.alreadyDeclared('close'));
        openPana = current?.openPana ?? null;
        // Before the open is declared, only bids the close pana alone decides can be priced; the
        // open pana assumed below then changes nothing (those groups never match an open-dependent combination).
        const assumedOpen = openPana ?? (ALL_PANAS[0] as string);
        if (!openPana)
          note =
            'The open result is not declared: only close-session Single Digit and Pana bids are counted; Jodi and Sangam bids are not';
        outcomes = ALL_PANAS.map((p) => ({
          result: p,
          declaration: { family: 'main', session: 'close', openPana: assumedOpen, closePana: p },
        }));
      }
      break;
    case 'starline':
      if (current?.openPana) throw conflict(RESULTS_TEXT.alreadyDeclared('Starline'));
      outcomes = ALL_PANAS.map((p) => ({ result: p, declaration: { family: 'starline', pana: p } }));
      break;
    case 'gali':
      if (current?.jodi) throw conflict(RESULTS_TEXT.alreadyDeclared('Gali'));
      outcomes = JODIS.map((j) => ({ result: j, declaration: { family: 'gali', jodi: j } }));
      break;
  }
  const sample = outcomes[0]?.declaration as Declaration;
  let groups = scope
    ? await repo.readScopedPendingGroups(deps.db, draw, settledBy(sample), scope.agentIds)
    : await readPendingGroups(deps.db, draw, settledBy(sample));
  if (input.kind === 'main' && session === 'close' && !openPana) {
    groups = groups.filter(
      (g) =>
        isWinningBid(
          {
            family: 'main',
            type: g.type,
            session: g.session,
            digits: g.digits,
            closedigits: g.closedigits,
            points: g.points,
          },
          { family: 'main', openPana: null, closePana: ALL_PANAS[0] as string },
        ) !== null,
    );
  }
  const rates = await readRateTable(deps.db, market.kind);
  let costs: OutcomeCost[];
  try {
    costs = costOfOutcomes(market.kind, groups, outcomes, rates);
  } catch (err) {
    throw new AppError('conflict', RESULTS_TEXT.missingRates(err instanceof Error ? err.message : String(err)));
  }
  return {
    session,
    openPana,
    note,
    totalBids: groups.reduce((n, g) => n + g.bids, 0),
    totalPoints: groups.reduce((n, g) => n + g.bids * g.points, 0),
    outcomes: costs,
  };
}

export interface ListedResult {
  marketId: number;
  market: string;
  kind: Family;
  date: string;
  /** As the player app shows it. */
  result: string;
  openPana: string | null;
  openAnk: number | null;
  closePana: string | null;
  closeAnk: number | null;
  jodi: string | null;
  openDeclaredAt: number | null;
  closeDeclaredAt: number | null;
  /** 'imported': added by a chart import (ADR 031), which settled nothing. */
  source: 'declared' | 'imported';
}

/** `GET /admin/api/results`: the results declared on a date (today's India date by default). */
export async function listDeclaredResults(
  deps: ResultsDeps,
  query: { kind?: Family | undefined; date?: string | undefined },
): Promise<{ date: string; results: ListedResult[] }> {
  const date = query.date ?? indiaDate(deps.clock.now());
  const rows = await repo.listResults(deps.db, date, query.kind);
  return {
    date,
    results: rows.map((r) => ({
      marketId: r.marketId,
      market: r.marketName,
      kind: r.kind,
      date: r.date,
      result:
        r.kind === 'main'
          ? formatMainResult(r.openPana, r.closePana)
          : r.kind === 'starline'
            ? formatStarlineResult(r.openPana)
            : formatGaliResult(r.jodi),
      openPana: r.openPana,
      openAnk: r.openAnk,
      closePana: r.closePana,
      closeAnk: r.closeAnk,
      jodi: r.jodi,
      openDeclaredAt: r.openDeclaredAt,
      closeDeclaredAt: r.closeDeclaredAt,
      source: r.source,
    })),
  };
}
