import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT } from './common.ts';

/** Operator accounts: login, who am I, the owner's account list, two-step login (TOTP). */

export const ADMIN_ROLES = ['viewer', 'operator', 'owner'] as const;
/** The agents' roles (ADR 029): outside the staff's ladder, each sees only their own players and agents. */
export const AGENT_ROLES = ['master_agent', 'agent'] as const;

/** The refusal messages of the bodies below (the server's words). */
export const ACCOUNT_TEXT = {
  usernameRequired: 'Please enter the username',
  passwordRequired: 'Please enter the password',
  invalidCredentials: 'Invalid username or password',
  usernameInvalid: 'Username must be 3-64 characters: letters, digits, dot, dash or underscore',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  roleInvalid: 'Role must be viewer, operator or owner',
  activeInvalid: 'Active must be true or false',
  totpResetOnly: 'Two-step login can only be turned off here (send totp: false)',
  codeNeeded: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'Wrong code. Enter the 6-digit code from your authenticator app',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is wrong',
  lastOwnerTotp: 'The last owner with two-step login cannot turn it off',
  selfChangeElsewhere: 'Change your own password or two-step login under Your account, which asks for your current password',
  passwordChanged: 'Password changed',
} as const;

export const adminRole = z.enum(ADMIN_ROLES);
/** Any console account's role: the staff's or an agent's (login and `me` answer it). */
export const accountRole = z.enum([...ADMIN_ROLES, ...AGENT_ROLES]);
const roleField = z.enum(ADMIN_ROLES, { error: ACCOUNT_TEXT.roleInvalid });

/** A TOTP code as typed: text (a number is read as its digits), at most 16 characters; checked by the service. */
function totpCode(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v),
    z.string({ error: message }).max(16, { error: message }),
  );
}

/** `POST /admin/api/login`. */
export const loginBody = z.object({
  username: z
    .string({ error: ACCOUNT_TEXT.usernameRequired })
    .trim()
    .min(1, { error: ACCOUNT_TEXT.usernameRequired })
    .max(64, { error: ACCOUNT_TEXT.invalidCredentials }),
  password: z
    .string({ error: ACCOUNT_TEXT.passwordRequired })
    .min(1, { error: ACCOUNT_TEXT.passwordRequired })
    .max(128, { error: ACCOUNT_TEXT.invalidCredentials }),
  totp: totpCode(ACCOUNT_TEXT.codeNeeded)
    .optional()
    .describe('The 6-digit code of the authenticator app, when two-step login is on'),
});
export const loginAnswer = envelope({ token: z.string(), role: accountRole });

/** `GET /admin/api/me`. */
export const meAnswer = envelope({ id: z.number(), username: z.string(), role: accountRole });

/** An operator account as the owner sees it. */
export const adminAccount = z.object({
  id: z.number(),
  username: z.string(),
  role: adminRole,
  active: z.boolean(),
  totp: z.boolean(),
  createdAt: z.number(),
});

/** `GET /admin/api/admins`. */
export const adminAccountsAnswer = envelope({ items: z.array(adminAccount) });

/** `POST /admin/api/admins`: the service checks the username's characters and the password's length. */
export const createAdminBody = z.object(
  {
    username: z.string({ error: ACCOUNT_TEXT.usernameInvalid }).max(100, { error: ACCOUNT_TEXT.usernameInvalid }),
    password: z.string({ error: ACCOUNT_TEXT.passwordTooShort }).max(1000, { error: ACCOUNT_TEXT.passwordTooLong }),
    role: roleField,
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const createAdminAnswer = envelope({ id: z.number() });

/** `PATCH /admin/api/admins/:id`. */
export const updateAdminBody = z.object(
  {
    role: roleField.optional(),
    active: z.boolean({ error: ACCOUNT_TEXT.activeInvalid }).optional(),
    password: z
      .string({ error: ACCOUNT_TEXT.passwordTooShort })
      .max(1000, { error: ACCOUNT_TEXT.passwordTooLong })
      .optional(),
    totp: z.literal(false, { error: ACCOUNT_TEXT.totpResetOnly }).optional(),
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const updateAdminAnswer = envelope({ item: adminAccount });

/** `POST /admin/api/totp/enable`. */
export const totpCodeBody = z.object({ code: totpCode(ACCOUNT_TEXT.wrongCode) }, { error: CONSOLE_TEXT.invalidBody });

/** The operator's own current password, asked before any change to their own sign-in. */
const currentPassword = z
  .string({ error: ACCOUNT_TEXT.currentPasswordRequired })
  .min(1, { error: ACCOUNT_TEXT.currentPasswordRequired })
  .max(128, { error: ACCOUNT_TEXT.currentPasswordWrong });

/** `POST /admin/api/totp/disable`: a current code and the current password. */
export const totpDisableBody = z.object(
  { code: totpCode(ACCOUNT_TEXT.wrongCode), currentPassword },
  { error: CONSOLE_TEXT.invalidBody },
);

/** `POST /admin/api/me/password`: the current password, a current code when two-step login is on, and the new password. */
export const ownPasswordBody = z.object(
  {
    currentPassword,
    password: z.string({ error: ACCOUNT_TEXT.passwordTooShort }).max(1000, { error: ACCOUNT_TEXT.passwordTooLong }),
    code: totpCode(ACCOUNT_TEXT.codeNeeded)
      .optional()
      .describe('The 6-digit code of the authenticator app, when two-step login is on'),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** `GET /admin/api/totp`: on, or set up and waiting for the first code. */
export const totpStatusAnswer = envelope({ enabled: z.boolean(), pending: z.boolean() });

/** `POST /admin/api/totp/setup`. */
export const totpSetupAnswer = envelope({ secret: z.string(), otpauthUrl: z.string() });
