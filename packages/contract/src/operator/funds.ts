import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Deposits (fund requests) and withdrawals to decide. */

export const FUNDS_BODY_TEXT = {
  requestNotFound: 'Request not found',
  statusInvalid: 'Status must be pending, approved or rejected',
  noteRequired: 'Please enter a note',
  noteTooLong: 'Note must be at most 255 characters',
  receiptInvalid: 'Receipt must be an https link',
} as const;

export const requestStatus = z.enum(['pending', 'approved', 'rejected'], { error: FUNDS_BODY_TEXT.statusInvalid });

/** `GET /admin/api/fund-requests?status` and `/withdraw-requests?status` (newest first, at most 500). */
export const requestListQuery = z.object({ status: requestStatus.optional() });

/** The `:id` of a request's path. */
export const requestIdParams = z.object({
  id: z.coerce
    .number({ error: FUNDS_BODY_TEXT.requestNotFound })
    .int({ error: FUNDS_BODY_TEXT.requestNotFound })
    .positive({ error: FUNDS_BODY_TEXT.requestNotFound }),
});

/** An optional note: trimmed, at most 255 characters. */
export const optionalNote = z
  .string({ error: FUNDS_BODY_TEXT.noteTooLong })
  .trim()
  .max(255, { error: FUNDS_BODY_TEXT.noteTooLong })
  .optional();

/** A required note (a rejection, a wallet adjustment): trimmed, 1-255 characters. */
export const requiredNote = z
  .string({ error: FUNDS_BODY_TEXT.noteRequired })
  .trim()
  .min(1, { error: FUNDS_BODY_TEXT.noteRequired })
  .max(255, { error: FUNDS_BODY_TEXT.noteTooLong });

/** A payment receipt: an https link; empty or null is none. */
const receipt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .url({ protocol: /^https$/, error: FUNDS_BODY_TEXT.receiptInvalid })
    .max(500, { error: FUNDS_BODY_TEXT.receiptInvalid })
    .optional(),
);

/** A deposit request. */
export const fundRequestItem = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  method: z.string(),
  txnRef: z.string().nullable(),
  status: requestStatus,
  createdAt: z.number().describe('epoch ms'),
  decidedAt: z.number().nullable(),
  note: z.string(),
});

/**
 * How an approved deposit was credited (ADR 011): matched on its own, by a gateway's order, or by an
 * operator; or by the agent it was paid to, from their float (ADR 029).
 */
export const creditedBy = z.enum(['automatic', 'gateway', 'operator', 'agent']);

/** A deposit request of the console's list: the request, and its UTR, gateway order and how it was credited. */
export const fundRequestListItem = fundRequestItem.extend({
  utr: z.string().nullable().optional().describe('the 12-digit UPI reference the player entered'),
  gatewayOrderId: z.string().nullable().optional(),
  creditedBy: creditedBy.nullable().optional().describe('null while pending or when rejected'),
  agentId: z
    .number()
    .nullable()
    .optional()
    .describe("the agent whose UPI id the player paid (ADR 029): only that agent decides it (the house's approve and reject answer 409); absent for the house's"),
  agentName: z.string().nullable().optional().describe("that agent's name as players see it (else their username)"),
});

/** A withdrawal request: where to pay and, once paid, the receipt; a bank payout's account and what the bank said (ADR 012). */
export const withdrawRequestItem = fundRequestItem
  .omit({ txnRef: true })
  .extend({
    paymentNumber: z.string(),
    receipt: z.string(),
    methodCode: z.number().optional().describe('2 Google Pay, 3 Paytm, 4 PhonePe, 5 bank account'),
    bankHolderName: z.string().nullable().optional(),
    bankAccountNumber: z.string().nullable().optional(),
    bankIfsc: z.string().nullable().optional(),
    payoutStatus: z.enum(['paid', 'failed']).nullable().optional().describe("the bank's answer for an approved bank payout; null until then"),
    payoutUtr: z.string().nullable().optional(),
    payoutAt: z.number().nullable().optional(),
    payoutExportedAt: z.number().nullable().optional().describe('when it was last put in a bulk-payout file'),
  });

export const fundRequestsAnswer = envelope({ items: z.array(fundRequestListItem) });
export const withdrawRequestsAnswer = envelope({ items: z.array(withdrawRequestItem) });

/** `POST /admin/api/fund-requests/:id/approve`: credits the wallet once. */
export const approveDepositBody = z.object({ note: optionalNote }).nullish();

/** `POST /admin/api/withdraw-requests/:id/approve`: records the payout (the points were held when asked). */
export const approveWithdrawalBody = z.object({ note: optionalNote, receipt }).nullish();

/** `POST /admin/api/fund-requests/:id/reject` and `/withdraw-requests/:id/reject`: the note is required. */
export const rejectRequestBody = z.object({ note: requiredNote }, { error: FUNDS_BODY_TEXT.noteRequired });

/** The answer of every decision. */
export const decisionAnswer = envelope({
  id: z.number(),
  requestStatus,
  walletBalance: z.number().nullable().describe("the player's balance after a credit"),
});

export const PAYOUT_EXPORT_TEXT = {
  idsInvalid: 'ids must be a list of 1 to 1000 request numbers',
  exportNotFound: 'Payout file not found',
} as const;

const payoutRequestId = z
  .number({ error: PAYOUT_EXPORT_TEXT.idsInvalid })
  .int({ error: PAYOUT_EXPORT_TEXT.idsInvalid })
  .positive({ error: PAYOUT_EXPORT_TEXT.idsInvalid })
  .max(Number.MAX_SAFE_INTEGER, { error: PAYOUT_EXPORT_TEXT.idsInvalid });

/**
 * `POST /admin/api/payouts/exports {ids?}` (ADR 012, ADR 024): produces the bank's bulk-payout file of
 * these approved bank payouts (without ids: every one waiting) and marks them exported; the file is then
 * downloaded with `GET /admin/api/payouts/exports/:id`, which changes nothing.
 */
export const payoutExportBody = z.object({
  ids: z
    .array(payoutRequestId, { error: PAYOUT_EXPORT_TEXT.idsInvalid })
    .min(1, { error: PAYOUT_EXPORT_TEXT.idsInvalid })
    .max(1000, { error: PAYOUT_EXPORT_TEXT.idsInvalid })
    .optional()
    .describe('the request numbers to pay; without it, every approved bank payout waiting for the bank (at most 1000)'),
});
export const payoutExportAnswer = envelope({
  id: z.number().describe('the file, for GET /admin/api/payouts/exports/:id'),
  fileName: z.string(),
  count: z.number(),
  total: z.number(),
});

/** The `:id` of a payout file's path (`GET /admin/api/payouts/exports/:id`: the file as CSV). */
export const payoutExportParams = z.object({
  id: z.coerce
    .number({ error: PAYOUT_EXPORT_TEXT.exportNotFound })
    .int({ error: PAYOUT_EXPORT_TEXT.exportNotFound })
    .positive({ error: PAYOUT_EXPORT_TEXT.exportNotFound })
    .max(Number.MAX_SAFE_INTEGER, { error: PAYOUT_EXPORT_TEXT.exportNotFound }),
});

/** `POST /admin/api/payouts/results`: the bank's result file as CSV text (request number, UTR, status paid|failed; a header row). */
export const payoutResultsBody = z.object(
  {
    csv: z
      .string({ error: 'Send the result file as csv text' })
      .min(1, { error: 'Send the result file as csv text' })
      .max(200_000, { error: 'The result file is too large' }),
  },
  { error: 'Send the result file as csv text' },
);

/** What an upload of the bank's results changed: requests marked paid or failed, and lines answered before. */
export const payoutResultsAnswer = envelope({ paid: z.number(), failed: z.number(), unchanged: z.number() });

/** Which bank payouts the console's Bulk payouts screen lists: those waiting for the bank, or those it answered. */
export const payoutListState = z.enum(['waiting', 'answered'], { error: 'State must be waiting or answered' });

/**
 * `GET /admin/api/payouts?state` (ADR 012): `waiting` (the default) lists every approved bank
 * withdrawal the bank has not answered, oldest first (at most 1000, a payout file's most), with when
 * each was last exported; `answered` the latest 200 the bank paid or failed, newest answer first.
 */
export const payoutListQuery = z.object({ state: payoutListState.optional() });
export const payoutsAnswer = envelope({ items: z.array(withdrawRequestItem) });
