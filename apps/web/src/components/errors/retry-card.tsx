import { type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Icon } from '../ui/icon.tsx';
import { alertIcon, wifiOffIcon } from '../ui/icon-paths.ts';
import styles from './retry-card.module.css';

type RetryCardProps = {
  title: string;
  message: string;
  actionLabel: string;
  onRetry: () => void;
  /** The failure is the network's: a crossed-out signal instead of the warning sign. */
  isConnection?: boolean;
  /** A second way out (a link home), below the retry button. */
  children?: ReactNode;
};

/** What a screen shows instead of going blank: what happened and a button to try again, in the app's card. */
export function RetryCard({ title, message, actionLabel, onRetry, isConnection = false, children }: RetryCardProps) {
  return (
    <div role="alert">
      <Card title={title} className={styles.card}>
        <span className={styles.mark} aria-hidden="true">
          <Icon path={isConnection ? wifiOffIcon : alertIcon} size={28} />
        </span>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <Button isBlock onClick={onRetry}>
            {actionLabel}
          </Button>
          {children}
        </div>
      </Card>
    </div>
  );
}
