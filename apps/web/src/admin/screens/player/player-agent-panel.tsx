import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import { movePlayer, useAgents } from '../../api/agents.ts';
import { type PlayerRow } from '../../api/players.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { agentTree } from '../../lib/agent-figures.ts';
import { AGENT_TEXT } from '../../texts.ts';
import styles from './player-screen.module.css';

/** The house: the player belongs to no agent. */
const HOUSE = 'house';

/**
 * The owner's Agent field of a player (ADR 029, "Attribution"): move the player to an agent or master
 * agent, or to the house, after a confirmation. The move is audited; the week's statement counts the
 * player for the agent they belong to when it closes.
 */
export function PlayerAgentPanel({ user }: { user: PlayerRow }) {
  const agents = useAgents();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (agentId: number | null) => movePlayer(user.mobile, { agentId }),
    onSuccess: (answer) => {
      setMoved(
        answer.agent
          ? `${user.name || user.mobile} now belongs to ${answer.agent}.`
          : `${user.name || user.mobile} now belongs to the house.`,
      );
      setIsConfirming(false);
      setChosen('');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'agents'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'player', user.mobile] });
    },
  });
  const target = chosen === HOUSE ? null : (agents.data?.find((agent) => String(agent.id) === chosen) ?? null);
  const targetName = target ? target.displayName || target.username : 'the house';

  return (
    <Panel title="Agent">
      <p className={ui.muted}>
        Which agent this player belongs to. A player moved during a week counts for the new agent that whole week.
      </p>
      <form
        className={ui.form}
        aria-label="Move to an agent"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMoved(null);
          if (!chosen) {
            setProblem(AGENT_TEXT.chooseAgent);
            return;
          }
          move.reset();
          setIsConfirming(true);
        }}
      >
        <div className={ui.formGrid}>
          <FormField label="Move to" error={problem ?? (agents.isError ? errorMessage(agents.error) : null)}>
            {(control) => (
              <select
                {...control}
                value={chosen}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setProblem(null);
                }}
              >
                <option value="">{agents.isPending ? 'Loading agents…' : 'Choose…'}</option>
                <option value={HOUSE}>The house (no agent)</option>
                {agentTree(agents.data ?? []).map(({ agent, depth }) => (
                  <option key={agent.id} value={agent.id}>
                    {depth === 1 ? '\u2003' : ''}
                    {agent.displayName || agent.username} ({agent.username}
                    {agent.role === 'master_agent' ? ', master agent' : ''})
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className={`${ui.small} ${styles.startAligned}`}>
          Move player
        </Button>
        {moved ? (
          <p className={ui.success} role="status">
            {moved}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        title={`Move ${user.name || user.mobile} to ${targetName}?`}
        isOpen={isConfirming}
        onClose={() => {
          setIsConfirming(false);
          move.reset();
        }}
        onConfirm={() => move.mutate(target ? target.id : null)}
        confirmLabel="Move player"
        isBusy={move.isPending}
        error={move.isError ? errorMessage(move.error) : null}
      >
        <p>
          {target
            ? `${targetName}'s console will list this player, and their weekly statement counts this player's stakes and wins.`
            : 'The player will belong to no agent: deposits and Contact Admin go to the house again.'}
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
