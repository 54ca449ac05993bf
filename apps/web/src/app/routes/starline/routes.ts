import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** Starline: the JACKPOT STARLINE home (/imp2) and its game selection (/stargame). */
export const starlineRoutes: FeatureRoutes = {
  withHeader: [
    {
      path: paths.starline,
      lazy: lazyScreen(() => import('./starline-home.tsx')),
      handle: { title: 'JACKPOT STARLINE' },
    },
    {
      path: paths.starlineGame,
      lazy: lazyScreen(() => import('./star-game.tsx')),
      handle: { title: 'JACKPOT STARLINE' },
    },
    // A route of the spec whose content it does not show: on to /imp2.
    { path: '/star', lazy: lazyScreen(() => import('../unshown-screen.tsx')), handle: { title: 'JACKPOT STARLINE' } },
  ],
};
