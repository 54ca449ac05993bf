import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminPaths } from '../admin-paths.ts';
import { type ConsoleMatch, matchConsoleRoute } from '../routes.ts';

/*
 * The console reads its own sub-path and query string with the two router hooks the player app
 * already uses. Descendant <Routes>, useParams and useSearchParams would add router code to the
 * shared vendor chunk and so to the player's first load (docs/budgets.md).
 */

/** The console route of the current path ("/admin/players/98765" → the player screen, { mobile }), or null. */
export function useConsoleMatch(): ConsoleMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchConsoleRoute(pathname.slice(adminPaths.dashboard.length)), [pathname]);
}

/** The query string of the current console page, and a way to replace it (a history entry unless `replace`). */
export function useQueryParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: { replace?: boolean }) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string>, options: { replace?: boolean } = {}) => {
      const query = new URLSearchParams(next).toString();
      void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: options.replace ?? false });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
