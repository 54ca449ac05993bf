import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InitialEntry, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createAppRouter } from '../app/router.tsx';
import { createQueryClient } from '../lib/react-query.ts';
import { type Session, setSession } from '../lib/session.ts';

export const DEMO_SESSION: Session = { username: 'Demo Player', token: 'token-123', mobile: '9876543210' };

/** Logs a player in the way the app does: the stored login in localStorage. */
export function storeLogin(session: Session = DEMO_SESSION): Session {
  setSession(session);
  return session;
}

/** The whole app (providers + routes) in a memory router at `entry`. */
export function renderApp(entry: InitialEntry = '/', options: { advanceTimers?: (ms: number) => unknown } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const router = createAppRouter(queryClient, [entry]);
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
