import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const title = 'GALI DISAWAR';

/** Gali Disawar: home (/galiIMP; paths match without regard to case, so /galiimp too), markets and chooser. */
export const galiRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.gali, lazy: lazyScreen(() => import('./gali-home.tsx')), handle: { title } },
    { path: paths.galiMarkets, lazy: lazyScreen(() => import('./gali-markets.tsx')), handle: { title } },
    { path: paths.galiChooser, lazy: lazyScreen(() => import('./gali-chooser.tsx')), handle: { title } },
  ],
};
