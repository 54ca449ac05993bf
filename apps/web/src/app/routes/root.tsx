import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { env } from '../../config/env.ts';
import { type RouteHandle } from './route-table.ts';
import { useRouteTitle } from './route-title.ts';
import { ScreenToasts } from './screen-toasts.tsx';

/** Every screen: scroll to the top on each route change, name the page after the screen, and leave its toasts behind. */
export default function Root() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = useRouteTitle(
    matches
      .map((match) => (match.handle as RouteHandle | undefined)?.title)
      .filter(Boolean)
      .at(-1),
  );

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = title && title !== env.appName ? `${title} · ${env.appName}` : env.appName;
  }, [title]);

  return (
    <>
      <Outlet />
      <ScreenToasts />
    </>
  );
}
