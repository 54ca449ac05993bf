import { type Session } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/engine.ts';
import { type ReaderKind } from './reader.ts';

/** The feeds module's SQL (ADR 032): its three tables, written only here. */

export interface SourceRow {
  id: number;
  marketId: number;
  label: string;
  url: string;
  reader: ReaderKind;
  jsonPath: string | null;
  selector: string | null;
  pattern: string | null;
  active: boolean;
  failures: number;
  nextFetchAt: number;
}

export interface FeedMarketSettings {
  quorum: number | null;
  autoDeclare: boolean;
  autoAfterSeconds: number;
  autoBy: number | null;
}

/** A market without a feed_markets row: all sources must agree, nothing automatic, 2 minutes held. */
export const DEFAULT_SETTINGS: FeedMarketSettings = {
  quorum: null,
  autoDeclare: false,
  autoAfterSeconds: 120,
  autoBy: null,
};

export type ObservationStatus = 'ok' | 'empty' | 'stale' | 'invalid' | 'error';

export interface ObservationRow {
  id: number;
  sourceId: number;
  marketId: number;
  drawDate: string;
  session: Session;
  fetchedAt: number;
  url: string;
  status: ObservationStatus;
  digits: string | null;
  text: string | null;
  sha256: string | null;
  error: string | null;
}

const SOURCE_COLUMNS = [
  'id',
  'market_id',
  'label',
  'url',
  'reader',
  'json_path',
  'selector',
  'pattern',
  'active',
  'failures',
  'next_fetch_at',
] as const;

function toSource(r: {
  id: number;
  market_id: number;
  label: string;
  url: string;
  reader: ReaderKind;
  json_path: string | null;
  selector: string | null;
  pattern: string | null;
  active: number;
  failures: number;
  next_fetch_at: number;
}): SourceRow {
  return {
    id: Number(r.id),
    marketId: Number(r.market_id),
    label: r.label,
    url: r.url,
    reader: r.reader,
    jsonPath: r.json_path,
    selector: r.selector,
    pattern: r.pattern,
    active: Boolean(Number(r.active)),
    failures: Number(r.failures),
    nextFetchAt: Number(r.next_fetch_at),
  };
}

export async function listSources(db: Executor, marketId: number): Promise<SourceRow[]> {
  const rows = await db
    .selectFrom('feed_sources')
    .select(SOURCE_COLUMNS)
    .where('market_id', '=', marketId)
    .orderBy('id')
    .execute();
  return rows.map(toSource);
}

export async function findSource(db: Executor, marketId: number, sourceId: number): Promise<SourceRow | null> {
  const r = await db
    .selectFrom('feed_sources')
    .select(SOURCE_COLUMNS)
    .where('market_id', '=', marketId)
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return r ? toSource(r) : null;
}

export interface SourceFields {
  label: string;
  url: string;
  reader: ReaderKind;
  jsonPath: string | null;
  selector: string | null;
  pattern: string | null;
  active: boolean;
}

export async function insertSource(db: Executor, marketId: number, f: SourceFields, now: number): Promise<number> {
  const r = await db
    .insertInto('feed_sources')
    .values({
      market_id: marketId,
      label: f.label,
      url: f.url,
      reader: f.reader,
      json_path: f.jsonPath,
      selector: f.selector,
      pattern: f.pattern,
      active: f.active ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** A changed source starts afresh: no failures counted, fetched at the next round. */
export async function updateSource(db: Executor, sourceId: number, f: SourceFields, now: number): Promise<void> {
  await db
    .updateTable('feed_sources')
    .set({
      label: f.label,
      url: f.url,
      reader: f.reader,
      json_path: f.jsonPath,
      selector: f.selector,
      pattern: f.pattern,
      active: f.active ? 1 : 0,
      failures: 0,
      next_fetch_at: 0,
      updated_at: now,
    })
    .where('id', '=', sourceId)
    .execute();
}

/** Removes a source and what it said (a declaration it supported keeps its evidence in the chain). */
export async function deleteSource(db: Executor, sourceId: number): Promise<void> {
  await db.deleteFrom('feed_observations').where('source_id', '=', sourceId).execute();
  await db.deleteFrom('feed_sources').where('id', '=', sourceId).execute();
}

export async function readSettings(db: Executor, marketId: number): Promise<FeedMarketSettings> {
  const r = await db
    .selectFrom('feed_markets')
    .select(['quorum', 'auto_declare', 'auto_after_seconds', 'auto_by'])
    .where('market_id', '=', marketId)
    .executeTakeFirst();
  if (!r) return DEFAULT_SETTINGS;
  return {
    quorum: r.quorum === null ? null : Number(r.quorum),
    autoDeclare: Boolean(Number(r.auto_declare)),
    autoAfterSeconds: Number(r.auto_after_seconds),
    autoBy: r.auto_by === null ? null : Number(r.auto_by),
  };
}

export async function writeSettings(db: Executor, marketId: number, s: FeedMarketSettings, now: number): Promise<void> {
  const values = {
    quorum: s.quorum,
    auto_declare: s.autoDeclare ? 1 : 0,
    auto_after_seconds: s.autoAfterSeconds,
    auto_by: s.autoBy,
    updated_at: now,
  };
  await db
    .insertInto('feed_markets')
    .values({ market_id: marketId, ...values })
    .onConflict((oc) => oc.column('market_id').doUpdateSet(values))
    .execute();
}

/** The markets that have at least one active source (the poller's list). */
export async function marketsWithActiveSources(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('feed_sources')
    .select('market_id')
    .where('active', '=', 1)
    .groupBy('market_id')
    .orderBy('market_id')
    .execute();
  return rows.map((r) => Number(r.market_id));
}

export interface ObservationInsert {
  sourceId: number;
  marketId: number;
  drawDate: string;
  session: Session;
  fetchedAt: number;
  url: string;
  status: ObservationStatus;
  digits: string | null;
  text: string | null;
  sha256: string | null;
  error: string | null;
}

export async function insertObservation(db: Executor, o: ObservationInsert): Promise<void> {
  await db
    .insertInto('feed_observations')
    .values({
      source_id: o.sourceId,
      market_id: o.marketId,
      draw_date: o.drawDate,
      session: o.session,
      fetched_at: o.fetchedAt,
      url: o.url,
      status: o.status,
      digits: o.digits,
      text: o.text === null ? null : o.text.slice(0, 200),
      sha256: o.sha256,
      error: o.error === null ? null : o.error.slice(0, 200),
    })
    .execute();
}

/** After a fetch: an answer read resets the failures; a failure counts and sets the next try (backoff). */
export async function recordFetch(db: Executor, sourceId: number, failed: boolean, nextFetchAt: number): Promise<void> {
  await db
    .updateTable('feed_sources')
    .set((eb) => ({ failures: failed ? eb('failures', '+', 1) : 0, next_fetch_at: nextFetchAt }))
    .where('id', '=', sourceId)
    .execute();
}

const OBSERVATION_COLUMNS = [
  'id',
  'source_id',
  'market_id',
  'draw_date',
  'session',
  'fetched_at',
  'url',
  'status',
  'digits',
  'text',
  'sha256',
  'error',
] as const;

function toObservation(r: {
  id: number;
  source_id: number;
  market_id: number;
  draw_date: string;
  session: Session;
  fetched_at: number;
  url: string;
  status: ObservationStatus;
  digits: string | null;
  text: string | null;
  sha256: string | null;
  error: string | null;
}): ObservationRow {
  return {
    id: Number(r.id),
    sourceId: Number(r.source_id),
    marketId: Number(r.market_id),
    drawDate: r.draw_date,
    session: r.session,
    fetchedAt: Number(r.fetched_at),
    url: r.url,
    status: r.status,
    digits: r.digits,
    text: r.text,
    sha256: r.sha256,
    error: r.error,
  };
}

/** Everything the sources said about one draw's session, oldest first. */
export async function drawObservations(
  db: Executor,
  marketId: number,
  date: string,
  session: Session,
): Promise<ObservationRow[]> {
  const rows = await db
    .selectFrom('feed_observations')
    .select(OBSERVATION_COLUMNS)
    .where('market_id', '=', marketId)
    .where('draw_date', '=', date)
    .where('session', '=', session)
    .orderBy('fetched_at')
    .orderBy('id')
    .execute();
  return rows.map(toObservation);
}

/** The newest observation of each of these sources (of any draw). */
export async function latestObservations(db: Executor, sourceIds: number[]): Promise<Map<number, ObservationRow>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('feed_observations')
    .select(OBSERVATION_COLUMNS)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('feed_observations')
        .select((e) => e.fn.max('id').as('id'))
        .where('source_id', 'in', sourceIds)
        .groupBy('source_id'),
    )
    .execute();
  return new Map(rows.map((r) => [Number(r.source_id), toObservation(r)]));
}

/**
 * Runs `work` while holding the feeds poller's lock of this PostgreSQL database (a session advisory
 * lock on one pooled connection, released after, or by the server if the process dies), so one
 * process polls at a time; null without running it when another holds it. SQLite is one server
 * process (ADR 004): `work` just runs.
 */
export async function withPollLock<T>(db: Executor, work: () => Promise<T>): Promise<T | null> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (conn) => {
    const got = await sql<{ got: boolean }>`select pg_try_advisory_lock(hashtext(${POLL_LOCK})) as got`.execute(conn);
    if (got.rows[0]?.got !== true) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${POLL_LOCK}))`.execute(conn);
    }
  });
}

/** The advisory lock's name. */
export const POLL_LOCK = 'pana:feeds';
