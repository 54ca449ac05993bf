import { depositFormSchema } from '@pana/domain/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { userInfoQueryKey } from '../../../lib/api/get-user-info.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session.ts';
import {
  type Deposit,
  type DepositHistory,
  depositHistoryQueryKey,
  getDepositHistory,
} from '../../wallet/api/get-deposit-history.ts';
import { createPaymentOrder } from '../api/create-payment-order.ts';
import { type OnlineCheckout } from '../api/get-gateway-status.ts';
import { loadCheckoutScript, openCheckout } from '../lib/razorpay-checkout.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

/** How often a paid deposit is looked up until the gateway's notification credits it. */
export const CREDIT_POLL_MS = 2000;
/** Lookups after which the screen says it takes longer than usual (it keeps looking). */
const SLOW_AFTER_POLLS = 30;

type Step =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'loadFailed' }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed'; requestId: string }
  | { kind: 'crediting'; requestId: string; amount: number }
  | { kind: 'credited'; amount: number }
  | { kind: 'rejected'; reason: string };

type OnlinePaymentProps = {
  checkout: OnlineCheckout;
  /** The amount field as typed. */
  amount: string;
  readLimits: () => Promise<{ minAmount: number; maxAmount: number }>;
  /** Shows (or clears) the amount field's message. */
  onAmountError: (message: string | undefined) => void;
  /** The checkout says paid: the form clears its amount (a second press would pay again). */
  onPaid: () => void;
  disabled: boolean;
};

/**
 * Add Funds' "Pay online" path (ADR 011): the amount is checked, the gateway's checkout
 * script loaded (only now, from the server's URL), the order created (with its pending request), and
 * the checkout opened. Once it says paid, the request is watched until the gateway's notification
 * credits it; a closed checkout leaves the request pending and says so. A script that cannot be
 * loaded creates no order, and the UPI path below stays available.
 */
export function OnlinePayment({ checkout, amount, readLimits, onAmountError, onPaid, disabled }: OnlinePaymentProps) {
  const t = useMessages(fundsMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const isBusy = useRef(false);

  async function payOnline() {
    if (isBusy.current) return;
    isBusy.current = true;
    setStep({ kind: 'opening' });
    try {
      const checked = depositFormSchema(await readLimits()).shape.amount.safeParse(amount);
      if (!checked.success) {
        onAmountError(checked.error.issues[0]?.message);
        setStep({ kind: 'idle' });
        return;
      }
      onAmountError(undefined);
      let Razorpay;
      try {
        Razorpay = await loadCheckoutScript(checkout.scriptUrl);
      } catch {
        setStep({ kind: 'loadFailed' });
        return;
      }
      let order;
      try {
        order = await createPaymentOrder(checked.data);
      } catch (error) {
        setStep({ kind: 'failed', message: serverMessage(error) ?? t.initiateFailed });
        return;
      }
      let outcome;
      try {
        outcome = await openCheckout(Razorpay, {
          key: order.key_id,
          order_id: order.order_id,
          amount: order.amount,
          currency: order.currency,
          name: env.appName,
          description: t.checkoutDescription({ amount: checked.data }),
          prefill: { contact: session?.mobile ?? '' },
        });
      } catch {
        setStep({ kind: 'loadFailed' });
        return;
      }
      if (outcome.kind === 'paid') onPaid();
      setStep(
        outcome.kind === 'paid'
          ? { kind: 'crediting', requestId: order.request_id, amount: checked.data }
          : { kind: 'dismissed', requestId: order.request_id },
      );
      void queryClient.invalidateQueries({ queryKey: depositHistoryQueryKey(session?.token) });
    } finally {
      isBusy.current = false;
    }
  }

  function settled(result: { kind: 'credited'; amount: number } | { kind: 'rejected'; reason: string }) {
    setStep(result);
    void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
    void queryClient.invalidateQueries({ queryKey: depositHistoryQueryKey(session?.token) });
  }

  const isOpening = step.kind === 'opening';
  return (
    <div className={styles.online}>
      <Button isBlock onClick={() => void payOnline()} disabled={disabled || isOpening || amount === ''}>
        {isOpening ? t.processing : t.payOnline}
      </Button>
      <p className={styles.hint}>{t.payOnlineHint}</p>
      {step.kind === 'loadFailed' ? (
        <p className={styles.alert} role="alert">
          {t.checkoutLoadFailed}
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <p className={styles.alert} role="alert">
          {step.message}
        </p>
      ) : null}
      {step.kind === 'dismissed' ? (
        <p className={styles.notice} role="status">
          {t.paymentDismissed({ requestId: step.requestId })} <Link to={paths.addFundHistory}>{t.depositHistory}</Link>
        </p>
      ) : null}
      {step.kind === 'crediting' ? (
        <CreditWatch key={step.requestId} requestId={step.requestId} amount={step.amount} onSettled={settled} />
      ) : null}
      {step.kind === 'credited' ? (
        <p className={styles.success} role="status">
          {t.paymentCredited({ amount: step.amount })}
        </p>
      ) : null}
      {step.kind === 'rejected' ? (
        <p className={styles.alert} role="alert">
          {step.reason ? t.paymentRejectedBecause({ reason: step.reason }) : t.paymentRejected}
        </p>
      ) : null}
    </div>
  );
}

type CreditWatchProps = {
  requestId: string;
  amount: number;
  onSettled: (result: { kind: 'credited'; amount: number } | { kind: 'rejected'; reason: string }) => void;
};

/** The request's deposit in a Deposit History answer, and whether it is decided. */
function depositOf(history: DepositHistory | undefined, requestId: string): Deposit | undefined {
  return history?.deposits?.find((item) => item.request_id === requestId);
}
const isDecided = (deposit: Deposit | undefined) =>
  deposit?.deposit_status === 'credited' || deposit?.deposit_status === 'rejected';

/** "Payment received, crediting": reads Deposit History every 2 s until the request is credited or rejected. */
function CreditWatch({ requestId, amount, onSettled }: CreditWatchProps) {
  const t = useMessages(fundsMessages);
  const session = useSession();
  const [lookups, setLookups] = useState(0);
  const watch = useQuery({
    queryKey: ['online-deposit', session?.token ?? 'anonymous', requestId],
    queryFn: async ({ signal }) => {
      const history = await getDepositHistory(signal);
      setLookups((count) => count + 1);
      return history;
    },
    // Until decided; an older server without deposit_history cannot be watched: no more lookups.
    refetchInterval: (query) => {
      const history = query.state.data;
      return history?.deposits === null || isDecided(depositOf(history, requestId)) ? false : CREDIT_POLL_MS;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const deposit = depositOf(watch.data, requestId);
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current || !deposit || !isDecided(deposit)) return;
    reported.current = true;
    onSettled(
      deposit.deposit_status === 'credited'
        ? { kind: 'credited', amount: deposit.amount || amount }
        : { kind: 'rejected', reason: deposit.reason },
    );
  }, [deposit, amount, onSettled]);

  const cannotWatch = watch.data !== undefined && watch.data.deposits === null;
  const isSlow = cannotWatch || lookups >= SLOW_AFTER_POLLS;
  return (
    <div className={styles.notice} role="status">
      <p>{t.paymentCrediting({ amount })}</p>
      {isSlow ? (
        <p className={styles.hint}>
          {t.creditingSlow} <Link to={paths.addFundHistory}>{t.depositHistory}</Link>
        </p>
      ) : null}
    </div>
  );
}
