import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { adminPaths, consolePatterns, type LoginState } from './admin-paths.ts';
import { AdminApiError, errorMessage, setAdminUnauthorizedHandler, shouldRetryAdminQuery } from './api/admin-client.ts';
import { useMe } from './api/auth.ts';
import { ConsoleShell } from './components/console-shell.tsx';
import { NotAllowed } from './components/not-allowed.tsx';
import { ScreenBoundary } from './components/screen-boundary.tsx';
import styles from './components/shell.module.css';
import { AdminSessionProvider, isAgentRole, useAdmin } from './lib/admin-session.tsx';
import { type ConsoleMatch, useConsoleMatch } from './routes.ts';

/** The console runs full width: the player app's 480 px column is lifted while it is mounted. */
function useConsoleLayout() {
  useLayoutEffect(() => {
    document.documentElement.classList.add('pana-console');
    return () => document.documentElement.classList.remove('pana-console');
  }, []);
}

/**
 * Operator calls answer 4xx for good (no retry), and a 401 from any of them (session expired,
 * revoked, logged out elsewhere) leads to the console login.
 */
function useOperatorApiRules() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  useEffect(() => {
    queryClient.setQueryDefaults(['admin'], { retry: shouldRetryAdminQuery });
  }, [queryClient]);
  useEffect(
    () =>
      setAdminUnauthorizedHandler(() => {
        const { pathname, search } = current.current;
        if (pathname.startsWith(adminPaths.login)) return;
        void navigate(adminPaths.login, { replace: true, state: { from: pathname + search } satisfies LoginState });
      }),
    [navigate],
  );
}

/** The console's screens need an operator session: `GET /admin/api/me` says who, or sends to the login. */
function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageSpinner label="Checking the session" />;
  if (me.isError) {
    if (me.error instanceof AdminApiError && me.error.httpStatus === 401) {
      return (
        <Navigate
          to={adminPaths.login}
          replace
          state={{ from: location.pathname + location.search } satisfies LoginState}
        />
      );
    }
    return (
      <div className={styles.loginPage}>
        <div className={styles.loginCard} role="alert">
          <h1 className={styles.loginTitle}>Console unavailable</h1>
          <p>{errorMessage(me.error)}</p>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }
  return (
    <AdminSessionProvider admin={me.data}>
      <ConsoleShell>{children}</ConsoleShell>
    </AdminSessionProvider>
  );
}

/**
 * A screen of the logged-in account's side of the console (ADR 029): the staff's screens for owner,
 * operator and viewer, the agent console's for master agents and agents. An agent arriving at /admin
 * (after the login, or from an unknown path) goes to their home; a screen of the other side shows
 * the "not allowed" state.
 */
function ScreenForRole({ match: { route, params } }: { match: ConsoleMatch }) {
  const admin = useAdmin();
  const isAgent = isAgentRole(admin.role);
  if (isAgent && route.path === consolePatterns.dashboard) return <Navigate to={adminPaths.agentHome} replace />;
  if (isAgent !== (route.audience === 'agent')) return <NotAllowed />;
  return <route.Screen params={params} />;
}

/**
 * The operator console at /admin (docs/api.md#the-operator-api): a lazy part of the web app, never in the
 * player's bundle. Its screens are the route table of routes.ts; an unknown path leads to the dashboard.
 */
export default function AdminApp() {
  useConsoleLayout();
  useOperatorApiRules();
  const match = useConsoleMatch();
  if (match === null) return <Navigate to={adminPaths.dashboard} replace />;
  const { route, params } = match;
  if (route.isPublic)
    return (
      <ScreenBoundary path={route.path}>
        <Suspense fallback={<PageSpinner />}>
          <route.Screen params={params} />
        </Suspense>
      </ScreenBoundary>
    );
  return (
    <RequireAdmin>
      <ScreenForRole match={match} />
    </RequireAdmin>
  );
}
