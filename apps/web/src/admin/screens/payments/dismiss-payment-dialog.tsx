import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { type Payment, useDecidePayment } from '../../api/payments.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { dismissFormSchema } from '../../lib/payment-decision.ts';

/** Dismissing a payment nobody claims (a refund, a test): no wallet moves; the reason is required and audited. */
export function DismissPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const form = useZodForm(dismissFormSchema, { defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const decide = useDecidePayment();

  function close() {
    decide.reset();
    onClose();
  }

  const confirm = form.handleSubmit((body) =>
    decide.mutate({ id: payment.id, decision: 'dismiss', body }, { onSuccess: close }),
  );

  return (
    <ConfirmDialog
      title={`Dismiss payment #${payment.id}?`}
      isOpen
      onClose={close}
      onConfirm={() => void confirm()}
      confirmLabel="Dismiss payment"
      tone="danger"
      isBusy={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : null}
    >
      <dl className={ui.keyValues}>
        <dt>Amount</dt>
        <dd>₹{payment.amount}</dd>
        <dt>UTR</dt>
        <dd className={ui.mono}>{payment.utr ?? '—'}</dd>
        <dt>Payer</dt>
        <dd>{payment.payerVpa || '—'}</dd>
      </dl>
      <p>
        No points are credited for this payment and no player can claim its UTR any more. Refund it from the bank if it
        should go back.
      </p>
      <FormField label="Reason (kept in the audit log)" error={errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} maxLength={255} />}
      </FormField>
    </ConfirmDialog>
  );
}
