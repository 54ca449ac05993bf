import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { type ConsoleAgent, useAgents } from '../../api/agents.ts';
import { Badge } from '../../components/badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { agentTree, formatRate } from '../../lib/agent-figures.ts';
import { formatMoney } from '../../lib/format.ts';
import { AgentStatus } from './agent-status.tsx';
import styles from './agents.module.css';
import { AgentsSections } from './agents-sections.tsx';
import { InviteLink } from './invite-link.tsx';
import { NewAgentForm } from './new-agent-form.tsx';

function AgentsTable({ agents }: { agents: ConsoleAgent[] }) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Agent</th>
            <th className={ui.num}>Float</th>
            <th className={ui.num}>Credit limit</th>
            <th className={ui.num}>Players</th>
            <th className={ui.num}>Commission</th>
            <th>Status</th>
            <th>Invite link</th>
          </tr>
        </thead>
        <tbody>
          {agentTree(agents).map(({ agent, depth }) => (
            <tr key={agent.id}>
              <td className={[ui.cellMain, depth === 1 ? styles.child : ''].join(' ')}>
                {depth === 1 ? (
                  <span className={styles.childMark} aria-hidden="true">
                    ↳{' '}
                  </span>
                ) : null}
                <Link to={adminPaths.agent(agent.id)}>
                  <strong>{agent.displayName || agent.username}</strong>
                </Link>{' '}
                <span className={ui.muted}>{agent.username}</span>{' '}
                {agent.role === 'master_agent' ? (
                  <Badge>master agent</Badge>
                ) : agent.parentName ? (
                  <span className={ui.muted}>under {agent.parentName}</span>
                ) : null}
              </td>
              <td data-label="Float" className={`${ui.num} ${agent.float < 0 ? ui.negative : ''}`}>
                {formatMoney(agent.float)}
              </td>
              <td data-label="Credit limit" className={ui.num}>
                {formatMoney(agent.creditLimit)}
              </td>
              <td data-label="Players" className={ui.num}>
                {formatMoney(agent.players)}
              </td>
              <td data-label="Commission" className={ui.num}>
                {formatRate(agent.commissionBp)}
                {agent.role === 'master_agent' ? (
                  <span className={ui.muted}> + {formatRate(agent.overrideBp)} override</span>
                ) : null}
              </td>
              <td data-label="Status">
                <AgentStatus agent={agent} />
              </td>
              <td data-label="Invite link" className={ui.wrapText}>
                <InviteLink
                  code={agent.inviteCode}
                  link={agent.link}
                  copyLabel={`Copy the invite link of ${agent.username}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's agents (ADR 029): master agents each followed by their agents, then the owner's own agents. */
export default function AgentsScreen() {
  const agents = useAgents();
  const { isOwner } = usePermissions();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<ConsoleAgent | null>(null);

  return (
    <>
      <PageHeader
        title="Agents"
        subtitle="Master agents and agents: their floats, players, commission and invite links."
        actions={
          isOwner ? (
            <Button
              variant={isCreating ? 'outline' : 'primary'}
              className={ui.small}
              aria-expanded={isCreating}
              onClick={() => {
                setIsCreating(!isCreating);
                setCreated(null);
              }}
            >
              {isCreating ? 'Close the form' : 'New agent'}
            </Button>
          ) : null
        }
      />
      <AgentsSections />
      {created ? (
        <div className={ui.success} role="status">
          <p>
            {created.role === 'master_agent' ? 'Master agent' : 'Agent'} {created.username} created.{' '}
            <Link to={adminPaths.agent(created.id)}>Open to top up the float</Link>.
          </p>
          <InviteLink
            code={created.inviteCode}
            link={created.link}
            copyLabel={`Copy the invite link of ${created.username}`}
          />
        </div>
      ) : null}
      {isOwner && isCreating ? (
        <NewAgentForm
          masters={(agents.data ?? []).filter((agent) => agent.role === 'master_agent')}
          onCreated={(agent) => {
            setCreated(agent);
            setIsCreating(false);
          }}
        />
      ) : null}
      <QueryState
        query={agents}
        empty={isOwner ? 'No agents yet: create the first with New agent.' : 'No agents yet.'}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => <AgentsTable agents={items} />}
      </QueryState>
    </>
  );
}
