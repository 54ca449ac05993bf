import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of Transfer Points, word for word as the older apps show them where they have them (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base of
 * the 'transfer' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/transfer.json.
 */
export const transferMessages = i18n('transfer', {
  title: 'Transfer Points',
  balance: 'Wallet Balance',
  phone: 'Phone Number',
  phonePlaceholder: "Receiver's 10-digit mobile number",
  points: 'Points',
  pointsPlaceholder: 'Points to transfer',
  submit: 'Submit',
  checking: 'Checking...',
  userCheckFailed: 'Username or password incorrect',
  confirmTitle: 'Confirm Transfer',
  receiverName: 'Name',
  receiverMobile: 'Phone Number',
  cancel: 'Cancel',
  transfer: 'Transfer',
  transferring: 'Transferring...',
  transferred: 'Points transferred successfully',
});
