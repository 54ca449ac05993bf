import { type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Icon } from '../ui/icon.tsx';
import { menuIcon } from '../ui/icon-paths.ts';
import styles from './app-shell.module.css';
import { shellMessages } from './texts.ts';

/** The top bar: hamburger, screen title and an item on the right (wallet or Login). */
export function HeaderBar({ title, onOpenMenu, end }: { title: string; onOpenMenu: () => void; end?: ReactNode }) {
  const navigation = useNavigation();
  const t = useMessages(shellMessages);
  return (
    <header className={styles.header}>
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <button type="button" className={styles.iconButton} aria-label={t.openMenu} onClick={onOpenMenu}>
        <Icon path={menuIcon} size={24} />
      </button>
      <p className={styles.title}>{title}</p>
      {end ?? <span />}
    </header>
  );
}
