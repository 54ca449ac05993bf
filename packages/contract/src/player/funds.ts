import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** The player side of money (SPEC.md section 7): wallet history, payment numbers, deposits, withdrawals, transfers. */

const statusCode = z.enum(['0', '1', '2']);

export const walletTransaction = z.object({
  transaction_id: z.string(),
  transaction_type: z.enum(['1', '2']).describe("'1' credit, '2' debit"),
  transaction_note: z.string(),
  amount: z.number().describe('positive'),
  insert_date: z.string().describe("'23-November-2026 10:05 AM', India time"),
  amount_status: z.enum(['1', '0']).describe("'1' posted, '0' pending deposit request"),
});

export const withdrawHistoryItem = z.object({
  request_number: z.string(),
  google_pay_number: z.string(),
  phone_pay_number: z.string(),
  paytm_number: z.string(),
  insert_date: z.string(),
  request_amount: z.number(),
  request_status: statusCode.describe("'0' Pending, '1' Cancelled/rejected, '2' Approved"),
  payment_receipt: z.string(),
  admin_note: z.string(),
});

/** `/api-wallet-transaction-history`. */
export const walletHistoryAnswer = envelope({ transaction_history: z.array(walletTransaction) });

/** `/api-user-payment-method-list` (older apps): type = withdraw code 2/3/4. */
export const paymentMethodListAnswer = envelope({
  result: z.array(z.object({ type: z.string(), value: z.string(), name: z.string() })),
});

/** `/api-get-user-payment-details`: the saved withdrawal numbers ('' where none). */
export const paymentDetailsAnswer = envelope({
  payment_details: z.object({
    google_pay_number: z.string(),
    paytm_number: z.string(),
    phone_pay_number: z.string(),
  }),
});

/** `/api-user-withdraw-transaction-history`. */
export const withdrawHistoryAnswer = envelope({ withdrawdata: z.array(withdrawHistoryItem) });

/** `/api-check-user-for-transfer-amt`. */
export const transferReceiverAnswer = envelope({ user_name: z.string() });

/** `/api-user-transfer-wallet-balance`. */
export const transferAnswer = envelope({ wallet_amt: z.number() });

/** `/api-money-deposit-withdrawal-rule`: line-separated text. */
export const moneyRulesAnswer = envelope({
  content: z.array(z.object({ withdrawal_rule: z.string(), deposit_rule: z.string() })),
});

/** `/api-get-qr-pay`. */
export const qrPayAnswer = envelope({ qrdata: z.array(z.object({ qr_image: z.string(), upi_id: z.string() })) });

/** `/api-get-gateway-status`: whether Add Funds may launch a UPI payment, and the gateway service to ask. */
export const gatewayStatusAnswer = envelope({ getaway_status: z.enum(['1', '0']), gateway_url: z.string() });

/** `/api-last-fund-request-detail`. */
export const lastFundRequestAnswer = envelope({
  min_amt: z.number(),
  /** The largest deposit claim; 0: no maximum. */
  max_amt: z.number(),
  last_request: z
    .object({ request_amount: z.number(), request_status: statusCode, insert_date: z.string() })
    .nullable(),
});

/** `/api-fund-request-add`. */
export const fundRequestAddAnswer = envelope({ request_id: z.number() });

/** `GET /gateway/payment-details?baseUrl=…`: the payment gateway service's answer (not an envelope). */
export const gatewayPaymentDetailsQuery = z.object({ baseUrl: z.string().max(500).optional() });
export const gatewayPaymentDetailsAnswer = z.union([
  z.object({ success: z.literal(true), data: z.object({ upiId: z.string() }) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
