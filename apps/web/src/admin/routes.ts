import { type ComponentType, lazy, type LazyExoticComponent, useMemo } from 'react';
import { useLocation } from 'react-router';
import { importWithRetry } from '../lib/retrying-import.ts';
import { adminPaths, consolePatterns } from './admin-paths.ts';
import { type ConsoleScreenProps } from './screen-props.ts';

export type ConsoleRoute = {
  /** Its pattern of admin-paths.ts's consolePatterns ('' the dashboard, 'players/:mobile' one player). */
  path: string;
  /** Shown without an operator session (the login); every other screen needs one. */
  isPublic?: boolean;
  /**
   * Whose screen it is: the staff's (owner, operator, viewer; the default) or an agent's (master_agent,
   * agent; ADR 029). The other side sees the console's "not allowed" state there, never the screen.
   */
  audience?: 'staff' | 'agent';
  Screen: LazyExoticComponent<ComponentType<ConsoleScreenProps>>;
};

/**
 * A console screen loaded on first visit (its module's default export): each screen is its own chunk.
 * A chunk that fails is fetched again, then the page reloads once (a deploy replaced it); after that
 * the screen's error card inside the console shows (admin-app.tsx).
 */
function lazyScreen(load: () => Promise<{ default: ComponentType<ConsoleScreenProps> }>) {
  return lazy(() => importWithRetry(load));
}

/**
 * The console's screens (docs/api.md#the-operator-api), as the player app lists its routes. A new screen adds
 * its pattern to admin-paths.ts's consolePatterns (which its links are built from) and its line here; the
 * console itself is one lazy chunk of the app (app/router.tsx).
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: consolePatterns.login, isPublic: true, Screen: lazyScreen(() => import('./screens/login/login-screen.tsx')) },
  { path: consolePatterns.dashboard, Screen: lazyScreen(() => import('./screens/dashboard/dashboard-screen.tsx')) },
  { path: consolePatterns.markets, Screen: lazyScreen(() => import('./screens/markets/markets-screen.tsx')) },
  { path: consolePatterns.feeds, Screen: lazyScreen(() => import('./screens/feeds/feeds-screen.tsx')) },
  {
    path: consolePatterns.chartImport,
    Screen: lazyScreen(() => import('./screens/chart-import/chart-import-screen.tsx')),
  },
  { path: consolePatterns.results, Screen: lazyScreen(() => import('./screens/results/results-screen.tsx')) },
  { path: consolePatterns.exposure, Screen: lazyScreen(() => import('./screens/exposure/exposure-screen.tsx')) },
  { path: consolePatterns.limits, Screen: lazyScreen(() => import('./screens/limits/limits-screen.tsx')) },
  { path: consolePatterns.funds, Screen: lazyScreen(() => import('./screens/funds/funds-screen.tsx')) },
  {
    path: consolePatterns.unmatchedPayments,
    Screen: lazyScreen(() => import('./screens/payments/unmatched-payments-screen.tsx')),
  },
  { path: consolePatterns.payouts, Screen: lazyScreen(() => import('./screens/payouts/bulk-payouts-screen.tsx')) },
  { path: consolePatterns.players, Screen: lazyScreen(() => import('./screens/players/players-screen.tsx')) },
  { path: consolePatterns.player, Screen: lazyScreen(() => import('./screens/player/player-screen.tsx')) },
  { path: consolePatterns.settings, Screen: lazyScreen(() => import('./screens/settings/settings-screen.tsx')) },
  { path: consolePatterns.reports, Screen: lazyScreen(() => import('./screens/reports/reports-screen.tsx')) },
  { path: consolePatterns.notices, Screen: lazyScreen(() => import('./screens/notices/notices-screen.tsx')) },
  { path: consolePatterns.audit, Screen: lazyScreen(() => import('./screens/audit/audit-screen.tsx')) },
  { path: consolePatterns.admins, Screen: lazyScreen(() => import('./screens/admins/admins-screen.tsx')) },
  { path: consolePatterns.tickets, Screen: lazyScreen(() => import('./screens/tickets/tickets-screen.tsx')) },
  { path: consolePatterns.ticket, Screen: lazyScreen(() => import('./screens/tickets/ticket-screen.tsx')) },
  // The owner's agents: the literal paths before `agents/:id` (the first route that matches wins).
  { path: consolePatterns.agents, Screen: lazyScreen(() => import('./screens/agents/agents-screen.tsx')) },
  {
    path: consolePatterns.agentStatements,
    Screen: lazyScreen(() => import('./screens/agents/statements-screen.tsx')),
  },
  { path: consolePatterns.agentsReport, Screen: lazyScreen(() => import('./screens/agents/agents-report-screen.tsx')) },
  { path: consolePatterns.agent, Screen: lazyScreen(() => import('./screens/agents/agent-screen.tsx')) },
  // The agent's console.
  ...agentRoutes([
    [consolePatterns.agentHome, () => import('./screens/agent/home-screen.tsx')],
    [consolePatterns.agentPlayers, () => import('./screens/agent/players-screen.tsx')],
    [consolePatterns.agentPlayer, () => import('./screens/agent/player-screen.tsx')],
    [consolePatterns.agentDeposits, () => import('./screens/agent/deposits-screen.tsx')],
    [consolePatterns.agentFloat, () => import('./screens/agent/float-screen.tsx')],
    [consolePatterns.agentOwnStatements, () => import('./screens/agent/statements-screen.tsx')],
    [consolePatterns.agentExposure, () => import('./screens/agent/exposure-screen.tsx')],
    [consolePatterns.agentAgents, () => import('./screens/agent/agents-screen.tsx')],
    [consolePatterns.agentProfile, () => import('./screens/agent/profile-screen.tsx')],
  ]),
];

/** The agent console's routes: each path with its screen, for master agents and agents only. */
function agentRoutes(
  screens: [path: string, load: () => Promise<{ default: ComponentType<ConsoleScreenProps> }>][],
): ConsoleRoute[] {
  return screens.map(([path, load]) => ({ path, audience: 'agent', Screen: lazyScreen(load) }));
}

export type ConsoleMatch = { route: ConsoleRoute; params: Record<string, string> };

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route of a path under /admin ("players/98765" → player screen, { mobile: '98765' }), or null. */
export function matchConsoleRoute(
  subPath: string,
  routes: readonly ConsoleRoute[] = consoleRoutes,
): ConsoleMatch | null {
  const segments = subPath
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean);
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const isMatch = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part === segment;
    });
    if (isMatch) return { route, params };
  }
  return null;
}

/**
 * The console route of the current path ("/admin/players/98765" → the player screen, { mobile }), or null.
 * Here beside the table, not in lib/console-location.ts, which the screens import: a screen importing the
 * table that loads it would be an import cycle (ADR 026).
 */
export function useConsoleMatch(): ConsoleMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchConsoleRoute(pathname.slice(adminPaths.dashboard.length)), [pathname]);
}
