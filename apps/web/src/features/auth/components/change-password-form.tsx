import { changePasswordFormSchema } from '@pana/domain/forms';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isNetworkFailure } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { changePassword } from '../api/change-password.ts';
import { authMessages } from '../texts.ts';

/** Current, new and confirmed password; the server checks the current one. */
export function ChangePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useMessages(authMessages);
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await changePassword({ old_pass: oldPassword, new_pass: newPassword });
      notifySuccess(t.passwordChanged, { id: 'change-password' });
      onSuccess();
    } catch (error) {
      notifyError(isNetworkFailure(error) ? NETWORK_TEXT.noConnection : t.oldPasswordIncorrect, {
        id: 'change-password',
      });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t.currentPassword}
        autoComplete="current-password"
        placeholder={t.currentPassword}
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
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
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
