import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { type Payment, type PaymentStatus, usePayments } from '../../api/payments.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant } from '../../lib/format.ts';
import { DismissPaymentDialog } from './dismiss-payment-dialog.tsx';
import { LinkPaymentDialog } from './link-payment-dialog.tsx';
import { OnlineGatewayPanel } from './online-gateway-panel.tsx';
import styles from './unmatched-payments-screen.module.css';

const STATUSES = [
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'linked', label: 'Linked' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'credited', label: 'Credited automatically' },
] as const;

type Pending = { payment: Payment; action: 'link' | 'dismiss' };

/** What became of a payment that is no longer waiting. */
function outcomeOf(payment: Payment): string {
  if (payment.status === 'dismissed') return payment.note || 'Dismissed';
  const who = payment.mobile ? ` to ${payment.mobile}` : '';
  return payment.fundRequestId !== null ? `Request #${payment.fundRequestId}${who}` : who.trim() || '—';
}

/**
 * The Unmatched payments queue (issue 16): payment notifications that credited nothing on their own
 * (no claim of their UTR, another amount, two claims…), with why. An operator links one to a
 * player's pending deposit request (crediting it) or dismisses it with a reason; both are audited.
 * A viewer reads the queue. The other tabs show what was linked, dismissed or credited on its own.
 */
export default function UnmatchedPaymentsScreen() {
  const [search, setSearch] = useQueryParams();
  const status = (STATUSES.find((s) => s.value === search.get('status'))?.value ?? 'unmatched') as PaymentStatus;
  const payments = usePayments(status);
  const { canWrite } = usePermissions();
  const [pending, setPending] = useState<Pending | null>(null);
  const isQueue = status === 'unmatched';
  const showActions = canWrite && isQueue;
  const label = STATUSES.find((s) => s.value === status)?.label.toLowerCase() ?? status;

  return (
    <>
      <PageHeader
        title="Unmatched payments"
        subtitle="Payments received that credited no deposit on their own. The queue refreshes every 15 seconds."
      />
      <OnlineGatewayPanel />
      <div className={ui.actions}>
        <Tabs
          label="Status"
          value={status}
          options={STATUSES}
          onChange={(value) => setSearch({ status: value }, { replace: true })}
        />
      </div>
      <QueryState query={payments} empty={`No ${label} payments.`} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <caption>
                {items.length} {label} {items.length === 1 ? 'payment' : 'payments'}
              </caption>
              <thead>
                <tr>
                  <th>#</th>
                  <th>Received</th>
                  <th className={ui.num}>Amount (₹)</th>
                  <th>UTR / payer VPA</th>
                  <th>{isQueue ? 'Why it did not match' : 'Outcome'}</th>
                  {showActions ? (
                    <th>
                      <span className="visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {items.map((payment) => (
                  <tr key={payment.id}>
                    <td className={ui.muted} data-label="#">
                      {payment.id}
                    </td>
                    <td data-label="Received">
                      {formatInstant(payment.receivedAt)}
                      <div className={ui.muted}>{payment.source === 'upi' ? 'UPI' : payment.source}</div>
                    </td>
                    <td className={ui.num} data-label="Amount (₹)">
                      <strong>{payment.amount}</strong>
                    </td>
                    <td className={ui.cellMain}>
                      <span className={ui.mono}>{payment.utr ?? payment.paymentId ?? '—'}</span>
                      <div className={`${ui.muted} ${styles.vpa}`}>{payment.payerVpa || 'Payer VPA not given'}</div>
                    </td>
                    <td className={ui.wrapCell} data-label={isQueue ? 'Why it did not match' : 'Outcome'}>
                      {isQueue ? (
                        payment.reason || '—'
                      ) : payment.mobile ? (
                        <>
                          Request #{payment.fundRequestId} of{' '}
                          <Link to={adminPaths.player(payment.mobile)}>{payment.mobile}</Link>
                        </>
                      ) : (
                        outcomeOf(payment)
                      )}
                      {!isQueue && payment.decidedAt !== null ? (
                        <div className={ui.muted}>{formatInstant(payment.decidedAt)}</div>
                      ) : null}
                    </td>
                    {showActions ? (
                      <td className={ui.cellActions}>
                        <div className={ui.rowActions}>
                          <Button
                            className={ui.small}
                            onClick={() => setPending({ payment, action: 'link' })}
                            aria-label={`Link payment #${payment.id}`}
                          >
                            Link
                          </Button>
                          <Button
                            variant="outline"
                            className={`${ui.small} ${ui.dangerOutline}`}
                            onClick={() => setPending({ payment, action: 'dismiss' })}
                            aria-label={`Dismiss payment #${payment.id}`}
                          >
                            Dismiss
                          </Button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {pending?.action === 'link' ? (
        <LinkPaymentDialog
          key={`link-${pending.payment.id}`}
          payment={pending.payment}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.action === 'dismiss' ? (
        <DismissPaymentDialog
          key={`dismiss-${pending.payment.id}`}
          payment={pending.payment}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
