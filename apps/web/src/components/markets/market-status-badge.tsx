import { Icon } from '../ui/icon.tsx';
import { closedIcon, runningIcon } from './market-icons.ts';
import styles from './market-status-badge.module.css';

export const MARKET_STATUS_TEXT = { open: 'Market Open', closed: 'Market Closed' } as const;

/**
 * Market Open / Market Closed (SPEC.md section 2). An open market shows the running icon only when
 * betting is enabled; a closed one always shows the closed icon.
 */
export function MarketStatusBadge({ isOpen, hasRunningIcon = true }: { isOpen: boolean; hasRunningIcon?: boolean }) {
  return (
    <span className={`${styles.badge} ${isOpen ? styles.open : styles.closed}`} data-status={isOpen ? 'open' : 'closed'}>
      {isOpen && hasRunningIcon ? <Icon path={runningIcon} size={18} label="Running" /> : null}
      {isOpen ? null : <Icon path={closedIcon} size={18} label="Closed" />}
      <span>{isOpen ? MARKET_STATUS_TEXT.open : MARKET_STATUS_TEXT.closed}</span>
    </span>
  );
}
