import { forgotFormSchema } from '@pana/domain/forms';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { forgetCheckMobile } from '../api/forget-check-mobile.ts';
import { authMessages } from '../texts.ts';

/** The phone number to recover; a failure is shown under the phone field. */
export function ForgotPasswordForm({
  onCodeSent,
}: {
  /** The number, the echoed code (development, demo) and the digits of the code sent. */
  onCodeSent: (phoneNumber: string, otp: string, otpLength: number) => void;
}) {
  const t = useMessages(authMessages);
  const form = useZodForm(forgotFormSchema, { defaultValues: { mobile: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ mobile }) => {
    try {
      const result = await forgetCheckMobile(mobile);
      onCodeSent(mobile, result.otp, result.otp_length);
    } catch (error) {
      form.setError('mobile', { message: serverMessage(error) ?? t.failedToSendOtp });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? t.sending : t.submit}
        </Button>
      </div>
      <p className={styles.links}>
        <span>
          {t.rememberPassword} <Link to={paths.login}>{t.login}</Link>
        </span>
      </p>
    </form>
  );
}
