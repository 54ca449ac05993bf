import { type UseMutationResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Panel } from '../../components/panel.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { formatMoney } from '../../lib/format.ts';
import styles from './agents.module.css';

/** One direction of a float movement: what the form and its confirmation say, and which way the float goes. */
export type FloatDirection<D extends string> = {
  value: D;
  /** The tab and button: "Top up", "Take back". */
  label: string;
  /** +1 into the agent's float, −1 out of it. */
  sign: 1 | -1;
  /** The confirmation's title for an amount: "Top up ravi's float by 5,000 points?". */
  title: (amount: string) => string;
};

type Move<D extends string> = { direction: D; amount: number | string; note: string };

/**
 * A float movement (the owner's top-up or take-back, a master agent's give or take): direction, amount
 * and note, then a confirmation showing the float before and after; the server's refusal shows in it.
 */
export function FloatMovePanel<D extends string>({
  title,
  directions,
  float,
  schemaOf,
  mutation,
  onDone,
}: {
  title: string;
  directions: readonly [FloatDirection<D>, FloatDirection<D>];
  /** The agent's float now. */
  float: number;
  schemaOf: (direction: D) => z.ZodType<Move<D>, { amount: string; note: string }>;
  mutation: UseMutationResult<unknown, Error, Move<D>>;
  onDone?: (message: string) => void;
}) {
  const [direction, setDirection] = useState<D>(directions[0].value);
  const chosen = directions.find((d) => d.value === direction) ?? directions[0];
  const schema = useMemo(() => schemaOf(direction), [schemaOf, direction]);
  const form = useZodForm(schema, { defaultValues: { amount: '', note: '' } });
  const { errors } = form.formState;
  const [pending, setPending] = useState<Move<D> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit((move) => {
    mutation.reset();
    setPending(move);
  });
  const amount = Number(pending?.amount ?? 0);

  function confirm() {
    if (!pending) return;
    mutation.mutate(pending, {
      onSuccess: () => {
        const message = `${chosen.label}: ${formatMoney(amount)} points done.`;
        setDone(message);
        onDone?.(message);
        setPending(null);
        form.reset({ amount: '', note: '' });
      },
    });
  }

  return (
    <Panel title={title}>
      <Tabs
        label={`${title}: direction`}
        value={direction}
        options={directions.map((d) => ({ value: d.value, label: d.label }))}
        onChange={(value) => {
          setDirection(value);
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
        aria-label={title}
      >
        <div className={ui.formGrid}>
          <FormField label="Amount (points)" error={errors.amount?.message}>
            {(control) => <input {...control} {...form.register('amount')} inputMode="numeric" />}
          </FormField>
          <FormField label="Note" hint="Kept in the float ledger and the audit log" error={errors.note?.message}>
            {(control) => <input {...control} {...form.register('note')} maxLength={255} />}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className={`${ui.small} ${styles.startAligned}`}>
          {chosen.label}
        </Button>
        {done ? (
          <p className={ui.success} role="status">
            {done}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        title={chosen.title(formatMoney(amount))}
        isOpen={pending !== null}
        onClose={() => {
          setPending(null);
          mutation.reset();
        }}
        onConfirm={confirm}
        confirmLabel={chosen.label}
        tone={chosen.sign < 0 ? 'danger' : 'primary'}
        isBusy={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error) : null}
      >
        <dl className={ui.keyValues}>
          <dt>Float now</dt>
          <dd>{formatMoney(float)}</dd>
          <dt>After</dt>
          <dd>{formatMoney(float + chosen.sign * amount)}</dd>
          <dt>Note</dt>
          <dd>{pending?.note}</dd>
        </dl>
      </ConfirmDialog>
    </Panel>
  );
}
