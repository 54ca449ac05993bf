import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/*
 * The console reads its query string (and, in routes.ts, its own sub-path) with the two router hooks
 * the player app already uses. Descendant <Routes>, useParams and useSearchParams would add router code to the
 * shared vendor chunk and so to the player's first load (docs/budgets.md).
 */

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
