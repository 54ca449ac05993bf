import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { shownMessage } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type Transaction } from '../api/get-transactions.ts';
import { isApproved, isCredit } from '../lib/transactions.ts';
import { walletMessages } from '../texts.ts';
import styles from './wallet.module.css';

type TransactionListProps = {
  /** Undefined while loading. */
  transactions: Transaction[] | undefined;
  isError: boolean;
  label: string;
};

/**
 * Wallet transactions as cards: a credit in green with +, a debit in red with −, the note, the date
 * and Approved or Pending. The server words its notes in the language the call asked for (X-Pana-Lang); an
 * English one (an answer read before the language was chosen) goes through the same catalogue here. NO DATA FOUND when there are none or the list could not be read.
 */
export function TransactionList({ transactions, isError, label }: TransactionListProps) {
  const t = useMessages(walletMessages);
  const code = useMessages(locale);
  if (!transactions && !isError) return <Skeleton count={4} height={76} label={t.loading} />;
  if (!transactions || transactions.length === 0) return <EmptyState message={t.noData} />;
  return (
    <ul className={styles.cards} aria-label={label}>
      {transactions.map((transaction, index) => {
        const credit = isCredit(transaction);
        const approved = isApproved(transaction);
        return (
          <li
            key={transaction.transaction_id || index}
            className={`${styles.card} ${credit ? styles.credit : styles.debit}`}
            data-kind={credit ? 'credit' : 'debit'}
          >
            <span className={styles.note}>
              {transaction.transaction_note
                ? shownMessage(transaction.transaction_note, code)
                : credit
                  ? t.credit
                  : t.debit}
            </span>
            <span className={styles.amount}>
              <span className="visually-hidden">{credit ? t.credit : t.debit} </span>
              {credit ? '+' : '−'}
              {formatPoints(transaction.amount)}
            </span>
            <span className={styles.date}>{shownServerDate(transaction.insert_date, code)}</span>
            <span className={`${styles.badge} ${approved ? styles.approved : styles.pending}`}>
              {approved ? t.approved : t.pending}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
