import { type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { env } from '../../config/env.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './headerless-shell.module.css';
import { shellMessages } from './texts.ts';

/** The shell without header (login, register, OTP and password screens): the brand above a card. */
export function HeaderlessShell({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const t = useMessages(shellMessages);
  return (
    <div className={styles.shell}>
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          {env.appName.charAt(0).toUpperCase()}
        </span>
        <p className={styles.name}>{env.appName.toUpperCase()}</p>
        <p className={styles.tagline}>{t.tagline}</p>
      </div>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
