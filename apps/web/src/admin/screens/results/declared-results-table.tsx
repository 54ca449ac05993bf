import { formatMainResult } from '@pana/domain';
import { Button } from '../../../components/ui/button.tsx';
import { type DeclaredResult } from '../../api/results.ts';
import { Badge } from '../../components/badge.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant } from '../../lib/format.ts';
import { type Session } from '../../lib/result-entry.ts';
import { type RevertTarget } from './revert-dialog.tsx';

/** How a declared result reads in the history: main "128-15-357", Starline "128-1", Gali "47". */
function resultText(row: DeclaredResult): string {
  if (row.kind === 'main') return formatMainResult(row.openPana, row.closePana);
  return row.result;
}

/** The sessions of a declared result that can be reverted, the close first. */
function revertableSessions(row: DeclaredResult): Session[] {
  if (row.kind !== 'main') return ['open'];
  return [...(row.closePana ? (['close'] as const) : []), ...(row.openPana ? (['open'] as const) : [])];
}

/** The results declared on a date: market, result (imported ones marked, ADR 031), when; Revert for those who may write. */
export function DeclaredResultsTable({
  rows,
  canWrite,
  onRevert,
}: {
  rows: DeclaredResult[];
  canWrite: boolean;
  onRevert: (target: RevertTarget) => void;
}) {
  return (
    <div className={ui.tableWrap}>
      {/* Half the width at a desktop: the market and the time may wrap so that Revert stays in view. */}
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Market</th>
            <th>Result</th>
            <th>Declared</th>
            {canWrite ? (
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.marketId}>
              <td className={`${ui.cellMain} ${ui.wrapText}`}>{row.market}</td>
              <td className={ui.mono} data-label="Result">
                <strong>{resultText(row)}</strong>
                {row.source === 'imported' ? (
                  <>
                    {' '}
                    <Badge>Imported</Badge>
                  </>
                ) : null}
              </td>
              <td className={`${ui.muted} ${ui.wrapText}`} data-label="Declared">
                {formatInstant(row.closeDeclaredAt ?? row.openDeclaredAt)}
              </td>
              {canWrite ? (
                <td className={ui.cellActions}>
                  <div className={ui.rowActions}>
                    <Button
                      variant="outline"
                      className={`${ui.small} ${ui.dangerOutline}`}
                      onClick={() => onRevert({ row, sessions: revertableSessions(row) })}
                      aria-label={`Revert ${row.market}`}
                    >
                      Revert
                    </Button>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
