import { PLAY_LIMIT_TEXT } from '@pana/domain/catalogue';
import { registerFormSchema } from '@pana/domain/forms';
import { Link } from 'react-router';
import { z } from 'zod';
import { ContactAdminLink } from '../../../components/contact/contact-admin-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, isNetworkFailure } from '../../../lib/api-client.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { checkMobile } from '../api/check-mobile.ts';
import { type RegisterDraft, saveRegisterDraft } from '../lib/register-draft.ts';
import { AUTH_TEXT } from '../texts.ts';

/** A number that is already registered: HTTP 409, or a mobile check answered without status true. */
function isAlreadyRegistered(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 409 || (error.httpStatus >= 200 && error.httpStatus < 300));
}

/** The register form's fields, and the 18+ confirmation without which it does not move on (issue 19). */
const registerWithAgeSchema = registerFormSchema.extend({
  adult: z.boolean().refine((isAdult) => isAdult, { error: PLAY_LIMIT_TEXT.ageRequired }),
});

/** Username, phone, password and "I am 18 or older"; a new number moves on to the register OTP screen. */
export function RegisterForm({ onCodeSent }: { onCodeSent: (draft: RegisterDraft) => void }) {
  const form = useZodForm(registerWithAgeSchema, { defaultValues: { name: '', mobile: '', password: '', adult: false } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await checkMobile(values.mobile);
      const draft = { name: values.name, password: values.password, mobile: values.mobile, otp: result.otp };
      saveRegisterDraft(draft);
      onCodeSent(draft);
    } catch (error) {
      const message = isNetworkFailure(error)
        ? NETWORK_TEXT.noConnection
        : isAlreadyRegistered(error)
          ? AUTH_TEXT.userAlreadyRegistered
          : AUTH_TEXT.errorRegistering(error instanceof Error ? error.message : String(error));
      notifyError(message, { id: 'register' });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Username"
        autoComplete="name"
        placeholder="Your name"
        error={errors.name?.message}
        {...form.register('name')}
      />
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
        autoComplete="new-password"
        placeholder="Password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div>
        <label className={styles.check}>
          <input type="checkbox" aria-describedby={errors.adult ? 'adult-error' : undefined} {...form.register('adult')} />
          {AUTH_TEXT.adult}
        </label>
        <FieldError id="adult-error" message={errors.adult?.message} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? AUTH_TEXT.registering : AUTH_TEXT.register}
        </Button>
      </div>
      <div className={styles.links}>
        <ContactAdminLink label={AUTH_TEXT.contactAdmin} />
        <Link to={paths.login}>{AUTH_TEXT.alreadyHaveAccount}</Link>
      </div>
    </form>
  );
}
