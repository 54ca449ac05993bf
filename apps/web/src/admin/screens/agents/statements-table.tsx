import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { downloadIcon } from '../../../components/ui/icon-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type AgentStatement, useStatementCsv } from '../../api/agent-statements.ts';
import { Badge } from '../../components/badge.tsx';
import ui from '../../components/ui.module.css';
import { formatRate } from '../../lib/agent-figures.ts';
import { formatMoney } from '../../lib/format.ts';
import styles from './agents.module.css';

/** "18 Nov – 24 Nov 2026" from two India dates. */
export function weekLabel(weekStart: string, weekEnd: string): string {
  const day = (date: string, withYear: boolean) =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return `${day(weekStart, false)} – ${day(weekEnd, true)}`;
}

/** Whose statement: the agent's name (their display name when set). */
function agentName(statement: AgentStatement): string {
  const { agent } = statement;
  return agent.displayName ? `${agent.displayName} (${agent.username})` : agent.username;
}

/**
 * Closed weekly statements, newest first: the week's stakes, wins and net loss of the agent's own players,
 * the deficit carried in, commission and a master agent's override, what was posted to the float, and a
 * CSV of each (figures and one line per player).
 */
export function StatementsTable({
  rows,
  csvPathOf,
  isMine,
}: {
  rows: AgentStatement[];
  csvPathOf: (id: number) => string;
  /** The agent console: marks the caller's own statements among their agents'. */
  isMine?: (statement: AgentStatement) => boolean;
}) {
  const csv = useStatementCsv(csvPathOf);
  return (
    <>
      {csv.isError ? (
        <p className={ui.alert} role="alert">
          {errorMessage(csv.error)}
        </p>
      ) : null}
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${ui.stack}`}>
          <thead>
            <tr>
              <th>Week</th>
              <th>Agent</th>
              <th className={ui.num}>Players</th>
              <th className={ui.num}>Stakes</th>
              <th className={ui.num}>Wins</th>
              <th className={ui.num}>Net loss</th>
              <th className={ui.num}>Commission</th>
              <th className={ui.num}>Override</th>
              <th className={ui.num}>Paid to float</th>
              <th>
                <span className="visually-hidden">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((statement) => (
              <tr key={statement.id}>
                <td className={`${ui.cellMain} ${ui.wrapText}`}>
                  <strong>{weekLabel(statement.weekStart, statement.weekEnd)}</strong>
                </td>
                <td data-label="Agent" className={ui.wrapText}>
                  {agentName(statement)} {isMine?.(statement) ? <Badge tone="good">You</Badge> : null}
                  {statement.agent.role === 'master_agent' ? <Badge>master</Badge> : null}
                </td>
                <td data-label="Players" className={ui.num}>
                  {formatMoney(statement.players)}
                </td>
                <td data-label="Stakes" className={ui.num}>
                  {formatMoney(statement.stakes)}
                </td>
                <td data-label="Wins" className={ui.num}>
                  {formatMoney(statement.wins)}
                </td>
                <td data-label="Net loss" className={`${ui.num} ${statement.netLoss < 0 ? ui.negative : ''}`}>
                  {formatMoney(statement.netLoss)}
                  {statement.carriedIn !== 0 ? (
                    <span className={styles.subLine}>{formatMoney(statement.carriedIn)} carried in</span>
                  ) : null}
                </td>
                <td data-label="Commission" className={ui.num}>
                  {formatMoney(statement.commission)}
                  <span className={styles.subLine}>at {formatRate(statement.commissionBp)}</span>
                </td>
                <td data-label="Override" className={ui.num}>
                  {statement.agent.role === 'master_agent' ? (
                    <>
                      {formatMoney(statement.override)}
                      <span className={styles.subLine}>at {formatRate(statement.overrideBp)}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Paid to float" className={`${ui.num} ${statement.total > 0 ? ui.positive : ''}`}>
                  <strong>{formatMoney(statement.total)}</strong>
                </td>
                <td className={ui.cellActions}>
                  <div className={ui.rowActions}>
                    <Button
                      variant="outline"
                      className={ui.small}
                      aria-label={`Download the CSV of ${agentName(statement)}, week of ${statement.weekStart}`}
                      disabled={csv.isPending && csv.variables.id === statement.id}
                      onClick={() => csv.mutate(statement)}
                    >
                      <Icon path={downloadIcon} size={18} />
                      CSV
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
