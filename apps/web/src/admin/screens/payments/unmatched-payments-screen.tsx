import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { type DepositRequest } from '../../api/funds.ts';
import { type Payment, type PaymentClaim, type PaymentStatus, usePayments } from '../../api/payments.ts';
import { Badge } from '../../components/badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { DecisionDialog } from '../funds/decision-dialog.tsx';
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

type Pending =
  | { payment: Payment; action: 'link'; requestId?: number }
  | { payment: Payment; action: 'dismiss' }
  | { payment: Payment; action: 'refuse'; claim: PaymentClaim };

/** A claim of a payment's UTR as the deposits queue's decision dialog reads a request. */
function claimAsRequest(claim: PaymentClaim, payment: Payment): DepositRequest {
  return {
    id: claim.requestId,
    mobile: claim.mobile,
    name: claim.name,
    amount: claim.amount,
    method: claim.method,
    txnRef: null,
    status: 'pending',
    createdAt: claim.createdAt,
    decidedAt: null,
    note: '',
    utr: payment.utr,
    gatewayOrderId: null,
    creditedBy: null,
  };
}

/**
 * The pending claims of a payment's UTR, beside it (ADR 011): who claimed, how much and when, whether
 * the payer VPA is one the player is known by, and (for an operator) linking the payment to the claim
 * or refusing the claim.
 */
function PaymentClaims({
  payment,
  canDecide,
  onDecide,
}: {
  payment: Payment;
  canDecide: boolean;
  onDecide: (pending: Pending) => void;
}) {
  const claims = payment.claims ?? [];
  if (claims.length === 0) return null;
  return (
    <ul className={styles.claims} aria-label={`Claims of payment #${payment.id}`}>
      {claims.map((claim) => (
        <li key={claim.requestId} className={styles.claim}>
          <span>
            Request #{claim.requestId} of <Link to={adminPaths.player(claim.mobile)}>{claim.name || claim.mobile}</Link>{' '}
            · {claim.mobile} · {formatMoney(claim.amount)}
            <span className={`${ui.muted} ${styles.claimDetail}`}>
              Claimed {formatInstant(claim.createdAt)}
              {claim.method ? ` · ${claim.method}` : ''}
            </span>
          </span>
          <Badge tone={claim.payerIsClaimant ? 'good' : 'bad'}>
            {claim.payerIsClaimant ? 'Paid from their UPI id' : 'Payer not known as this player'}
          </Badge>
          {canDecide ? (
            <div className={ui.rowActions}>
              <Button
                className={ui.small}
                onClick={() => onDecide({ payment, action: 'link', requestId: claim.requestId })}
                aria-label={`Link payment #${payment.id} to request #${claim.requestId}`}
              >
                Link
              </Button>
              <Button
                variant="outline"
                className={`${ui.small} ${ui.dangerOutline}`}
                onClick={() => onDecide({ payment, action: 'refuse', claim })}
                aria-label={`Refuse request #${claim.requestId}`}
              >
                Refuse
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** What became of a payment that is no longer waiting. */
function outcomeOf(payment: Payment): string {
  if (payment.status === 'dismissed') return payment.note || 'Dismissed';
  const who = payment.mobile ? ` to ${payment.mobile}` : '';
  return payment.fundRequestId !== null ? `Request #${payment.fundRequestId}${who}` : who.trim() || '—';
}

/**
 * The Unmatched payments queue (ADR 011): payment notifications that credited nothing on their own
 * (no claim of their UTR, another amount, two claims, a payer who is not the claimant's…), with why and
 * the pending claims of their UTR beside them. An operator links one to a player's pending deposit
 * request (crediting it), refuses a claim (rejects the request) or dismisses the payment with a
 * reason; all are audited. A viewer reads the queue. The other tabs show what was linked, dismissed or
 * credited on its own.
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
                        <>
                          {payment.reason || '—'}
                          <PaymentClaims payment={payment} canDecide={showActions} onDecide={setPending} />
                        </>
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
          key={`link-${pending.payment.id}-${pending.requestId ?? ''}`}
          payment={pending.payment}
          requestId={pending.requestId}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.action === 'refuse' ? (
        <DecisionDialog
          key={`refuse-${pending.claim.requestId}`}
          queue="deposits"
          pending={{ request: claimAsRequest(pending.claim, pending.payment), decision: 'reject' }}
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
