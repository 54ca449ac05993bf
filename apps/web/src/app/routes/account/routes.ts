import { paths } from '../../../config/paths.ts';
import { type FeatureRoutes, lazyScreen } from '../route-table.ts';

/** The logged-in player's account screens. */
export const accountRoutes: FeatureRoutes = {
  withHeader: [
    { path: paths.changePassword, lazy: lazyScreen(() => import('./change-password.tsx')), handle: { title: 'Change Password' } },
    { path: paths.profile, lazy: lazyScreen(() => import('./profile.tsx')), handle: { title: 'Edit Profile' } },
    { path: paths.playResponsibly, lazy: lazyScreen(() => import('./play-responsibly.tsx')), handle: { title: 'Play Responsibly' } },
    { path: paths.confirmAge, lazy: lazyScreen(() => import('./confirm-age.tsx')), handle: { title: 'Confirm Your Age' } },
  ],
};
