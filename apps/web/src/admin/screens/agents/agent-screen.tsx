import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type ConsoleAgent,
  useAgent,
  useAgentFloatLedger,
  useOwnerFloatMove,
  useUpdateAgent,
} from '../../api/agents.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Figure } from '../../components/figure.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { formatRate } from '../../lib/agent-figures.ts';
import { ownerFloatFormSchema } from '../../lib/agent-forms.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { type ConsoleScreenProps } from '../../screen-props.ts';
import { AgentEditPanel } from './agent-edit-panel.tsx';
import { AgentStatus, roleName } from './agent-status.tsx';
import { FloatLedgerTable } from './float-ledger-table.tsx';
import { FloatMovePanel } from './float-move-panel.tsx';
import { InviteLink } from './invite-link.tsx';

type Switch = 'suspended' | 'active' | null;

/** The agent's float ledger, 50 rows a page. */
function FloatLedgerPanel({ agent }: { agent: ConsoleAgent }) {
  const [page, setPage] = useState(1);
  const ledger = useAgentFloatLedger(agent.id, { from: '', to: '', page });
  return (
    <Panel title="Float ledger">
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

/** Suspend or sign-in switches of the owner, each after a confirmation saying what it does. */
function SwitchDialog({ agent, which, onClose }: { agent: ConsoleAgent; which: Switch; onClose: () => void }) {
  const update = useUpdateAgent(agent.id);
  const name = agent.displayName || agent.username;
  const isSuspend = which === 'suspended';
  const turningOn = isSuspend ? !agent.suspended : !agent.active;
  const title = isSuspend
    ? agent.suspended
      ? `Lift ${name}'s suspension?`
      : `Suspend ${name}?`
    : agent.active
      ? `Turn ${name}'s sign-in off?`
      : `Turn ${name}'s sign-in on?`;
  return (
    <ConfirmDialog
      title={title}
      isOpen={which !== null}
      onClose={() => {
        update.reset();
        onClose();
      }}
      onConfirm={() =>
        update.mutate(isSuspend ? { suspended: !agent.suspended } : { active: !agent.active }, { onSuccess: onClose })
      }
      confirmLabel={
        isSuspend ? (agent.suspended ? 'Lift suspension' : 'Suspend') : agent.active ? 'Turn off' : 'Turn on'
      }
      tone={(isSuspend && turningOn) || (!isSuspend && agent.active) ? 'danger' : 'primary'}
      isBusy={update.isPending}
      error={update.isError ? errorMessage(update.error) : null}
    >
      <p>
        {isSuspend
          ? agent.suspended
            ? 'They may move points again and their invite code is accepted again.'
            : 'Their players keep playing; new registrations with their code are refused; they can sign in and read, but move no points.'
          : agent.active
            ? 'They cannot sign in to the console until it is turned on again; their open sessions end.'
            : 'They can sign in to the console again.'}
      </p>
    </ConfirmDialog>
  );
}

const OWNER_DIRECTIONS = [
  { value: 'top_up', label: 'Top up', sign: 1, title: (amount: string) => `Top up the float by ${amount} points?` },
  {
    value: 'take_back',
    label: 'Take back',
    sign: -1,
    title: (amount: string) => `Take back ${amount} points of float?`,
  },
] as const;

function AgentDetail({ agent }: { agent: ConsoleAgent }) {
  const { isOwner } = usePermissions();
  const move = useOwnerFloatMove(agent.id);
  const [which, setWhich] = useState<Switch>(null);
  return (
    <>
      <div className={ui.figures}>
        <Figure
          label="Float"
          value={<span className={agent.float < 0 ? ui.negative : undefined}>{formatMoney(agent.float)}</span>}
          hint="points"
        />
        <Figure
          label="Credit limit"
          value={formatMoney(agent.creditLimit)}
          hint={agent.creditLimit ? 'below zero' : 'none'}
        />
        <Figure label="Players" value={formatMoney(agent.players)} />
        <Figure label="Commission" value={formatRate(agent.commissionBp)} hint="of weekly net loss" />
        {agent.role === 'master_agent' ? (
          <Figure label="Override" value={formatRate(agent.overrideBp)} hint="on their agents' players" />
        ) : null}
        <Figure label="Status" value={<AgentStatus agent={agent} />} isText />
        <Figure label="Created" value={formatInstant(agent.createdAt)} isText />
      </div>
      <Panel title="Invite link">
        <InviteLink code={agent.inviteCode} link={agent.link} copyLabel={`Copy the invite link of ${agent.username}`} />
        <dl className={ui.keyValues}>
          <dt>Players see</dt>
          <dd>{agent.displayName || '—'}</dd>
          <dt>Call</dt>
          <dd>{agent.contactMobile ?? '—'}</dd>
          <dt>WhatsApp</dt>
          <dd>{agent.whatsapp ?? '—'}</dd>
          <dt>UPI id</dt>
          <dd>{agent.upiId ?? '— (deposits go to the house)'}</dd>
        </dl>
      </Panel>
      {isOwner ? (
        <>
          <FloatMovePanel
            title="Float"
            directions={OWNER_DIRECTIONS}
            float={agent.float}
            schemaOf={ownerFloatFormSchema}
            mutation={move}
          />
          <AgentEditPanel key={agent.id} agent={agent} />
          <div className={ui.actions}>
            <Button
              variant="outline"
              className={`${ui.small} ${agent.suspended ? '' : ui.dangerOutline}`}
              onClick={() => setWhich('suspended')}
            >
              {agent.suspended ? 'Lift suspension' : 'Suspend'}
            </Button>
            <Button variant="outline" className={ui.small} onClick={() => setWhich('active')}>
              {agent.active ? 'Turn sign-in off' : 'Turn sign-in on'}
            </Button>
          </div>
          <SwitchDialog agent={agent} which={which} onClose={() => setWhich(null)} />
        </>
      ) : null}
      <FloatLedgerPanel agent={agent} />
    </>
  );
}

/** One master agent or agent: figures, invite link, the owner's float moves, changes and switches, the float ledger. */
export default function AgentScreen({ params }: ConsoleScreenProps) {
  const id = Number(params.id);
  const agents = useAgent(Number.isSafeInteger(id) ? id : -1);
  const { agent } = agents;
  return (
    <>
      <PageHeader
        title={agent ? agent.displayName || agent.username : 'Agent'}
        subtitle={
          agent
            ? `${agent.username} · ${roleName(agent.role)}${agent.parentName ? ` under ${agent.parentName}` : ''}`
            : undefined
        }
        actions={
          <>
            {agent ? (
              <ButtonLink
                variant="outline"
                className={ui.small}
                to={`${adminPaths.agentStatements}?agentId=${agent.id}`}
              >
                Statements
              </ButtonLink>
            ) : null}
            <ButtonLink variant="outline" className={ui.small} to={adminPaths.agents}>
              All agents
            </ButtonLink>
          </>
        }
      />
      <QueryState query={agents} rows={5}>
        {() => (agent ? <AgentDetail agent={agent} /> : <p className={ui.state}>Agent not found.</p>)}
      </QueryState>
    </>
  );
}
