import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type DeclaredResult, type RevertOutcome, revertResult } from '../../api/results.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { revertFormSchema, type Session } from '../../lib/result-entry.ts';
import styles from './results-screen.module.css';

/** A declared result to revert, and which of its sessions can be (a main close first). */
export type RevertTarget = { row: DeclaredResult; sessions: Session[] };

/** Reverting a result: which one (a main market's open reverts its close first) and the reason, after a warning. */
export function RevertDialog({
  target,
  onClose,
  onReverted,
}: {
  target: RevertTarget;
  onClose: () => void;
  onReverted: (outcome: RevertOutcome, row: DeclaredResult) => void;
}) {
  const { row, sessions } = target;
  const schema = useMemo(() => revertFormSchema(row), [row]);
  const form = useZodForm(schema, {
    defaultValues: { reason: '', session: sessions.includes('close') ? 'close' : (sessions[0] ?? 'open') },
  });
  const revert = useMutation({ mutationFn: revertResult });

  function close() {
    revert.reset();
    onClose();
  }

  const confirm = form.handleSubmit((body) =>
    revert.mutate(body, {
      onSuccess: (outcome) => {
        onReverted(outcome, row);
        close();
      },
    }),
  );

  return (
    <ConfirmDialog
      title={`Revert ${row.market} ${row.date}?`}
      isOpen
      onClose={close}
      onConfirm={() => void confirm()}
      confirmLabel="Revert result"
      tone="danger"
      isBusy={revert.isPending}
      error={revert.isError ? errorMessage(revert.error) : null}
    >
      <p>
        Every win this result paid is taken back from the players (a balance may go below zero), its bids become pending
        again and the result is cleared. Declare the corrected result afterwards.
      </p>
      {sessions.length > 1 ? (
        <fieldset className={`${ui.field} ${styles.plainFieldset}`}>
          <legend className={ui.label}>Which result</legend>
          <label className={ui.actions}>
            <input type="radio" value="close" {...form.register('session')} />
            Close result ({row.closePana})
          </label>
          <label className={ui.actions}>
            <input type="radio" value="open" {...form.register('session')} />
            Open result ({row.openPana}) — reverts the close result first
          </label>
        </fieldset>
      ) : null}
      <FormField label="Reason (recorded in the audit log)" error={form.formState.errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} maxLength={200} />}
      </FormField>
    </ConfirmDialog>
  );
}
