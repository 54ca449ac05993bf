/** The zod schemas of the account forms, with the messages of account-rules.ts (`@pana/domain/forms`). */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, PHONE_MESSAGES, PHONE_PATTERN, type PhoneScreen } from './account-rules.ts';

/** Phone number schema carrying the messages of one screen. */
export function phoneSchema(screen: PhoneScreen) {
  const m = PHONE_MESSAGES[screen];
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .regex(PHONE_PATTERN, { error: m.invalid });
}

const required = (message: string) => z.string({ error: message }).min(1, { error: message });

export const loginFormSchema = z.object({
  mobile: phoneSchema('login'),
  password: required(ACCOUNT_MESSAGES.passwordRequired),
});

export const registerFormSchema = z.object({
  name: z
    .string({ error: ACCOUNT_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.usernameRequired }),
  mobile: phoneSchema('register'),
  password: required(ACCOUNT_MESSAGES.passwordRequired),
});

export const forgotFormSchema = z.object({ mobile: phoneSchema('forgot') });

export const resetPasswordFormSchema = z
  .object({
    newPassword: required(ACCOUNT_MESSAGES.newPasswordRequired),
    confirmPassword: required(ACCOUNT_MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const changePasswordFormSchema = z
  .object({
    oldPassword: required(ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: required(ACCOUNT_MESSAGES.newPasswordRequired),
    confirmPassword: required(ACCOUNT_MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ACCOUNT_MESSAGES.confirmNotEqualNew,
    path: ['confirmPassword'],
  });

export const profileFormSchema = z.object({
  name: z.string({ error: ACCOUNT_MESSAGES.nameRequired }).trim().min(1, { error: ACCOUNT_MESSAGES.nameRequired }),
});
