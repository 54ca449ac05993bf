import { type ReactNode, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { userIcon } from '../ui/icon-paths.ts';
import styles from './app-shell.module.css';
import { HeaderBar } from './header-bar.tsx';
import { guestMenuItems } from './menu-items.ts';
import { Sidebar } from './sidebar.tsx';
import { shellMessages } from './texts.ts';

/** The same shell for visitors (public landing): login-gated entries lead to /login. */
export function GuestShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(shellMessages);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const navigate = useNavigate();
  return (
    <div className={styles.shell}>
      <HeaderBar
        title={title}
        onOpenMenu={() => setIsMenuOpen(true)}
        end={
          <Link to={paths.login} className={styles.wallet}>
            {t.login}
          </Link>
        }
      />
      <Sidebar
        isOpen={isMenuOpen}
        onClose={closeMenu}
        items={guestMenuItems()}
        footer={{ label: t.login, icon: userIcon, onSelect: () => void navigate(paths.login) }}
      />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
