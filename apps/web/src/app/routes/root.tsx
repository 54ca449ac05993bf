import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { env } from '../../config/env.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { type RouteHandle } from './route-table.ts';
import { ScreenToasts } from './screen-toasts.tsx';

function pageTitle(title: string | undefined): string {
  return title && title !== env.appName ? `${title} · ${env.appName}` : env.appName;
}

/** Every screen: scroll to the top on each route change, name the page after the screen, and leave its toasts behind. */
export default function Root() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const code = useMessages(locale);
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The page's name in the chosen language (ADR 020). The titles' words are a chunk of their own (the header
  // loads them too), so /login's first load does not carry them; English until they arrive, or if they cannot.
  useEffect(() => {
    let isCurrent = true;
    document.title = pageTitle(title);
    if (code !== 'en') {
      void import('./route-title.ts')
        .then(({ routeTitle }) => {
          if (isCurrent && title) document.title = pageTitle(routeTitle(title));
        })
        .catch(() => undefined);
    }
    return () => {
      isCurrent = false;
    };
  }, [title, code]);

  return (
    <>
      <Outlet />
      <ScreenToasts />
    </>
  );
}
