import { type FloatEntry } from '../../api/agents.ts';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney, formatSigned } from '../../lib/format.ts';

const KIND_NAMES: Record<FloatEntry['kind'], string> = {
  top_up: 'Top-up from the house',
  take_back: 'Taken back by the house',
  to_agent: 'Given to an agent',
  from_agent: 'Taken back from an agent',
  to_player: 'Credit to a player',
  from_player: 'Taken back from a player',
  commission: 'Commission',
};

/** The kind of a float row in words; a master's `from_agent` reads differently from an agent's. */
function kindName(entry: FloatEntry): string {
  if (entry.kind === 'from_agent')
    return entry.amount < 0 ? 'Taken back by the master agent' : 'Taken back from an agent';
  if (entry.kind === 'to_agent') return entry.amount > 0 ? 'Given by the master agent' : 'Given to an agent';
  return KIND_NAMES[entry.kind];
}

/** Who was on the other side: the player, the other agent, or nobody (the house). */
function counterpartOf(entry: FloatEntry): string {
  if (entry.player) return `${entry.player.name || 'Player'} · ${entry.player.mobile}`;
  if (entry.counterparty) return entry.counterparty.username;
  return '—';
}

/** A float's ledger, newest first: when, what, with whom, the signed amount, the balance after, note and who. */
export function FloatLedgerTable({ rows }: { rows: FloatEntry[] }) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>When</th>
            <th>Movement</th>
            <th>With</th>
            <th className={ui.num}>Amount</th>
            <th className={ui.num}>Float after</th>
            <th>Note</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td className={ui.cellMain}>{formatInstant(entry.createdAt)}</td>
              <td data-label="Movement">{kindName(entry)}</td>
              <td data-label="With" className={ui.wrapText}>
                {counterpartOf(entry)}
              </td>
              <td data-label="Amount" className={`${ui.num} ${entry.amount < 0 ? ui.negative : ui.positive}`}>
                {formatSigned(entry.amount)}
              </td>
              <td data-label="Float after" className={`${ui.num} ${entry.balanceAfter < 0 ? ui.negative : ''}`}>
                {formatMoney(entry.balanceAfter)}
              </td>
              <td data-label="Note" className={ui.wrapCell}>
                {entry.note || '—'}
              </td>
              <td data-label="By" className={ui.muted}>
                {entry.by ?? 'server'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
