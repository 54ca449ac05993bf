import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import {
  type CreditedBy,
  creditedByOf,
  isBankPayout,
  payoutNumberOf,
  type Queue,
  receiptOf,
  type RequestStatus,
  txnRefOf,
  useQueue,
  utrOf,
  type WithdrawRequest,
} from '../../api/funds.ts';
import { Badge } from '../../components/badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { DecisionDialog, type PendingDecision } from './decision-dialog.tsx';

const QUEUES = [
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
] as const;

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** How an approved deposit was credited (ADR 011; an agent's, from their float, ADR 029). */
const CREDITED_BY: Record<CreditedBy, { label: string; tone: 'good' | 'neutral' }> = {
  automatic: { label: 'Credited automatically', tone: 'good' },
  gateway: { label: 'Credited by the gateway', tone: 'good' },
  operator: { label: 'Credited by an operator', tone: 'neutral' },
  agent: { label: 'Credited by the agent, from their float', tone: 'neutral' },
};

/** A deposit paid to an agent's UPI id (ADR 029): that agent decides it; the house sees it, read-only. */
function agentOf(item: object): string | null {
  if (!('agentId' in item) || typeof item.agentId !== 'number') return null;
  return 'agentName' in item && typeof item.agentName === 'string' && item.agentName
    ? item.agentName
    : `agent #${item.agentId}`;
}

function isSafeLink(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('/');
}

/** An approved bank payout: waiting for the bank (paid from Bulk payouts), paid with the bank's UTR, or failed. */
function BankPayoutState({ request }: { request: WithdrawRequest }) {
  if (request.payoutStatus === 'paid') {
    return (
      <>
        <Badge tone="good">Paid by the bank</Badge>
        <div className={ui.mono}>UTR {request.payoutUtr || '—'}</div>
      </>
    );
  }
  if (request.payoutStatus === 'failed') {
    return (
      <>
        <Badge tone="bad">Bank payout failed</Badge>
        <div className={ui.muted}>Points returned</div>
      </>
    );
  }
  return (
    <>
      <Badge tone="warn">Waiting for the bank</Badge>
      <div>
        <Link to={adminPaths.payouts}>Bulk payouts</Link>
      </div>
    </>
  );
}

/** Deposit and withdrawal queues by status: approve or reject with a note; receipts of paid withdrawals. */
export default function FundsScreen() {
  const [search, setSearch] = useQueryParams();
  const queue: Queue = search.get('queue') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const status = (STATUSES.find((s) => s.value === search.get('status'))?.value ?? 'pending') as RequestStatus;
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const requests = useQueue(queue, status);
  const { canWrite } = usePermissions();
  const isDeposit = queue === 'deposits';
  const showActions = canWrite && status === 'pending';
  const showCreditedBy = isDeposit && status === 'approved';

  const choose = (changes: { queue?: Queue; status?: RequestStatus }) =>
    setSearch({ queue: changes.queue ?? queue, status: changes.status ?? status }, { replace: true });

  return (
    <>
      <PageHeader title="Deposits & Withdrawals" subtitle="Pending queues refresh every 15 seconds." />
      <div className={ui.actions}>
        <Tabs label="Queue" value={queue} options={QUEUES} onChange={(value) => choose({ queue: value })} />
        <Tabs label="Status" value={status} options={STATUSES} onChange={(value) => choose({ status: value })} />
      </div>
      <QueryState query={requests} empty={`No ${status} ${queue}.`} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <caption>
                {items.length} {status} {items.length === 1 ? queue.slice(0, -1) : queue} · total{' '}
                {formatMoney(items.reduce((sum, item) => sum + (Number(item.amount) || 0), 0))}
              </caption>
              <thead>
                <tr>
                  <th>#</th>
                  <th>Requested</th>
                  <th>Player</th>
                  <th className={ui.num}>Amount</th>
                  <th>Method</th>
                  <th>{isDeposit ? 'Transaction ref.' : 'Pay to'}</th>
                  {status !== 'pending' ? <th>Decided</th> : null}
                  {!isDeposit && status === 'approved' ? <th>Receipt</th> : null}
                  {showActions ? (
                    <th>
                      <span className="visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const receipt = receiptOf(item);
                  const utr = isDeposit ? utrOf(item) : '';
                  const creditedBy = creditedByOf(item);
                  const agent = isDeposit ? agentOf(item) : null;
                  return (
                    <tr key={item.id}>
                      <td className={ui.muted} data-label="#">
                        {item.id}
                      </td>
                      <td data-label="Requested">{formatInstant(item.createdAt)}</td>
                      <td className={ui.cellMain}>
                        <Link to={adminPaths.player(item.mobile)}>{item.name || item.mobile}</Link>
                        <div className={ui.muted}>{item.mobile}</div>
                      </td>
                      <td className={ui.num} data-label="Amount">
                        <strong>{formatMoney(item.amount)}</strong>
                      </td>
                      <td data-label="Method">{item.method || '—'}</td>
                      <td className={ui.mono} data-label={isDeposit ? 'Transaction ref.' : 'Pay to'}>
                        {(isDeposit ? txnRefOf(item) : payoutNumberOf(item)) || '—'}
                        {utr ? <div className={ui.muted}>UTR {utr}</div> : null}
                        {agent ? (
                          <div>
                            <Badge tone="neutral">Paid to {agent}</Badge>
                          </div>
                        ) : null}
                      </td>
                      {status !== 'pending' ? (
                        <td className={ui.wrapCell} data-label="Decided">
                          {formatInstant(item.decidedAt)}
                          {showCreditedBy && creditedBy ? (
                            <div>
                              <Badge tone={CREDITED_BY[creditedBy].tone}>{CREDITED_BY[creditedBy].label}</Badge>
                            </div>
                          ) : null}
                          {item.note ? <div className={ui.muted}>{item.note}</div> : null}
                        </td>
                      ) : null}
                      {!isDeposit && status === 'approved' ? (
                        <td data-label="Receipt">
                          {isBankPayout(item) ? (
                            <BankPayoutState request={item} />
                          ) : receipt && isSafeLink(receipt) ? (
                            <a href={receipt} target="_blank" rel="noopener noreferrer">
                              View receipt
                            </a>
                          ) : (
                            <span className={ui.muted}>—</span>
                          )}
                        </td>
                      ) : null}
                      {showActions && agent ? (
                        <td className={ui.cellActions}>
                          <span className={ui.muted}>The agent decides it</span>
                        </td>
                      ) : showActions ? (
                        <td className={ui.cellActions}>
                          <div className={ui.rowActions}>
                            <Button
                              className={ui.small}
                              onClick={() => setPending({ request: item, decision: 'approve' })}
                              aria-label={`Approve #${item.id}`}
                            >
                              Approve
                            </Button>
                            <Button
                              variant="outline"
                              className={`${ui.small} ${ui.dangerOutline}`}
                              onClick={() => setPending({ request: item, decision: 'reject' })}
                              aria-label={`Reject #${item.id}`}
                            >
                              Reject
                            </Button>
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {pending ? (
        <DecisionDialog
          key={`${pending.request.id}-${pending.decision}`}
          queue={queue}
          pending={pending}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
