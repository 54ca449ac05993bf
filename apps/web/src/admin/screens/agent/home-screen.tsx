import { adminPaths } from '../../admin-paths.ts';
import { useAgentMe, useAgentPlayers } from '../../api/agent.ts';
import { useOwnStatements } from '../../api/agent-statements.ts';
import { Figure } from '../../components/figure.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { formatRate } from '../../lib/agent-figures.ts';
import { formatMoney } from '../../lib/format.ts';
import { InviteLink } from '../agents/invite-link.tsx';
import { ThisWeekPanel } from './this-week-panel.tsx';

/** The agent's home: float, credit limit, rates, players, the invite link to copy or share, and this week so far. */
export default function AgentHomeScreen() {
  const me = useAgentMe();
  const players = useAgentPlayers('', 1);
  const statements = useOwnStatements({ week: '', agentId: null, page: 1 });
  return (
    <>
      <PageHeader
        title="Home"
        subtitle={me.data ? `Signed in as ${me.data.displayName || me.data.username}` : undefined}
      />
      <QueryState query={me} rows={4}>
        {(agent) => (
          <>
            {agent.suspended ? (
              <p className={ui.alert} role="alert">
                Your account is suspended: you can read everything, but move no points, and new players cannot register
                with your code. Contact the owner.
              </p>
            ) : null}
            <div className={ui.figures}>
              <Figure
                label="Float"
                value={<span className={agent.float < 0 ? ui.negative : undefined}>{formatMoney(agent.float)}</span>}
                hint="points"
                to={adminPaths.agentFloat}
              />
              <Figure
                label="Credit limit"
                value={formatMoney(agent.creditLimit)}
                hint={agent.creditLimit > 0 ? 'your float may go this far below zero' : 'none'}
              />
              <Figure
                label="Commission"
                value={formatRate(agent.commissionBp)}
                hint="of your players' weekly net loss"
              />
              {agent.role === 'master_agent' ? (
                <Figure label="Override" value={formatRate(agent.overrideBp)} hint="on your agents' players" />
              ) : null}
              <Figure
                label="Players"
                value={players.data ? formatMoney(players.data.total) : '…'}
                to={adminPaths.agentPlayers}
              />
            </div>
            <Panel title="Your invite link">
              <p className={ui.muted}>Players who register with this link or code are yours.</p>
              <InviteLink code={agent.inviteCode} link={agent.link} copyLabel="Copy your invite link" canShare />
            </Panel>
            <QueryState query={statements} rows={2}>
              {(data) => <ThisWeekPanel week={data.openWeek} isMaster={agent.role === 'master_agent'} />}
            </QueryState>
          </>
        )}
      </QueryState>
    </>
  );
}
