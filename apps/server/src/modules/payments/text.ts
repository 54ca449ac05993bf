import { UTR_TEXT } from '@pana/domain';

/** The words of automatic deposits: the hooks' answers and refusals, the player's UTR, the operator's queue. */
export const PAYMENTS_TEXT = {
  // Hooks
  credited: 'Payment credited',
  unmatched: 'Payment recorded for an operator',
  replay: 'Payment already received',
  ignored: 'Event ignored',
  invalidSignature: 'Invalid signature',
  staleTimestamp: 'X-Pana-Timestamp is missing or more than 5 minutes from the server clock',
  invalidBody: 'Invalid request body',
  eventIdInvalid: 'event_id must be text of 1 to 128 letters, digits or . _ : -',
  utrInvalid: 'utr must be 6 to 64 letters or digits',
  amountInvalid: 'amount must be rupees above zero with at most 2 decimals, e.g. "500.00"',
  vpaInvalid: 'payer_vpa must be text of at most 255 characters',
  receivedAtInvalid: 'received_at must be an ISO 8601 instant with its offset, e.g. 2026-11-25T10:05:00+05:30',
  textInvalid: 'text must be text of at most 1000 characters',
  razorpayPaymentInvalid: (field: string) => `payload.payment.entity.${field} is missing or invalid`,
  // Why a notification did not credit on its own
  reasons: {
    noRequest: 'No pending request claims this payment',
    twoRequests: (n: number) => `${n} pending requests claim this UTR`,
    amountDiffers: (claimed: number, received: string) => `The request claims ${claimed}, the payment is ${received}`,
    paise: (received: string) => `The payment of ${received} is not a whole number of rupees`,
    noOrder: 'No request was made for this gateway order',
    requestDecided: (status: string) => `Its request is already ${status}`,
    noPayerVpa: 'The payment names no payer VPA to compare with the claimant',
    payerNotSaved: (vpa: string) => `The payer ${vpa} is not a UPI id of the claimant; the claim came after the payment`,
    payerOfAnother: (vpa: string) => `The payer ${vpa} is another player's UPI id`,
  },
  // Player
  /** The domain's words, which the app shows before sending. */
  utrFormat: UTR_TEXT.utrFormat,
  utrUsed: 'This UTR has already been used',
  gatewayOff: 'Online payment is not available. Please pay by UPI and enter the UTR.',
  gatewayFailed: 'Payment gateway unavailable. Please try again.',
  orderCreated: 'Order created',
  // Operator
  notificationNotFound: 'Payment not found',
  notificationDecided: (status: string) => `This payment is already ${status}`,
  requestNotFound: 'Request not found',
  requestNotPending: (status: string) => `This request is already ${status}`,
  belowOneRupee: 'The payment is less than one rupee; dismiss it instead',
  linked: 'Payment linked and credited',
  dismissed: 'Payment dismissed',
  gatewayNotConfigured: 'Razorpay is not configured on the server (PAYMENT_HOOKS, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET)',
  gatewayUpdated: 'Payment gateway updated',
} as const;

/** Paise as rupees the way the console and reasons show them: "500.00". */
export function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
