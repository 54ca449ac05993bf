/**
 * What a market screen passes to the game-selection and bid-entry screens through the router's
 * navigation state (SPEC.md section 2): gameId, openTime, gameName, and for a Gali game the pana
 * (bid type) name. `closeTime` is added so a bid screen can tell when the close session ends.
 */
export type GameRouteState = {
  gameId: number;
  gameName: string;
  openTime: string;
  closeTime?: string;
  pana?: string;
};

/** The game state of a location, or null when the screen was opened without one (a reload, a typed URL). */
export function readGameRouteState(state: unknown): GameRouteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { gameId, gameName, openTime, closeTime, pana } = state as Record<string, unknown>;
  const id = typeof gameId === 'number' ? gameId : typeof gameId === 'string' && /^\d+$/.test(gameId) ? Number(gameId) : NaN;
  if (!Number.isSafeInteger(id) || typeof openTime !== 'string' || openTime === '') return null;
  return {
    gameId: id,
    gameName: typeof gameName === 'string' ? gameName : '',
    openTime,
    ...(typeof closeTime === 'string' && closeTime !== '' ? { closeTime } : {}),
    ...(typeof pana === 'string' && pana !== '' ? { pana } : {}),
  };
}
