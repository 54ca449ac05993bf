import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAgentCashout, useAgentCashoutChange } from '../api/agent-cashout.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

/**
 * Withdraw's small "Cash out with your agent" section (ADR 029), for a player who belongs to an agent:
 * an amount and Send request, or the pending request with Cancel. No points move here: the agent takes
 * them back from the console, on this request only. The server checks the amount (whole, at most the
 * wallet) and answers in the player's language.
 */
export function AgentCashout() {
  const t = useMessages(fundsMessages);
  const cashout = useAgentCashout();
  const change = useAgentCashoutChange();
  const [amount, setAmount] = useState('');

  // Until the answer says the player has an agent (or when it cannot be read), Withdraw stays as it was.
  if (!cashout.data?.has_agent) return null;
  const pending = cashout.data.cashout_request;

  function send(next: { amount: number } | 'cancel') {
    change.mutate(next, {
      onSuccess: (answer) => {
        notifySuccess(answer.msg, { id: 'agent-cashout' });
        setAmount('');
      },
      onError: (error) =>
        notifyError((error instanceof ApiError && serverMessage(error)) || t.unexpectedError, { id: 'agent-cashout' }),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    send({ amount: Number(amount) });
  }

  return (
    <section className={styles.panel} aria-labelledby="agent-cashout-title">
      <h2 id="agent-cashout-title" className={styles.subtitle}>
        {t.cashoutTitle}
      </h2>
      {pending ? (
        <>
          <p className={styles.notice} role="status">
            {t.cashoutWaiting({ amount: formatPoints(pending.amount) })}
          </p>
          <Button variant="outline" isBlock disabled={change.isPending} onClick={() => send('cancel')}>
            {t.cashoutCancel}
          </Button>
        </>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="agent-cashout-title">
          <p className={styles.hint}>{t.cashoutHint}</p>
          <TextField
            label={t.cashoutPoints}
            name="cashout-amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t.pointsPlaceholder}
            maxLength={7}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            disabled={change.isPending}
          />
          <Button type="submit" isBlock disabled={change.isPending || amount === ''}>
            {t.cashoutSend}
          </Button>
        </form>
      )}
    </section>
  );
}
