import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { truncateUsername } from '../../lib/format.ts';
import { type Locale } from '../../lib/i18n/locale.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { promptInstall, useCanInstall } from '../../lib/install-prompt.ts';
import { LanguageChoice } from '../language/language-choice.tsx';
import { Icon } from '../ui/icon.tsx';
import { closeIcon, downloadIcon, userIcon } from '../ui/icon-paths.ts';
import { type MenuItem } from './menu-items.ts';
import styles from './sidebar.module.css';
import { shellMessages } from './texts.ts';

type SidebarProps = {
  isOpen: boolean;
  onClose: () => void;
  items: MenuItem[];
  /** The logged-in player; absent on the public landing. */
  player?: { username: string; mobile: string } | undefined;
  /** The last entry: Log out for a player, Login for a visitor. */
  footer: { label: string; icon: string; onSelect: () => void };
  /** Settings shown under the entries (the player's push notifications switch). */
  settings?: ReactNode;
  /** A language was chosen (the logged-in shell remembers it on the server too). */
  onLanguageChosen?: (code: Locale) => void;
};

/** The hamburger menu: who is logged in, then the menu entries. */
export function Sidebar({ isOpen, onClose, items, player, footer, settings, onLanguageChosen }: SidebarProps) {
  const t = useMessages(shellMessages);
  const drawerRef = useRef<HTMLDivElement>(null);
  const canInstall = useCanInstall();

  useEffect(() => {
    if (!isOpen) return;
    drawerRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);

  if (!isOpen) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={drawerRef} className={styles.drawer} role="dialog" aria-modal="true" aria-label={t.menu} tabIndex={-1}>
        <div className={styles.profile}>
          <span className={styles.avatar}>
            <Icon path={userIcon} />
          </span>
          <div>
            <p className={styles.name} data-testid="sidebar-username">
              {player ? truncateUsername(player.username) : t.guestName}
            </p>
            <p className={styles.mobile}>{player ? player.mobile : t.guestHint}</p>
          </div>
          <button type="button" className={styles.close} aria-label={t.closeMenu} onClick={onClose}>
            <Icon path={closeIcon} />
          </button>
        </div>
        <nav className={styles.nav} aria-label={t.mainMenu}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end
                  onClick={onClose}
                  className={({ isActive }) =>
                    [styles.item, isActive ? styles.active : undefined].filter(Boolean).join(' ')
                  }
                >
                  <Icon path={item.icon} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {canInstall ? (
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                onClose();
                void promptInstall();
              }}
            >
              <Icon path={downloadIcon} />
              {t.install}
            </button>
          ) : null}
          {settings ? <div className={styles.settings}>{settings}</div> : null}
          <LanguageChoice className={styles.language} onChosen={onLanguageChosen} />
          <div className={styles.separator} />
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              onClose();
              footer.onSelect();
            }}
          >
            <Icon path={footer.icon} />
            {footer.label}
          </button>
        </nav>
      </div>
    </>
  );
}
