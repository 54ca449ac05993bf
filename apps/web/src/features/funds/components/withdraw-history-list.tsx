import { HelpLink } from '../../../components/help-link/help-link-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type WithdrawRequest } from '../api/get-withdraw-history.ts';
import { paidTo, withdrawState } from '../lib/withdraw-methods.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

const STATUS_LABEL = {
  pending: 'pending',
  cancelled: 'cancelled',
  approved: 'approved',
  processing: 'processingPayout',
  paid: 'paid',
  failed: 'failed',
} as const;

/**
 * Withdraw requests as cards: number, method number, date, amount, Pending / Cancelled / Approved and
 * the receipt link. A bank payout (ADR 012) shows its masked account and the bank's side: Processing
 * while the transfer is on its way, Paid with the bank's UTR, or Failed with its points returned.
 * Each card's Help opens a support ticket about that request (ADR 030).
 */
export function WithdrawHistoryList({
  requests,
  isError,
}: {
  requests: WithdrawRequest[] | undefined;
  isError: boolean;
}) {
  const t = useMessages(fundsMessages);
  const code = useMessages(locale);
  if (!requests && !isError) return <Skeleton count={3} height={120} label={t.loading} />;
  if (!requests || requests.length === 0) return <EmptyState message={t.noData} />;
  return (
    <ul className={styles.cards} aria-label={t.withdrawHistory}>
      {requests.map((request, index) => {
        const status = withdrawState(request);
        const method = paidTo(request);
        const utr = status === 'paid' ? request.payout_utr.trim() : '';
        const requestId = /^[1-9]\d{0,14}$/.test(request.request_number) ? Number(request.request_number) : 0;
        return (
          <li key={request.request_number || index} className={`${styles.card} ${styles[status]}`} data-status={status}>
            <div className={styles.cardHead}>
              <span className={styles.cardTitle}>{t.request({ number: request.request_number })}</span>
              <span className={styles.badge}>{t[STATUS_LABEL[status]]}</span>
            </div>
            <dl className={styles.cardFacts}>
              <div>
                <dt>{t.points}</dt>
                <dd className={styles.cardAmount}>{formatPoints(request.request_amount)}</dd>
              </div>
              {method ? (
                <div>
                  <dt>{t.paidTo}</dt>
                  <dd>{method}</dd>
                </div>
              ) : null}
              {utr ? (
                <div>
                  <dt>{t.payoutUtr}</dt>
                  <dd className={styles.payoutUtr}>{utr}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t.date}</dt>
                <dd>{shownServerDate(request.insert_date, code)}</dd>
              </div>
              {request.admin_note ? (
                <div>
                  <dt>{t.adminNote}</dt>
                  <dd>{request.admin_note}</dd>
                </div>
              ) : null}
            </dl>
            {status === 'processing' ? <p className={styles.payoutNote}>{t.payoutProcessing}</p> : null}
            {status === 'failed' ? <p className={styles.payoutNote}>{t.payoutFailed}</p> : null}
            {request.payment_receipt ? (
              <a className={styles.receipt} href={request.payment_receipt} target="_blank" rel="noopener noreferrer">
                {t.receipt}
              </a>
            ) : null}
            {requestId > 0 ? (
              <div className={styles.help}>
                <HelpLink kind="withdrawal" id={requestId} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
