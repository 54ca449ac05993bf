import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the account screens, word for word as the older apps show them (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base of the 'auth'
 * component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/auth.json.
 */
export const authMessages = i18n('auth', {
  loginTitle: 'Login To Play',
  registerTitle: 'Register Now',
  forgotTitle: 'Forgot Password',
  resetTitle: 'Reset Password',
  otpTitle: 'OTP Verification',
  /** A flow's step opened without what the step before hands over (InvalidNavigation). */
  startOver: 'Start over',
  submit: 'Submit',
  submitting: 'Submitting...',
  register: 'Register',
  registering: 'Registering...',
  /** The registration's 18+ confirmation (ADR 018). */
  adult: 'I am 18 or older',
  sending: 'Sending...',
  verify: 'Verify',
  verifying: 'Verifying...',
  updatePassword: 'Update Password',
  updating: 'Updating...',
  forgotPasswordLink: 'Forgot Password',
  contactAdmin: 'Contact Admin',
  createAccount: 'Create New Account',
  alreadyHaveAccount: 'Already have an account',
  rememberPassword: 'Remember your password?',
  login: 'Login',
  resend: 'RESEND',
  resendIn: params('Resend OTP in {time}'),
  userNotRegistered: 'User Not Registered',
  userAlreadyRegistered: 'User Already Registered',
  errorRegistering: params('Error registering: {message}'),
  resendFailed: 'Failed to resend OTP. Please try again.',
  otherError: 'An error occurred. Please try again.',
  failedToSendOtp: 'Failed to send OTP',
  passwordUpdated: 'Successfully updated password',
  updatePasswordFailed: 'Failed to update password. Please try again.',
  passwordChanged: 'Successfully changed password',
  oldPasswordIncorrect: 'Old password is incorrect',
  changePassword: 'Change Password',
  // Field labels and placeholders
  phoneLabel: 'Phone Number',
  phonePlaceholder: '10-digit mobile number',
  passwordLabel: 'Password',
  usernameLabel: 'Username',
  usernamePlaceholder: 'Your name',
  /** An agent's invite code (ADR 029): optional, pre-filled from the agent's link. */
  inviteCodeLabel: 'Invite code (optional)',
  inviteCodePlaceholder: 'From the person who invited you',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  otpLabel: 'OTP',
  /** The OTP screen's lead; {phone} is shown in bold where it falls in the sentence. */
  codeSentTo: params('Enter the {length}-digit code sent to {phone}'),
});
