import { useMemo } from 'react';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type FundRequest,
  isBankPayout,
  payoutNumberOf,
  type Queue,
  txnRefOf,
  useDecide,
  utrOf,
} from '../../api/funds.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { formatMoney } from '../../lib/format.ts';
import { decisionFormSchema } from '../../lib/funds-decision.ts';

/** A request to decide, and the decision. */
export type PendingDecision = { request: FundRequest; decision: 'approve' | 'reject' };

/** Approving or rejecting a deposit or withdrawal: what happens to the wallet, a note, the receipt of a payout. */
export function DecisionDialog({
  queue,
  pending,
  onClose,
}: {
  queue: Queue;
  pending: PendingDecision;
  onClose: () => void;
}) {
  const { request, decision } = pending;
  const schema = useMemo(() => decisionFormSchema(queue, decision), [queue, decision]);
  const form = useZodForm(schema, { defaultValues: { note: '', receipt: '' } });
  const { errors } = form.formState;
  const decide = useDecide();
  const isApprove = decision === 'approve';
  const isDeposit = queue === 'deposits';
  /** A withdrawal to a bank account: approving clears it for the bank's payout file (ADR 012). */
  const bank = !isDeposit && isBankPayout(request) ? request : null;
  const isBank = bank !== null;

  function close() {
    decide.reset();
    onClose();
  }

  const confirm = form.handleSubmit((body) =>
    decide.mutate({ queue, id: request.id, decision, body }, { onSuccess: close }),
  );

  const what = isDeposit ? 'deposit' : 'withdrawal';
  return (
    <ConfirmDialog
      title={`${isApprove ? 'Approve' : 'Reject'} ${what} #${request.id}?`}
      isOpen
      onClose={close}
      onConfirm={() => void confirm()}
      confirmLabel={isApprove ? `Approve ${what}` : `Reject ${what}`}
      tone={isApprove ? 'primary' : 'danger'}
      isBusy={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : null}
    >
      <dl className={ui.keyValues}>
        <dt>Player</dt>
        <dd>
          {request.name} · {request.mobile}
        </dd>
        <dt>Amount</dt>
        <dd>{formatMoney(request.amount)}</dd>
        {request.method ? (
          <>
            <dt>Method</dt>
            <dd>{request.method}</dd>
          </>
        ) : null}
        {isDeposit && txnRefOf(request) ? (
          <>
            <dt>Transaction ref.</dt>
            <dd className={ui.mono}>{txnRefOf(request)}</dd>
          </>
        ) : null}
        {isDeposit && utrOf(request) ? (
          <>
            <dt>UTR</dt>
            <dd className={ui.mono}>{utrOf(request)}</dd>
          </>
        ) : null}
        {!isDeposit && payoutNumberOf(request) ? (
          <>
            <dt>Pay to</dt>
            <dd className={ui.mono}>
              {bank
                ? `${bank.bankHolderName ?? ''} · ${payoutNumberOf(bank)} · ${bank.bankIfsc ?? ''}`
                : payoutNumberOf(request)}
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        {isDeposit
          ? isApprove
            ? `${formatMoney(request.amount)} points are credited to the player's wallet. Check the payment arrived first.`
            : 'No points are credited. The player sees the request as rejected.'
          : isApprove
            ? isBank
              ? "Approving clears it for a bank payout: it waits in Bulk payouts for the bank's payout file. The points stay held until the bank's result says paid, or failed (then they go back)."
              : 'Pay the player first: approving records the payout of the points already held from the wallet.'
            : `The ${formatMoney(request.amount)} points held for this withdrawal go back to the player's wallet.`}
      </p>
      {!isDeposit && isApprove && !isBank ? (
        <FormField
          label="Payment receipt link (optional)"
          hint="A link to the screenshot or bank receipt of the payment"
          error={errors.receipt?.message}
        >
          {(control) => <input {...control} {...form.register('receipt')} type="url" placeholder="https://…" />}
        </FormField>
      ) : null}
      <FormField label={isApprove ? 'Note (optional)' : 'Reason (shown to the player)'} error={errors.note?.message}>
        {(control) => <textarea {...control} {...form.register('note')} maxLength={200} />}
      </FormField>
    </ConfirmDialog>
  );
}
