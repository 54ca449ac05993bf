import type { BidBody } from '@pana/contract';
import { type BidTypeSpec, formatBidDate, type IsoDate, type PreparedLine, requireBidType, type Session } from '@pana/domain';
import { type GameRouteState } from '../../../lib/game-route-state.ts';

/** A line of the bid slip: a prepared line and a key for the list. */
export type SlipLine = PreparedLine & { id: number };

/** One call of a submission: the bid type name it is labelled with and its lines. */
export type BidGroup = { typeName: string; lines: SlipLine[] };

/** 'open' → 'Open', as the wire spells sessions. */
export function sessionLabel(session: Session): 'Open' | 'Close' {
  return session === 'open' ? 'Open' : 'Close';
}

/**
 * The calls a submission makes: one, labelled with the bid type's name, except SP DP TP, whose
 * lines go as separate calls labelled Single Pana, Double Pana and Triple Pana (SPEC.md section 7).
 */
export function groupBids(spec: BidTypeSpec, lines: readonly SlipLine[]): BidGroup[] {
  if (spec.expansion !== 'sp_dp_tp') return lines.length ? [{ typeName: spec.name, lines: [...lines] }] : [];
  const groups = new Map<string, SlipLine[]>();
  for (const line of lines) {
    const typeName = requireBidType(spec.family, line.type).name;
    groups.set(typeName, [...(groups.get(typeName) ?? []), line]);
  }
  return [...groups].map(([typeName, groupLines]) => ({ typeName, lines: groupLines }));
}

/** The sum of the points of some lines. */
export function totalPoints(lines: readonly Pick<PreparedLine, 'points'>[]): number {
  return lines.reduce((sum, line) => sum + line.points, 0);
}

/** A fingerprint of a group's content: a retry of the same content reuses its request id. */
export function groupSignature(group: BidGroup): string {
  return JSON.stringify([group.typeName, group.lines.map((l) => [l.digits, l.closedigits, l.points, l.session])]);
}

/** The body of one bid call, as @pana/contract describes what the clients of this API send (type only: no zod here). */
export type SubmitBody = BidBody;

/**
 * The body of one bid call (SPEC.md section 7): main markets carry the type name in `session` and
 * the session in `gametype`; Starline sends session 'Open', Gali 'Close'; each line its own session.
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
      ...(spec.expansion === 'sp_dp_tp' ? { bid_type: spec.name } : {}),
      request_id: context.requestId,
      result: group.lines.map((line) => ({
        digits: line.digits,
        closedigits: line.closedigits,
        points: String(line.points),
        session: sessionLabel(line.session),
      })),
    },
  };
}
