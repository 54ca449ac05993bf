import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminPaths } from '../admin-paths.ts';

/*
 * The console reads its own sub-path and query string with the two router hooks the player app
 * already uses. Descendant <Routes>, useParams and useSearchParams would add router code to the
 * shared vendor chunk and so to the player's first load (DESIGN.md section 9).
 */

/** The console's screen and its parameter: "/admin/players/98765" → { screen: 'players', param: '98765' }. */
export function useConsoleRoute(): { screen: string; param: string | undefined } {
  const { pathname } = useLocation();
  return useMemo(() => {
    const rest = pathname.slice(adminPaths.dashboard.length).replace(/^\/+|\/+$/g, '');
    const [screen = '', param, ...extra] = rest.split('/');
    if (extra.length > 0) return { screen: `${screen}/*`, param: undefined };
    return { screen, param: param === undefined ? undefined : safeDecode(param) };
  }, [pathname]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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
