import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the wallet screens, word for word as the older apps show them where they have them (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English
 * base of the 'wallet' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/wallet.json.
 */
export const walletMessages = i18n('wallet', {
  balance: 'Wallet Balance',
  addFund: 'Add Fund',
  withdrawFund: 'Withdraw Fund',
  transfer: 'Transfer',
  walletHistory: 'Wallet History',
  walletActions: 'Wallet actions',
  payoutTitle: 'Withdraw numbers',
  payoutHint: 'Choose the app you want withdrawals paid to and confirm its number with an OTP.',
  payoutLoading: 'Loading withdraw numbers',
  notAdded: 'Not added',
  add: 'Add',
  change: 'Change',
  addNumberLabel: params('Add {app} number'),
  changeNumberLabel: params('Change {app} number'),
  numberModalTitle: params('{app} Number'),
  phoneLabel: 'Phone Number',
  phonePlaceholder: '10-digit mobile number',
  sendOtp: 'Send OTP',
  sending: 'Sending...',
  upiAdded: 'UPI Number Added Successfully!',
  // OTP fetch failures (the older apps' words): the server's message, else one of these.
  failedToFetchOtp: 'Failed to fetch OTP',
  errorSendingOtp: 'Error sending OTP',
  // The bank account withdrawals are paid to (ADR 012, Pana's own words; the form's messages come from @pana/domain)
  bankTitle: 'Bank account',
  bankHint:
    'Get withdrawals paid into your bank account. Confirm it with an OTP sent to your registered mobile number.',
  bankLoading: 'Loading bank account',
  addBank: 'Add bank account',
  changeBank: 'Change bank account',
  bankLoadFailed: 'Could not load your bank account. Please try again later.',
  holderNameLabel: "Account holder's name",
  holderNamePlaceholder: 'Name as in your bank account',
  accountNumberLabel: 'Account number',
  confirmAccountNumberLabel: 'Confirm account number',
  accountNumberPlaceholder: '9 to 18 digits',
  ifscLabel: 'IFSC',
  ifscPlaceholder: 'e.g. SBIN0001234',
  replaceNote: params('This account replaces {masked}.'),
  codeGoesTo: params('The OTP is sent to your registered mobile number {mobile}.'),
  sendCode: 'Send code',
  bankAdded: 'Bank account added successfully!',
  confirmingBank: params('Bank account {masked} (IFSC {ifsc})'),
  walletHistoryTitle: 'Wallet History',
  depositHistoryTitle: 'Deposit History',
  depositTitle: params('Deposit #{id}'),
  depositTitleBy: params('Deposit #{id} by {method}'),
  noData: 'NO DATA FOUND',
  loading: 'Loading transactions',
  approved: 'Approved',
  pending: 'Pending',
  // Deposit History states (ADR 011)
  rejected: 'Rejected',
  utr: 'UTR',
  reason: 'Reason',
  credit: 'Credit',
  debit: 'Debit',
});

export type WalletTexts = ReturnType<typeof walletMessages.get>;
