import { useState } from 'react';
import { errorMessage } from '../../api/admin-client.ts';
import { usePendingDeposits } from '../../api/funds.ts';
import { type Payment, useDecidePayment } from '../../api/payments.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { matchesSearch } from '../../lib/payment-decision.ts';
import { PAYMENTS_TEXT } from '../../texts.ts';
import styles from './unmatched-payments-screen.module.css';

/** At most this many pending requests are listed to choose from; the search narrows them. */
const SHOWN = 20;

/**
 * Linking a payment to a player's pending deposit request, found by the player's mobile or the
 * request number (with nothing typed: the pending requests of the payment's amount); opened from a
 * claim beside the payment (`requestId`), that request is found and chosen. Linking credits the
 * request with the whole rupees received; the server audits it.
 */
export function LinkPaymentDialog({
  payment,
  requestId,
  onClose,
}: {
  payment: Payment;
  requestId?: number | undefined;
  onClose: () => void;
}) {
  const [search, setSearch] = useState(requestId === undefined ? '' : String(requestId));
  const [chosen, setChosen] = useState<number | null>(requestId ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const pending = usePendingDeposits();
  const decide = useDecidePayment();
  const rupees = Math.floor(payment.amountPaise / 100);
  const matches = (pending.data ?? []).filter((request) => matchesSearch(request, search, rupees));
  const chosenRequest = pending.data?.find((request) => request.id === chosen);

  function close() {
    decide.reset();
    onClose();
  }

  function confirm() {
    if (chosen === null) {
      setProblem(PAYMENTS_TEXT.chooseRequest);
      return;
    }
    decide.mutate({ id: payment.id, decision: 'link', body: { requestId: chosen } }, { onSuccess: close });
  }

  return (
    <ConfirmDialog
      title={`Link payment #${payment.id}?`}
      isOpen
      onClose={close}
      onConfirm={confirm}
      confirmLabel="Link and credit"
      isBusy={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : problem}
    >
      <dl className={ui.keyValues}>
        <dt>Amount</dt>
        <dd>₹{payment.amount}</dd>
        <dt>UTR</dt>
        <dd className={ui.mono}>{payment.utr ?? '—'}</dd>
        <dt>Payer</dt>
        <dd>{payment.payerVpa || '—'}</dd>
        <dt>Not matched</dt>
        <dd>{payment.reason || '—'}</dd>
      </dl>
      <FormField
        label="Player mobile or request number"
        hint={search.trim() === '' ? `Showing the pending requests of ${formatMoney(rupees)}` : undefined}
      >
        {(control) => (
          <input
            {...control}
            value={search}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
      {pending.isPending ? (
        <p className={ui.muted} role="status">
          Loading the pending requests…
        </p>
      ) : pending.isError ? (
        <p className={ui.alert} role="alert">
          {errorMessage(pending.error)}
        </p>
      ) : matches.length === 0 ? (
        <p className={ui.muted}>No pending request matches.</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">Pending request</legend>
          {matches.slice(0, SHOWN).map((request) => (
            <label key={request.id} className={styles.choice}>
              <input
                type="radio"
                name="request"
                value={request.id}
                checked={chosen === request.id}
                onChange={() => {
                  setChosen(request.id);
                  setProblem(null);
                }}
              />
              <span>
                <strong>
                  #{request.id} · {formatMoney(request.amount)}
                </strong>{' '}
                {request.name || request.mobile} · {request.mobile}
                <span className={`${ui.muted} ${styles.choiceDetail}`}>
                  {formatInstant(request.createdAt)}
                  {request.utr ? ` · UTR ${request.utr}` : ''}
                  {request.method ? ` · ${request.method}` : ''}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {chosenRequest ? (
        <p>
          {formatMoney(rupees)} points are credited to {chosenRequest.name || chosenRequest.mobile}&apos;s wallet
          {chosenRequest.amount !== rupees ? ` (the request claims ${formatMoney(chosenRequest.amount)})` : ''}.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
