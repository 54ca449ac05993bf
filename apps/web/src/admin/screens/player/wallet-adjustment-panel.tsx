import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { adjustWallet, type PlayerRow, usePlayerMutation } from '../../api/players.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { formatMoney, formatSigned } from '../../lib/format.ts';
import { walletAdjustmentFormSchema } from '../../lib/wallet-adjustment.ts';
import styles from './player-screen.module.css';

type Adjustment = { mobile: string; amount: number; note: string };

/** A credit or debit of a player's wallet with its reason, applied after a confirmation showing the new balance. */
export function WalletAdjustmentPanel({ user }: { user: PlayerRow }) {
  const schema = useMemo(() => walletAdjustmentFormSchema(user.mobile), [user.mobile]);
  const form = useZodForm(schema, { defaultValues: { amount: '', note: '' } });
  const { errors } = form.formState;
  const [pending, setPending] = useState<Adjustment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const adjust = usePlayerMutation(user.mobile, adjustWallet);
  const submit = form.handleSubmit((adjustment) => setPending(adjustment));

  function confirm() {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: () => {
        setDone(`${formatSigned(pending.amount)} points applied to ${user.name || user.mobile}'s wallet.`);
        setPending(null);
        form.reset({ amount: '', note: '' });
      },
    });
  }

  return (
    <Panel title="Wallet adjustment">
      <form
        className={ui.form}
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        noValidate
        aria-label="Wallet adjustment"
      >
        <div className={ui.formGrid}>
          <FormField
            label="Amount (points)"
            hint="Positive adds, negative takes away: 500 or -200"
            error={errors.amount?.message}
          >
            {(control) => <input {...control} {...form.register('amount')} inputMode="numeric" />}
          </FormField>
          <FormField label="Reason" hint="Kept in the ledger and the audit log" error={errors.note?.message}>
            {(control) => <input {...control} {...form.register('note')} maxLength={200} />}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className={`${ui.small} ${styles.startAligned}`}>
          Adjust wallet
        </Button>
        {done ? (
          <p className={ui.success} role="status">
            {done}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        title={
          pending && pending.amount > 0
            ? `Add ${formatMoney(pending.amount)} points?`
            : `Take ${formatMoney(Math.abs(pending?.amount ?? 0))} points?`
        }
        isOpen={pending !== null}
        onClose={() => {
          setPending(null);
          adjust.reset();
        }}
        onConfirm={confirm}
        confirmLabel="Adjust wallet"
        tone={pending && pending.amount < 0 ? 'danger' : 'primary'}
        isBusy={adjust.isPending}
        error={adjust.isError ? errorMessage(adjust.error) : null}
      >
        <dl className={ui.keyValues}>
          <dt>Player</dt>
          <dd>
            {user.name} · {user.mobile}
          </dd>
          <dt>Balance now</dt>
          <dd>{formatMoney(user.balance)}</dd>
          <dt>After</dt>
          <dd>{formatMoney(user.balance + (pending?.amount ?? 0))}</dd>
          <dt>Reason</dt>
          <dd>{pending?.note}</dd>
        </dl>
      </ConfirmDialog>
    </Panel>
  );
}
