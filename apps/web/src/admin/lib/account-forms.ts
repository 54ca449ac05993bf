import { ACCOUNT_TEXT, ADMIN_ROLES, createAdminBody, loginBody, ownPasswordBody, totpCodeBody } from '@pana/contract';
import { z } from 'zod';
import { LOGIN_TEXT } from '../texts.ts';

/** A code of the authenticator app as typed: six digits, then the operator API's body schema. */
export const totpCodeFormSchema = z
  .object({ code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }) })
  .transform((typed): z.input<typeof totpCodeBody> => typed)
  .pipe(totpCodeBody);

/**
 * My own new password: the current one, the new one twice (at least 10 characters) and, when two-step
 * login is on, a current code; then the body schema.
 */
export function ownPasswordFormSchema(needsCode: boolean) {
  return z
    .object({
      currentPassword: z.string().min(1, { error: ACCOUNT_TEXT.currentPasswordRequired }),
      password: z.string().min(10, { error: ACCOUNT_TEXT.passwordTooShort }),
      confirm: z.string(),
      code: needsCode ? z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }) : z.string(),
    })
    .refine((typed) => typed.confirm === typed.password, { error: 'The two new passwords differ', path: ['confirm'] })
    .transform(
      ({ currentPassword, password, code }): z.input<typeof ownPasswordBody> => ({
        currentPassword,
        password,
        ...(needsCode ? { code } : {}),
      }),
    )
    .pipe(ownPasswordBody);
}

/**
 * A new operator account: a username of 3-64 letters, digits, dots, dashes or underscores and a
 * password of at least 10 characters (the server's rules, checked before sending), then the body schema.
 */
export const newOperatorFormSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9._-]{3,64}$/, { error: ACCOUNT_TEXT.usernameInvalid }),
    password: z.string().min(10, { error: ACCOUNT_TEXT.passwordTooShort }),
    role: z.enum(ADMIN_ROLES),
  })
  .pipe(createAdminBody);

/** The console login: username and password, and the authenticator code once the account asks for one. */
export function loginFormSchema(needsCode: boolean) {
  return z
    .object({
      username: z.string().trim().min(1, { error: LOGIN_TEXT.usernameRequired }),
      password: z.string().min(1, { error: LOGIN_TEXT.passwordRequired }),
      totp: needsCode
        ? z
            .string()
            .trim()
            .regex(/^\d{6}$/, { error: LOGIN_TEXT.codeInvalid })
        : z.string(),
    })
    .transform(({ username, password, totp }): z.input<typeof loginBody> => ({
      username,
      password,
      ...(needsCode ? { totp } : {}),
    }))
    .pipe(loginBody);
}
