import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const bidEntry = lazyScreen(() => import('./bid-entry.tsx'));

/**
 * The paths and titles of the 17 bid-entry screens, as the domain's catalogue (BID_TYPES) names
 * them; routes.test.ts checks they match. Written out here because this table is part of the first
 * load, and importing @pana/domain would bring zod with it (the bid screen itself reads the catalogue).
 */
export const BID_ENTRY_SCREENS: readonly (readonly [path: string, title: string])[] = [
  ['/single', 'Single Digit'],
  ['/jodi', 'Jodi Digit'],
  ['/singlepana', 'Single Pana'],
  ['/doublepana', 'Double Pana'],
  ['/tripplepana', 'Triple Pana'],
  ['/halfsangam', 'Half Sangam'],
  ['/fullsangam', 'Full Sangam'],
  ['/spdptp', 'SP DP TP'],
  ['/spmotor', 'SP Motor'],
  ['/dpmotor', 'DP Motor'],
  ['/starsingle', 'Single Digit'],
  ['/ssinglepana', 'Single Pana'],
  ['/sdoublepana', 'Double Pana'],
  ['/stripplepana', 'Triple Pana'],
  ['/leftdigit', 'Left Digit'],
  ['/rightdigit', 'Right Digit'],
  ['/jodidigit', 'Jodi Digit'],
];

/**
 * Game selection of a main market and the 17 bid-entry screens (one bid slip configured per bid
 * type). Paths match without regard to case, so /StarSingle, /Ssinglepana … reach the same screens.
 */
export const biddingRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.game, lazy: lazyScreen(() => import('./game.tsx')), handle: { title: 'Select Game' } },
    ...BID_ENTRY_SCREENS.map(([path, title]) => ({ path, lazy: bidEntry, handle: { title } })),
  ],
};
