import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** Charts (open to visitors: the guest menu links it) and the main game rates. */
export const marketsRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.charts, lazy: lazyScreen(() => import('./charts.tsx')), handle: { title: 'Charts', isPublic: true } },
    { path: paths.gameRates, lazy: lazyScreen(() => import('./game-rates.tsx')), handle: { title: 'Game Rates' } },
  ],
};
