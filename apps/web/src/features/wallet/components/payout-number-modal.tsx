import { phoneSchema } from '@pana/domain/forms';
import { useCallback } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { requestWithdrawCode, withdrawCodeErrorMessage } from '../api/request-withdraw-code.ts';
import { type PayoutApp } from '../lib/payout-apps.ts';
import { walletMessages } from '../texts.ts';

/** The number modal's form: 'Phone No is required!' / 'Phone No is not Valid!' (the older apps' words). */
const payoutNumberSchema = z.object({ mobile: phoneSchema('withdrawUpi') });

type PayoutNumberModalProps = {
  /** The app whose number is entered; null keeps the modal closed. */
  app: PayoutApp | null;
  onClose: () => void;
  onCodeSent: (phoneNumber: string, otp: string, otpLength: number) => void;
};

/** Enter the payout number of one app; a code is sent to it and the OTP screen follows. */
export function PayoutNumberModal({ app, onClose, onCodeSent }: PayoutNumberModalProps) {
  const t = useMessages(walletMessages);
  const form = useZodForm(payoutNumberSchema, { defaultValues: { mobile: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ mobile }) => {
    try {
      const { otp, otp_length } = await requestWithdrawCode(mobile);
      onCodeSent(mobile, otp, otp_length);
    } catch (error) {
      form.setError('mobile', { message: withdrawCodeErrorMessage(error) });
    }
  });

  // Stable, so the dialog keeps the focus where the player is typing; it stays while a code is on its way.
  const close = useCallback(() => {
    if (form.formState.isSubmitting) return;
    form.reset();
    onClose();
  }, [form, onClose]);

  return (
    <Modal title={t.numberModalTitle({ app: app?.name ?? '' })} isOpen={app !== null} onClose={close}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t.phoneLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.phonePlaceholder}
          maxLength={10}
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? t.sending : t.sendOtp}
        </Button>
      </form>
    </Modal>
  );
}
