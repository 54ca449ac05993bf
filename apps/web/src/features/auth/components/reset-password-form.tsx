import { resetPasswordFormSchema } from '@pana/domain/forms';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { authMessages } from '../texts.ts';

/** Delay before leaving for /login after a reset (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const RESET_REDIRECT_MS = 1500;

/** New password after the forgot-password code; on success a message, then /login 1.5 s later. */
export function ResetPasswordForm({ phoneNumber, onDone }: { phoneNumber: string; onDone: () => void }) {
  const t = useMessages(authMessages);
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const [isDone, setIsDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await forgotPassword({ mobile: phoneNumber, new_pass: newPassword });
      setIsDone(true);
      notifySuccess(t.passwordUpdated, { id: 'reset' });
      setTimeout(onDone, RESET_REDIRECT_MS);
    } catch {
      notifyError(t.updatePasswordFailed, { id: 'reset' });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        placeholder={t.newPassword}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        placeholder={t.confirmPassword}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting || isDone}>
          {isSubmitting ? t.updating : t.updatePassword}
        </Button>
      </div>
    </form>
  );
}
