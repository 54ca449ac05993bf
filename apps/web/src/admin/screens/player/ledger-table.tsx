import { type LedgerRow } from '../../api/players.ts';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney, formatSigned, humanize } from '../../lib/format.ts';

/** A player's wallet ledger, newest first: when, kind, signed amount, balance after, note. */
export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  if (rows.length === 0) return <p className={ui.state}>No wallet movements yet.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>When</th>
            <th>Kind</th>
            <th className={ui.num}>Amount</th>
            <th className={ui.num}>Balance after</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="When">{formatInstant(row.createdAt)}</td>
              <td data-label="Kind">{humanize(row.kind)}</td>
              <td className={`${ui.num} ${row.amount < 0 ? ui.negative : ui.positive}`} data-label="Amount">
                {formatSigned(row.amount)}
              </td>
              <td className={ui.num} data-label="Balance after">
                {formatMoney(row.balanceAfter)}
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
