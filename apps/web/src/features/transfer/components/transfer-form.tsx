import { TRANSFER_SPEC_TEXT } from '@pana/domain/catalogue';
import { transferFormSchema } from '@pana/domain/forms';
import { translateMessage } from '@pana/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { userInfoQueryKey, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { ApiError, isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatPoints } from '../../../lib/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { checkTransferUser } from '../api/check-transfer-user.ts';
import { transferPoints } from '../api/transfer-points.ts';
import { transferMessages } from '../texts.ts';
import { ConfirmTransferModal, type TransferDraft } from './confirm-transfer-modal.tsx';
import styles from './transfer.module.css';

const FIELDS = ['mobile', 'points'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
type Errors = Partial<Values>;

/** Refusals worth showing after a failed transfer: the older apps' own texts (docs/api.md#messages). */
const SPEC_TEXT: readonly string[] = [...Object.values(TRANSFER_SPEC_TEXT), 'Username or password incorrect'];

/** One of the spec's refusals, in English or as the server translated it for the chosen language (X-Pana-Lang). */
function isSpecText(message: string): boolean {
  const code = locale.get();
  return SPEC_TEXT.some((english) => english === message || translateMessage(code, english) === message);
}

/**
 * Transfer Points: phone and points checked by transferFormSchema (@pana/domain), the receiver
 * checked by the server, a confirmation with their name, then the transfer.
 */
export function TransferForm({ onTransferred }: { onTransferred: () => void }) {
  const t = useMessages(transferMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const { data: info } = useUserInfo();
  const [values, setValues] = useState<Values>({ mobile: '', points: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isChecking, setIsChecking] = useState(false);
  const [draft, setDraft] = useState<TransferDraft | null>(null);
  const [isTransferring, setIsTransferring] = useState(false);
  const isBusy = useRef(false);
  const closeModal = useCallback(() => setDraft(null), []);

  function change(field: keyof Values, value: string) {
    setValues((current) => ({ ...current, [field]: value.replace(/\D/g, '') }));
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return;
    const schema = transferFormSchema({
      wallet: info?.wallet_amt ?? 0,
      ownMobile: session?.mobile || info?.mobile_no || '',
    });
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, FIELDS));
      return;
    }
    setErrors({});
    isBusy.current = true;
    setIsChecking(true);
    try {
      const receiver = await checkTransferUser(checked.data.mobile);
      setDraft({ name: receiver.user_name, mobile: checked.data.mobile, points: checked.data.points });
    } catch (error) {
      setErrors({ mobile: isNetworkFailure(error) ? NETWORK_TEXT.noConnection : t.userCheckFailed });
    } finally {
      isBusy.current = false;
      setIsChecking(false);
    }
  }

  async function transfer() {
    if (!draft || isBusy.current) return;
    isBusy.current = true;
    setIsTransferring(true);
    try {
      const result = await transferPoints({ amount: draft.points, mobile: draft.mobile });
      notifySuccess(result.msg || t.transferred, { id: 'transfer' });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session?.token) });
      setDraft(null);
      onTransferred();
    } catch (error) {
      // As in the older apps, a failed transfer is only logged; a refusal in their words is shown too, and
      // so is a transfer the account may not make now (403: the 24 hours after a password reset, ADR 022).
      console.warn('Transfer failed', error);
      const message = serverMessage(error);
      const isClosed = error instanceof ApiError && error.httpStatus === 403;
      if (isNetworkFailure(error)) notifyError(NETWORK_TEXT.noConnection, { id: 'transfer' });
      else if (message && (isSpecText(message) || isClosed)) notifyError(message, { id: 'transfer' });
      setDraft(null);
    } finally {
      isBusy.current = false;
      setIsTransferring(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="transfer-title">
      <h1 id="transfer-title" className={styles.title}>
        {t.title}
      </h1>
      <dl className={styles.balance}>
        <dt>{t.balance}</dt>
        <dd>{formatPoints(info?.wallet_amt ?? 0)}</dd>
      </dl>
      <form className={formStyles.form} onSubmit={check} noValidate>
        <TextField
          label={t.phone}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.phonePlaceholder}
          maxLength={10}
          value={values.mobile}
          onChange={(event) => change('mobile', event.target.value)}
          error={errors.mobile}
        />
        <TextField
          label={t.points}
          name="points"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.pointsPlaceholder}
          maxLength={7}
          value={values.points}
          onChange={(event) => change('points', event.target.value)}
          error={errors.points}
        />
        <Button type="submit" isBlock disabled={isChecking}>
          {isChecking ? t.checking : t.submit}
        </Button>
      </form>
      <ConfirmTransferModal
        draft={draft}
        isTransferring={isTransferring}
        onClose={closeModal}
        onConfirm={() => void transfer()}
      />
    </section>
  );
}
