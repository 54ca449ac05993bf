import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Automatic deposits (ADR 011): the Unmatched payments queue and the online gateway's switch. */

export const PAYMENTS_BODY_TEXT = {
  statusInvalid: 'Status must be unmatched, credited, linked or dismissed',
  paymentNotFound: 'Payment not found',
  requestIdInvalid: 'requestId must be the id of a pending deposit request',
  reasonRequired: 'Please enter a reason',
  reasonTooLong: 'Reason must be at most 255 characters',
  enabledInvalid: 'enabled must be true or false',
} as const;

export const paymentStatus = z.enum(['unmatched', 'credited', 'linked', 'dismissed'], { error: PAYMENTS_BODY_TEXT.statusInvalid });

/** `GET /admin/api/unmatched-payments?status` (unmatched when absent; newest first, at most 500). */
export const unmatchedPaymentsQuery = z.object({ status: paymentStatus.optional() });

/** The `:id` of a payment's path. */
export const paymentIdParams = z.object({
  id: z.coerce
    .number({ error: PAYMENTS_BODY_TEXT.paymentNotFound })
    .int({ error: PAYMENTS_BODY_TEXT.paymentNotFound })
    .positive({ error: PAYMENTS_BODY_TEXT.paymentNotFound }),
});

/** A pending deposit request claiming a payment's UTR, shown beside the payment for the operator to link or refuse. */
export const paymentClaim = z.object({
  requestId: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number().describe('the points claimed'),
  method: z.string(),
  createdAt: z.number().describe('epoch ms'),
  payerIsClaimant: z
    .boolean()
    .describe("true when the payment's payer VPA is one this player is known by (a saved UPI number, an earlier linked or gateway payment)"),
});

/** A payment notification received: a UPI credit forwarded to the server, or a gateway's captured payment. */
export const unmatchedPayment = z.object({
  id: z.number(),
  source: z.string().describe("'upi' (the forwarder) or 'razorpay'"),
  eventKey: z.string(),
  utr: z.string().nullable(),
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  amountPaise: z.number(),
  amount: z.string().describe('rupees, "500.00"'),
  payerVpa: z.string(),
  receivedAt: z.number().describe('epoch ms'),
  text: z.string().describe('the forwarded SMS or notification text'),
  status: paymentStatus,
  reason: z.string().describe("why it did not credit on its own ('' when it did)"),
  fundRequestId: z.number().nullable(),
  mobile: z.string().nullable().describe("the credited player's mobile"),
  note: z.string().describe("the operator's reason for a dismissal"),
  decidedAt: z.number().nullable(),
  createdAt: z.number(),
  claims: z.array(paymentClaim).describe('the pending deposit requests claiming its UTR, oldest first'),
});

export const unmatchedPaymentsAnswer = envelope({ items: z.array(unmatchedPayment) });

/** `POST /admin/api/unmatched-payments/:id/link`: credits the request with the amount received. */
export const linkPaymentBody = z.object(
  {
    requestId: z
      .number({ error: PAYMENTS_BODY_TEXT.requestIdInvalid })
      .int({ error: PAYMENTS_BODY_TEXT.requestIdInvalid })
      .positive({ error: PAYMENTS_BODY_TEXT.requestIdInvalid }),
  },
  { error: PAYMENTS_BODY_TEXT.requestIdInvalid },
);

export const linkPaymentAnswer = envelope({
  id: z.number(),
  requestId: z.number(),
  amount: z.number().describe('points credited: the whole rupees received'),
  walletBalance: z.number(),
});

/** `POST /admin/api/unmatched-payments/:id/dismiss`: the reason is required. */
export const dismissPaymentBody = z.object(
  {
    reason: z
      .string({ error: PAYMENTS_BODY_TEXT.reasonRequired })
      .trim()
      .min(1, { error: PAYMENTS_BODY_TEXT.reasonRequired })
      .max(255, { error: PAYMENTS_BODY_TEXT.reasonTooLong }),
  },
  { error: PAYMENTS_BODY_TEXT.reasonRequired },
);

export const dismissPaymentAnswer = envelope({ id: z.number() });

/** `GET|PUT /admin/api/payments/gateway`: the online gateway players may pay through. */
export const paymentGatewayAnswer = envelope({
  gateway: z.string().describe("'razorpay', or '' when the server has none configured"),
  configured: z.boolean(),
  enabled: z.boolean(),
});

export const paymentGatewayBody = z.object(
  { enabled: z.boolean({ error: PAYMENTS_BODY_TEXT.enabledInvalid }) },
  { error: PAYMENTS_BODY_TEXT.enabledInvalid },
);
