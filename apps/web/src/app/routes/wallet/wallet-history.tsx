import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { useTransactions } from '../../../features/wallet/api/get-transactions.ts';
import { TransactionList } from '../../../features/wallet/components/transaction-list.tsx';
import { walletMessages } from '../../../features/wallet/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './screen.module.css';

function WalletHistory() {
  const t = useMessages(walletMessages);
  const transactions = useTransactions();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.walletHistoryTitle}</h1>
      <TransactionList transactions={transactions.data} isError={transactions.isError} label={t.walletHistoryTitle} />
    </div>
  );
}

/** /transaction: every wallet transaction, credits green and debits red. */
export default function WalletHistoryRoute() {
  return (
    <RequireBetting>
      <WalletHistory />
    </RequireBetting>
  );
}
