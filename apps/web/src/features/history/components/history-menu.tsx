import { Link } from 'react-router';
import { chevronRightIcon } from '../../../components/markets/market-icons.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { HISTORY_TEXT } from '../texts.ts';
import styles from './history-menu.module.css';

const { menu } = HISTORY_TEXT;

/** The History menu (SPEC.md section 2): deposit, wallet, and the bid and win histories of the three families. */
export const HISTORY_MENU = [
  { label: menu.deposit, to: paths.addFundHistory },
  { label: menu.wallet, to: paths.transactionHistory },
  { label: menu.mainBids, to: paths.bidHistory },
  { label: menu.mainWins, to: paths.winHistory },
  { label: menu.starlineBids, to: paths.starlineBidHistory },
  { label: menu.starlineWins, to: paths.starlineWinHistory },
  { label: menu.galiBids, to: paths.galiBidHistory },
  { label: menu.galiWins, to: paths.galiWinHistory },
] as const;

export function HistoryMenu() {
  return (
    <nav aria-label={HISTORY_TEXT.menuTitle}>
      <ul className={styles.list}>
        {HISTORY_MENU.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.item}>
              <span>{item.label}</span>
              <Icon path={chevronRightIcon} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
