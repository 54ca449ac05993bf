import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { useWithdrawHistory } from '../../../features/funds/api/get-withdraw-history.ts';
import { WithdrawHistoryList } from '../../../features/funds/components/withdraw-history-list.tsx';
import { fundsMessages } from '../../../features/funds/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './screen.module.css';

function WithdrawHistory() {
  const t = useMessages(fundsMessages);
  const history = useWithdrawHistory();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.withdrawHistory}</h1>
      <WithdrawHistoryList requests={history.data} isError={history.isError} />
    </div>
  );
}

/** /withdrawhistory: the player's withdraw requests and their status. */
export default function WithdrawHistoryRoute() {
  return (
    <RequireBetting>
      <WithdrawHistory />
    </RequireBetting>
  );
}
