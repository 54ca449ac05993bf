import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import {
  chartIcon,
  closeIcon,
  homeIcon,
  listIcon,
  logoutIcon,
  menuIcon,
  percentIcon,
  shieldIcon,
  trophyIcon,
  userIcon,
  walletIcon,
} from '../../components/ui/icon-paths.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { adminPaths } from '../admin-paths.ts';
import { logout } from '../api/auth.ts';
import { type AccountRole, isAgentRole, useAdmin } from '../lib/admin-session.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import styles from './shell.module.css';

const calendarIcon = 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4';
const alertIcon = 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01';
const inboxIcon = 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5';
const megaphoneIcon = 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12';
const gaugeIcon = 'M12 14l4-4M3 16a9 9 0 1 1 18 0M3 16h3M18 16h3';
const bankIcon = 'M12 3l9 5H3l9-5zM5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18';
const networkIcon = 'M12 3v6M5 15v-3h14v3M12 9v3M3 15h4v6H3zM10 15h4v6h-4zM17 15h4v6h-4z';
const floatIcon = 'M4 7h16v10H4zM12 9.5v5M10 12h4M7 12h.01M17 12h.01';
const fileIcon = 'M14 3H6v18h12V7l-4-4zM14 3v4h4M9 13h6M9 17h6';
const ticketIcon = 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8M8 13h5';
const idIcon = 'M3 5h18v14H3zM8 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 16a3 3 0 0 1 6 0M14 9h4M14 13h4';

type NavItem = { to: string; label: string; icon: string; isEnd?: true };

/** The staff's menu (owner, operator, viewer): every screen, writes hidden by role on each. */
export const CONSOLE_NAV: readonly NavItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: homeIcon, isEnd: true },
  { to: adminPaths.markets, label: 'Markets', icon: calendarIcon },
  { to: adminPaths.results, label: 'Results', icon: trophyIcon },
  { to: adminPaths.exposure, label: 'Exposure', icon: alertIcon },
  { to: adminPaths.limits, label: 'Limits & alerts', icon: gaugeIcon },
  { to: adminPaths.funds, label: 'Deposits & Withdrawals', icon: walletIcon },
  { to: adminPaths.unmatchedPayments, label: 'Unmatched payments', icon: inboxIcon },
  { to: adminPaths.payouts, label: 'Bulk payouts', icon: bankIcon },
  { to: adminPaths.players, label: 'Players', icon: userIcon },
  { to: adminPaths.tickets, label: 'Support tickets', icon: ticketIcon },
  { to: adminPaths.agents, label: 'Agents', icon: networkIcon },
  { to: adminPaths.settings, label: 'Rates & Settings', icon: percentIcon },
  { to: adminPaths.notices, label: 'Notices', icon: megaphoneIcon },
  { to: adminPaths.reports, label: 'Reports', icon: chartIcon },
  { to: adminPaths.audit, label: 'Audit log', icon: listIcon },
  { to: adminPaths.admins, label: 'Admins & 2FA', icon: shieldIcon },
];

/** An agent's menu (ADR 029): their own players, float, statements and exposure; no staff entry at all. */
export const AGENT_NAV: readonly NavItem[] = [
  { to: adminPaths.agentHome, label: 'Home', icon: homeIcon, isEnd: true },
  { to: adminPaths.agentPlayers, label: 'Players', icon: userIcon },
  { to: adminPaths.agentDeposits, label: 'Deposits', icon: walletIcon },
  { to: adminPaths.agentFloat, label: 'Float', icon: floatIcon },
  { to: adminPaths.agentOwnStatements, label: 'Statements', icon: fileIcon },
  { to: adminPaths.agentExposure, label: 'Exposure', icon: alertIcon },
  { to: adminPaths.agentProfile, label: 'Profile', icon: idIcon },
];

/** A master agent's menu: an agent's, with their agents before the profile. */
export const MASTER_AGENT_NAV: readonly NavItem[] = [
  ...AGENT_NAV.slice(0, -1),
  { to: adminPaths.agentAgents, label: 'My agents', icon: networkIcon },
  ...AGENT_NAV.slice(-1),
];

/** The menu of a console account's role. */
export function navOf(role: AccountRole): readonly NavItem[] {
  if (role === 'master_agent') return MASTER_AGENT_NAV;
  if (isAgentRole(role)) return AGENT_NAV;
  return CONSOLE_NAV;
}

const ROLE_NAMES: Record<AccountRole, string> = {
  owner: 'owner',
  operator: 'operator',
  viewer: 'viewer',
  master_agent: 'master agent',
  agent: 'agent',
};

function screenLabel(nav: readonly NavItem[], pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const match = [...nav]
    .reverse()
    .find((item) => (item.isEnd ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)));
  return match?.label ?? 'Console';
}

/** The console frame: a sidebar at desktop width that collapses into a menu on a phone. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const admin = useAdmin();
  const { pathname } = useLocation();
  const nav = navOf(admin.role);
  const consoleName = isAgentRole(admin.role) ? 'Agent console' : 'Operator console';
  const label = screenLabel(nav, pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The menu (phone width) stays open on the screen where it was opened: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === pathname;
  const setIsMenuOpen = (isOpen: boolean) => setMenuOpenAt(isOpen ? pathname : null);
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  // The route's title says "Operator console" on arrival; each screen then names itself.
  useEffect(() => {
    document.title = `${label} · ${consoleName}`;
  }, [label, consoleName]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  async function logOut() {
    setIsLoggingOut(true);
    try {
      await logout();
    } catch {
      // The session is gone either way: the cookie expires or the server already ended it.
    }
    await navigate(adminPaths.login, { replace: true });
    queryClient.removeQueries({ queryKey: ['admin'] });
  }

  return (
    <div className={styles.shell}>
      <aside
        id="console-menu"
        className={[styles.sidebar, isMenuOpen ? styles.sidebarOpen : undefined].filter(Boolean).join(' ')}
        aria-label="Console menu"
      >
        <div className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            P
          </span>
          <span>
            Pana
            <span className={styles.brandSub}>{consoleName}</span>
          </span>
        </div>
        <nav className={styles.nav} aria-label="Console">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.isEnd === true} className={styles.navLink}>
              <Icon path={item.icon} size={19} />
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <span>
            <span className={styles.accountName}>{admin.username}</span>
            <span className={styles.brandSub}>{ROLE_NAMES[admin.role]}</span>
          </span>
          <button type="button" className={styles.logout} onClick={() => void logOut()} disabled={isLoggingOut}>
            <Icon path={logoutIcon} size={18} />
            {isLoggingOut ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      </aside>
      {isMenuOpen ? <div className={styles.backdrop} onClick={() => setIsMenuOpen(false)} aria-hidden="true" /> : null}
      <div className={styles.main}>
        <div className={styles.topbar}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="console-menu"
            onClick={() => setIsMenuOpen(!isMenuOpen)}
          >
            <Icon path={isMenuOpen ? closeIcon : menuIcon} />
          </button>
          <span className={styles.topbarTitle}>{label}</span>
        </div>
        <main className={styles.content}>
          <ScreenBoundary path={pathname}>
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </ScreenBoundary>
        </main>
      </div>
    </div>
  );
}
