import { type Family, getBidTypeByPath } from '@pana/domain/catalogue';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { slipScreenFor } from '../../bidding/lib/slip-screen.ts';
import { lineTypesOf, prefillOf, type ServerSlip } from './prefill.ts';

/**
 * Where replaying a slip on the market `game` goes: the bid screen that holds it (`slipScreenFor`),
 * with THIS market and the slip as its prefill, whichever market of the family the slip was placed
 * on. Null when nothing of the slip can be played on the family.
 */
export function replayTarget(
  family: Family,
  game: GameRouteState,
  slip: ServerSlip,
): { path: string; state: GameRouteState } | null {
  const prefill = prefillOf(family, slip);
  if (prefill.lines.length === 0) return null;
  const path = slipScreenFor(family, prefill.board, lineTypesOf(prefill));
  // A plain type's screen is labelled with its name (`pana`), as the game grids do; a board's screen has none.
  const spec = getBidTypeByPath(path);
  const { slip: _previous, pana: _pana, ...market } = game;
  return { path, state: { ...market, ...(spec ? { pana: spec.name } : {}), slip: prefill } };
}
