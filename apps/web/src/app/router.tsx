import { type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  type InitialEntry,
  type LoaderFunctionArgs,
  redirect,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { paths } from '../config/paths.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { getSession } from '../lib/session.ts';
import { accountRoutes } from './routes/account/routes.ts';
import { authRoutes } from './routes/auth/routes.ts';
import { biddingRoutes } from './routes/bidding/routes.ts';
import { contentRoutes } from './routes/content/routes.ts';
import { fundsRoutes } from './routes/funds/routes.ts';
import { galiRoutes } from './routes/gali/routes.ts';
import { historyRoutes } from './routes/history/routes.ts';
import { homeRoutes } from './routes/home/routes.ts';
import { infoRoutes } from './routes/info/routes.ts';
import HeaderlessLayout from './routes/layouts/headerless-layout.tsx';
import { marketsRoutes } from './routes/markets/routes.ts';
import { notificationsRoutes } from './routes/notifications/routes.ts';
import Root from './routes/root.tsx';
import RouteError from './routes/route-error.tsx';
import { type FeatureRoutes, lazyScreen, type RouteHandle } from './routes/route-table.ts';
import ScreenError from './routes/screen-error.tsx';
import { starlineRoutes } from './routes/starline/routes.ts';
import { supportRoutes } from './routes/support/routes.ts';
import { walletRoutes } from './routes/wallet/routes.ts';

/** Every feature's routes. A new feature adds its `routes.ts` here (see route-table.ts). */
const features: FeatureRoutes[] = [
  authRoutes,
  homeRoutes,
  accountRoutes,
  contentRoutes,
  marketsRoutes,
  biddingRoutes,
  starlineRoutes,
  galiRoutes,
  historyRoutes,
  infoRoutes,
  walletRoutes,
  fundsRoutes,
  notificationsRoutes,
  supportRoutes,
];

/**
 * Each screen gets its own error card (ScreenError, in the first chunk): a screen that fails to load
 * or render shows it inside its shell, which stays with its header and menu (ADR 006).
 */
function withErrorCard(route: RouteObject): RouteObject {
  return route.errorElement || route.ErrorBoundary ? route : { ...route, errorElement: <ScreenError /> };
}

const headerless = features.flatMap((feature) => feature.headerless ?? []).map(withErrorCard);
const withHeader = features.flatMap((feature) => feature.withHeader ?? []).map(withErrorCard);
const standalone = features.flatMap((feature) => feature.standalone ?? []);

/** Paths under the header shell that visitors may open without a login. Matching ignores case, like the router. */
const publicPaths = new Set(
  withHeader.filter((route) => (route.handle as RouteHandle | undefined)?.isPublic).map((route) => route.path?.toLowerCase()),
);

/** Screens with header need a stored login, except the public ones (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
function requireLogin({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '').toLowerCase();
  if (!getSession() && !publicPaths.has(pathname)) throw redirect(paths.login);
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { Component: HeaderlessLayout, children: headerless },
      {
        id: 'with-header',
        loader: requireLogin,
        shouldRevalidate: () => true,
        lazy: lazyScreen(() => import('./routes/layouts/header-layout.tsx')),
        children: withHeader,
      },
      ...standalone,
      // The operator console: one lazy chunk with its own screens and shell, never in the player's bundle.
      {
        path: `${paths.admin}/*`,
        lazy: lazyScreen(() => import('../admin/admin-route.tsx')),
        handle: { title: 'Operator console' },
      },
      { path: '*', lazy: lazyScreen(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router; `initialEntries` gives a memory router (tests). A 401 to a player call ends
 * the session (api-client) and lands here: forget every cached answer and go to /login.
 */
export function createAppRouter(queryClient: QueryClient, initialEntries?: InitialEntry[]): AppRouter {
  const router = initialEntries ? createMemoryRouter(routes, { initialEntries }) : createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.login, { replace: true });
  });
  return router;
}

/** A screen's failure, caught and shown on its error card: a warning in the console, not an error. */
function logScreenError(error: unknown): void {
  console.warn('A screen failed and shows its error card', error);
}

export function AppRouter({ queryClient }: { queryClient: QueryClient }) {
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} onError={logScreenError} />;
}
