import { type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';

/**
 * Starts the live updates while a player is logged in (ADR 013). Their code is a chunk of its own,
 * fetched only after login, so the first load of /login stays within its budget; if it cannot be
 * fetched the app works as before, on the 5 s poll.
 */
export function LiveUpdates({ queryClient }: { queryClient: QueryClient }) {
  const token = useSession()?.token;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./start.ts')
      .then(({ startLiveUpdates }) => {
        if (!cancelled) stop = startLiveUpdates(queryClient, token);
      })
      .catch(() => {
        // No chunk (offline, a new version on the server): the poll keeps the screens current.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, queryClient]);
  return null;
}
