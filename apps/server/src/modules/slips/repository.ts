import { type Family } from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { lockRows } from '../../db/engine.ts';

/** A submission's header as the last slip reads it. */
export interface SubmissionRow {
  id: number;
  marketId: number;
  marketName: string;
  family: Family;
  drawDate: string;
  total: number;
  board: string | null;
  boardValue: string | null;
  createdAt: number;
}

/** A stored bid line of a submission. */
export interface SlipLineRow {
  type: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
}

/** The player's newest `limit` submissions on a family, newest first. */
export async function lastSubmissions(db: Executor, userId: number, family: Family, limit: number): Promise<SubmissionRow[]> {
  const rows = await db
    .selectFrom('bid_submissions')
    .innerJoin('markets', 'markets.id', 'bid_submissions.market_id')
    .select([
      'bid_submissions.id',
      'bid_submissions.market_id',
      'markets.name',
      'bid_submissions.family',
      'bid_submissions.draw_date',
      'bid_submissions.total_points',
      'bid_submissions.board',
      'bid_submissions.board_value',
      'bid_submissions.created_at',
    ])
    .where('bid_submissions.user_id', '=', userId)
    .where('bid_submissions.family', '=', family)
    .orderBy('bid_submissions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    marketId: Number(row.market_id),
    marketName: row.name,
    family: row.family,
    drawDate: row.draw_date,
    total: Number(row.total_points),
    board: row.board,
    boardValue: row.board_value,
    createdAt: Number(row.created_at),
  }));
}

/** The lines of submissions, in the order they were placed. */
export async function submissionLines(db: Executor, submissionIds: readonly number[]): Promise<SlipLineRow[]> {
  const rows = await db
    .selectFrom('bids')
    .select(['bid_type', 'session', 'digits', 'closedigits', 'points'])
    .where('submission_id', 'in', submissionIds)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ type: r.bid_type, session: r.session, digits: r.digits, closedigits: r.closedigits, points: Number(r.points) }));
}

/** A saved slip's row; `lines` is the JSON of its lines. */
export interface SavedSlipRow {
  id: number;
  name: string;
  family: Family;
  board: string | null;
  boardValue: string | null;
  lines: string;
  createdAt: number;
}

/** The player's saved slips, newest first (of one family when `family` is given). */
export async function listSlips(db: Executor, userId: number, family: Family | null): Promise<SavedSlipRow[]> {
  let q = db.selectFrom('saved_slips').select(['id', 'name', 'family', 'board', 'board_value', 'lines', 'created_at']).where('user_id', '=', userId);
  if (family !== null) q = q.where('family', '=', family);
  const rows = await q.orderBy('id', 'desc').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, family: r.family, board: r.board, boardValue: r.board_value, lines: r.lines, createdAt: Number(r.created_at) }));
}

export type SaveOutcome = { kind: 'saved'; id: number } | { kind: 'full' } | { kind: 'taken' };

/**
 * Saves a slip unless the player already keeps `max` or one of that name: the count, the name and the
 * insert in one transaction, the player's row locked first on PostgreSQL so that two saves at once
 * cannot both pass the count (SQLite's write transaction already serialises them).
 */
export async function saveSlip(
  db: Db,
  slip: { userId: number; name: string; family: Family; board: string | null; boardValue: string | null; lines: string; now: number },
  max: number,
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockRows(trx, trx.selectFrom('users').select('id').where('id', '=', slip.userId));
    const held = await trx.selectFrom('saved_slips').select(['name']).where('user_id', '=', slip.userId).execute();
    if (held.some((r) => r.name.toLowerCase() === slip.name.toLowerCase())) return { kind: 'taken' } as const;
    if (held.length >= max) return { kind: 'full' } as const;
    const row = await trx
      .insertInto('saved_slips')
      .values({ user_id: slip.userId, name: slip.name, family: slip.family, board: slip.board, board_value: slip.boardValue, lines: slip.lines, created_at: slip.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'saved', id: Number(row.id) } as const;
  });
}

/** Deletes one of the player's slips; false when the player has no slip of that id. */
export async function deleteSlip(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_slips').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
