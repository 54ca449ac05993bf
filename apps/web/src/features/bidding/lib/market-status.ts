import { type Family, indiaDate, mainMarketStatus, type MarketStatus, singleDrawStatus } from '@pana/domain/catalogue';
import { type GameRouteState } from '../../../lib/game-route-state.ts';

/** When the market's times cannot be read, the screen lets the server decide (it always does anyway). */
function undecided(now: number): MarketStatus {
  return { drawDate: indiaDate(now), isDrawDay: true, isOpenSessionOpen: true, isCloseSessionOpen: true, msgStatus: 1 };
}

/**
 * Where the chosen market stands now, by the domain's market clock (India time): a main market by
 * its open and close times, a Starline slot or Gali market by its one time (`openTime`). A main
 * market opened without its close time keeps the close session open; the server checks it.
 */
export function bidMarketStatus(family: Family, game: GameRouteState, now: number): MarketStatus {
  try {
    if (family !== 'main') return singleDrawStatus({ time: game.openTime }, now);
    if (game.closeTime) return mainMarketStatus({ openTime: game.openTime, closeTime: game.closeTime }, now);
    const beforeOpen = singleDrawStatus({ time: game.openTime }, now).isOpenSessionOpen;
    return { ...undecided(now), isOpenSessionOpen: beforeOpen };
  } catch {
    return undecided(now);
  }
}
