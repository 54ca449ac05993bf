import type { BidBody } from '@pana/contract';
import {
  type BidTypeSpec,
  type BoardKey,
  formatBidDate,
  getBoard,
  type IsoDate,
  type PreparedLine,
  requireBidType,
  type Session,
} from '@pana/domain';
import { type GameRouteState } from '../../../lib/game-route-state.ts';

/** The board a slip line was entered through (ADR 016): its catalogue key and canonical value ("17"). */
export type SlipBoard = { key: BoardKey; value: string };

/** A line the slip takes: a prepared line (of its own stored type) and, for a board's line, the board. */
export type SlipEntry = PreparedLine & { board?: SlipBoard };

/** A line of the bid slip: a prepared line, the board it came from if any, and a key for the list. */
export type SlipLine = SlipEntry & { id: number };

/**
 * One call of a submission: the name it is labelled with (a bid type's, or the board's) and its
 * lines; `board` when the call places one board instance (every line names its own type).
 */
export type BidGroup = { typeName: string; lines: SlipLine[]; board?: SlipBoard };

/** 'open' → 'Open', as the wire spells sessions. */
export function sessionLabel(session: Session): 'Open' | 'Close' {
  return session === 'open' ? 'Open' : 'Close';
}

/**
 * The bid type whose rules (windows, sessions) a slip line follows: a board's line, or a line of
 * another type than the screen's (a prefilled slip), its own type; else the screen's type.
 */
export function lineSpec(spec: BidTypeSpec, line: SlipEntry): BidTypeSpec {
  if (line.board || (spec.expansion === null && line.type !== spec.key)) return requireBidType(spec.family, line.type);
  return spec;
}

/**
 * The calls a submission makes, in the order of their first line:
 * - the lines of one board instance (same board and value) go as ONE call, whatever their types
 *   (ADR 016: all or none), labelled with the board's name;
 * - the other lines as today: one call labelled with the bid type's name, except SP DP TP, whose
 *   lines go as separate calls labelled Single Pana, Double Pana and Triple Pana (docs/api.md#bids),
 *   and lines of another type than the screen's (a prefilled slip), one call per type.
 */
export function groupBids(spec: BidTypeSpec, lines: readonly SlipLine[]): BidGroup[] {
  const groups = new Map<string, BidGroup>();
  for (const line of lines) {
    let key: string;
    let group: Omit<BidGroup, 'lines'>;
    if (line.board) {
      key = `board ${line.board.key} ${line.board.value}`;
      group = { typeName: getBoard(line.board.key)?.name ?? line.board.key, board: line.board };
    } else {
      const typeName =
        spec.expansion === 'sp_dp_tp' || lineSpec(spec, line) !== spec
          ? requireBidType(spec.family, line.type).name
          : spec.name;
      key = `type ${typeName}`;
      group = { typeName };
    }
    const found = groups.get(key);
    if (found) found.lines.push(line);
    else groups.set(key, { ...group, lines: [line] });
  }
  return [...groups.values()];
}

/** The sum of the points of some lines. */
export function totalPoints(lines: readonly Pick<PreparedLine, 'points'>[]): number {
  return lines.reduce((sum, line) => sum + line.points, 0);
}

/** A fingerprint of a group's content: a retry of the same content reuses its request id. */
export function groupSignature(group: BidGroup): string {
  return JSON.stringify([
    group.typeName,
    group.board ? [group.board.key, group.board.value] : null,
    group.lines.map((l) => [l.type, l.digits, l.closedigits, l.points, l.session]),
  ]);
}

/** The body of one bid call, as @pana/contract describes what the clients of this API send (type only: no zod here). */
export type SubmitBody = BidBody;

/**
 * The body of one bid call (docs/api.md#bids): main markets carry the type name in `session` and
 * the session in `gametype`; Starline sends session 'Open', Gali 'Close'; each line its own session.
 * A board's call (ADR 016) is labelled with the board's name where the type name goes, names the
 * board in `board` and `board_value`, and each line names its own type (the catalogue key).
 */
export function buildSubmitBody(
  spec: BidTypeSpec,
  game: GameRouteState,
  group: BidGroup,
  context: { token: string; date: IsoDate; requestId: string },
): SubmitBody {
  const first = group.lines[0]?.session ?? 'open';
  const session = spec.family === 'main' ? group.typeName : spec.family === 'starline' ? 'Open' : 'Close';
  return {
    game_id: game.gameId,
    new_result: {
      unique_token: context.token,
      Gamename: game.gameName,
      totalbit: String(totalPoints(group.lines)),
      gameid: game.gameId,
      pana: group.typeName,
      gametype: sessionLabel(first),
      bid_date: formatBidDate(context.date),
      session,
      // SP DP TP goes as calls labelled by the lines' types: each names the type the player chose.
      ...(spec.expansion === 'sp_dp_tp' && !group.board ? { bid_type: spec.name } : {}),
      ...(group.board ? { board: group.typeName, board_value: group.board.value } : {}),
      request_id: context.requestId,
      result: group.lines.map((line) => ({
        ...(group.board ? { type: requireBidType(spec.family, line.type).name } : {}),
        digits: line.digits,
        closedigits: line.closedigits,
        points: String(line.points),
        session: sessionLabel(line.session),
      })),
    },
  };
}
