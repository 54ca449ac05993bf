import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

const privacy = lazyScreen(() => import('./privacy-policy.tsx'));

/** Text screens, open to visitors too (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps), and the public landing. */
export const contentRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.privacy, lazy: privacy, handle: { title: 'Privacy Policy', isPublic: true } },
    { path: paths.privacyPolicy, lazy: privacy, handle: { title: 'Privacy Policy', isPublic: true } },
    { path: paths.about, lazy: lazyScreen(() => import('./about.tsx')), handle: { title: 'About Us', isPublic: true } },
    { path: paths.delete, lazy: lazyScreen(() => import('./delete-account.tsx')), handle: { title: 'Delete Account', isPublic: true } },
  ],
  standalone: [{ path: paths.landing, lazy: lazyScreen(() => import('./landing.tsx')), handle: { title: 'Welcome' } }],
};
