import { Link } from 'react-router';
import { chevronRightIcon } from '../../../components/markets/market-icons.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { historyMessages } from '../texts.ts';
import styles from './history-menu.module.css';

/** The History menu, as in the older apps (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): deposit, wallet, and the bid and win histories of the three families. */
export const HISTORY_MENU = [
  { label: 'menuDeposit', to: paths.addFundHistory },
  { label: 'menuWallet', to: paths.transactionHistory },
  { label: 'menuMainBids', to: paths.bidHistory },
  { label: 'menuMainWins', to: paths.winHistory },
  { label: 'menuStarlineBids', to: paths.starlineBidHistory },
  { label: 'menuStarlineWins', to: paths.starlineWinHistory },
  { label: 'menuGaliBids', to: paths.galiBidHistory },
  { label: 'menuGaliWins', to: paths.galiWinHistory },
] as const;

export function HistoryMenu() {
  const t = useMessages(historyMessages);
  return (
    <nav aria-label={t.menuTitle}>
      <ul className={styles.list}>
        {HISTORY_MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.item}>
              <span>{t[item.label]}</span>
              <Icon path={chevronRightIcon} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
