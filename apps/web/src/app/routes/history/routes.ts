import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const history = lazyScreen(() => import('./history.tsx'));
const unshown = lazyScreen(() => import('../unshown-screen.tsx'));

/** The History menu and the six bid and win histories. */
export const historyRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.histories, lazy: lazyScreen(() => import('./histories.tsx')), handle: { title: 'History' } },
    { path: paths.winHistory, lazy: history, handle: { title: 'Win History' } },
    { path: paths.bidHistory, lazy: history, handle: { title: 'Bid History' } },
    { path: paths.starlineBidHistory, lazy: history, handle: { title: 'Starline Bid History' } },
    { path: paths.starlineWinHistory, lazy: history, handle: { title: 'Starline Win History' } },
    { path: paths.galiBidHistory, lazy: history, handle: { title: 'Gali Bid History' } },
    { path: paths.galiWinHistory, lazy: history, handle: { title: 'Gali Win History' } },
    // Routes of the spec whose content it does not show: on to the win and bid histories.
    { path: '/win', lazy: unshown, handle: { title: 'Win History' } },
    { path: '/windata', lazy: unshown, handle: { title: 'Win History' } },
    { path: '/bid', lazy: unshown, handle: { title: 'Bid History' } },
  ],
};
