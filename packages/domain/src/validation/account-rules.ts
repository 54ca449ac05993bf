/**
 * The rules and messages of the account screens (phone numbers, passwords, OTP codes) without zod:
 * the schemas that carry them are in account.ts.
 */

/** A player's mobile number: 10 digits, the first one 6-9 (as the older apps check it). */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** The message pair each screen shows for a missing and an invalid phone number (the older apps' words, docs/api.md#messages). */
export const PHONE_SPEC_TEXT = {
  login: { required: 'Phone No is required!', invalid: 'Phone No is not valid!' },
  register: { required: 'Phone No is required!', invalid: 'Phone No is not valid!' },
  withdrawUpi: { required: 'Phone No is required!', invalid: 'Phone No is not Valid!' },
  forgot: { required: 'Phone number is required!', invalid: 'Phone number is not valid!' },
  transfer: { required: 'Phone.No is not Valid!', invalid: 'Phone.No is not Valid!' },
} as const;

export type PhoneScreen = keyof typeof PHONE_SPEC_TEXT;

export const ACCOUNT_SPEC_TEXT = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required!',
  newPasswordRequired: 'New Password is required!',
  confirmPasswordRequired: 'Confirm Password is required!',
  passwordsDoNotMatch: 'Passwords do not match!',
  currentPasswordRequired: 'Current Password is required!',
  confirmNotEqualNew: 'Confirm Password is not equal to New Password!',
  oldPasswordDoesNotMatch: 'Old password does not match',
  nameRequired: 'Name is required!',
  ownPhone: "Don't Use Your Own Phone No.",
} as const;

/**
 * The shortest password a player may choose (ADR 022): at registration, at a reset and at a change. A
 * shorter password chosen before the rule still logs in until it is changed, so the login form only
 * requires one.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** What a new password that is too short shows, naming the field as the form's own "… is required!" does. */
export const PASSWORD_TEXT = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters!`,
  newTooShort: `New Password must be at least ${PASSWORD_MIN_LENGTH} characters!`,
} as const;

/**
 * OTP codes: digits only. The server names the length of the code it sent in `otp_length` (ADR 022): 6,
 * or 4 while it runs LEGACY_OTP=client. OTP_LENGTH is what a screen assumes when an answer names none
 * (an older server, whose codes have 4 digits).
 */
export const OTP_LENGTH = 4;
/** The lengths a code may have: 4 (older servers, LEGACY_OTP=client) or 6. */
export const OTP_PATTERN = /^(\d{4}|\d{6})$/;

/** The length of the code an answer names (`otp_length`), or OTP_LENGTH when it names none or a strange one. */
export function otpLengthOf(value: unknown): number {
  return value === 4 || value === 6 ? value : OTP_LENGTH;
}

export const OTP_SPEC_TEXT = {
  registerWrong: 'Enter Valid OTP',
  withdrawWrong: 'Enter Valid OTP',
  forgotWrong: 'Invalid OTP. Please try again.',
  invalidNavigation: 'Invalid navigation. Please start over.',
} as const;
