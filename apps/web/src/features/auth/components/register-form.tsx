import { PLAY_LIMIT_TEXT } from '@pana/domain/catalogue';
import { registerFormSchema } from '@pana/domain/forms';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ContactAdminLink } from '../../../components/contact/contact-admin-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import styles from '../../../components/ui/form.module.css';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { checkMobile } from '../api/check-mobile.ts';
import { initialInviteCode, INVITE_CODE_MAX, keepInviteCode, normaliseInviteCode } from '../lib/invite-code.ts';
import { type RegisterDraft, saveRegisterDraft } from '../lib/register-draft.ts';
import { authMessages } from '../texts.ts';

/** A number that is already registered: HTTP 409, or a mobile check answered without status true. */
function isAlreadyRegistered(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 409 || (error.httpStatus >= 200 && error.httpStatus < 300));
}

/** The register form's fields, and the 18+ confirmation without which it does not move on (ADR 018). */
const registerWithAgeSchema = registerFormSchema.extend({
  adult: z.boolean().refine((isAdult) => isAdult, { error: PLAY_LIMIT_TEXT.ageRequired }),
});

/**
 * Username, phone, password, an optional invite code and "I am 18 or older"; a new number moves on to
 * the register OTP screen. The invite code (ADR 029) starts as the link's `?code=` (or the one kept for
 * this tab) and is kept as typed; the server checks it before it sends the code.
 */
export function RegisterForm({ onCodeSent }: { onCodeSent: (draft: RegisterDraft) => void }) {
  const t = useMessages(authMessages);
  const [search] = useSearchParams();
  const [inviteCode, setInviteCode] = useState(() => initialInviteCode(search));
  const [inviteError, setInviteError] = useState<string | undefined>();
  const form = useZodForm(registerWithAgeSchema, {
    defaultValues: { name: '', mobile: '', password: '', adult: false },
  });
  const { errors, isSubmitting } = form.formState;

  // Kept for this tab, so a visit to the login screen or a reload does not lose the agent's code.
  useEffect(() => keepInviteCode(inviteCode), [inviteCode]);

  const onSubmit = form.handleSubmit(async (values) => {
    const code = normaliseInviteCode(inviteCode);
    try {
      const result = await checkMobile(values.mobile, code);
      const draft = {
        name: values.name,
        password: values.password,
        mobile: values.mobile,
        otp: result.otp,
        otpLength: result.otp_length,
        ...(code ? { inviteCode: code } : {}),
      };
      saveRegisterDraft(draft);
      onCodeSent(draft);
    } catch (error) {
      // A refused invite code (unknown, or an agent who takes no players now) belongs under its field.
      if (code && error instanceof ApiError && error.httpStatus === 400) {
        setInviteError(serverMessage(error) ?? t.otherError);
        return;
      }
      const message = isNetworkFailure(error)
        ? NETWORK_TEXT.noConnection
        : isAlreadyRegistered(error)
          ? t.userAlreadyRegistered
          : t.errorRegistering({ message: error instanceof Error ? error.message : String(error) });
      notifyError(message, { id: 'register' });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t.usernameLabel}
        autoComplete="name"
        placeholder={t.usernamePlaceholder}
        error={errors.name?.message}
        {...form.register('name')}
      />
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
      <PasswordField
        label={t.passwordLabel}
        autoComplete="new-password"
        placeholder={t.passwordLabel}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t.inviteCodeLabel}
        name="invite_code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t.inviteCodePlaceholder}
        maxLength={INVITE_CODE_MAX}
        value={inviteCode}
        onChange={(event) => {
          setInviteCode(event.target.value.toUpperCase());
          setInviteError(undefined);
        }}
        error={inviteError}
      />
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            aria-describedby={errors.adult ? 'adult-error' : undefined}
            {...form.register('adult')}
          />
          {t.adult}
        </label>
        <FieldError id="adult-error" message={errors.adult?.message} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {isSubmitting ? t.registering : t.register}
        </Button>
      </div>
      <div className={styles.links}>
        <ContactAdminLink label={t.contactAdmin} />
        <Link to={paths.login}>{t.alreadyHaveAccount}</Link>
      </div>
    </form>
  );
}
