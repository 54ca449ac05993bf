import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { downloadIcon } from '../../../components/ui/icon-paths.ts';
import {
  agentsReportCsvUrl,
  type AgentsReportRow,
  type ReportRange,
  useAgentsReport,
} from '../../api/agent-statements.ts';
import { Badge } from '../../components/badge.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { daysAgoInIndia, formatMoney, todayInIndia } from '../../lib/format.ts';
import styles from './agents.module.css';
import { AgentsSections } from './agents-sections.tsx';

function Figures({
  row,
  label,
}: {
  row: Pick<AgentsReportRow, 'players' | 'activePlayers' | 'stakes' | 'wins' | 'net'>;
  label?: string;
}) {
  return (
    <>
      <td data-label="Players" className={ui.num}>
        {formatMoney(row.players)}
        {label ? <span className="visually-hidden"> {label}</span> : null}
      </td>
      <td data-label="Active" className={ui.num}>
        {formatMoney(row.activePlayers)}
      </td>
      <td data-label="Stakes" className={ui.num}>
        {formatMoney(row.stakes)}
      </td>
      <td data-label="Wins" className={ui.num}>
        {formatMoney(row.wins)}
      </td>
      <td data-label="Net" className={`${ui.num} ${row.net < 0 ? ui.negative : ui.positive}`}>
        {formatMoney(row.net)}
      </td>
    </>
  );
}

type Line =
  | { kind: 'agent'; row: AgentsReportRow }
  | { kind: 'network'; row: AgentsReportRow; subtotal: NonNullable<AgentsReportRow['subtotal']> };

/** The report's rows with each master agent's network line after their agents. */
function reportLines(rows: AgentsReportRow[]): Line[] {
  const lines: Line[] = [];
  let open: Line | null = null;
  for (const row of rows) {
    if (open && row.master?.id !== open.row.agent.id) {
      lines.push(open);
      open = null;
    }
    lines.push({ kind: 'agent', row });
    if (row.subtotal) open = { kind: 'network', row, subtotal: row.subtotal };
  }
  if (open) lines.push(open);
  return lines;
}

function AgentLine({ row }: { row: AgentsReportRow }) {
  const name = row.agent.displayName ? `${row.agent.displayName} (${row.agent.username})` : row.agent.username;
  const isChild = row.master !== null;
  return (
    <tr>
      <td className={[ui.cellMain, isChild ? styles.child : ''].join(' ')}>
        {isChild ? (
          <span className={styles.childMark} aria-hidden="true">
            ↳{' '}
          </span>
        ) : null}
        <strong>{name}</strong> {row.agent.role === 'master_agent' ? <Badge>master agent</Badge> : null}{' '}
        {row.suspended ? <Badge tone="warn">Suspended</Badge> : null}
      </td>
      <Figures row={row} />
      <td data-label="Commission" className={ui.num}>
        {formatMoney(row.commission)}
      </td>
      <td data-label="Override" className={ui.num}>
        {row.agent.role === 'master_agent' ? formatMoney(row.override) : '—'}
      </td>
      <td data-label="Float now" className={`${ui.num} ${row.float < 0 ? ui.negative : ''}`}>
        {formatMoney(row.float)}
      </td>
    </tr>
  );
}

function ReportTable({ rows }: { rows: AgentsReportRow[] }) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Agent</th>
            <th className={ui.num}>Players</th>
            <th className={ui.num}>Active</th>
            <th className={ui.num}>Stakes</th>
            <th className={ui.num}>Wins</th>
            <th className={ui.num}>Net</th>
            <th className={ui.num}>Commission</th>
            <th className={ui.num}>Override</th>
            <th className={ui.num}>Float now</th>
          </tr>
        </thead>
        <tbody>
          {reportLines(rows).map((line) =>
            line.kind === 'agent' ? (
              <AgentLine key={line.row.agent.id} row={line.row} />
            ) : (
              <tr key={`${line.row.agent.id}-network`}>
                <td className={`${ui.cellMain} ${ui.muted}`}>
                  {line.row.agent.username}'s network (own and agents' players)
                </td>
                <Figures row={line.subtotal} />
                <td className={ui.num} aria-hidden="true" />
                <td className={ui.num} aria-hidden="true" />
                <td className={ui.num} aria-hidden="true" />
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's agents report: per master agent and agent over a range of India dates, as a table or CSV. */
export default function AgentsReportScreen() {
  const [range, setRange] = useState<ReportRange>(() => ({ from: daysAgoInIndia(6), to: todayInIndia() }));
  const isRangeValid = Boolean(range.from && range.to && range.from <= range.to);
  const report = useAgentsReport(range, isRangeValid);
  return (
    <>
      <PageHeader
        title="Agents"
        subtitle="Agents report: India dates, both ends included; commission of the weeks starting in the range."
        actions={
          isRangeValid ? (
            <a href={agentsReportCsvUrl(range)} download className={buttonClassName('outline', false, ui.small)}>
              <Icon path={downloadIcon} size={18} />
              Export CSV
            </a>
          ) : null
        }
      />
      <AgentsSections />
      <div className={ui.toolbar}>
        <FormField label="From">
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label="To" error={isRangeValid ? null : 'The period must end on or after its start'}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            />
          )}
        </FormField>
      </div>
      {isRangeValid ? (
        <QueryState query={report} empty="No agents yet." isEmpty={(rows) => rows.length === 0}>
          {(rows) => <ReportTable rows={rows} />}
        </QueryState>
      ) : null}
    </>
  );
}
