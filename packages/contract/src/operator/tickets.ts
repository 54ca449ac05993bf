import { z } from 'zod';
import { envelope } from '../envelope.ts';
import {
  bidEvidence,
  depositEvidence,
  TICKET_ATTACH_KINDS,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_STATUSES,
  withdrawalEvidence,
} from '../player/tickets.ts';
import { pageQuery } from './common.ts';
import { parseSignedAmount } from './players.ts';

/**
 * Support tickets in the console (ADR 030): `/admin/api/tickets…`. A viewer reads; an
 * operator or the owner writes (replies, internal notes, assignment, closing, a wallet adjustment
 * with the ticket as its reason, linking an unmatched payment to the ticket's deposit). Agents have
 * no access. Every write is audited. Times are epoch milliseconds, as elsewhere in the console.
 */

/** The refusal messages of the bodies and queries below (the server says the same). */
export const TICKETS_CONSOLE_TEXT = {
  ticketNotFound: 'Ticket not found',
  statusInvalid: 'Status must be open, answered, closed or all',
  categoryInvalid: 'Category must be deposit_not_credited, withdrawal_not_received, result_dispute, account or other',
  assignedInvalid: 'Assigned must be me, none or an operator id',
  messageRequired: 'Please enter the message',
  messageTooLong: `Message must be at most ${TICKET_LIMITS.messageMax} characters`,
  adminIdInvalid: 'Assign to must be the id of an operator or owner, or null for nobody',
  amountInvalid: 'Amount must be a whole number other than 0',
  noteRequired: 'Please enter a note',
  noteTooLong: 'Note must be at most 200 characters',
  paymentIdInvalid: 'paymentId must be the id of an unmatched payment',
} as const;

const T = TICKETS_CONSOLE_TEXT;

export const consoleTicketStatus = z.enum(TICKET_STATUSES, { error: T.statusInvalid });
export const consoleTicketCategory = z.enum(TICKET_CATEGORIES, { error: T.categoryInvalid });

/** The `:id` of a ticket's path. */
export const ticketIdParams = z.object({
  id: z.coerce
    .number({ error: T.ticketNotFound })
    .int({ error: T.ticketNotFound })
    .positive({ error: T.ticketNotFound })
    .max(Number.MAX_SAFE_INTEGER, { error: T.ticketNotFound }),
});

/**
 * `GET /admin/api/tickets?status&category&assigned&page`: the queue, 50 a page — open tickets first,
 * then answered, then closed; within each, the one waiting longest first. `status` all (the default)
 * or one status; `assigned` me, none, or an operator's id.
 */
export const ticketQueueQuery = z.object({
  status: z.enum([...TICKET_STATUSES, 'all'], { error: T.statusInvalid }).optional(),
  category: consoleTicketCategory.optional(),
  assigned: z
    .string({ error: T.assignedInvalid })
    .regex(/^(me|none|[1-9]\d{0,14})$/, { error: T.assignedInvalid })
    .optional(),
  page: pageQuery,
});

/** An operator a ticket may be assigned to. */
export const ticketAssignee = z.object({ id: z.number(), username: z.string() });

/** One ticket of the queue. */
export const consoleTicket = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  category: consoleTicketCategory,
  status: consoleTicketStatus,
  /** The first message's beginning (at most 80 characters), plain text. */
  subject: z.string(),
  attachment: z.object({ kind: z.enum(TICKET_ATTACH_KINDS), id: z.number(), label: z.string() }).nullable(),
  assignedTo: ticketAssignee.nullable(),
  messages: z.number().describe("the thread's messages (the player's and the operators', notes excluded)"),
  lastFrom: z.enum(['player', 'operator']),
  createdAt: z.number(),
  updatedAt: z.number().describe('the last message'),
  /** Since when the player has been waiting for an answer (the last player message of an open ticket); null unless open. */
  waitingSince: z.number().nullable(),
  /** Milliseconds since `waitingSince` (open) or since it was opened (otherwise), at the time of the answer. */
  ageMs: z.number(),
  closedAt: z.number().nullable(),
});

export const ticketQueueAnswer = envelope({
  items: z.array(consoleTicket),
  total: z.number(),
  page: z.number(),
  /** Open tickets in all (whatever the filters), for the menu's badge. */
  openCount: z.number(),
});

/** One entry of a ticket's thread in the console: the player's and operators' messages, and internal notes (never shown to the player). */
export const consoleTicketMessage = z.object({
  id: z.number(),
  from: z.enum(['player', 'operator', 'note']),
  /** The operator's username for an operator's message or note; null for the player's. */
  author: z.string().nullable(),
  body: z.string().describe('plain text as written; render it as text'),
  createdAt: z.number(),
});

/** What the console adds to a deposit's evidence: the payment received with the request's UTR in full. */
const consolePayment = z.object({
  id: z.number(),
  source: z.string(),
  utr: z.string().nullable(),
  amount: z.string().describe('rupees, "500.00"'),
  payerVpa: z.string(),
  receivedAt: z.number(),
  status: z.enum(['credited', 'unmatched', 'linked', 'dismissed']),
  reason: z.string(),
  fundRequestId: z.number().nullable().describe('the request it credited (may be another than the ticket’s)'),
});

/**
 * The full evidence: the player's part (player/tickets.ts, times as ISO instants there) and what only
 * the console sees — for a deposit every payment received with its UTR (matched or unmatched) and
 * the unmatched payments of the same amount received around it, for a withdrawal the bank account
 * and the payout file it went in.
 */
export const consoleEvidence = z.discriminatedUnion('kind', [
  bidEvidence.extend({ marketId: z.number(), submissionRequestId: z.string().nullable() }),
  depositEvidence.extend({
    payments: z.array(consolePayment).describe('payments received with the UTR'),
    candidates: z.array(consolePayment).describe('unmatched payments of the same amount received within a day of the request, for a link'),
    creditedBy: z.string().nullable(),
  }),
  withdrawalEvidence.extend({
    bankAccount: z
      .object({ holderName: z.string(), accountNumber: z.string(), ifsc: z.string() })
      .nullable(),
    payoutFile: z.object({ id: z.number(), fileName: z.string(), createdAt: z.number() }).nullable(),
  }),
]);

/** `GET /admin/api/tickets/:id`: the ticket, the player, the whole thread with notes, the full evidence and whom it may be assigned to. */
export const ticketDetailAnswer = envelope({
  ticket: consoleTicket,
  player: z.object({ mobile: z.string(), name: z.string(), balance: z.number(), blocked: z.boolean() }),
  messages: z.array(consoleTicketMessage),
  evidence: consoleEvidence.nullable(),
  assignees: z.array(ticketAssignee),
  /** What was done from this ticket, newest first (the audit log's entries of the ticket). */
  actions: z.array(z.object({ action: z.string(), by: z.string().nullable(), at: z.number(), detail: z.string() })),
});

/** A message or note: plain text, trimmed, 1 to 1000 characters. */
const messageField = z
  .string({ error: T.messageRequired })
  .trim()
  .min(1, { error: T.messageRequired })
  .max(TICKET_LIMITS.messageMax, { error: T.messageTooLong });

/** `POST /admin/api/tickets/:id/reply` {body}: the operator's answer, seen by the player (inbox, push, live); the ticket becomes answered (a closed one stays closed). */
export const ticketReplyBody = z.object({ body: messageField }, { error: T.messageRequired });

/** `POST /admin/api/tickets/:id/note` {body}: an internal note, never shown to the player. */
export const ticketNoteBody = z.object({ body: messageField }, { error: T.messageRequired });

/** `POST /admin/api/tickets/:id/assign` {adminId}: an active operator or owner, or null for nobody. */
export const ticketAssignBody = z.object(
  {
    adminId: z
      .number({ error: T.adminIdInvalid })
      .int({ error: T.adminIdInvalid })
      .positive({ error: T.adminIdInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: T.adminIdInvalid })
      .nullable(),
  },
  { error: T.adminIdInvalid },
);

/** `POST /admin/api/tickets/:id/close` {body?}: closes it, with an optional last answer to the player. */
export const ticketCloseBody = z.object({ body: messageField.optional() }).nullish();

/**
 * `POST /admin/api/tickets/:id/adjust` {amount, note}: credits (amount > 0) or debits (amount < 0,
 * never below zero) the ticket's player through the wallet adjustment path; its reason reads
 * "Ticket #<id>: <note>".
 */
export const ticketAdjustBody = z.object(
  {
    amount: z.union([z.number(), z.string()], { error: T.amountInvalid }).transform((v, ctx) => {
      const n = parseSignedAmount(v);
      if (n === null) {
        ctx.issues.push({ code: 'custom', message: T.amountInvalid, input: v });
        return z.NEVER;
      }
      return n;
    }),
    note: z.string({ error: T.noteRequired }).trim().min(1, { error: T.noteRequired }).max(200, { error: T.noteTooLong }),
  },
  { error: T.noteRequired },
);

/** `POST /admin/api/tickets/:id/link-payment` {paymentId}: links an unmatched payment to the ticket's (pending) deposit request, crediting it once. */
export const ticketLinkPaymentBody = z.object(
  {
    paymentId: z
      .number({ error: T.paymentIdInvalid })
      .int({ error: T.paymentIdInvalid })
      .positive({ error: T.paymentIdInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: T.paymentIdInvalid }),
  },
  { error: T.paymentIdInvalid },
);

/** Every write answers the ticket as the queue shows it after the change. */
export const ticketWriteAnswer = envelope({ ticket: consoleTicket });

/** The adjustment's answer adds the player's new balance. */
export const ticketAdjustAnswer = envelope({ ticket: consoleTicket, amount: z.number(), balance: z.number() });

/** The link's answer adds the points credited and the new balance. */
export const ticketLinkPaymentAnswer = envelope({ ticket: consoleTicket, amount: z.number(), balance: z.number() });

export type ConsoleTicket = z.infer<typeof consoleTicket>;
export type ConsoleTicketMessage = z.infer<typeof consoleTicketMessage>;
export type ConsoleEvidence = z.infer<typeof consoleEvidence>;
export type TicketQueueAnswer = z.infer<typeof ticketQueueAnswer>;
export type TicketDetailAnswer = z.infer<typeof ticketDetailAnswer>;
export type TicketQueueQuery = z.input<typeof ticketQueueQuery>;
export type TicketAdjustBody = z.input<typeof ticketAdjustBody>;
