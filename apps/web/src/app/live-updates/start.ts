import { type QueryClient } from '@tanstack/react-query';
import { env } from '../../config/env.ts';
import { apiPaths } from '../../config/paths.ts';
import { object, requiredText } from '../../lib/api/schema.ts';
import { ApiError, apiPost } from '../../lib/api-client.ts';
import { connectLive } from '../../lib/live-connection.ts';
import { setLiveHealthy } from '../../lib/live-status.ts';
import { applyLiveEvent, catchUp } from './apply-event.ts';

const ticketSchema = object({ ticket: requiredText });

/**
 * Starts the live updates of a logged-in player (ADR 013; loaded after login, never on /login): the
 * stream's events go into the query cache, the dashboard poll slows to 60 s while it is healthy and
 * comes back to 5 s (at once) when it is not. Returns the function that stops it (logout).
 */
export function startLiveUpdates(queryClient: QueryClient, token: string): () => void {
  let wasOpen = false;
  const connection = connectLive({
    url: `${env.apiBaseUrl}${apiPaths.events}`,
    getTicket: async () => (await apiPost(apiPaths.eventsTicket, {}, ticketSchema, { withToken: true })).ticket,
    // A refused session or a blocked player: nothing to retry (a 401 already took the app to /login).
    isFinal: (error) => error instanceof ApiError && (error.httpStatus === 401 || error.httpStatus === 403),
    onEvent: (type, data) => applyLiveEvent(queryClient, token, type, data),
    onHealth: (healthy) => {
      setLiveHealthy(healthy);
      if (healthy) {
        // Back after a gap: what the stream does not replay (markets, notices) is fetched again.
        if (wasOpen) catchUp(queryClient);
        wasOpen = true;
      } else {
        // The poll takes over at once, at its 5 s pace.
        void queryClient.invalidateQueries({ queryKey: ['dashboard-data'] });
      }
    },
  });
  return () => {
    connection.close();
    setLiveHealthy(false);
  };
}
