import {
  boardLabel,
  checkBoardLines,
  FAMILIES,
  type Family,
  formatBidDate,
  getBidType,
  getBoard,
  parseWholeNumber,
  type PreparedLine,
  type StoredBidTypeKey,
  typeBoardLines,
  type TypedBidLineInput,
  validateMixedSubmission,
} from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type Player } from '../auth/sessions.ts';
import * as repo from './repository.ts';
import { MAX_SAVED_SLIPS, MAX_SLIP_LINES, MAX_SLIP_NAME, SLIP_TEXT } from './text.ts';

export interface SlipsDeps {
  db: Db;
  clock: Clock;
}

/** A slip's line on the wire: its own type's name, digits, points, session. */
export interface SlipLine {
  type: string;
  digits: string;
  closedigits: string;
  points: number;
  session: 'Open' | 'Close';
}

export interface SlipBoard {
  key: string;
  name: string;
  value: string;
  label: string;
}

function boardOf(key: string | null, value: string | null): SlipBoard | null {
  const board = key === null ? null : getBoard(key);
  if (!board) return null;
  return { key: board.key, name: board.name, value: value ?? '', label: boardLabel(board, value ?? '') };
}

function lineOf(family: Family, line: { type: string; session: 'open' | 'close'; digits: string; closedigits: string; points: number }): SlipLine {
  return {
    type: getBidType(family, line.type as StoredBidTypeKey)?.name ?? line.type,
    digits: line.digits,
    closedigits: line.closedigits,
    points: line.points,
    session: line.session === 'open' ? 'Open' : 'Close',
  };
}

/** "main", "Starline", " GALI " → the family; anything else null. */
export function readFamily(value: unknown): Family | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return (FAMILIES as readonly string[]).includes(v) ? (v as Family) : null;
}

/** The family a last-slip or list call means: its market's (`game_id`) or the one it names. */
async function familyOf(db: Db, gameId: unknown, family: unknown, required: boolean): Promise<Family | null> {
  if (gameId !== undefined && gameId !== null && gameId !== '') {
    const id = parseWholeNumber(gameId);
    const market = id === null ? undefined : await db.selectFrom('markets').select('kind').where('id', '=', id).executeTakeFirst();
    if (!market) throw notFound(SLIP_TEXT.marketNotFound);
    return market.kind;
  }
  if (family === undefined || family === null || family === '') {
    if (required) throw badRequest(SLIP_TEXT.familyRequired);
    return null;
  }
  const read = readFamily(family);
  if (read === null) throw badRequest(SLIP_TEXT.familyRequired);
  return read;
}

/** How far apart the old apps' three SP DP TP calls of one slip may be placed. */
const SP_DP_TP_CALLS_WITHIN_MS = 60_000;

/**
 * The submissions of the player's last slip, newest first: the last submission, and with it the
 * calls just before it that belong to the same SP DP TP of the old apps (sent as a call per pana
 * class: same market, draw, board value, placed within a minute), so that the slip is whole again.
 */
function lastSlipSubmissions(recent: readonly repo.SubmissionRow[]): repo.SubmissionRow[] {
  const [last, ...earlier] = recent;
  if (!last) return [];
  const slip = [last];
  if (last.board !== 'sp_dp_tp') return slip;
  for (const s of earlier) {
    const sameSlip =
      s.board === last.board && s.boardValue === last.boardValue && s.marketId === last.marketId && s.drawDate === last.drawDate && last.createdAt - s.createdAt <= SP_DP_TP_CALLS_WITHIN_MS;
    if (!sameSlip) break;
    slip.push(s);
  }
  return slip;
}

/** The player's last submission on the family of `game_id` (or `family`), as a slip to refill; null when none. */
export async function lastSlip(deps: SlipsDeps, player: Player, input: { gameId: unknown; family: unknown }) {
  const family = (await familyOf(deps.db, input.gameId, input.family, true)) as Family;
  const submissions = lastSlipSubmissions(await repo.lastSubmissions(deps.db, player.id, family, 3));
  const last = submissions[0];
  if (!last) return null;
  const lines = await repo.submissionLines(
    deps.db,
    submissions.map((s) => s.id),
  );
  return {
    family,
    game_id: last.marketId,
    game_name: last.marketName,
    bid_date: formatBidDate(last.drawDate),
    board: boardOf(last.board, last.boardValue),
    total: submissions.reduce((sum, s) => sum + s.total, 0),
    lines: lines.map((l) => lineOf(family, l)),
  };
}

interface StoredLine {
  type: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
}

function slipAnswer(row: repo.SavedSlipRow) {
  const lines = JSON.parse(row.lines) as StoredLine[];
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    board: boardOf(row.board, row.boardValue),
    total: lines.reduce((sum, l) => sum + l.points, 0),
    lines: lines.map((l) => lineOf(row.family, l)),
    created_at: row.createdAt,
  };
}

/** The player's saved slips, newest first (of one family when the call names one). */
export async function savedSlips(deps: SlipsDeps, player: Player, input: { family: unknown }) {
  const family = await familyOf(deps.db, undefined, input.family, false);
  return (await repo.listSlips(deps.db, player.id, family)).map(slipAnswer);
}

function readName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (name === '') throw badRequest(SLIP_TEXT.nameRequired);
  if (name.length > MAX_SLIP_NAME) throw badRequest(SLIP_TEXT.nameTooLong);
  return name;
}

/**
 * Saves a named slip: the name (unique per player, case ignored), the family, every line checked as
 * the bid call checks it (each naming its own type), the board if named and its lines on it, at most
 * 20 slips per player. Any refusal writes nothing.
 */
export async function saveSlip(
  deps: SlipsDeps,
  player: Player,
  input: { name: unknown; family: unknown; lines: unknown; board: unknown; boardValue: unknown },
) {
  const name = readName(input.name);
  const family = readFamily(input.family);
  if (family === null) throw badRequest(SLIP_TEXT.familyRequired);
  if (!Array.isArray(input.lines) || input.lines.length === 0) throw badRequest(SLIP_TEXT.linesRequired);
  if (input.lines.length > MAX_SLIP_LINES) throw badRequest(SLIP_TEXT.tooManyLines);
  const given = input.lines.map((l: unknown): TypedBidLineInput => (typeof l === 'object' && l !== null ? (l as TypedBidLineInput) : {}));
  const lines = typeBoardLines(family, input.board, input.boardValue, given);
  const check = validateMixedSubmission(family, { lines, fallback: null });
  if (!check.ok) throw badRequest(check.message);
  let board: { key: string; value: string } | null = null;
  if (input.board !== undefined && input.board !== null && input.board !== '') {
    const named = checkBoardLines(family, input.board, input.boardValue, check.lines);
    if (!named.ok) throw badRequest(named.message);
    board = { key: named.board.key, value: named.value };
  }
  const stored: StoredLine[] = check.lines.map((l: PreparedLine) => ({ type: l.type, session: l.session, digits: l.digits, closedigits: l.closedigits, points: l.points }));
  const now = deps.clock.now();
  const outcome = await repo.saveSlip(
    deps.db,
    { userId: player.id, name, family, board: board?.key ?? null, boardValue: board?.value ?? null, lines: JSON.stringify(stored), now },
    MAX_SAVED_SLIPS,
  );
  if (outcome.kind === 'taken') throw badRequest(SLIP_TEXT.nameTaken(name));
  if (outcome.kind === 'full') throw badRequest(SLIP_TEXT.tooManySlips);
  return slipAnswer({ id: outcome.id, name, family, board: board?.key ?? null, boardValue: board?.value ?? null, lines: JSON.stringify(stored), createdAt: now });
}

/** Deletes one of the player's slips. */
export async function deleteSavedSlip(deps: SlipsDeps, player: Player, input: { id: unknown }): Promise<number> {
  const id = parseWholeNumber(input.id);
  if (id === null || !Number.isSafeInteger(id) || id < 1) throw badRequest(SLIP_TEXT.idRequired);
  if (!(await repo.deleteSlip(deps.db, player.id, id))) throw notFound(SLIP_TEXT.slipNotFound);
  return id;
}
