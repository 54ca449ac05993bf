import { type Family } from '@pana/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { type Market } from '../../api/markets.ts';
import { Badge } from '../../components/badge.tsx';
import { DayList } from '../../components/day-list.tsx';
import ui from '../../components/ui.module.css';
import { formatMoney } from '../../lib/format.ts';
import { isOvernight } from '../../lib/market-form.ts';
import { TIME_LABEL } from './market-form.tsx';
import styles from './markets-screen.module.css';

export type MarketAction = 'edit' | 'pause' | 'offDates';

/** The markets of a family: schedule, days, status, off dates; edit and pause for those who may write. */
export function MarketsTable({
  kind,
  markets,
  canWrite,
  canImport = false,
  onAction,
}: {
  kind: Family;
  markets: Market[];
  canWrite: boolean;
  /** The owner (who may also write), on main markets: Import chart (ADR 031). */
  canImport?: boolean;
  onAction: (action: MarketAction, market: Market) => void;
}) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Name</th>
            <th>{TIME_LABEL[kind]}</th>
            {kind === 'main' ? <th>Close time</th> : null}
            <th>Days</th>
            <th>Status</th>
            <th title="Liability cap per outcome">Cap</th>
            <th>Off dates</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {markets.map((market) => (
            <tr key={market.id}>
              <td className={ui.cellMain}>
                <strong>{market.name}</strong>
                {/* Every staff role reads a market's result feeds (ADR 032); the screen offers writes to the owner. */}
                <div className={styles.marketLinks}>
                  <Link to={adminPaths.feeds(market.id)} aria-label={`Result feeds of ${market.name}`}>
                    Result feeds
                  </Link>
                  {canImport ? (
                    <Link to={adminPaths.chartImport(market.id)} aria-label={`Import chart of ${market.name}`}>
                      Import chart
                    </Link>
                  ) : null}
                </div>
              </td>
              <td data-label={TIME_LABEL[kind]}>{market.openTime}</td>
              {kind === 'main' ? (
                <td data-label="Close time">
                  {market.closeTime ?? '—'}
                  {isOvernight(market.openTime, market.closeTime) ? (
                    <span className={ui.muted}> (next day)</span>
                  ) : null}
                </td>
              ) : null}
              <td data-label="Days">
                <DayList days={market.days} />
              </td>
              <td data-label="Status">
                {market.active ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Paused</Badge>}
              </td>
              <td data-label="Cap per outcome" className={ui.num}>
                {market.liabilityCap === null ? (
                  <span className={ui.muted}>None</span>
                ) : (
                  formatMoney(market.liabilityCap)
                )}
              </td>
              <td data-label="Off dates">
                <Button
                  variant="ghost"
                  className={ui.small}
                  onClick={() => onAction('offDates', market)}
                  aria-label={`Off dates of ${market.name}: ${market.offDates.length === 0 ? 'None' : `${market.offDates.length} date${market.offDates.length === 1 ? '' : 's'}`}`}
                >
                  {market.offDates.length === 0
                    ? 'None'
                    : `${market.offDates.length} date${market.offDates.length === 1 ? '' : 's'}`}
                </Button>
              </td>
              <td className={ui.cellActions}>
                {canWrite ? (
                  <div className={ui.rowActions}>
                    <Button
                      variant="outline"
                      className={ui.small}
                      onClick={() => onAction('edit', market)}
                      aria-label={`Edit ${market.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      className={[ui.small, market.active ? ui.dangerOutline : undefined].filter(Boolean).join(' ')}
                      onClick={() => onAction('pause', market)}
                      aria-label={`${market.active ? 'Pause' : 'Resume'} ${market.name}`}
                    >
                      {market.active ? 'Pause' : 'Resume'}
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
