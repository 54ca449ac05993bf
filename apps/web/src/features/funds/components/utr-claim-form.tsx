import { checkUtr, normaliseUtr } from '@pana/domain/catalogue';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { addFundRequest } from '../api/add-fund-request.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';
import { UtrField } from './utr-field.tsx';

/** A payment made in the UPI app, waiting for its UTR. */
export type PaidClaim = { amount: number; method: string; reference: string };

type UtrClaimFormProps = {
  claim: PaidClaim;
  /** The request was registered: credited at once (its payment had arrived) or pending its payment. */
  onSent: (isCredited: boolean) => void;
  onCancel: () => void;
};

/**
 * The step after the UPI app (ADR 011): the player enters the 12-digit UTR of the payment, checked
 * here (the domain's `checkUtr`) and again by the server, whose refusal (already used, malformed)
 * shows under the field. The request carries the payment's reference and its UTR.
 */
export function UtrClaimForm({ claim, onSent, onCancel }: UtrClaimFormProps) {
  const t = useMessages(fundsMessages);
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const isBusy = useRef(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return;
    const problem = checkUtr(utr);
    if (problem) {
      setError(problem);
      return;
    }
    isBusy.current = true;
    setIsSending(true);
    setError(undefined);
    try {
      const answer = await addFundRequest({
        amount: claim.amount,
        method: claim.method,
        txnRef: claim.reference,
        utr: normaliseUtr(utr),
      });
      onSent(answer.deposit_status === 'credited');
    } catch (failure) {
      setError(serverMessage(failure) ?? t.initiateFailed);
    } finally {
      isBusy.current = false;
      setIsSending(false);
    }
  }

  return (
    <form className={`${formStyles.form} ${styles.claim}`} onSubmit={send} noValidate>
      <p className={styles.notice}>{t.utrStep({ amount: claim.amount, method: claim.method })}</p>
      <UtrField
        value={utr}
        onChange={(value) => {
          setUtr(value);
          setError(undefined);
        }}
        error={error}
        disabled={isSending}
      />
      <div className={styles.claimActions}>
        <Button type="submit" isBlock disabled={isSending}>
          {isSending ? t.submitting : t.submitUtr}
        </Button>
        <Button variant="ghost" isBlock onClick={onCancel} disabled={isSending}>
          {t.startAgain}
        </Button>
      </div>
    </form>
  );
}
