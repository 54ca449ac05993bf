import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** Home after login. */
export const homeRoutes: FeatureRoutes = {
  withHeader: [{ path: paths.home, lazy: lazyScreen(() => import('./home.tsx')), handle: { title: env.appName } }],
};
