import { type BankAccount } from '@pana/domain/catalogue';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError } from '../../../lib/notify.ts';
import { requestWithdrawCode, withdrawCodeErrorMessage } from '../api/request-withdraw-code.ts';
import {
  type BankFormErrors,
  type BankFormValues,
  EMPTY_BANK_FORM,
  readBankForm,
  typedIfsc,
} from '../lib/bank-form.ts';
import { walletMessages } from '../texts.ts';
import styles from './wallet.module.css';

type BankAccountModalProps = {
  isOpen: boolean;
  /** The masked account a new one replaces; '' when none is saved. */
  savedMasked: string;
  /** The player's own registered mobile: the code goes there. */
  mobile: string;
  onClose: () => void;
  onCodeSent: (account: BankAccount, otp: string, otpLength: number) => void;
};

/**
 * Add (or replace) the bank account: holder's name, account number twice and IFSC, checked with the
 * domain's rules and messages before anything is sent; then a 'withdraw' code goes to the player's
 * own mobile and the OTP screen follows. A code that cannot be sent is said in a toast.
 */
export function BankAccountModal({ isOpen, savedMasked, mobile, onClose, onCodeSent }: BankAccountModalProps) {
  const t = useMessages(walletMessages);
  const [values, setValues] = useState<BankFormValues>(EMPTY_BANK_FORM);
  const [errors, setErrors] = useState<BankFormErrors>({});
  const [isSending, setIsSending] = useState(false);
  const isBusy = useRef(false);

  const set = (field: keyof BankFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next Send code.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return;
    const read = readBankForm(values);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    isBusy.current = true;
    setIsSending(true);
    try {
      const { otp, otp_length } = await requestWithdrawCode(mobile);
      onCodeSent(read.account, otp, otp_length);
    } catch (error) {
      notifyError(withdrawCodeErrorMessage(error), { id: 'bank-code' });
    } finally {
      isBusy.current = false;
      setIsSending(false);
    }
  }

  // Stable, so the dialog keeps the focus where the player is typing; it stays while a code is on its way.
  const close = useCallback(() => {
    if (isBusy.current) return;
    setValues(EMPTY_BANK_FORM);
    setErrors({});
    onClose();
  }, [onClose]);

  return (
    <Modal title={savedMasked !== '' ? t.changeBank : t.addBank} isOpen={isOpen} onClose={close}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {savedMasked ? <p className={styles.hint}>{t.replaceNote({ masked: savedMasked })}</p> : null}
        <TextField
          label={t.holderNameLabel}
          name="holder_name"
          autoComplete="name"
          autoCapitalize="words"
          placeholder={t.holderNamePlaceholder}
          maxLength={120}
          value={values.holderName}
          onChange={(event) => set('holderName')(event.target.value)}
          error={errors.holderName}
          disabled={isSending}
        />
        <TextField
          label={t.accountNumberLabel}
          name="account_number"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.accountNumberPlaceholder}
          maxLength={30}
          value={values.accountNumber}
          onChange={(event) => set('accountNumber')(event.target.value)}
          error={errors.accountNumber}
          disabled={isSending}
        />
        <TextField
          label={t.confirmAccountNumberLabel}
          name="confirm_account_number"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.accountNumberPlaceholder}
          maxLength={30}
          value={values.confirmAccountNumber}
          onChange={(event) => set('confirmAccountNumber')(event.target.value)}
          error={errors.confirmAccountNumber}
          disabled={isSending}
        />
        <TextField
          label={t.ifscLabel}
          name="ifsc"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t.ifscPlaceholder}
          maxLength={20}
          value={values.ifsc}
          onChange={(event) => set('ifsc')(typedIfsc(event.target.value))}
          error={errors.ifsc}
          disabled={isSending}
        />
        <p className={styles.hint}>{t.codeGoesTo({ mobile: formatPhone(mobile) })}</p>
        <Button type="submit" isBlock disabled={isSending}>
          {isSending ? t.sending : t.sendCode}
        </Button>
      </form>
    </Modal>
  );
}
