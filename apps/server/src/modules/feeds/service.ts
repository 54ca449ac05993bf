import { createHash } from 'node:crypto';
import {
  addDays,
  type Family,
  formatCloseResult,
  formatGaliResult,
  formatOpenResult,
  formatStarlineResult,
  indiaDate,
  isDrawDay,
  mainDrawInstants,
  type Session,
  singleDrawInstant,
} from '@pana/domain';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { describeWait, enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import {
  checkFetchUrl,
  type Resolver,
  safeFetch,
  SafeFetchError,
  type SafeFetchFailure,
  type SafeFetchMode,
  type SafeFetchResult,
} from '../../lib/safe-fetch.ts';
import { raiseFeedAlert } from '../limits/service.ts';
import { findMarket, mainTimes, type MarketRecord, resultOf, type ResultRow, singleTimes } from '../markets/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { isActiveOwner } from '../operators/service.ts';
import { declareResult, type ResultsDeps } from '../results/service.ts';
import { type Agreement, judgeAgreement, quorumOf } from './agreement.ts';
import {
  jsonPathSteps,
  patternProblem,
  readBody,
  type ReadDraw,
  type Reading,
  type ReadSpec,
  selectorProblem,
} from './reader.ts';
import * as repo from './repository.ts';
import { type FeedMarketSettings, type ObservationRow, type SourceFields, type SourceRow } from './repository.ts';
import { FEEDS_TEXT } from './text.ts';

/**
 * Result feeds (ADR 032): an owner's sources per market, what they say during each session's window,
 * whether they agree, and the declaration made from them — by an operator's one tap on the Results
 * screen or automatically once the quorum has held — through the results service's own
 * `declareResult`, with the agreeing sources recorded in the chain entry.
 */

export interface FeedsDeps extends ResultsDeps {
  rateLimits: RateLimitStore;
  /** What the fetcher may reach (lib/safe-fetch.ts): from NODE_ENV. */
  fetchMode: SafeFetchMode;
  /** How host names are resolved (the system's unless a test says otherwise). */
  resolve?: Resolver | undefined;
  fetchTimeoutMs?: number | undefined;
  /** How often a round runs and an answering source is fetched again (FEED_POLL_SECONDS; FEED_POLL_MS by default). */
  pollMs?: number | undefined;
  /** How long after a session's draw time it is polled (FEED_WINDOW_MINUTES; FEED_WINDOW_MS by default). */
  windowMs?: number | undefined;
}

/** How long after a session's draw time its sources are polled (while it is not declared), by default. */
export const FEED_WINDOW_MS = 3 * 60 * 60_000;
/** A source fetched successfully is fetched again this much later, by default (a round runs as often). */
export const FEED_POLL_MS = 30_000;
/** A failing source waits 30 s, 1, 2, 4 … minutes between tries, at most this long. */
export const FEED_BACKOFF_MAX_MS = 10 * 60_000;
/** Failures in a row after which a source counts as having stopped answering (an alert). */
export const FEED_STOPPED_AFTER = 3;
/** Sources per market at most. */
export const FEED_MAX_SOURCES = 10;
/** Owner writes to feeds: at most this many a minute per operator. */
export const FEED_WRITE_LIMIT = { max: 30, windowMs: 60_000 };
/** Source tests (each a fetch of a live page): at most this many a minute per operator. */
export const FEED_TEST_LIMIT = { max: 12, windowMs: 60_000 };
/** Declarations from feeds: at most this many a minute per operator. */
export const FEED_DECLARE_LIMIT = { max: 20, windowMs: 60_000 };
/** What the audit log names as the address of an automatic declaration. */
export const AUTO_DECLARE_IP = 'feeds:auto';

// ---- what the console reads ---------------------------------------------------------------------

export interface FeedReadingView {
  status: Reading['status'];
  digits: string | null;
  result: string | null;
  text: string | null;
  error: string | null;
  fetchedAt: number;
  sha256: string | null;
  date: string;
  session: Session;
}

/** The digits of a session as the app writes its result: 128-1 (open, Starline), 5-357 (close), 47 (Gali). */
export function resultText(family: Family, session: Session, digits: string | null): string | null {
  if (digits === null) return null;
  if (family === 'gali') return formatGaliResult(digits);
  if (family === 'starline') return formatStarlineResult(digits);
  return session === 'open' ? formatOpenResult(digits) : formatCloseResult(digits);
}

function viewOf(family: Family, o: ObservationRow): FeedReadingView {
  return {
    status: o.status,
    digits: o.digits,
    result: o.status === 'ok' ? resultText(family, o.session, o.digits) : null,
    text: o.text,
    error: o.error,
    fetchedAt: o.fetchedAt,
    sha256: o.sha256,
    date: o.drawDate,
    session: o.session,
  };
}

async function loadMarket(deps: FeedsDeps, marketId: number): Promise<MarketRecord> {
  const market = await findMarket(deps.db, marketId);
  if (!market) throw notFound(FEEDS_TEXT.marketNotFound);
  return market;
}

export async function getFeeds(deps: FeedsDeps, marketId: number) {
  const market = await loadMarket(deps, marketId);
  const [sources, settings] = await Promise.all([
    repo.listSources(deps.db, marketId),
    repo.readSettings(deps.db, marketId),
  ]);
  const latest = await repo.latestObservations(
    deps.db,
    sources.map((s) => s.id),
  );
  return {
    marketId: market.id,
    marketName: market.name,
    kind: market.kind,
    settings,
    sources: sources.map((s) => {
      const last = latest.get(s.id);
      return {
        id: s.id,
        label: s.label,
        url: s.url,
        reader: s.reader,
        jsonPath: s.jsonPath,
        selector: s.selector,
        pattern: s.pattern,
        active: s.active,
        failures: s.failures,
        last: last ? viewOf(market.kind, last) : null,
      };
    }),
  };
}

// ---- owner writes -------------------------------------------------------------------------------

export interface SourceInput {
  label: string;
  url: string;
  reader: 'json' | 'html';
  jsonPath?: string | null | undefined;
  selector?: string | null | undefined;
  pattern?: string | null | undefined;
  active: boolean;
}

/** The spec of a source as stored: the URL in the parser's normal form, only the reader's own field, no empty strings. */
function checkSpec(
  family: Family,
  input: Omit<SourceInput, 'label' | 'active'>,
  mode: SafeFetchMode,
): Omit<SourceFields, 'label' | 'active'> {
  let url: URL;
  try {
    url = checkFetchUrl(input.url, mode);
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : String(err));
  }
  const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());
  const jsonPath = input.reader === 'json' ? blank(input.jsonPath) : null;
  const selector = input.reader === 'html' ? blank(input.selector) : null;
  const pattern = blank(input.pattern);
  if (input.reader === 'json') {
    if (jsonPath === null) throw badRequest(FEEDS_TEXT.jsonPathRequired);
    if (!jsonPathSteps(jsonPath)) throw badRequest(FEEDS_TEXT.jsonPathInvalid);
  } else {
    if (selector === null) throw badRequest(FEEDS_TEXT.selectorRequired);
    const problem = selectorProblem(selector);
    if (problem) throw badRequest(problem);
  }
  if (pattern !== null) {
    const problem = patternProblem(pattern, family);
    if (problem) throw badRequest(problem);
  }
  return { url: url.href, reader: input.reader, jsonPath, selector, pattern };
}

async function limitWrites(deps: FeedsDeps, actor: Actor): Promise<void> {
  await enforce(
    deps.rateLimits,
    [{ key: `feeds-write:${actor.adminId}`, ...FEED_WRITE_LIMIT }],
    deps.clock.now(),
    (s) => FEEDS_TEXT.tooMany(describeWait(s)),
  );
}

export async function addSource(deps: FeedsDeps, marketId: number, input: SourceInput, actor: Actor) {
  await limitWrites(deps, actor);
  const market = await loadMarket(deps, marketId);
  const fields: SourceFields = {
    label: input.label.trim(),
    active: input.active,
    ...checkSpec(market.kind, input, deps.fetchMode),
  };
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const existing = await repo.listSources(trx, marketId);
    if (existing.length >= FEED_MAX_SOURCES) throw badRequest(FEEDS_TEXT.tooManySources);
    const id = await repo.insertSource(trx, marketId, fields, now);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'feeds.source.add',
      entity: 'feed_source',
      entityId: id,
      after: { market: market.name, ...fields },
      ip: actor.ip,
      now,
    });
  });
  return getFeeds(deps, marketId);
}

export async function changeSource(
  deps: FeedsDeps,
  marketId: number,
  sourceId: number,
  input: SourceInput,
  actor: Actor,
) {
  await limitWrites(deps, actor);
  const market = await loadMarket(deps, marketId);
  const fields: SourceFields = {
    label: input.label.trim(),
    active: input.active,
    ...checkSpec(market.kind, input, deps.fetchMode),
  };
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findSource(trx, marketId, sourceId);
    if (!before) throw notFound(FEEDS_TEXT.sourceNotFound);
    await repo.updateSource(trx, sourceId, fields, now);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'feeds.source.update',
      entity: 'feed_source',
      entityId: sourceId,
      before: sourceFieldsOf(before),
      after: fields,
      ip: actor.ip,
      now,
    });
  });
  return getFeeds(deps, marketId);
}

function sourceFieldsOf(s: SourceRow): SourceFields {
  return {
    label: s.label,
    url: s.url,
    reader: s.reader,
    jsonPath: s.jsonPath,
    selector: s.selector,
    pattern: s.pattern,
    active: s.active,
  };
}

export async function removeSource(deps: FeedsDeps, marketId: number, sourceId: number, actor: Actor) {
  await limitWrites(deps, actor);
  await loadMarket(deps, marketId);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findSource(trx, marketId, sourceId);
    if (!before) throw notFound(FEEDS_TEXT.sourceNotFound);
    await repo.deleteSource(trx, sourceId);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'feeds.source.remove',
      entity: 'feed_source',
      entityId: sourceId,
      before: sourceFieldsOf(before),
      ip: actor.ip,
      now,
    });
  });
  return getFeeds(deps, marketId);
}

/**
 * The market's quorum and automatic declaration. The quorum may not exceed the active sources; the
 * automatic mode needs two active sources at least and is made in the name of the owner who saves it on.
 */
export async function saveSettings(
  deps: FeedsDeps,
  marketId: number,
  input: { quorum: number | null; autoDeclare: boolean; autoAfterSeconds: number },
  actor: Actor,
) {
  await limitWrites(deps, actor);
  const market = await loadMarket(deps, marketId);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const active = (await repo.listSources(trx, marketId)).filter((s) => s.active).length;
    if (input.quorum !== null && input.quorum > active)
      throw badRequest(FEEDS_TEXT.quorumAboveSources(input.quorum, active));
    if (input.autoDeclare && active < 2) throw badRequest(FEEDS_TEXT.autoNeedsSources);
    const before = await repo.readSettings(trx, marketId);
    const after: FeedMarketSettings = {
      quorum: input.quorum,
      autoDeclare: input.autoDeclare,
      autoAfterSeconds: input.autoAfterSeconds,
      autoBy: input.autoDeclare ? actor.adminId : null,
    };
    await repo.writeSettings(trx, marketId, after, now);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'feeds.settings',
      entity: 'market',
      entityId: marketId,
      before,
      after: { market: market.name, ...after },
      ip: actor.ip,
      now,
    });
  });
  return getFeeds(deps, marketId);
}

// ---- draws and their windows --------------------------------------------------------------------

export interface FeedDraw {
  date: string;
  session: Session;
  /** The session's draw time: its result comes after it. */
  at: number;
}

/** The session a family's draw is named by: main's own, Starline always open, Gali always close (as results names them). */
function familySession(family: Family, session: Session | undefined): Session {
  if (family === 'starline') return 'open';
  if (family === 'gali') return 'close';
  return session ?? 'open';
}

/** The instant of a market's session on a date, or null when the market does not run that day. */
export function drawInstant(market: MarketRecord, date: string, session: Session): number | null {
  if (market.kind === 'main') {
    const times = mainTimes(market);
    if (!isDrawDay(times, date)) return null;
    const { openAt, closeAt } = mainDrawInstants(times, date);
    return (session === 'open' ? openAt : closeAt).getTime();
  }
  const times = singleTimes(market);
  if (!isDrawDay(times, date)) return null;
  return singleDrawInstant(times, date).getTime();
}

/** Whether a draw's session is declared already, by the results row of its date. */
function declared(family: Family, session: Session, result: ResultRow | null): boolean {
  if (family === 'gali') return Boolean(result?.jodi);
  return Boolean(session === 'open' ? result?.openPana : result?.closePana);
}

/** The sessions of a market whose window is open now and that are not declared (yesterday's too: overnight markets). */
export async function drawsInWindow(
  deps: FeedsDeps,
  market: MarketRecord,
  now: number,
): Promise<Array<FeedDraw & { declaredOpen: string | null }>> {
  const today = indiaDate(now);
  const out: Array<FeedDraw & { declaredOpen: string | null }> = [];
  for (const date of [addDays(today, -1), today]) {
    const sessions: Session[] = market.kind === 'main' ? ['open', 'close'] : [familySession(market.kind, undefined)];
    let result: ResultRow | null | undefined;
    for (const session of sessions) {
      const at = drawInstant(market, date, session);
      if (at === null || now < at || now >= at + (deps.windowMs ?? FEED_WINDOW_MS)) continue;
      result ??= await resultOf(deps.db, market.id, date);
      if (declared(market.kind, session, result)) continue;
      // A main close is read against its declared open, and cannot be declared before it.
      if (market.kind === 'main' && session === 'close' && !result?.openPana) continue;
      out.push({ date, session, at, declaredOpen: result?.openPana ?? null });
    }
  }
  return out;
}

// ---- fetching -----------------------------------------------------------------------------------

export interface Fetched {
  fetchedAt: number;
  url: string;
  /** The answer (any status), or null with the reason when there was none. */
  answer: SafeFetchResult | null;
  error: string | null;
  /** Why there was no answer (lib/safe-fetch.ts's reasons). */
  reason: SafeFetchFailure | null;
  sha256: string | null;
}

/** One fetch of a source's page through the checked fetcher. */
export async function fetchSource(deps: FeedsDeps, source: Pick<SourceRow, 'url' | 'reader'>): Promise<Fetched> {
  const fetchedAt = deps.clock.now();
  try {
    const answer = await safeFetch(source.url, {
      mode: deps.fetchMode,
      resolve: deps.resolve,
      ...(deps.fetchTimeoutMs !== undefined ? { timeoutMs: deps.fetchTimeoutMs } : {}),
      accept: source.reader === 'json' ? 'application/json' : 'text/html',
    });
    return {
      fetchedAt,
      url: source.url,
      answer,
      error: null,
      reason: null,
      sha256: createHash('sha256').update(answer.body).digest('hex'),
    };
  } catch (err) {
    // Anything else a page provokes is a failed fetch of that source too: it must not end the round
    // for every other market's sources.
    if (!(err instanceof SafeFetchError))
      return {
        fetchedAt,
        url: source.url,
        answer: null,
        error: FEEDS_TEXT.fetchFailed,
        reason: 'network',
        sha256: null,
      };
    return { fetchedAt, url: source.url, answer: null, error: err.message, reason: err.reason, sha256: null };
  }
}

/** What a fetch says about a draw: the reading of a 200 answer, else the failure. */
export function readingOf(fetched: Fetched, spec: ReadSpec, draw: ReadDraw): Reading {
  if (!fetched.answer) return { status: 'error', error: fetched.error ?? 'No answer', text: null, digits: null };
  if (fetched.answer.status !== 200)
    return { status: 'error', error: FEEDS_TEXT.httpStatus(fetched.answer.status), text: null, digits: null };
  return readBody(fetched.answer.body.toString('utf8'), spec, draw);
}

/** Fetch failures that are the address's fault, not the page's: a test of such a source is a 400. */
const REFUSALS = new Set<SafeFetchFailure>(['invalid-url', 'scheme', 'credentials', 'blocked']);

/** "26-Nov" for 2026-11-26. */
function shortDate(date: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${date.slice(8, 10)}-${months[Number(date.slice(5, 7)) - 1] ?? ''}`;
}

/** What the console says of a test: "Reads 128-1 for the open of 26-Nov", or why not. */
function testMessage(family: Family, reading: Reading, draw: ReadDraw): string {
  const what = family === 'main' ? `the ${draw.session}` : 'the draw';
  switch (reading.status) {
    case 'ok':
      return `Reads ${resultText(family, draw.session, reading.digits)} for ${what} of ${shortDate(draw.date)}`;
    case 'empty':
      return `No result on the page yet for ${what} of ${shortDate(draw.date)} (it shows "${reading.text}")`;
    case 'stale':
      return `The page shows another draw's result for ${what} of ${shortDate(draw.date)} ("${reading.text}")`;
    case 'invalid':
      return `The page shows ${reading.digits}, which is not a valid result ("${reading.text}")`;
    case 'error':
      return reading.error;
  }
}

/**
 * `POST /admin/api/markets/:id/feeds/test`: fetches the page now, as the poller would, and reads it
 * for a draw (today's by default; main: the session given, else the close when the open is declared).
 * Nothing is stored. A URL the fetcher refuses (scheme, credentials, an internal address) is a 400.
 */
export async function testSource(
  deps: FeedsDeps,
  marketId: number,
  input: Omit<SourceInput, 'label' | 'active'> & { date?: string | undefined; session?: Session | undefined },
  actor: Actor,
) {
  await enforce(deps.rateLimits, [{ key: `feeds-test:${actor.adminId}`, ...FEED_TEST_LIMIT }], deps.clock.now(), (s) =>
    FEEDS_TEXT.tooManyTests(describeWait(s)),
  );
  const market = await loadMarket(deps, marketId);
  const spec = checkSpec(market.kind, input, deps.fetchMode);
  const date = input.date ?? indiaDate(deps.clock.now());
  const result = await resultOf(deps.db, market.id, date);
  const session =
    market.kind === 'main'
      ? (input.session ?? (result?.openPana ? 'close' : 'open'))
      : familySession(market.kind, undefined);
  const draw: ReadDraw = { family: market.kind, session, date, declaredOpen: result?.openPana ?? null };
  const fetched = await fetchSource(deps, spec);
  // An address the fetcher refuses is bad input (nothing was connected to); a page that fails is the answer.
  if (fetched.reason !== null && REFUSALS.has(fetched.reason)) throw badRequest(fetched.error ?? FEEDS_TEXT.notJson);
  const reading = readingOf(fetched, spec, draw);
  return {
    msg: testMessage(market.kind, reading, draw),
    httpStatus: fetched.answer?.status ?? null,
    reading: {
      status: reading.status,
      digits: reading.digits,
      result: reading.status === 'ok' ? resultText(market.kind, session, reading.digits) : null,
      text: reading.text,
      error: reading.status === 'error' ? reading.error : null,
      fetchedAt: fetched.fetchedAt,
      sha256: fetched.sha256,
      date,
      session,
    },
  };
}

// ---- agreement on a draw ------------------------------------------------------------------------

export interface DrawStatus {
  marketId: number;
  date: string;
  session: Session;
  state: 'none' | 'waiting' | 'ready' | 'disagree' | 'declared';
  digits: string | null;
  result: string | null;
  agree: number;
  total: number;
  quorum: number;
  heldSince: number | null;
  autoDeclareAt: number | null;
  sources: Array<{ id: number; label: string; url: string; reading: FeedReadingView | null; failures: number }>;
  agreement: Agreement;
  market: MarketRecord;
  settings: FeedMarketSettings;
}

/** Where the active sources stand on one draw's session (see agreement.ts). */
export async function drawStatus(
  deps: FeedsDeps,
  marketId: number,
  query: { date?: string | undefined; session?: Session | undefined },
): Promise<DrawStatus> {
  const market = await loadMarket(deps, marketId);
  const date = query.date ?? indiaDate(deps.clock.now());
  const result = await resultOf(deps.db, market.id, date);
  if (market.kind === 'main' && query.session === undefined && !result?.openPana) query = { ...query, session: 'open' };
  const session = market.kind === 'main' ? (query.session ?? 'close') : familySession(market.kind, undefined);
  const [sources, settings, observations] = await Promise.all([
    repo.listSources(deps.db, marketId),
    repo.readSettings(deps.db, marketId),
    repo.drawObservations(deps.db, marketId, date, session),
  ]);
  const active = sources.filter((s) => s.active);
  const agreement = judgeAgreement(active, observations, settings.quorum);
  const newest = new Map<number, ObservationRow>();
  for (const o of observations) newest.set(o.sourceId, o);
  const isDeclared = declared(market.kind, session, result);
  const ready = agreement.state === 'ready' && !isDeclared;
  return {
    marketId: market.id,
    date,
    session,
    state: isDeclared ? 'declared' : agreement.state,
    digits: ready ? agreement.digits : null,
    result: ready ? resultText(market.kind, session, agreement.digits) : null,
    agree: agreement.agree,
    total: agreement.total,
    quorum: quorumOf(settings.quorum, active.length),
    heldSince: ready ? agreement.heldSince : null,
    autoDeclareAt:
      ready && settings.autoDeclare && agreement.heldSince !== null
        ? agreement.heldSince + settings.autoAfterSeconds * 1000
        : null,
    sources: active.map((s) => {
      const o = newest.get(s.id);
      return { id: s.id, label: s.label, url: s.url, reading: o ? viewOf(market.kind, o) : null, failures: s.failures };
    }),
    agreement,
    market,
    settings,
  };
}

/** The declaration's input for the results service: the session's pana, or Gali's jodi. */
function declareInput(market: MarketRecord, date: string, session: Session, digits: string) {
  return market.kind === 'gali'
    ? { kind: market.kind, marketId: market.id, date, jodi: digits }
    : { kind: market.kind, marketId: market.id, date, ...(market.kind === 'main' ? { session } : {}), pana: digits };
}

/**
 * `POST /admin/api/markets/:id/feeds/declare`: the one tap of the Results screen. The agreement is
 * judged again now; the digits the operator saw must still be the ones agreed (409 otherwise), and the
 * declaration is the results service's, with the agreeing sources in its chain entry.
 */
export async function declareFromFeeds(
  deps: FeedsDeps,
  marketId: number,
  input: { date: string; session?: Session | undefined; digits: string },
  actor: Actor,
) {
  await enforce(
    deps.rateLimits,
    [{ key: `feeds-declare:${actor.adminId}`, ...FEED_DECLARE_LIMIT }],
    deps.clock.now(),
    (s) => FEEDS_TEXT.tooMany(describeWait(s)),
  );
  const marketFirst = await loadMarket(deps, marketId);
  if (marketFirst.kind === 'main' && input.session === undefined) throw badRequest(FEEDS_TEXT.sessionRequired);
  const status = await drawStatus(deps, marketId, { date: input.date, session: input.session });
  if (status.state === 'declared') throw conflict(FEEDS_TEXT.alreadyDeclared);
  if (status.state !== 'ready' || status.digits === null) throw conflict(FEEDS_TEXT.notReady);
  if (status.digits !== input.digits) throw conflict(FEEDS_TEXT.notReadyOn(input.digits, status.digits));
  return declareResult(deps, declareInput(status.market, status.date, status.session, status.digits), actor, {
    evidence: status.agreement.evidence,
  });
}

// ---- the poller's round -------------------------------------------------------------------------

export interface PollRound {
  fetched: number;
  declared: Array<{ marketId: number; date: string; session: Session; digits: string }>;
  alerts: number;
}

function backoffMs(pollMs: number, failures: number): number {
  return Math.min(pollMs * 2 ** Math.max(0, failures - 1), Math.max(pollMs, FEED_BACKOFF_MAX_MS));
}

/**
 * One round (the poller calls it every 30 s, one process at a time on PostgreSQL): for every market
 * with active sources, the sessions whose window is open and that are not declared; each due source
 * is fetched once and read for each of them; then each session's agreement is judged — alerts for a
 * disagreement, a source that stopped answering or an invalid pana; and, with the automatic mode on,
 * the declaration once the quorum has held long enough.
 */
export async function pollRound(deps: FeedsDeps): Promise<PollRound> {
  const round: PollRound = { fetched: 0, declared: [], alerts: 0 };
  for (const marketId of await repo.marketsWithActiveSources(deps.db)) {
    const market = await findMarket(deps.db, marketId);
    if (!market || !market.active) continue;
    const now = deps.clock.now();
    const draws = await drawsInWindow(deps, market, now);
    if (draws.length === 0) continue;
    const sources = (await repo.listSources(deps.db, marketId)).filter((s) => s.active);
    const due = sources.filter((s) => s.nextFetchAt <= now);
    await Promise.all(
      due.map(async (source) => {
        const fetched = await fetchSource(deps, source);
        round.fetched += 1;
        let failed = false;
        for (const draw of draws) {
          const reading = readingOf(fetched, source, { family: market.kind, ...draw });
          if (reading.status === 'error') failed = true;
          await repo.insertObservation(deps.db, {
            sourceId: source.id,
            marketId,
            drawDate: draw.date,
            session: draw.session,
            fetchedAt: fetched.fetchedAt,
            url: source.url,
            status: reading.status,
            digits: reading.digits,
            text: reading.text,
            sha256: fetched.sha256,
            error: reading.status === 'error' ? reading.error : null,
          });
          if (reading.status === 'invalid') {
            const raised = await raiseFeedAlert(deps.db, {
              marketId,
              drawDate: draw.date,
              detail: FEEDS_TEXT.alertInvalid(market.name, source.label, reading.digits),
              dedupeKey: `feed:${marketId}:${draw.date}:${draw.session}:invalid:${source.id}:${reading.digits}`,
              now,
            });
            if (raised) round.alerts += 1;
          }
          if (reading.status === 'error' && source.failures + 1 >= FEED_STOPPED_AFTER) {
            const raised = await raiseFeedAlert(deps.db, {
              marketId,
              drawDate: draw.date,
              detail: FEEDS_TEXT.alertStopped(
                market.name,
                source.label,
                source.failures + 1,
                reading.error.slice(0, 80),
              ),
              dedupeKey: `feed:${marketId}:${draw.date}:${draw.session}:stopped:${source.id}`,
              now,
            });
            if (raised) round.alerts += 1;
          }
        }
        const pollMs = deps.pollMs ?? FEED_POLL_MS;
        const next = failed ? fetched.fetchedAt + backoffMs(pollMs, source.failures + 1) : fetched.fetchedAt + pollMs;
        await repo.recordFetch(deps.db, source.id, failed, next);
      }),
    );
    for (const draw of draws) await judgeDraw(deps, market, draw, round);
  }
  return round;
}

/** A session's agreement after a round: the disagreement alert, or the automatic declaration when due. */
async function judgeDraw(deps: FeedsDeps, market: MarketRecord, draw: FeedDraw, round: PollRound): Promise<void> {
  const status = await drawStatus(deps, market.id, { date: draw.date, session: draw.session });
  const now = deps.clock.now();
  const sessionName = market.kind === 'main' ? draw.session : 'result';
  if (status.state === 'disagree') {
    const readings = [...status.agreement.readings.keys()].sort();
    const labelOf = new Map(status.sources.map((s) => [s.id, s.label]));
    const detail = [...status.agreement.readings]
      .map(([digits, ids]) => `${ids.map((id) => labelOf.get(id) ?? `#${id}`).join(', ')}: ${digits}`)
      .join('; ');
    const raised = await raiseFeedAlert(deps.db, {
      marketId: market.id,
      drawDate: draw.date,
      detail: FEEDS_TEXT.alertDisagree(market.name, sessionName, detail),
      dedupeKey: `feed:${market.id}:${draw.date}:${draw.session}:disagree:${readings.join('/')}`,
      now,
    });
    if (raised) round.alerts += 1;
    return;
  }
  const { settings } = status;
  if (status.state !== 'ready' || status.digits === null || !settings.autoDeclare || settings.autoBy === null) return;
  if (status.autoDeclareAt === null || now < status.autoDeclareAt) return;
  // The declaration is made in the name of the owner who switched the mode on: only while that account
  // is still an active owner (a disabled or demoted account's switch declares nothing; an alert says so).
  if (!(await isActiveOwner(deps.db, settings.autoBy))) {
    const raised = await raiseFeedAlert(deps.db, {
      marketId: market.id,
      drawDate: draw.date,
      detail: FEEDS_TEXT.alertAutoFailed(market.name, sessionName, FEEDS_TEXT.autoByGone),
      dedupeKey: `feed:${market.id}:${draw.date}:${draw.session}:auto-failed`,
      now,
    });
    if (raised) round.alerts += 1;
    return;
  }
  try {
    await declareResult(
      deps,
      declareInput(market, draw.date, draw.session, status.digits),
      { adminId: settings.autoBy, ip: AUTO_DECLARE_IP },
      { evidence: status.agreement.evidence },
    );
    round.declared.push({ marketId: market.id, date: draw.date, session: draw.session, digits: status.digits });
  } catch (err) {
    // Declared meanwhile (by an operator, or another process): nothing to do.
    if (err instanceof AppError && err.code === 'conflict' && /already declared/.test(err.message)) return;
    const raised = await raiseFeedAlert(deps.db, {
      marketId: market.id,
      drawDate: draw.date,
      detail: FEEDS_TEXT.alertAutoFailed(
        market.name,
        sessionName,
        (err instanceof Error ? err.message : String(err)).slice(0, 100),
      ),
      dedupeKey: `feed:${market.id}:${draw.date}:${draw.session}:auto-failed`,
      now,
    });
    if (raised) round.alerts += 1;
  }
}
