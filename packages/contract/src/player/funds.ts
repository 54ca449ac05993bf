import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** The player side of money (docs/api.md#the-calls): wallet history, payment numbers, deposits, withdrawals, transfers. */

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
  // Newer servers (bank payouts, ADR 012).
  payment_method: z.string().optional().describe("'2' Google Pay, '3' Paytm, '4' PhonePe, '5' bank account"),
  bank_account: z.string().optional().describe("the masked bank account of a method 5 request ('XXXXXX1234'), '' otherwise"),
  payout_utr: z.string().optional().describe("the bank's reference of a paid bank payout, '' otherwise"),
  paid_status: z
    .enum(['pending', 'approved', 'paid', 'failed', 'rejected'])
    .optional()
    .describe("'approved': a bank payout cleared and waiting for the bank; 'failed': the bank failed it and the points are back"),
});

/**
 * A deposit request as the player's Deposit History shows it (ADR 011): pending, credited (with the
 * UTR it was matched by) or rejected (with the operator's reason).
 */
export const depositHistoryItem = z.object({
  request_id: z.number(),
  amount: z.number().describe('points (1 point = 1 rupee)'),
  method: z.string().describe("'PhonePe', 'GPay', 'Paytm', 'Others', 'QR', 'Razorpay' or '' (older apps)"),
  deposit_status: z.enum(['pending', 'credited', 'rejected']),
  utr: z.string().describe("the 12-digit UPI reference the player entered, '' when none"),
  reason: z.string().describe("why it was rejected, '' otherwise"),
  credited_by: z.enum(['automatic', 'gateway', 'operator', 'agent', '']).describe("'' while pending or when rejected; 'agent': credited by the player's agent (ADR 029)"),
  insert_date: z.string().describe("'23-November-2026 10:05 AM', India time"),
});

/** `/api-wallet-transaction-history`; `deposit_history` (newer servers): every deposit request of the player, newest first. */
export const walletHistoryAnswer = envelope({
  transaction_history: z.array(walletTransaction),
  deposit_history: z.array(depositHistoryItem).optional(),
});

/**
 * `/api-user-payment-method-list` (older apps): type = withdraw code 2/3/4, and 5 with the masked bank
 * account; newer servers add the account's holder name and IFSC to the type 5 entry (ADR 012), so
 * the player app shows which account the payouts go to.
 */
export const paymentMethodListAnswer = envelope({
  result: z.array(
    z.object({
      type: z.string(),
      value: z.string(),
      name: z.string(),
      holder_name: z.string().optional().describe("type '5' only: the account holder's name as saved"),
      ifsc: z.string().optional().describe("type '5' only: the branch's IFSC ('SBIN0001234')"),
    }),
  ),
});

/** `/api-add-user-bank-details` (ADR 012): the saved account, masked. */
export const bankAccountAnswer = envelope({ bank_account: z.string().describe("'XXXXXX1234'") });

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

/**
 * `/api-get-gateway-status`: whether Add Funds may launch a UPI payment, and the gateway service to
 * ask; newer servers add the online gateway a player may pay through (`/api-payment-order-create`)
 * and whether Add Funds should ask for the UTR (automatic matching is on).
 */
export const gatewayStatusAnswer = envelope({
  getaway_status: z.enum(['1', '0']),
  gateway_url: z.string(),
  online_gateway: z.enum(['razorpay', '']).optional().describe("'' when no online gateway is switched on"),
  online_gateway_key: z.string().optional().describe("the gateway's public key for its checkout ('' when off)"),
  online_gateway_script: z
    .string()
    .optional()
    .describe("the URL of the gateway's web checkout script, loaded only when a player pays online ('' when off)"),
  utr_matching: z.boolean().optional().describe('true when deposits with a UTR are credited automatically'),
  /**
   * With a token of a player whose agent set a UPI id (ADR 029): Add Funds pays that id, and the
   * request waits for the agent (no gateway, no UTR matching; `getaway_status` '0' sends older apps to
   * the QR payment, which shows the same id). '' or absent: the house's.
   */
  agent_upi_id: z.string().optional().describe("the player's agent's UPI id that Add Funds pays instead ('' or absent: the house's; ADR 029)"),
  agent_name: z.string().optional().describe("the name of that agent ('' when none)"),
});

/** `/api-last-fund-request-detail`. */
export const lastFundRequestAnswer = envelope({
  min_amt: z.number(),
  /** The largest deposit claim; 0: no maximum. */
  max_amt: z.number(),
  /**
   * The player's own limits and break (ADR 018), for Add Funds to check before it opens a UPI
   * app: `deposit_refusal` non-empty when no deposit is taken now (a cool-off or self-exclusion);
   * `deposit_room` the points left under the tightest deposit limit (null: no limit) and the message
   * naming that limit. Older servers send none.
   */
  deposit_refusal: z.string().optional(),
  deposit_room: z.number().nullable().optional(),
  deposit_room_message: z.string().optional(),
  last_request: z
    .object({ request_amount: z.number(), request_status: statusCode, insert_date: z.string() })
    .nullable(),
});

/** `/api-fund-request-add`; newer servers add whether the claim was credited at once (its payment had arrived). */
export const fundRequestAddAnswer = envelope({
  request_id: z.number(),
  deposit_status: z.enum(['pending', 'credited']).optional(),
});

/** `/api-payment-order-create`: the gateway order Add Funds opens the gateway's checkout (or UPI intent) with. */
export const paymentOrderAnswer = envelope({
  request_id: z.number(),
  gateway: z.enum(['razorpay']),
  order_id: z.string(),
  amount: z.number().describe('paise, as the gateway counts them'),
  currency: z.literal('INR'),
  key_id: z.string().describe("the gateway's public key"),
});

/** `GET /gateway/payment-details?baseUrl=…`: the payment gateway service's answer (not an envelope). */
export const gatewayPaymentDetailsQuery = z.object({ baseUrl: z.string().max(500).optional() });
export const gatewayPaymentDetailsAnswer = z.union([
  z.object({ success: z.literal(true), data: z.object({ upiId: z.string() }) }),
  z.object({ success: z.literal(false), message: z.string() }),
]);

/** A player's pending cash-out request to their agent (ADR 029): points the agent is asked to take back. */
export const agentCashoutRequest = z.object({
  id: z.number(),
  amount: z.number(),
  created_at: z.number().describe('epoch ms'),
});

/**
 * `/api-agent-cashout-request`, `/api-agent-cashout-cancel`, `/api-agent-cashout-status`: whether the
 * player has an agent to cash out with (status answers false for the house's players; the other two
 * refuse them) and the pending request after the call (null: none). No points move until the agent
 * takes them back.
 */
export const agentCashoutAnswer = envelope({ has_agent: z.boolean(), cashout_request: agentCashoutRequest.nullable() });
