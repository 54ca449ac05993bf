import { BID_TYPES, boardsOf, FAMILIES } from '@pana/domain/catalogue';
import { paths } from '../../../config/paths.ts';
import { boardPath, hasBoardScreen } from '../../../features/bidding/lib/slip-screen.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const bidEntry = lazyScreen(() => import('./bid-entry.tsx'));
const boardEntry = lazyScreen(() => import('./board-entry.tsx'));

/**
 * The paths and titles of the 17 bid-entry screens: each bid type of the domain's catalogue at its
 * route (BID_TYPES[family][i].path), titled with its name, main then Starline then Gali. The catalogue
 * entry has no zod, so this table stays cheap in the first load.
 */
export const BID_ENTRY_SCREENS: readonly (readonly [path: string, title: string])[] = FAMILIES.flatMap((family) =>
  BID_TYPES[family].map((spec) => [spec.path, spec.name] as const),
);

/**
 * The paths and titles of the board screens (docs/rules.md#boards): each board a family offers, but the spec's
 * SP DP TP, SP Motor and DP Motor (their own bid-entry screens), at /board/{family}/{board}.
 */
export const BOARD_SCREENS: readonly (readonly [path: string, title: string])[] = FAMILIES.flatMap((family) =>
  boardsOf(family)
    .filter(hasBoardScreen)
    .map((board) => [boardPath(family, board.key), board.name] as const),
);

/**
 * Game selection of a main market and the 17 bid-entry screens (one bid slip configured per bid
 * type). Paths match without regard to case, so /StarSingle, /Ssinglepana … reach the same screens.
 */
export const biddingRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.game, lazy: lazyScreen(() => import('./game.tsx')), handle: { title: 'Select Game' } },
    ...BID_ENTRY_SCREENS.map(([path, title]) => ({ path, lazy: bidEntry, handle: { title } })),
    ...BOARD_SCREENS.map(([path, title]) => ({ path, lazy: boardEntry, handle: { title } })),
  ],
};
