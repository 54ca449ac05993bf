import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the fund screens, word for word as the older apps show them where they have them (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): the English base
 * of the 'funds' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/funds.json.
 */
export const fundsMessages = i18n('funds', {
  // Add Funds
  addFundsTitle: 'Add Funds',
  amount: 'Amount',
  amountPlaceholder: 'Enter amount',
  minimumHint: params('Minimum {min}'),
  method: 'Payment method',
  /** The deposit method 'Others' (as in the older apps): any other UPI app; the app names stay as they are. */
  otherMethod: 'Others',
  addFunds: 'Add Funds',
  processing: 'Processing',
  loadFailed: 'Failed to load payment options. Please try again later.',
  upiNotFound: 'UPI ID not found for the selected payment method.',
  initiateFailed: 'An error occurred while trying to initiate payment.',
  requestSent: 'Your request is sent; points are added once the payment is verified',
  noUpiApp: 'No UPI app opened on this device, so no request was sent.',
  gatewayOff: 'Online payment is not available right now. You can pay by scanning our QR code.',
  payByQr: 'Pay by QR',
  // A player of an agent pays the agent's UPI id; the agent adds the points (ADR 029)
  payAgentNamed: params('You pay your agent {name} at {upiId}. They add the points once they see your payment.'),
  payAgent: params("You pay your agent's UPI id {upiId}. They add the points once they see your payment."),
  agentRequestSent: 'Your request is sent to your agent; points are added once they approve it',
  // The UTR of a payment (ADR 011; the messages of the field itself come from @pana/domain)
  utrLabel: 'UTR (UPI reference number)',
  utrPlaceholder: '12-digit UTR',
  utrHint: "Find the 12-digit UTR (UPI Ref. No.) in your UPI app's details of this payment.",
  utrStep: params('Paid {amount} with {method}? Enter the UTR of the payment to send your request.'),
  submitUtr: 'Send request',
  startAgain: 'Start again',
  credited: 'Payment received. Points added to your wallet.',
  // Paying online through the gateway's checkout (ADR 011)
  payOnline: 'Pay online',
  payOnlineHint:
    'UPI, cards or netbanking in the secure Razorpay window. Points are added as soon as the payment is confirmed.',
  orPayWithUpiApp: 'Or pay with a UPI app',
  checkoutDescription: params('Add {amount} points'),
  checkoutLoadFailed:
    'Online payment could not be loaded. Check your connection and try again, or pay with a UPI app below.',
  paymentCrediting: params('Payment received, crediting {amount} points to your wallet…'),
  paymentCredited: params('Payment received. {amount} points added to your wallet.'),
  paymentRejected: 'Your deposit was rejected.',
  paymentRejectedBecause: params('Your deposit was rejected: {reason}.'),
  paymentDismissed: params(
    'Payment not completed. Your request #{requestId} stays pending: if money left your account, points are added once the payment is confirmed.',
  ),
  creditingSlow: 'This is taking longer than usual. The deposit shows in Deposit History once it is credited.',
  depositRules: 'Deposit Rules',
  depositHistory: 'Deposit History',
  // QR payment
  qrTitle: 'QR Payment',
  qrAlt: 'QR code to pay',
  qrHint: 'Scan the QR code with any UPI app, or pay to the UPI ID below.',
  qrUnavailable: 'QR payment is not available right now.',
  upiId: 'UPI ID',
  copy: 'Copy',
  copyUpiId: 'Copy UPI ID',
  copied: 'UPI ID Copied!',
  copyFailed: 'Could not copy. Please copy the UPI ID by hand.',
  screenshotHint: 'After paying, send the payment screenshot to us on WhatsApp.',
  whatsApp: 'Send screenshot on WhatsApp',
  paidAmount: 'Amount paid',
  iHavePaid: 'I have paid',
  // Withdraw
  withdrawTitle: 'Withdraw Fund',
  balance: 'Wallet Balance',
  timings: 'Withdraw timings',
  points: 'Points',
  pointsPlaceholder: 'Enter points',

  noMethods: 'No payment methods available',
  addNumberPrompt: 'Add the number you want to be paid on in your wallet first.',
  addNumber: 'Add a number in Wallet',
  // The bank account as a withdraw method (ADR 012, payment_method 5)
  bankAccount: 'Bank account',
  addBankAccount: 'Add bank account',
  bankAccountLoadFailed: 'Could not load your bank account. Please try again later.',
  withdraw: 'Withdraw',
  submitting: 'Submitting...',
  withdrawSent: 'Withdraw request sent successfully',
  withdrawFailed: 'An error occurred',
  unexpectedError: 'An unexpected error occurred. Please try again later.',
  withdrawRules: 'Withdraw Rules',
  withdrawHistory: 'Withdraw History',
  // Withdraw history
  request: params('Request #{number}'),
  paidTo: 'Paid to',
  date: 'Date',
  pending: 'Pending',
  cancelled: 'Cancelled',
  approved: 'Approved',
  // A bank payout's side of the bank (ADR 012)
  processingPayout: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  payoutUtr: 'UTR',
  payoutProcessing: 'Approved. The bank transfer is on its way.',
  payoutFailed: 'The bank transfer failed. The points were returned to your wallet.',
  receipt: 'View payment receipt',
  adminNote: 'Note',
  // Rules and lists
  depositRulesTitle: 'Deposit Rules',
  withdrawRulesTitle: 'Withdraw Rules',
  noData: 'NO DATA FOUND',
  loading: 'Loading',
  loadingOptions: 'Loading payment options',
  loadingMethods: 'Loading payment methods',
  loadingQr: 'Loading QR payment',
  drawingQr: 'Drawing QR code',
  depositLinks: 'Deposit links',
  withdrawLinks: 'Withdraw links',
  // Cash-out with the player's agent (ADR 029): the agent takes the points back and pays the player
  cashoutTitle: 'Cash out with your agent',
  cashoutHint: 'Ask your agent to take points back and pay you. Points leave your wallet only when your agent takes them.',
  cashoutSend: 'Send request',
  cashoutWaiting: params('Asked your agent to cash out {amount} points'),
  cashoutCancel: 'Cancel request',
  cashoutPoints: 'Points to cash out',
});
