import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { hasBettingEnabled, useUserInfo } from '../../lib/api/get-user-info.ts';
import { useLogout } from '../../lib/api/logout.ts';
import { formatPoints } from '../../lib/format.ts';
import { rememberOnServer } from '../../lib/i18n/server-language.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useSession } from '../../lib/session.ts';
import { NoticePopup } from '../notifications/notice-popup.tsx';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { PushSwitch } from '../notifications/push-switch.tsx';
import { Icon } from '../ui/icon.tsx';
import { logoutIcon, walletIcon } from '../ui/icon-paths.ts';
import styles from './app-shell.module.css';
import { HeaderBar } from './header-bar.tsx';
import { playerMenuItems } from './menu-items.ts';
import { Sidebar } from './sidebar.tsx';
import { shellMessages } from './texts.ts';

/** The shell "with header" for a logged-in player: menu, title, and the wallet when betting is enabled. */
export function PlayerShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(shellMessages);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setIsMenuOpen(false), []);
  const session = useSession();
  const { data: info } = useUserInfo();
  const logout = useLogout();
  const isBettingEnabled = hasBettingEnabled(info);

  const wallet = isBettingEnabled ? (
    <Link
      to={paths.wallet}
      className={styles.wallet}
      aria-label={t.walletLabel({ amount: formatPoints(info?.wallet_amt ?? 0) })}
    >
      <Icon path={walletIcon} size={18} />
      {formatPoints(info?.wallet_amt ?? 0)}
    </Link>
  ) : undefined;

  return (
    <div className={styles.shell}>
      <HeaderBar
        title={title}
        onOpenMenu={() => setIsMenuOpen(true)}
        end={
          <span className={styles.headerEnd}>
            <NotificationBell />
            {wallet}
          </span>
        }
      />
      <Sidebar
        isOpen={isMenuOpen}
        onClose={closeMenu}
        items={playerMenuItems(isBettingEnabled)}
        player={{
          username: session?.username || info?.user_name || '',
          mobile: session?.mobile || info?.mobile_no || '',
        }}
        footer={{ label: t.logout, icon: logoutIcon, onSelect: () => void logout() }}
        settings={<PushSwitch />}
        onLanguageChosen={(code) => void rememberOnServer(code)}
      />
      <NoticePopup />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
