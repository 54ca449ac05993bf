import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Icon } from '../ui/icon.tsx';
import { closedIcon, runningIcon } from './market-icons.ts';
import styles from './market-status-badge.module.css';
import { marketCardMessages } from './texts.ts';

/**
 * Market Open / Market Closed (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). An open market shows the running icon only when
 * betting is enabled; a closed one always shows the closed icon.
 */
export function MarketStatusBadge({ isOpen, hasRunningIcon = true }: { isOpen: boolean; hasRunningIcon?: boolean }) {
  const t = useMessages(marketCardMessages);
  return (
    <span
      className={`${styles.badge} ${isOpen ? styles.open : styles.closed}`}
      data-status={isOpen ? 'open' : 'closed'}
    >
      {isOpen && hasRunningIcon ? <Icon path={runningIcon} size={18} label={t.running} /> : null}
      {isOpen ? null : <Icon path={closedIcon} size={18} label={t.closed} />}
      <span>{isOpen ? t.marketOpen : t.marketClosed}</span>
    </span>
  );
}
