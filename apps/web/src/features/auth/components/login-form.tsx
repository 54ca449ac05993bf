import { loginFormSchema } from '@pana/domain';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ContactAdminButton } from '../../../components/contact/contact-admin-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { type Session } from '../../../lib/session.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { login } from '../api/login.ts';
import { AUTH_TEXTS } from '../texts.ts';

/** Phone + password login; every failure reads 'User Not Registered' (SPEC.md section 8). */
export function LoginForm({ onSuccess }: { onSuccess: (session: Session) => void }) {
  const form = useZodForm(loginFormSchema, { defaultValues: { mobile: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const isBusy = useRef(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (isBusy.current) return;
    isBusy.current = true;
    try {
      const result = await login(values);
      onSuccess({ username: result.user_name, token: result.unique_token, mobile: result.mobile || values.mobile });
    } catch {
      toast.error(AUTH_TEXTS.userNotRegistered, { id: 'login' });
    } finally {
      isBusy.current = false;
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        maxLength={10}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? AUTH_TEXTS.submitting : AUTH_TEXTS.submit}
        </Button>
        <ContactAdminButton label={AUTH_TEXTS.contactAdmin} />
      </div>
      <div className={styles.links}>
        <Link to={paths.forgotPassword}>{AUTH_TEXTS.forgotPasswordLink}</Link>
        <Link to={paths.register}>{AUTH_TEXTS.createAccount}</Link>
      </div>
    </form>
  );
}
