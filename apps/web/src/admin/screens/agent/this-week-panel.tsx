import { type OpenWeek } from '../../api/agent-statements.ts';
import { Figure } from '../../components/figure.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { formatMoney } from '../../lib/format.ts';
import { weekLabel } from '../agents/statements-table.tsx';

/** The week still running: the players' stakes, wins and net loss so far, and what it would earn if it closed now. */
export function ThisWeekPanel({ week, isMaster }: { week: OpenWeek; isMaster: boolean }) {
  return (
    <Panel title={`This week so far · ${weekLabel(week.weekStart, week.weekEnd)}`}>
      <div className={ui.figures}>
        <Figure label="Players who bid" value={formatMoney(week.players)} />
        <Figure label="Stakes" value={formatMoney(week.stakes)} hint="points" />
        <Figure label="Wins" value={formatMoney(week.wins)} hint="points" />
        <Figure
          label="Net loss"
          value={<span className={week.netLoss < 0 ? ui.negative : undefined}>{formatMoney(week.netLoss)}</span>}
          hint="stakes − wins"
        />
        {week.carriedIn < 0 ? (
          <Figure label="Carried in" value={formatMoney(week.carriedIn)} hint="last week's deficit" isWarning />
        ) : null}
        <Figure
          label="Commission so far"
          value={formatMoney(week.estimatedCommission)}
          hint="paid when the week closes"
        />
        {isMaster ? (
          <Figure label="Override so far" value={formatMoney(week.estimatedOverride)} hint="on your agents' players" />
        ) : null}
      </div>
    </Panel>
  );
}
