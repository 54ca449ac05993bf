import { AGENT_DEPOSITS_TEXT } from '@pana/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type AgentDeposit,
  type DepositStatus,
  useAgentDepositDecision,
  useAgentDeposits,
  useAgentMe,
} from '../../api/agent.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney } from '../../lib/format.ts';

const STATUS_TABS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

type Deciding = { request: AgentDeposit; decision: 'approve' | 'reject' } | null;

/** Approve (credits the player from my float) or reject (with the reason the player is told). */
function DecisionDialog({ deciding, onClose }: { deciding: Deciding; onClose: () => void }) {
  const decide = useAgentDepositDecision();
  const me = useAgentMe();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = deciding?.request;
  const isReject = deciding?.decision === 'reject';
  const close = () => {
    decide.reset();
    setText('');
    setProblem(null);
    onClose();
  };
  function confirm() {
    if (!deciding || !request) return;
    const note = text.trim();
    if (isReject && !note) {
      setProblem(AGENT_DEPOSITS_TEXT.reasonRequired);
      return;
    }
    decide.mutate(
      isReject
        ? { id: request.id, decision: 'reject', body: { reason: note } }
        : { id: request.id, decision: 'approve', body: note ? { note } : {} },
      { onSuccess: close },
    );
  }
  return (
    <ConfirmDialog
      title={
        request
          ? isReject
            ? `Reject ${request.name || request.mobile}'s deposit of ${formatMoney(request.amount)}?`
            : `Approve ${request.name || request.mobile}'s deposit of ${formatMoney(request.amount)}?`
          : ''
      }
      isOpen={deciding !== null}
      onClose={close}
      onConfirm={confirm}
      confirmLabel={isReject ? 'Reject' : 'Approve'}
      tone={isReject ? 'danger' : 'primary'}
      isBusy={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : null}
    >
      {request ? (
        <dl className={ui.keyValues}>
          <dt>Player</dt>
          <dd>
            {request.name} · {request.mobile}
          </dd>
          <dt>UTR</dt>
          <dd>{request.utr ?? '— (check your UPI app for the payment)'}</dd>
          {!isReject && me.data ? (
            <>
              <dt>Your float now</dt>
              <dd>{formatMoney(me.data.float)}</dd>
              <dt>Float after</dt>
              <dd>{formatMoney(me.data.float - request.amount)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>
        {isReject
          ? 'The player is told the reason.'
          : 'Approve only once the money is in your UPI account: the points come from your float.'}
      </p>
      <FormField label={isReject ? 'Reason' : 'Note (optional)'} error={problem}>
        {(control) => (
          <input
            {...control}
            value={text}
            maxLength={255}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}

/** The deposits the agent's players paid to the agent's UPI id: pending ones to approve or reject. */
export default function AgentDepositsScreen() {
  const [status, setStatus] = useState<DepositStatus>('pending');
  const deposits = useAgentDeposits(status);
  const me = useAgentMe();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const canDecide = status === 'pending' && me.data?.suspended !== true;
  return (
    <>
      <PageHeader
        title="Deposits"
        subtitle={
          me.data?.upiId
            ? `Your players' deposits paid to ${me.data.upiId}. Pending ones refresh every 15 seconds.`
            : 'Set your UPI id in Profile: your players then pay you, and their deposits wait here for you.'
        }
      />
      <Tabs label="Status" value={status} options={STATUS_TABS} onChange={setStatus} />
      <QueryState
        query={deposits}
        empty={status === 'pending' ? 'No deposits waiting for you.' : `No ${status} deposits.`}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Player</th>
                  <th className={ui.num}>Amount</th>
                  <th>UTR</th>
                  <th>Asked</th>
                  <th>Status</th>
                  {canDecide ? (
                    <th>
                      <span className="visually-hidden">Decide</span>
                    </th>
                  ) : (
                    <th>Note</th>
                  )}
                </tr>
              </thead>
              <tbody>
                {items.map((request) => (
                  <tr key={request.id}>
                    <td className={ui.cellMain}>
                      <Link to={adminPaths.agentPlayer(request.mobile)}>
                        <strong>{request.name || request.mobile}</strong>
                      </Link>{' '}
                      <span className={ui.muted}>{request.mobile}</span>
                    </td>
                    <td className={ui.num} data-label="Amount">
                      {formatMoney(request.amount)}
                    </td>
                    <td className={ui.mono} data-label="UTR">
                      {request.utr ?? '—'}
                    </td>
                    <td data-label="Asked">{formatInstant(request.createdAt)}</td>
                    <td data-label="Status">
                      <Badge
                        tone={request.status === 'approved' ? 'good' : request.status === 'rejected' ? 'bad' : 'warn'}
                      >
                        {request.status}
                      </Badge>
                    </td>
                    {canDecide ? (
                      <td className={ui.cellActions}>
                        <div className={ui.rowActions}>
                          <Button
                            className={ui.small}
                            aria-label={`Approve ${request.name || request.mobile}'s deposit of ${formatMoney(request.amount)}`}
                            onClick={() => setDeciding({ request, decision: 'approve' })}
                          >
                            Approve
                          </Button>
                          <Button
                            variant="outline"
                            className={`${ui.small} ${ui.dangerOutline}`}
                            aria-label={`Reject ${request.name || request.mobile}'s deposit of ${formatMoney(request.amount)}`}
                            onClick={() => setDeciding({ request, decision: 'reject' })}
                          >
                            Reject
                          </Button>
                        </div>
                      </td>
                    ) : (
                      <td className={ui.wrapCell} data-label="Note">
                        {request.note || '—'}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
