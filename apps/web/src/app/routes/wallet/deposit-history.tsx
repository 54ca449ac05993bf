import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { useTransactions } from '../../../features/wallet/api/get-transactions.ts';
import { TransactionList } from '../../../features/wallet/components/transaction-list.tsx';
import { isApprovedDeposit } from '../../../features/wallet/lib/transactions.ts';
import { WALLET_TEXT } from '../../../features/wallet/texts.ts';
import styles from './screen.module.css';

function DepositHistory() {
  const transactions = useTransactions();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{WALLET_TEXT.depositHistoryTitle}</h1>
      <TransactionList
        transactions={transactions.data?.filter(isApprovedDeposit)}
        isError={transactions.isError}
        label={WALLET_TEXT.depositHistoryTitle}
      />
    </div>
  );
}

/** /addfundhistory: approved deposits only (SPEC.md section 2). */
export default function DepositHistoryRoute() {
  return (
    <RequireBetting>
      <DepositHistory />
    </RequireBetting>
  );
}
