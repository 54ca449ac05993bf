import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ContactAdminButton } from '../../../components/contact/contact-admin-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { isNetworkFailure } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError } from '../../../lib/notify.ts';
import { type Session } from '../../../lib/session.ts';
import { login, type LoginInput } from '../api/login.ts';
import { authMessages } from '../texts.ts';

type Errors = Partial<Record<keyof LoginInput, string>>;
const FIELDS = ['mobile', 'password'] as const;

/**
 * loginFormSchema (@pana/domain/forms) with zod loads when the player first touches the form, not with
 * the page: the first load of /login stays within its budget (docs/budgets.md).
 */
const loadLoginSchema = () => import('@pana/domain/forms').then((forms) => forms.loginFormSchema);

async function validate(values: LoginInput): Promise<{ data?: LoginInput; errors: Errors }> {
  const result = (await loadLoginSchema()).safeParse(values);
  return result.success ? { data: result.data, errors: {} } : { errors: fieldErrors(result.error, FIELDS) };
}

/** Phone + password login; every failure reads 'User Not Registered', as in the older apps (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export function LoginForm({
  onSuccess,
}: {
  /** `lang`: the account's language (ADR 020), undefined from an older server. */
  onSuccess: (session: Session, isAgeConfirmed: boolean, lang: Locale | undefined) => void;
}) {
  const t = useMessages(authMessages);
  const [values, setValues] = useState<LoginInput>({ mobile: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = useRef(false);

  function change(field: keyof LoginInput, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Like react-hook-form: once submitted, messages follow the typing.
    if (isSubmitted) void validate(next).then((result) => setErrors(result.errors));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy.current) return; // a double tap sends one request
    isBusy.current = true;
    setIsSubmitting(true);
    setIsSubmitted(true);
    try {
      const checked = await validate(values).catch(() => undefined);
      if (!checked) {
        notifyError(NETWORK_TEXT.noConnection, { id: 'login' }); // the check itself could not load (offline)
        return;
      }
      setErrors(checked.errors);
      if (!checked.data) return;
      let failure: unknown;
      const result = await login(checked.data).catch((error: unknown) => {
        failure = error;
        return undefined;
      });
      if (!result) {
        // No answer is not a refusal: "User Not Registered" only when the server said no.
        notifyError(isNetworkFailure(failure) ? NETWORK_TEXT.noConnection : t.userNotRegistered, { id: 'login' });
        return;
      }
      onSuccess(
        { username: result.user_name, token: result.unique_token, mobile: result.mobile || checked.data.mobile },
        result.age_confirmed,
        result.lang,
      );
    } finally {
      isBusy.current = false;
      setIsSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={() => void loadLoginSchema()} noValidate>
      <TextField
        label={t.phoneLabel}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t.phonePlaceholder}
        maxLength={10}
        value={values.mobile}
        onChange={(event) => change('mobile', event.target.value)}
        error={errors.mobile}
      />
      <PasswordField
        label={t.passwordLabel}
        name="password"
        autoComplete="current-password"
        placeholder={t.passwordLabel}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
        <ContactAdminButton label={t.contactAdmin} />
      </div>
      <div className={styles.links}>
        <Link to={paths.forgotPassword}>{t.forgotPasswordLink}</Link>
        <Link to={paths.register}>{t.createAccount}</Link>
      </div>
    </form>
  );
}
