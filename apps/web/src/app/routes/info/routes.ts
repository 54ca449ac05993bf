import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** How To Play, open to visitors (the guest menu links it; docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const infoRoutes: FeatureRoutes = {
  withHeader: [{ path: paths.howToPlay, lazy: lazyScreen(() => import('./how-to-play.tsx')), handle: { title: 'How To Play', isPublic: true } }],
};
