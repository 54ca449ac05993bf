import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { adminPaths, type LoginState } from './admin-paths.ts';
import { AdminApiError, errorMessage, setAdminUnauthorizedHandler, shouldRetryAdminQuery } from './api/admin-client.ts';
import { useMe } from './api/auth.ts';
import styles from './components/console.module.css';
import { ConsoleShell } from './components/console-shell.tsx';
import { AdminSessionProvider } from './lib/admin-session.tsx';
import { useConsoleRoute } from './lib/console-location.ts';
import LoginScreen from './screens/login-screen.tsx';

// Each screen is its own chunk, loaded on first visit (the console itself is one lazy chunk of the app).
const DashboardScreen = lazy(() => import('./screens/dashboard-screen.tsx'));
const MarketsScreen = lazy(() => import('./screens/markets-screen.tsx'));
const ResultsScreen = lazy(() => import('./screens/results-screen.tsx'));
const ExposureScreen = lazy(() => import('./screens/exposure-screen.tsx'));
const FundsScreen = lazy(() => import('./screens/funds-screen.tsx'));
const PlayersScreen = lazy(() => import('./screens/players-screen.tsx'));
const PlayerScreen = lazy(() => import('./screens/player-screen.tsx'));
const SettingsScreen = lazy(() => import('./screens/settings-screen.tsx'));
const ReportsScreen = lazy(() => import('./screens/reports-screen.tsx'));
const AuditScreen = lazy(() => import('./screens/audit-screen.tsx'));
const AdminsScreen = lazy(() => import('./screens/admins-screen.tsx'));

/** The screen of a console path (`/admin/<screen>[/<param>]`), or null for an unknown one. */
function screenFor(screen: string, param: string | undefined): ReactNode {
  if (param !== undefined) return screen === 'players' ? <PlayerScreen mobile={param} /> : null;
  switch (screen) {
    case '':
      return <DashboardScreen />;
    case 'markets':
      return <MarketsScreen />;
    case 'results':
      return <ResultsScreen />;
    case 'exposure':
      return <ExposureScreen />;
    case 'funds':
      return <FundsScreen />;
    case 'players':
      return <PlayersScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'reports':
      return <ReportsScreen />;
    case 'audit':
      return <AuditScreen />;
    case 'admins':
      return <AdminsScreen />;
    default:
      return null;
  }
}

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

/** The operator console at /admin (DESIGN.md section 6): a lazy part of the web app, never in the player's bundle. */
export default function AdminApp() {
  useConsoleLayout();
  useOperatorApiRules();
  const { screen, param } = useConsoleRoute();
  if (screen === 'login' && param === undefined) return <LoginScreen />;
  const content = screenFor(screen, param);
  if (content === null) return <Navigate to={adminPaths.dashboard} replace />;
  return <RequireAdmin>{content}</RequireAdmin>;
}
