/** One line of an initial slip: its stored bid type key, numbers, points and session. */
export type RouteSlipLine = {
  type: string;
  digits: string;
  closedigits: string;
  points: number;
  session: 'open' | 'close';
};

/**
 * An initial slip ("prefill", ADR 016): lines a bid or board screen puts in its slip when it opens,
 * after checking each again against today's windows and the wallet. `board` is the board's key or
 * name (null for plain lines) and `boardValue` its value ("17"; "" for none).
 */
export type RouteSlip = { board: string | null; boardValue: string; lines: RouteSlipLine[] };

/**
 * What a market screen passes to the game-selection and bid-entry screens through the router's
 * navigation state (as the older apps pass it): gameId, openTime, gameName, and for a Gali game the pana
 * (bid type) name. `closeTime` is added so a bid screen can tell when the close session ends;
 * `slip` is an initial slip (repeat last slip, saved slips).
 */
export type GameRouteState = {
  gameId: number;
  gameName: string;
  openTime: string;
  closeTime?: string;
  pana?: string;
  slip?: RouteSlip;
};

/** The most lines an initial slip may hold (a saved slip holds at most 200). */
export const MAX_ROUTE_SLIP_LINES = 200;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function readSlipLine(value: unknown): RouteSlipLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, digits, closedigits, points, session } = value as Record<string, unknown>;
  if (
    !isText(type, 40) ||
    type === '' ||
    !isText(digits, 20) ||
    (closedigits !== undefined && !isText(closedigits, 20))
  )
    return null;
  if (typeof points !== 'number' || !Number.isSafeInteger(points) || points <= 0) return null;
  if (session !== 'open' && session !== 'close') return null;
  return { type, digits, closedigits: closedigits ?? '', points, session };
}

/** The initial slip of a navigation state, or null when it has none or it is not one (ignored, never a crash). */
export function readRouteSlip(value: unknown): RouteSlip | null {
  if (typeof value !== 'object' || value === null) return null;
  const { board, boardValue, lines } = value as Record<string, unknown>;
  if (board !== null && board !== undefined && !isText(board, 60)) return null;
  if (boardValue !== undefined && !isText(boardValue, 60)) return null;
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_ROUTE_SLIP_LINES) return null;
  const read = lines.map(readSlipLine);
  if (read.some((line) => line === null)) return null;
  return {
    board: typeof board === 'string' && board !== '' ? board : null,
    boardValue: boardValue ?? '',
    lines: read as RouteSlipLine[],
  };
}

/** The game state of a location, or null when the screen was opened without one (a reload, a typed URL). */
export function readGameRouteState(state: unknown): GameRouteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { gameId, gameName, openTime, closeTime, pana, slip } = state as Record<string, unknown>;
  const id =
    typeof gameId === 'number' ? gameId : typeof gameId === 'string' && /^\d+$/.test(gameId) ? Number(gameId) : NaN;
  if (!Number.isSafeInteger(id) || typeof openTime !== 'string' || openTime === '') return null;
  const initial = slip === undefined ? null : readRouteSlip(slip);
  return {
    gameId: id,
    gameName: typeof gameName === 'string' ? gameName : '',
    openTime,
    ...(typeof closeTime === 'string' && closeTime !== '' ? { closeTime } : {}),
    ...(typeof pana === 'string' && pana !== '' ? { pana } : {}),
    ...(initial ? { slip: initial } : {}),
  };
}
