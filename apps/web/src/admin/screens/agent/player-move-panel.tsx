import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type AgentCashoutRequest,
  type AgentPlayer,
  type AgentPlayerMove,
  type PlayerMoveKind,
  useAgentMe,
  useAgentPlayerMove,
} from '../../api/agent.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { playerMoveFormSchema } from '../../lib/agent-forms.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import styles from '../agents/agents.module.css';

const KINDS = [
  { value: 'credit', label: 'Credit' },
  { value: 'take-back', label: 'Take back' },
] as const;

/**
 * Points from the agent's float to one of their own players (Credit), or back (Take back): amount and
 * an optional note, then a confirmation with the float and the wallet before and after. The server's
 * refusal (not enough float, beyond the credit limit, the player's deposit limit…) shows in its words.
 * A take-back answers the player's cash-out request only (ADR 029): the request is shown, its amount
 * pre-filled, and without one the button is disabled.
 */
export function PlayerMovePanel({
  player,
  cashoutRequest,
}: {
  player: AgentPlayer;
  cashoutRequest: AgentCashoutRequest | null;
}) {
  const [kind, setKind] = useState<PlayerMoveKind>('credit');
  const form = useZodForm(playerMoveFormSchema, { defaultValues: { amount: '', note: '' } });
  const requestId = cashoutRequest?.id ?? null;
  const requestedAmount = cashoutRequest?.amount ?? null;
  // Take back starts at what the player asked for (a new request replaces the figure).
  useEffect(() => {
    if (kind === 'take-back') form.setValue('amount', requestedAmount === null ? '' : String(requestedAmount));
  }, [kind, requestId, requestedAmount, form]);
  const cannotTakeBack = kind === 'take-back' && cashoutRequest === null;
  const { errors } = form.formState;
  const [pending, setPending] = useState<AgentPlayerMove | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const move = useAgentPlayerMove(player.mobile);
  const me = useAgentMe();
  const name = player.name || player.mobile;
  const amount = Number(pending?.amount ?? 0);
  const sign = kind === 'credit' ? 1 : -1;
  const submit = form.handleSubmit((body) => {
    move.reset();
    setPending(body);
  });

  function confirm() {
    if (!pending) return;
    move.mutate(
      { kind, move: kind === 'take-back' && cashoutRequest ? { ...pending, requestId: cashoutRequest.id } : pending },
      {
        onSuccess: (answer) => {
          setDone(
            kind === 'credit'
              ? `${formatMoney(amount)} points credited to ${name}. Their wallet: ${formatMoney(answer.balance)}; your float: ${formatMoney(answer.float)}.`
              : `${formatMoney(amount)} points taken back from ${name}. Their wallet: ${formatMoney(answer.balance)}; your float: ${formatMoney(answer.float)}.`,
          );
          setPending(null);
          if (kind === 'credit') form.reset({ amount: '', note: '' });
        },
      },
    );
  }

  return (
    <Panel title="Credit or take back">
      <Tabs
        label="Credit or take back"
        value={kind}
        options={KINDS}
        onChange={(value) => {
          setKind(value);
          setDone(null);
          form.clearErrors();
        }}
      />
      <form
        className={ui.form}
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        noValidate
        aria-label={kind === 'credit' ? 'Credit points' : 'Take back points'}
      >
        {kind === 'take-back' ? (
          cashoutRequest ? (
            <p className={ui.notice} role="status">
              Asked to cash out {formatMoney(cashoutRequest.amount)} points · {formatInstant(cashoutRequest.createdAt)}
            </p>
          ) : (
            <p className={ui.notice}>
              The player has not asked to cash out. Points are taken back only on their request.
            </p>
          )
        ) : null}
        <div className={ui.formGrid}>
          <FormField
            label="Amount (points)"
            hint={kind === 'credit' ? 'From your float to the wallet' : 'From the wallet back to your float'}
            error={errors.amount?.message}
          >
            {(control) => <input {...control} {...form.register('amount')} inputMode="numeric" />}
          </FormField>
          <FormField label="Note" hint="Optional: e.g. cash received" error={errors.note?.message}>
            {(control) => <input {...control} {...form.register('note')} maxLength={255} />}
          </FormField>
        </div>
        <Button
          type="submit"
          variant="secondary"
          className={`${ui.small} ${styles.startAligned}`}
          disabled={cannotTakeBack}
        >
          {kind === 'credit' ? 'Credit' : 'Take back'}
        </Button>
        {done ? (
          <p className={ui.success} role="status">
            {done}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        title={
          kind === 'credit'
            ? `Credit ${formatMoney(amount)} points to ${name}?`
            : `Take back ${formatMoney(amount)} points from ${name}?`
        }
        isOpen={pending !== null}
        onClose={() => {
          setPending(null);
          move.reset();
        }}
        onConfirm={confirm}
        confirmLabel={kind === 'credit' ? 'Credit' : 'Take back'}
        tone={kind === 'credit' ? 'primary' : 'danger'}
        isBusy={move.isPending}
        error={move.isError ? errorMessage(move.error) : null}
      >
        <dl className={ui.keyValues}>
          <dt>Player</dt>
          <dd>
            {player.name} · {player.mobile}
          </dd>
          <dt>Wallet now</dt>
          <dd>{formatMoney(player.balance)}</dd>
          <dt>Wallet after</dt>
          <dd>{formatMoney(player.balance + sign * amount)}</dd>
          {me.data ? (
            <>
              <dt>Your float now</dt>
              <dd>{formatMoney(me.data.float)}</dd>
              <dt>Float after</dt>
              <dd>{formatMoney(me.data.float - sign * amount)}</dd>
            </>
          ) : null}
          {pending?.note ? (
            <>
              <dt>Note</dt>
              <dd>{pending.note}</dd>
            </>
          ) : null}
        </dl>
      </ConfirmDialog>
    </Panel>
  );
}
