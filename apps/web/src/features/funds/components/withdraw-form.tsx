import { type WithdrawMethodCode } from '@pana/domain/catalogue';
import { withdrawFormSchema } from '@pana/domain/forms';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useBankAccount } from '../../../lib/api/get-bank-account.ts';
import { paymentDetailsErrorMessage, usePaymentDetails } from '../../../lib/api/get-payment-details.ts';
import { userInfoQueryKey, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { withdrawHistoryQueryKey } from '../api/get-withdraw-history.ts';
import { requestWithdrawal } from '../api/request-withdrawal.ts';
import { withdrawOptions } from '../lib/withdraw-methods.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

const FIELDS = ['amount', 'method'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'hours', string>>;

/** What a refused or failed request shows (the older apps' words, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
function withdrawErrorMessage(error: unknown): string {
  const t = fundsMessages.get();
  if (error instanceof ApiError && error.httpStatus > 0) return serverMessage(error) ?? t.withdrawFailed;
  return t.unexpectedError;
}

/**
 * Withdraw: points, a payment method among the saved numbers (2 Google Pay, 3 Paytm, 4 PhonePe) or
 * the saved bank account (5, ADR 012; without one, its place leads to adding it) and the timings.
 * withdrawFormSchema (@pana/domain) checks amount, wallet, minimum, method and hours in the spec's
 * order before the request is sent.
 */
export function WithdrawForm({ onSent }: { onSent: () => void }) {
  const t = useMessages(fundsMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const { data: info } = useUserInfo();
  const payment = usePaymentDetails();
  const bank = useBankAccount();
  const options = withdrawOptions(payment.data, bank.data ?? null);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawMethodCode | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = useRef(false);
  const openTime = info?.withdraw_open_time ?? '';
  const closeTime = info?.withdraw_close_time ?? '';
  const hasTimes = openTime !== '' && closeTime !== '';

  useEffect(() => {
    // As in the older apps, missing withdraw times are only logged.
    if (info && !hasTimes) console.warn('Withdraw open/close times are missing from the user info');
  }, [info, hasTimes]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return;
    const schema = withdrawFormSchema({
      wallet: info?.wallet_amt ?? 0,
      minWithdrawal: info?.min_withdrawal ?? 0,
      maxWithdrawal: info?.max_withdrawal ?? 0,
      instant: new Date(),
      openTime: openTime || null,
      closeTime: closeTime || null,
    });
    const checked = schema.safeParse({ amount, method: method ?? '' });
    if (!checked.success) {
      const hours = checked.error.issues.find((issue) => issue.path.length === 0)?.message;
      setErrors({ ...fieldErrors(checked.error, FIELDS), ...(hours ? { hours } : {}) });
      return;
    }
    setErrors({});
    isBusy.current = true;
    setIsSubmitting(true);
    try {
      await requestWithdrawal({
        mobile: session?.mobile || info?.mobile_no || '',
        amount: checked.data.amount,
        method: checked.data.method,
      });
      notifySuccess(t.withdrawSent, { id: 'withdraw' });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
      void queryClient.invalidateQueries({ queryKey: withdrawHistoryQueryKey(session?.token) });
      onSent();
    } catch (error) {
      notifyError(withdrawErrorMessage(error), { id: 'withdraw' });
    } finally {
      isBusy.current = false;
      setIsSubmitting(false);
    }
  }

  // Without a bank account its place in the choice leads to the wallet's Add bank account form
  // (route state {openBankAccount: true}, read by the wallet's useBankAccountForm).
  const addBank =
    bank.data === null ? (
      <Link to={paths.wallet} state={{ openBankAccount: true }} className={`${styles.method} ${styles.methodAdd}`}>
        <span className={styles.methodText}>
          {t.bankAccount} <span className={styles.methodNumber}>{t.addBankAccount}</span>
        </span>
      </Link>
    ) : null;
  const bankProblem = bank.isError ? (
    <p className={`${styles.hint} ${styles.methodWide}`}>{t.bankAccountLoadFailed}</p>
  ) : null;

  let methods;
  if ((payment.isPending && payment.isFetching) || (bank.isPending && bank.isFetching))
    methods = <Skeleton count={2} height={52} label={t.loadingMethods} />;
  else if (payment.isError)
    methods = (
      <p className={styles.alert} role="alert">
        {paymentDetailsErrorMessage(payment.error)}
      </p>
    );
  else if (options.length === 0)
    methods = (
      <div className={styles.screen}>
        <p className={styles.notice}>{t.noMethods}</p>
        <p className={styles.hint}>{t.addNumberPrompt}</p>
        <ButtonLink to={paths.wallet} variant="outline" isBlock>
          {t.addNumber}
        </ButtonLink>
        {bank.data === null ? (
          <ButtonLink to={paths.wallet} state={{ openBankAccount: true }} variant="outline" isBlock>
            {t.addBankAccount}
          </ButtonLink>
        ) : null}
        {bankProblem}
      </div>
    );
  else
    methods = (
      <div className={styles.methodGrid}>
        {options.map((option) => (
          <label key={option.code} className={styles.method}>
            <input
              type="radio"
              name="method"
              value={option.code}
              checked={method === option.code}
              onChange={() => setMethod(option.code)}
            />
            <span className={styles.methodText}>
              {/* The space keeps the name and the number apart in what a screen reader says ("Google Pay 9000000022"). */}
              {option.name} <span className={styles.methodNumber}>{option.number}</span>
            </span>
          </label>
        ))}
        {addBank}
        {bankProblem}
      </div>
    );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <dl className={styles.facts}>
        <div>
          <dt>{t.balance}</dt>
          <dd>{formatPoints(info?.wallet_amt ?? 0)}</dd>
        </div>
        <div>
          <dt>{t.timings}</dt>
          <dd data-testid="withdraw-timings">{hasTimes ? `${openTime} – ${closeTime}` : '—'}</dd>
        </div>
      </dl>
      <TextField
        label={t.points}
        name="amount"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.pointsPlaceholder}
        maxLength={7}
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
        error={errors.amount}
        disabled={isSubmitting}
      />
      {info && info.min_withdrawal > 0 ? (
        <p className={styles.hint}>{t.minimumHint({ min: info.min_withdrawal })}</p>
      ) : null}
      <fieldset className={styles.methods} disabled={isSubmitting}>
        <legend className={styles.legend}>{t.method}</legend>
        {methods}
        <FieldError message={errors.method} />
      </fieldset>
      <FieldError message={errors.hours} />
      <Button type="submit" isBlock disabled={isSubmitting || options.length === 0}>
        {isSubmitting ? t.submitting : t.withdraw}
      </Button>
    </form>
  );
}
