import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  forgotFormSchema,
  loginFormSchema,
  phoneSchema,
  profileFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './account.ts';
import { isValidPhone, OTP_PATTERN, otpLengthOf } from './account-rules.ts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('phone numbers', () => {
  it('are 10 digits starting with 6 to 9', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('6000000000')).toBe(true);
    for (const bad of ['5876543210', '987654321', '98765432101', '+919876543210', '98765 43210', ''])
      expect(isValidPhone(bad)).toBe(false);
  });

  it('carry each screen’s messages', () => {
    expect(firstMessage(phoneSchema('login').safeParse(''))).toBe('Phone No is required!');
    expect(firstMessage(phoneSchema('login').safeParse('12'))).toBe('Phone No is not valid!');
    expect(firstMessage(phoneSchema('withdrawUpi').safeParse('12'))).toBe('Phone No is not Valid!');
    expect(firstMessage(phoneSchema('forgot').safeParse(undefined))).toBe('Phone number is required!');
    expect(firstMessage(phoneSchema('forgot').safeParse('12'))).toBe('Phone number is not valid!');
    expect(firstMessage(phoneSchema('transfer').safeParse('12'))).toBe('Phone.No is not Valid!');
  });
});

describe('account forms', () => {
  it('need a phone and a password to log in and a name to register', () => {
    expect(loginFormSchema.safeParse({ mobile: '9876543210', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginFormSchema.safeParse({ mobile: '9876543210', password: '' }))).toBe(
      'Password is required!',
    );
    expect(firstMessage(registerFormSchema.safeParse({ name: ' ', mobile: '9876543210', password: 'x' }))).toBe(
      'Username is required',
    );
    expect(firstMessage(forgotFormSchema.safeParse({ mobile: '' }))).toBe('Phone number is required!');
  });

  it('need matching new passwords', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: 'abcdefgh', confirmPassword: 'b' }))).toBe(
      'Passwords do not match!',
    );
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
    expect(
      firstMessage(changePasswordFormSchema.safeParse({ oldPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })),
    ).toBe('Current Password is required!');
    expect(
      firstMessage(changePasswordFormSchema.safeParse({ oldPassword: 'o', newPassword: 'abcdefgh', confirmPassword: 'b' })),
    ).toBe('Confirm Password is not equal to New Password!');
  });

  it('need new passwords of at least 8 characters; the login takes a shorter one set before', () => {
    expect(firstMessage(registerFormSchema.safeParse({ name: 'A', mobile: '9876543210', password: 'seven77' }))).toBe(
      'Password must be at least 8 characters!',
    );
    expect(registerFormSchema.safeParse({ name: 'A', mobile: '9876543210', password: 'eight888' }).success).toBe(true);
    expect(firstMessage(resetPasswordFormSchema.safeParse({ newPassword: 'short', confirmPassword: 'short' }))).toBe(
      'New Password must be at least 8 characters!',
    );
    expect(
      firstMessage(changePasswordFormSchema.safeParse({ oldPassword: 'old', newPassword: 'short', confirmPassword: 'short' })),
    ).toBe('New Password must be at least 8 characters!');
    expect(loginFormSchema.safeParse({ mobile: '9876543210', password: 'abc' }).success).toBe(true);
  });

  it('need a name on the profile, and OTP digits of the length the server names (4 when it names none)', () => {
    expect(firstMessage(profileFormSchema.safeParse({ name: '' }))).toBe('Name is required!');
    expect(OTP_PATTERN.test('1234')).toBe(true);
    expect(OTP_PATTERN.test('123456')).toBe(true);
    expect(OTP_PATTERN.test('12345')).toBe(false);
    expect(OTP_PATTERN.test('12a4')).toBe(false);
    expect([otpLengthOf(6), otpLengthOf(4), otpLengthOf(undefined), otpLengthOf('6'), otpLengthOf(99)]).toEqual([6, 4, 4, 4, 4]);
  });
});
