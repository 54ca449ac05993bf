import { HelpLink } from '../../../components/help-link/help-link-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type DepositHistory } from '../api/get-deposit-history.ts';
import { depositStateOf, depositTitleOf } from '../lib/deposits.ts';
import { walletMessages } from '../texts.ts';
import styles from './wallet.module.css';

const BADGE = {
  pending: { text: 'pending', className: styles.pending },
  credited: { text: 'approved', className: styles.approved },
  rejected: { text: 'rejected', className: styles.rejectedBadge },
} as const;

type DepositListProps = {
  /** Undefined while loading. */
  history: (Pick<DepositHistory, 'transactions'> & { deposits: NonNullable<DepositHistory['deposits']> }) | undefined;
  isError: boolean;
  label: string;
};

/**
 * Every deposit request as a card of the Deposit History (ADR 011): the note, +amount and date as
 * before, and its state: Pending, Approved (credited, with its UTR) or Rejected (with the
 * operator's reason). NO DATA FOUND when there are none or the list could not be read. Each card's
 * Help opens a support ticket about that request (ADR 030).
 */
export function DepositList({ history, isError, label }: DepositListProps) {
  const t = useMessages(walletMessages);
  const code = useMessages(locale);
  if (!history && !isError) return <Skeleton count={4} height={76} label={t.loading} />;
  if (!history || history.deposits.length === 0) return <EmptyState message={t.noData} />;
  return (
    <ul className={styles.cards} aria-label={label}>
      {history.deposits.map((deposit) => {
        const state = depositStateOf(deposit);
        const badge = BADGE[state];
        return (
          <li
            key={deposit.request_id}
            className={`${styles.card} ${state === 'rejected' ? styles.rejected : state === 'credited' ? styles.credit : styles.waiting}`}
            data-status={state}
          >
            <span className={styles.note}>{depositTitleOf(deposit, history.transactions, code)}</span>
            <span className={styles.amount}>
              <span className="visually-hidden">{t.credit} </span>+{formatPoints(deposit.amount)}
            </span>
            <span className={styles.date}>{shownServerDate(deposit.insert_date, code)}</span>
            <span className={`${styles.badge} ${badge.className}`}>{t[badge.text]}</span>
            {deposit.utr || (state === 'rejected' && deposit.reason) ? (
              <dl className={styles.facts}>
                {deposit.utr ? (
                  <div>
                    <dt>{t.utr}</dt>
                    <dd className={styles.utr}>{deposit.utr}</dd>
                  </div>
                ) : null}
                {state === 'rejected' && deposit.reason ? (
                  <div>
                    <dt>{t.reason}</dt>
                    <dd>{deposit.reason}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            {/^[1-9]\d{0,14}$/.test(deposit.request_id) ? (
              <div className={styles.help}>
                <HelpLink kind="deposit" id={Number(deposit.request_id)} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
