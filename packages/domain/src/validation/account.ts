/** The zod schemas of the account forms, with the messages of account-rules.ts (`@pana/domain/forms`). */
import { z } from 'zod';
import { ACCOUNT_SPEC_TEXT, PASSWORD_MIN_LENGTH, PASSWORD_TEXT, PHONE_PATTERN, PHONE_SPEC_TEXT, type PhoneScreen } from './account-rules.ts';

/** Phone number schema carrying the messages of one screen. */
export function phoneSchema(screen: PhoneScreen) {
  const m = PHONE_SPEC_TEXT[screen];
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .regex(PHONE_PATTERN, { error: m.invalid });
}

const required = (message: string) => z.string({ error: message }).min(1, { error: message });

/** A new password (ADR 022): required, then at least PASSWORD_MIN_LENGTH characters. */
const newPassword = (requiredMessage: string, shortMessage: string) =>
  required(requiredMessage).min(PASSWORD_MIN_LENGTH, { error: shortMessage });

export const loginFormSchema = z.object({
  mobile: phoneSchema('login'),
  password: required(ACCOUNT_SPEC_TEXT.passwordRequired),
});

export const registerFormSchema = z.object({
  name: z
    .string({ error: ACCOUNT_SPEC_TEXT.usernameRequired })
    .trim()
    .min(1, { error: ACCOUNT_SPEC_TEXT.usernameRequired }),
  mobile: phoneSchema('register'),
  password: newPassword(ACCOUNT_SPEC_TEXT.passwordRequired, PASSWORD_TEXT.tooShort),
});

export const forgotFormSchema = z.object({ mobile: phoneSchema('forgot') });

export const resetPasswordFormSchema = z
  .object({
    newPassword: newPassword(ACCOUNT_SPEC_TEXT.newPasswordRequired, PASSWORD_TEXT.newTooShort),
    confirmPassword: required(ACCOUNT_SPEC_TEXT.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ACCOUNT_SPEC_TEXT.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const changePasswordFormSchema = z
  .object({
    oldPassword: required(ACCOUNT_SPEC_TEXT.currentPasswordRequired),
    newPassword: newPassword(ACCOUNT_SPEC_TEXT.newPasswordRequired, PASSWORD_TEXT.newTooShort),
    confirmPassword: required(ACCOUNT_SPEC_TEXT.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ACCOUNT_SPEC_TEXT.confirmNotEqualNew,
    path: ['confirmPassword'],
  });

export const profileFormSchema = z.object({
  name: z.string({ error: ACCOUNT_SPEC_TEXT.nameRequired }).trim().min(1, { error: ACCOUNT_SPEC_TEXT.nameRequired }),
});
