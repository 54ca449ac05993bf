import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type FundRequest,
  payoutNumberOf,
  type Queue,
  receiptOf,
  type RequestStatus,
  txnRefOf,
  useDecide,
  useQueue,
} from '../../api/funds.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { FUNDS_TEXT } from '../../texts.ts';

const QUEUES = [
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
] as const;

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

type Pending = { request: FundRequest; decision: 'approve' | 'reject' } | null;

function isSafeLink(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('/');
}

function DecisionDialog({ queue, pending, onClose }: { queue: Queue; pending: Pending; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const decide = useDecide();
  const request = pending?.request;
  const isApprove = pending?.decision === 'approve';
  const isDeposit = queue === 'deposits';

  function close() {
    setNote('');
    setReceipt('');
    setNoteError(null);
    setReceiptError(null);
    decide.reset();
    onClose();
  }

  function confirm() {
    if (!pending) return;
    const isNoteMissing = !isApprove && !note.trim();
    const isReceiptWrong = receipt.trim() !== '' && !/^https:\/\/\S+$/i.test(receipt.trim());
    setNoteError(isNoteMissing ? FUNDS_TEXT.rejectNoteRequired : null);
    setReceiptError(isReceiptWrong ? FUNDS_TEXT.receiptInvalid : null);
    if (isNoteMissing || isReceiptWrong) return;
    const id = pending.request.id;
    decide.mutate(
      pending.decision === 'reject'
        ? { queue, id, decision: 'reject', body: { note: note.trim() } }
        : {
            queue,
            id,
            decision: 'approve',
            body: {
              ...(note.trim() ? { note: note.trim() } : {}),
              ...(receipt.trim() && !isDeposit ? { receipt: receipt.trim() } : {}),
            },
          },
      { onSuccess: close },
    );
  }

  const what = isDeposit ? 'deposit' : 'withdrawal';
  return (
    <ConfirmDialog
      title={`${isApprove ? 'Approve' : 'Reject'} ${what} #${request?.id ?? ''}?`}
      isOpen={pending !== null}
      onClose={close}
      onConfirm={confirm}
      confirmLabel={isApprove ? `Approve ${what}` : `Reject ${what}`}
      tone={isApprove ? 'primary' : 'danger'}
      isBusy={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : null}
    >
      {request ? (
        <dl className={ui.keyValues}>
          <dt>Player</dt>
          <dd>
            {request.name} · {request.mobile}
          </dd>
          <dt>Amount</dt>
          <dd>{formatMoney(request.amount)}</dd>
          {request.method ? (
            <>
              <dt>Method</dt>
              <dd>{request.method}</dd>
            </>
          ) : null}
          {isDeposit && txnRefOf(request) ? (
            <>
              <dt>Transaction ref.</dt>
              <dd className={ui.mono}>{txnRefOf(request)}</dd>
            </>
          ) : null}
          {!isDeposit && payoutNumberOf(request) ? (
            <>
              <dt>Pay to</dt>
              <dd className={ui.mono}>{payoutNumberOf(request)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>
        {isDeposit
          ? isApprove
            ? `${formatMoney(request?.amount ?? 0)} points are credited to the player's wallet. Check the payment arrived first.`
            : 'No points are credited. The player sees the request as rejected.'
          : isApprove
            ? 'Pay the player first: approving records the payout of the points already held from the wallet.'
            : `The ${formatMoney(request?.amount ?? 0)} points held for this withdrawal go back to the player's wallet.`}
      </p>
      {!isDeposit && isApprove ? (
        <FormField
          label="Payment receipt link (optional)"
          hint="A link to the screenshot or bank receipt of the payment"
          error={receiptError}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              value={receipt}
              onChange={(e) => setReceipt(e.target.value)}
              placeholder="https://…"
            />
          )}
        </FormField>
      ) : null}
      <FormField label={isApprove ? 'Note (optional)' : 'Reason (shown to the player)'} error={noteError}>
        {(control) => <textarea {...control} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />}
      </FormField>
    </ConfirmDialog>
  );
}

/** Deposit and withdrawal queues by status: approve or reject with a note; receipts of paid withdrawals. */
export default function FundsScreen() {
  const [search, setSearch] = useQueryParams();
  const queue: Queue = search.get('queue') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const status = (STATUSES.find((s) => s.value === search.get('status'))?.value ?? 'pending') as RequestStatus;
  const [pending, setPending] = useState<Pending>(null);
  const requests = useQueue(queue, status);
  const { canWrite } = usePermissions();
  const isDeposit = queue === 'deposits';
  const showActions = canWrite && status === 'pending';

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
                      </td>
                      {status !== 'pending' ? (
                        <td className={ui.wrapCell} data-label="Decided">
                          {formatInstant(item.decidedAt)}
                          {item.note ? <div className={ui.muted}>{item.note}</div> : null}
                        </td>
                      ) : null}
                      {!isDeposit && status === 'approved' ? (
                        <td data-label="Receipt">
                          {receipt && isSafeLink(receipt) ? (
                            <a href={receipt} target="_blank" rel="noopener noreferrer">
                              View receipt
                            </a>
                          ) : (
                            <span className={ui.muted}>—</span>
                          )}
                        </td>
                      ) : null}
                      {showActions ? (
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
      <DecisionDialog
        key={pending ? `${pending.request.id}-${pending.decision}` : 'none'}
        queue={queue}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </>
  );
}
