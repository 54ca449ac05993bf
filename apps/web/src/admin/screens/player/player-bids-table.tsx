import { type PlayerBid } from '../../api/players.ts';
import { Badge } from '../../components/badge.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney } from '../../lib/format.ts';

const STATUS_TONE: Record<PlayerBid['status'], 'good' | 'bad' | 'warn'> = { won: 'good', lost: 'bad', pending: 'warn' };

/** A player's bids and wins, newest first. */
export function PlayerBidsTable({ rows }: { rows: PlayerBid[] }) {
  if (rows.length === 0) return <p className={ui.state}>No bids yet.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Placed</th>
            <th>Draw</th>
            <th>Market</th>
            <th>Game</th>
            <th>Number</th>
            <th className={ui.num}>Points</th>
            <th>Status</th>
            <th className={ui.num}>Win</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="Placed">{formatInstant(row.createdAt)}</td>
              <td data-label="Draw">{row.drawDate}</td>
              <td className={ui.cellMain}>{row.market}</td>
              <td data-label="Game">
                {row.typeName}
                <span className={ui.muted}> · {row.session}</span>
                {row.board ? <span className={ui.muted}> · {row.board}</span> : null}
              </td>
              <td className={ui.mono} data-label="Number">
                {row.digits}
                {row.closedigits ? `-${row.closedigits}` : ''}
              </td>
              <td className={ui.num} data-label="Points">
                {formatMoney(row.points)}
              </td>
              <td data-label="Status">
                <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>
              </td>
              <td className={ui.num} data-label="Win">
                {formatMoney(row.winAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
