import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** The notifications inbox (ADR 014): players only. */
export const notificationsRoutes: FeatureRoutes = {
  withHeader: [{ path: paths.notifications, lazy: lazyScreen(() => import('./inbox.tsx')), handle: { title: 'Notifications' } }],
};
