import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSubAgentFloatLedger, useSubAgentFloatMove, useSubAgents } from '../../api/agent.ts';
import { type ConsoleAgent } from '../../api/agents.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { formatRate } from '../../lib/agent-figures.ts';
import { subAgentFloatFormSchema } from '../../lib/agent-forms.ts';
import { formatMoney } from '../../lib/format.ts';
import { AgentStatus } from '../agents/agent-status.tsx';
import { FloatLedgerTable } from '../agents/float-ledger-table.tsx';
import { FloatMovePanel } from '../agents/float-move-panel.tsx';
import { InviteLink } from '../agents/invite-link.tsx';

const DIRECTIONS = [
  { value: 'give', label: 'Give float', sign: 1, title: (amount: string) => `Give ${amount} points of your float?` },
  { value: 'take', label: 'Take back', sign: -1, title: (amount: string) => `Take back ${amount} points of float?` },
] as const;

/** Give float to one agent, or take it back: from and into the master agent's own float. */
function AgentFloatMove({ agent }: { agent: ConsoleAgent }) {
  const move = useSubAgentFloatMove(agent.id);
  return (
    <FloatMovePanel
      title={`Float of ${agent.displayName || agent.username}`}
      directions={DIRECTIONS}
      float={agent.float}
      schemaOf={subAgentFloatFormSchema}
      mutation={move}
    />
  );
}

/** One agent's float ledger, 50 rows a page: what the master agent gave and took, and the agent's own movements. */
function AgentFloatLedger({ agent }: { agent: ConsoleAgent }) {
  const [page, setPage] = useState(1);
  const ledger = useSubAgentFloatLedger(agent.id, { from: '', to: '', page });
  return (
    <Panel title={`Float ledger of ${agent.displayName || agent.username}`}>
      <QueryState query={ledger} empty="No float movements yet." isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <FloatLedgerTable rows={data.items} />
            <Pager total={data.total} page={data.page || page} noun="movement" onPage={setPage} />
          </>
        )}
      </QueryState>
    </Panel>
  );
}

/** A master agent's agents: their floats, players and rates; give or take float, and read its ledger. */
export default function AgentSubAgentsScreen() {
  const agents = useSubAgents();
  const [chosen, setChosen] = useState<number | null>(null);
  const agent = agents.data?.find((a) => a.id === chosen) ?? null;
  return (
    <>
      <PageHeader
        title="My agents"
        subtitle="Give float from yours, take it back, and read each agent's float ledger."
      />
      <QueryState
        query={agents}
        empty="No agents under you yet: the owner adds them."
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <div className={ui.tableWrap}>
            <table className={`${ui.table} ${ui.stack}`}>
              <thead>
                <tr>
                  <th>Agent</th>
                  <th className={ui.num}>Float</th>
                  <th className={ui.num}>Players</th>
                  <th className={ui.num}>Commission</th>
                  <th>Status</th>
                  <th>Invite link</th>
                  <th>
                    <span className="visually-hidden">Float</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td className={ui.cellMain}>
                      <strong>{item.displayName || item.username}</strong>{' '}
                      <span className={ui.muted}>{item.username}</span>
                    </td>
                    <td data-label="Float" className={`${ui.num} ${item.float < 0 ? ui.negative : ''}`}>
                      {formatMoney(item.float)}
                    </td>
                    <td data-label="Players" className={ui.num}>
                      {formatMoney(item.players)}
                    </td>
                    <td data-label="Commission" className={ui.num}>
                      {formatRate(item.commissionBp)}
                    </td>
                    <td data-label="Status">
                      <AgentStatus agent={item} />
                    </td>
                    <td data-label="Invite link" className={ui.wrapText}>
                      <InviteLink
                        code={item.inviteCode}
                        link={item.link}
                        copyLabel={`Copy the invite link of ${item.username}`}
                      />
                    </td>
                    <td className={ui.cellActions}>
                      <div className={ui.rowActions}>
                        <Button
                          variant={chosen === item.id ? 'primary' : 'outline'}
                          className={ui.small}
                          aria-pressed={chosen === item.id}
                          aria-label={`Move float of ${item.username} and read its ledger`}
                          onClick={() => setChosen(chosen === item.id ? null : item.id)}
                        >
                          Give / take
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {agent ? <AgentFloatMove key={agent.id} agent={agent} /> : null}
      {agent ? <AgentFloatLedger key={`ledger-${agent.id}`} agent={agent} /> : null}
    </>
  );
}
