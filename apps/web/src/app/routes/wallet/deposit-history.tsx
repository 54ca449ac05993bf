import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { useDepositHistory } from '../../../features/wallet/api/get-deposit-history.ts';
import { DepositList } from '../../../features/wallet/components/deposit-list.tsx';
import { TransactionList } from '../../../features/wallet/components/transaction-list.tsx';
import { isApprovedDeposit } from '../../../features/wallet/lib/transactions.ts';
import { walletMessages } from '../../../features/wallet/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './screen.module.css';

function DepositHistory() {
  const t = useMessages(walletMessages);
  const history = useDepositHistory();
  const { data } = history;
  const deposits = data?.deposits;
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.depositHistoryTitle}</h1>
      {data && !deposits ? (
        // An older server without deposit_history: the approved deposits of the wallet, as the spec has it.
        <TransactionList
          transactions={data.transactions.filter(isApprovedDeposit)}
          isError={history.isError}
          label={t.depositHistoryTitle}
        />
      ) : (
        <DepositList
          history={data && deposits ? { transactions: data.transactions, deposits } : undefined}
          isError={history.isError}
          label={t.depositHistoryTitle}
        />
      )}
    </div>
  );
}

/**
 * /addfundhistory: every deposit request with its state (ADR 011): pending, approved (credited,
 * with its UTR) or rejected (with the reason); from an older server, approved deposits only (as the older apps list them).
 */
export default function DepositHistoryRoute() {
  return (
    <RequireBetting>
      <DepositHistory />
    </RequireBetting>
  );
}
