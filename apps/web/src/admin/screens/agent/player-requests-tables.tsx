import { type AgentPlayerDeposit, type AgentPlayerWithdrawal } from '../../api/agent.ts';
import { Badge } from '../../components/badge.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney } from '../../lib/format.ts';

const STATUS_TONE = { approved: 'good', rejected: 'bad', pending: 'warn' } as const;
const METHOD_NAMES: Record<number, string> = { 2: 'Google Pay', 3: 'Paytm', 4: 'PhonePe', 5: 'Bank account' };

/** A player's deposit requests, newest first: amount, how, UTR, to whom, status, note. */
export function PlayerDepositsTable({ rows }: { rows: AgentPlayerDeposit[] }) {
  if (rows.length === 0) return <p className={ui.state}>No deposit requests.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Asked</th>
            <th className={ui.num}>Amount</th>
            <th>Method</th>
            <th>UTR</th>
            <th>Paid to</th>
            <th>Status</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={ui.cellMain}>{formatInstant(row.createdAt)}</td>
              <td className={ui.num} data-label="Amount">
                {formatMoney(row.amount)}
              </td>
              <td data-label="Method">{row.method}</td>
              <td className={ui.mono} data-label="UTR">
                {row.utr ?? '—'}
              </td>
              <td data-label="Paid to">{row.agentId === null ? 'The house' : 'An agent’s UPI'}</td>
              <td data-label="Status">
                <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>
              </td>
              <td className={ui.wrapCell} data-label="Note">
                {row.note || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A player's withdrawal requests, newest first: amount, where, status, note. */
export function PlayerWithdrawalsTable({ rows }: { rows: AgentPlayerWithdrawal[] }) {
  if (rows.length === 0) return <p className={ui.state}>No withdrawal requests.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Asked</th>
            <th className={ui.num}>Amount</th>
            <th>To</th>
            <th>Status</th>
            <th>Decided</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={ui.cellMain}>{formatInstant(row.createdAt)}</td>
              <td className={ui.num} data-label="Amount">
                {formatMoney(row.amount)}
              </td>
              <td data-label="To">{METHOD_NAMES[row.methodCode] ?? 'UPI'}</td>
              <td data-label="Status">
                <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>
              </td>
              <td className={ui.muted} data-label="Decided">
                {formatInstant(row.decidedAt)}
              </td>
              <td className={ui.wrapCell} data-label="Note">
                {row.note || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
