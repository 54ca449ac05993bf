import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** Charts and the results log (open to visitors: the guest menu links the charts) and the main game rates. */
export const marketsRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.charts, lazy: lazyScreen(() => import('./charts.tsx')), handle: { title: 'Charts', isPublic: true } },
    {
      path: paths.resultsLog,
      lazy: lazyScreen(() => import('./results-log.tsx')),
      handle: { title: 'Results Log', isPublic: true },
    },
    { path: paths.gameRates, lazy: lazyScreen(() => import('./game-rates.tsx')), handle: { title: 'Game Rates' } },
  ],
};
