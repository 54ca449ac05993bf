import {
  type ChainBreak,
  type ChainEvidence,
  ChainVerifier,
  type Family,
  hashChainEntry,
  type ResultChainAction,
  type ResultChainEntry,
  type Session,
} from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/**
 * The result chain (ADR 019): every declaration and revert appends one entry, in the
 * transaction that changes the result, linked to the entry before it by its SHA-256 (the domain's
 * `hashChainEntry`). An entry is never edited; a revert is an entry of its own. A module of its own
 * (ADR 026): results appends to it, the ledger check and `results:verify` verify it.
 */

/** What a declaration or revert step appends (the chain adds the number, the time's link and the hashes). */
export interface ChainAppend {
  action: ResultChainAction;
  marketId: number;
  marketName: string;
  family: Family;
  drawDate: string;
  session: Session;
  digits: string;
  at: number;
  operatorId: number;
  /** A declaration made from result feeds: the agreeing sources it rested on (ADR 032), hashed into the entry. */
  evidence?: readonly ChainEvidence[] | undefined;
}

/**
 * Appends an entry. The head row's update comes first and holds its row lock until the transaction
 * ends, so concurrent appends (several processes on PostgreSQL) queue there and each reads the head
 * the one before it wrote: the chain never forks. On SQLite the write transaction holds the whole
 * database already. Callers append as the last write of their transaction, so the lock is short.
 */
export async function appendToChain(trx: Executor, entry: ChainAppend): Promise<ResultChainEntry> {
  const head = await trx
    .updateTable('result_chain_head')
    .set((eb) => ({ seq: eb('seq', '+', 1) }))
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  const fields = { ...entry, seq: Number(head.seq), prevHash: head.hash };
  const hash = await hashChainEntry(fields);
  await trx
    .insertInto('result_chain')
    .values(rowOf({ ...fields, hash }))
    .execute();
  await trx.updateTable('result_chain_head').set({ hash }).where('id', '=', 1).execute();
  return { ...fields, hash };
}

/** Entries written per insert statement by `appendManyToChain`. */
const APPEND_BATCH = 500;

/**
 * Appends many entries in order, as `appendToChain` appends one: the head is moved past all of them
 * first (taking its row lock), each entry is hashed over the one before it, the rows are inserted in
 * batches and the head takes the last hash. A chart import (ADR 031) appends one entry per result it
 * adds in one transaction; tens of thousands of single appends would cost three statements each.
 */
export async function appendManyToChain(trx: Executor, entries: readonly ChainAppend[]): Promise<void> {
  if (entries.length === 0) return;
  const head = await trx
    .updateTable('result_chain_head')
    .set({ seq: sql<number>`seq + ${sql.lit(entries.length)}` })
    .where('id', '=', 1)
    .returning(['seq', 'hash'])
    .executeTakeFirstOrThrow();
  let seq = Number(head.seq) - entries.length;
  let prevHash = head.hash;
  const rows: ChainRow[] = [];
  for (const entry of entries) {
    seq += 1;
    const fields = { ...entry, seq, prevHash };
    const hash = await hashChainEntry(fields);
    rows.push(rowOf({ ...fields, hash }));
    prevHash = hash;
  }
  for (let i = 0; i < rows.length; i += APPEND_BATCH) {
    await trx
      .insertInto('result_chain')
      .values(rows.slice(i, i + APPEND_BATCH))
      .execute();
  }
  await trx.updateTable('result_chain_head').set({ hash: prevHash }).where('id', '=', 1).execute();
}

function rowOf(e: ResultChainEntry): ChainRow {
  return {
    seq: e.seq,
    action: e.action,
    market_id: e.marketId,
    market_name: e.marketName,
    family: e.family,
    draw_date: e.drawDate,
    session: e.session,
    digits: e.digits,
    at: e.at,
    operator_id: e.operatorId,
    prev_hash: e.prevHash,
    hash: e.hash,
    evidence: e.evidence && e.evidence.length > 0 ? JSON.stringify(e.evidence) : null,
  };
}

type ChainRow = {
  seq: number;
  action: ResultChainAction;
  market_id: number;
  market_name: string;
  family: Family;
  draw_date: string;
  session: Session;
  digits: string;
  at: number;
  operator_id: number;
  prev_hash: string;
  hash: string;
  evidence: string | null;
};

const COLUMNS = [
  'seq',
  'action',
  'market_id',
  'market_name',
  'family',
  'draw_date',
  'session',
  'digits',
  'at',
  'operator_id',
  'prev_hash',
  'hash',
  'evidence',
] as const;

function toEntry(r: ChainRow): ResultChainEntry {
  return {
    seq: Number(r.seq),
    action: r.action,
    marketId: Number(r.market_id),
    marketName: r.market_name,
    family: r.family,
    drawDate: r.draw_date,
    session: r.session,
    digits: r.digits,
    at: Number(r.at),
    operatorId: Number(r.operator_id),
    prevHash: r.prev_hash,
    hash: r.hash,
    ...(r.evidence ? { evidence: evidenceOf(r.evidence) } : {}),
  };
}

/** A stored evidence column read back as the entry's evidence (ADR 032); the hash check judges it. */
function evidenceOf(text: string): ChainEvidence[] {
  const parsed = JSON.parse(text) as Array<{ url: string; fetchedAt: number; sha256: string }>;
  return parsed.map((v) => ({ url: v.url, fetchedAt: Number(v.fetchedAt), sha256: v.sha256 }));
}

/** A page of the chain, newest first: entries before `before` (all when null), at most `limit`. */
export async function chainPage(
  db: Executor,
  before: number | null,
  limit: number,
): Promise<{ entries: ResultChainEntry[]; nextBefore: number | null; head: { seq: number; hash: string } }> {
  let query = db
    .selectFrom('result_chain')
    .select(COLUMNS)
    .orderBy('seq', 'desc')
    .limit(limit + 1);
  if (before !== null) query = query.where('seq', '<', before);
  const rows = await query.execute();
  const entries = rows.slice(0, limit).map(toEntry);
  const head = await readHead(db);
  return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.seq ?? null) : null, head };
}

async function readHead(db: Executor): Promise<{ seq: number; hash: string }> {
  const h = await db.selectFrom('result_chain_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirst();
  return h ? { seq: Number(h.seq), hash: h.hash } : { seq: 0, hash: '' };
}

/** Entries read per statement by `checkChain`. */
const CHECK_PAGE = 1000;

export type ChainCheck = { ok: true; count: number } | { ok: false; count: number; broken: ChainBreak };

/**
 * Recomputes the whole chain from the database, oldest first, a page at a time: every entry's hash,
 * its link to the entry before, the numbers without a gap, and the head row naming the last entry
 * (so a removed newest entry is seen too). Returns the first break.
 */
export async function checkChain(db: Executor): Promise<ChainCheck> {
  const verifier = new ChainVerifier();
  let after = 0;
  let last: ResultChainEntry | null = null;
  for (;;) {
    const rows = await db
      .selectFrom('result_chain')
      .select(COLUMNS)
      .where('seq', '>', after)
      .orderBy('seq', 'asc')
      .limit(CHECK_PAGE)
      .execute();
    if (rows.length === 0) break;
    const entries = rows.map(toEntry);
    last = entries.at(-1) ?? last;
    after = last?.seq ?? after;
    if (!(await verifier.add(entries))) break;
  }
  const outcome = verifier.finish();
  if (!outcome.ok) return outcome;
  const head = await readHead(db);
  const lastSeq = last?.seq ?? 0;
  if (head.seq !== lastSeq || head.hash !== outcome.headHash) {
    const seq = head.seq > lastSeq ? lastSeq + 1 : lastSeq;
    const reason =
      head.seq > lastSeq
        ? `Entry #${seq} is missing: the chain's head names entry #${head.seq}, the last entry is #${lastSeq}`
        : head.seq < lastSeq
          ? `Entry #${seq} is not counted by the chain's head (#${head.seq})`
          : `Entry #${seq} does not match the hash the chain's head holds`;
    return { ok: false, count: outcome.count, broken: { seq, reason } };
  }
  return { ok: true, count: outcome.count };
}

/**
 * Every entry of one draw (a market and an India date), oldest first: what a support ticket's
 * evidence names (ADR 030). The entry in force for a session is its latest, when that is a
 * declaration; a revert as the latest means nothing is declared now.
 */
export async function drawEntries(db: Executor, marketId: number, drawDate: string): Promise<ResultChainEntry[]> {
  const rows = await db
    .selectFrom('result_chain')
    .select(COLUMNS)
    .where('market_id', '=', marketId)
    .where('draw_date', '=', drawDate)
    .orderBy('seq', 'asc')
    .execute();
  return rows.map(toEntry);
}
