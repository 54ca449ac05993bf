import { DEPOSIT_METHODS, type DepositMethod } from '@pana/domain/catalogue';
import { depositFormSchema } from '@pana/domain/forms';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { userInfoQueryKey } from '../../../lib/api/get-user-info.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { addFundRequest } from '../api/add-fund-request.ts';
import { fundInfoQueryOptions, useFundInfo } from '../api/get-fund-info.ts';
import { type AgentPayee, type OnlineCheckout } from '../api/get-gateway-status.ts';
import { payeeUpiIdQueryOptions, usePayeeUpiId } from '../api/get-payee-upi-id.ts';
import { launchPaymentApp, watchPageLeave } from '../lib/launch-payment-app.ts';
import { buildUpiLink, FUND_REQUEST_DELAY_MS, transactionReference } from '../lib/upi-link.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';
import { OnlinePayment } from './online-payment.tsx';
import { type PaidClaim, UtrClaimForm } from './utr-claim-form.tsx';

const QUICK_AMOUNTS = [500, 1000, 2000, 5000] as const;
const FIELDS = ['amount', 'method'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Add Funds: amount and payment method (PhonePe, GPay, Paytm, Others). The button stays disabled
 * without both and reads Processing while busy. Submitting launches the UPI app with a deep link to
 * the gateway's UPI id (`gatewayUrl`: the gateway status's gateway_url, '' for this server) and
 * registers the fund request 2000 ms later with the same reference, then says what happens next.
 * When no UPI app took the link (the page never left), no request is sent and the screen says so.
 *
 * With `isUtrRequired` (the server matches deposits by their UTR, ADR 011) the request waits for
 * the player to come back from the UPI app and enter the payment's 12-digit UTR (UtrClaimForm);
 * the server then credits it when the payment's notification arrives.
 *
 * With `onlineCheckout` (the operator switched the online gateway on) "Pay online" comes first: the
 * gateway's checkout for the amount (OnlinePayment); the UPI apps below work as before.
 *
 * With `agent` (ADR 029: the player's agent set a UPI id) the UPI app pays the agent's id, named in a
 * notice above the form; the request then waits for the agent, who adds the points (no gateway, no UTR).
 */
export function AddFundsForm({
  gatewayUrl = '',
  isUtrRequired = false,
  onlineCheckout = null,
  agent = null,
}: {
  gatewayUrl?: string;
  isUtrRequired?: boolean;
  onlineCheckout?: OnlineCheckout | null;
  agent?: AgentPayee | null;
}) {
  const t = useMessages(fundsMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const fundInfo = useFundInfo();
  const payee = usePayeeUpiId(gatewayUrl, agent === null);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<DepositMethod | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const [isProcessing, setIsProcessing] = useState(false);
  /** What the last press led to: the request sent (or credited at once), or no UPI app on this device. */
  const [outcome, setOutcome] = useState<'sent' | 'credited' | 'noApp' | null>(null);
  /** A payment made in the UPI app whose UTR the player is asked for. */
  const [claim, setClaim] = useState<PaidClaim | null>(null);
  const isBusy = useRef(false);
  const minAmount = fundInfo.data?.min_amt ?? 0;
  // The button stays disabled without a method; once an amount is in, the domain's message says why
  // (not while Pay online is offered: the amount may be meant for it, and no method is missing there).
  const methodHint =
    amount !== '' && !method && !onlineCheckout
      ? depositFormSchema({ minAmount }).shape.method.safeParse(method).error?.issues[0]?.message
      : undefined;

  async function readLimits(): Promise<{
    minAmount: number;
    maxAmount: number;
    ownLimit: (amount: number) => string | null;
  }> {
    // Fresh each time: the player's own limits and break (ADR 018) change with every deposit.
    const info = await queryClient
      .fetchQuery({ ...fundInfoQueryOptions(session?.token, session?.mobile ?? ''), staleTime: 0 })
      .catch(() => undefined);
    const ownLimit = (amount: number): string | null => {
      if (info?.deposit_refusal) return info.deposit_refusal;
      if (info && info.deposit_room !== null && amount > info.deposit_room) return info.deposit_room_message || null;
      return null;
    };
    return { minAmount: info?.min_amt ?? 0, maxAmount: info?.max_amt ?? 0, ownLimit };
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return; // Enter in the amount field still checks: the messages say what is missing
    isBusy.current = true;
    setIsProcessing(true);
    setOutcome(null);
    try {
      const limits = await readLimits();
      const checked = depositFormSchema(limits).safeParse({ amount, method });
      if (!checked.success) {
        setErrors(fieldErrors(checked.error, FIELDS));
        return;
      }
      setErrors({});
      // The player's own deposit limit or break refuses it: say so before any UPI app opens (ADR 018).
      const refusal = limits.ownLimit(checked.data.amount);
      if (refusal) {
        notifyError(refusal, { id: 'add-funds' });
        return;
      }
      const upiId = agent
        ? agent.upiId
        : await queryClient.fetchQuery(payeeUpiIdQueryOptions(gatewayUrl)).catch(() => null);
      if (upiId === null) {
        notifyError(t.loadFailed, { id: 'add-funds' });
        return;
      }
      if (upiId === '') {
        notifyError(t.upiNotFound, { id: 'add-funds' });
        return;
      }
      const reference = transactionReference(Date.now());
      const leave = watchPageLeave();
      try {
        launchPaymentApp(
          buildUpiLink({
            upiId,
            payeeName: agent?.name || env.appName,
            amount: checked.data.amount,
            reference,
            method: checked.data.method,
          }),
        );
      } catch {
        leave.stop();
        notifyError(t.initiateFailed, { id: 'add-funds' });
        return;
      }
      await wait(FUND_REQUEST_DELAY_MS);
      if (!leave.stop()) {
        setOutcome('noApp');
        return;
      }
      if (isUtrRequired && !agent) {
        setClaim({ amount: checked.data.amount, method: checked.data.method, reference });
        return;
      }
      try {
        await addFundRequest({ amount: checked.data.amount, method: checked.data.method, txnRef: reference });
        setOutcome('sent');
        setAmount('');
        setMethod('');
        void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
      } catch (error) {
        notifyError(serverMessage(error) ?? t.initiateFailed, { id: 'add-funds' });
      }
    } finally {
      isBusy.current = false;
      setIsProcessing(false);
    }
  }

  function claimSent(isCredited: boolean) {
    setClaim(null);
    setOutcome(isCredited ? 'credited' : 'sent');
    setAmount('');
    setMethod('');
    void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
  }

  if (claim) return <UtrClaimForm claim={claim} onSent={claimSent} onCancel={() => setClaim(null)} />;

  return (
    <form className={formStyles.form} onSubmit={pay} noValidate>
      {agent ? (
        <p className={styles.notice} data-testid="agent-payee">
          {agent.name ? t.payAgentNamed({ name: agent.name, upiId: agent.upiId }) : t.payAgent({ upiId: agent.upiId })}
        </p>
      ) : null}
      {payee.isError && !agent ? (
        <p className={styles.alert} role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      <TextField
        label={t.amount}
        name="amount"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.amountPlaceholder}
        maxLength={7}
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
        error={errors.amount}
        disabled={isProcessing}
      />
      {minAmount > 0 ? <p className={styles.hint}>{t.minimumHint({ min: minAmount })}</p> : null}
      <div className={styles.chips}>
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={styles.chip}
            onClick={() => setAmount(String(quick))}
            disabled={isProcessing}
          >
            {quick}
          </button>
        ))}
      </div>
      {onlineCheckout ? (
        <>
          <OnlinePayment
            checkout={onlineCheckout}
            amount={amount}
            readLimits={readLimits}
            onAmountError={(message) =>
              setErrors(({ amount: _previous, ...others }) => (message ? { ...others, amount: message } : others))
            }
            onPaid={() => setAmount('')}
            disabled={isProcessing}
          />
          <p className={styles.divider}>{t.orPayWithUpiApp}</p>
        </>
      ) : null}
      <fieldset className={styles.methods} disabled={isProcessing}>
        <legend className={styles.legend}>{t.method}</legend>
        <div className={styles.methodGrid}>
          {DEPOSIT_METHODS.map((option) => (
            <label key={option} className={styles.method}>
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {option === 'Others' ? t.otherMethod : option}
            </label>
          ))}
        </div>
        <FieldError message={errors.method ?? methodHint} />
      </fieldset>
      <Button type="submit" isBlock disabled={isProcessing || !method || amount === ''}>
        {isProcessing ? t.processing : t.addFunds}
      </Button>
      {outcome === 'sent' ? (
        <p className={styles.notice} role="status">
          {agent ? t.agentRequestSent : t.requestSent}
        </p>
      ) : null}
      {outcome === 'credited' ? (
        <p className={styles.notice} role="status">
          {t.credited}
        </p>
      ) : null}
      {outcome === 'noApp' ? (
        <p className={styles.alert} role="alert">
          {t.noUpiApp} <Link to={paths.qrPay}>{t.payByQr}</Link>
        </p>
      ) : null}
    </form>
  );
}
