import { z } from 'zod';
import { envelope, withToken } from '../envelope.ts';

/**
 * Support tickets, the player's side (ADR 030): POST calls in the legacy envelope like
 * every player call (docs/api.md#support-tickets). A ticket is about one category and may carry one
 * attachment — a bid, a deposit request or a withdrawal request of the player's own — whose evidence
 * the server computes when the ticket is read (never typed by anyone). Text is plain text: the server
 * stores and answers it as typed (no HTML), and the app renders it as text, links included.
 *
 * Times are ISO 8601 instants (as the inbox's `created_at`). The bodies below are what the app sends;
 * the server checks every field itself and answers refusals in `msg` (translated with `X-Pana-Lang`).
 */

/** What a ticket is about. */
export const TICKET_CATEGORIES = ['deposit_not_credited', 'withdrawal_not_received', 'result_dispute', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const ticketCategory = z.enum(TICKET_CATEGORIES);

/**
 * Where a ticket stands: `open` (waiting for the operator: opened, reopened, or the player wrote
 * last), `answered` (the operator wrote last), `closed` (by the operator; the player may reopen it
 * within `TICKET_LIMITS.reopenDays` days of its closing).
 */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const ticketStatus = z.enum(TICKET_STATUSES);

/** What a ticket may carry: one of the player's bids, deposit requests or withdrawal requests. */
export const TICKET_ATTACH_KINDS = ['bid', 'deposit', 'withdrawal'] as const;
export type TicketAttachKind = (typeof TICKET_ATTACH_KINDS)[number];
export const ticketAttachKind = z.enum(TICKET_ATTACH_KINDS);

/** The server's limits (the app may show them; the server enforces them with a 429 or 400 and a clear `msg`). */
export const TICKET_LIMITS = {
  /** Characters of one message, after trimming. */
  messageMax: 1000,
  /** Tickets a player may open per India day. */
  ticketsPerDay: 5,
  /** Messages (replies and reopenings; the opening message is counted by `ticketsPerDay`) a player may write on one ticket per hour. */
  messagesPerHour: 10,
  /** Days after its closing during which a ticket may be reopened. */
  reopenDays: 7,
  /** Attachables listed per kind by `/api-support-attachables`. */
  attachablesPerKind: 30,
} as const;

/**
 * The app screen of one ticket (`/help/tickets/<ticket_id>`): the route of the inbox item (kind
 * 'notice') and Web Push an operator's reply writes. The list of tickets is `/help/tickets`.
 */
export const TICKET_APP_ROUTES = { list: '/help/tickets', ticket: (ticketId: number) => `/help/tickets/${ticketId}` } as const;

/** What a ticket carries, as a list shows it: the kind, the row's id and a one-line label ("Kalyan · 23-11-2026 · Single Pana 128 · 50 points"). */
export const ticketAttachment = z.object({
  kind: ticketAttachKind,
  id: z.number(),
  label: z.string(),
});

/** One ticket of the player's list. */
export const ticketSummary = z.object({
  ticket_id: z.number(),
  category: ticketCategory,
  status: ticketStatus,
  /** The first message's first line (at most 80 characters), plain text. */
  subject: z.string(),
  attachment: ticketAttachment.nullable(),
  created_at: z.string(),
  /** The last message's time (the player's or the operator's). */
  updated_at: z.string(),
  /** true when the operator wrote since the player last opened the ticket. */
  unread: z.boolean(),
  /** true when the ticket is closed and may still be reopened. */
  can_reopen: z.boolean(),
});

/** One message of a ticket's thread as the player sees it (the operator's internal notes are never sent). */
export const ticketMessage = z.object({
  id: z.number(),
  from: z.enum(['player', 'operator']),
  /** Plain text as written; render it as text. */
  body: z.string(),
  created_at: z.string(),
});

/** A wallet ledger row of the evidence, as the player's wallet history words it. */
export const evidenceLedgerRow = z.object({
  id: z.number(),
  kind: z.string().describe("the ledger's kind: 'bid', 'win', 'win_reversal', 'deposit', 'withdrawal_hold', …"),
  amount: z.number().describe('signed: + credit, − debit'),
  balance_after: z.number(),
  note: z.string(),
  created_at: z.string(),
});

/** A result-chain entry (ADR 019) the evidence names; `url` is the public results log's page holding it. */
export const evidenceChainEntry = z.object({
  seq: z.number(),
  action: z.enum(['declare', 'revert']),
  session: z.enum(['open', 'close']),
  digits: z.string(),
  hash: z.string(),
  at: z.string(),
  url: z.string().describe("'/results-log?before=<seq + 1>': the page of GET /api/results-log (and of the app's results log) that starts with this entry"),
});

/**
 * A bid's evidence: the bid, its submission, the draw's result in force with the result-chain entries
 * it rests on, how it was settled and its ledger rows. After a declaration was reverted and the
 * result declared again, `chain` names the entries in force (the latest declaration of each session
 * the bid depends on) and `reverted` says a revert happened on this draw.
 */
export const bidEvidence = z.object({
  kind: z.literal('bid'),
  bid: z.object({
    id: z.number(),
    market: z.string(),
    family: z.enum(['main', 'starline', 'gali']),
    draw_date: z.string().describe('YYYY-MM-DD, India date'),
    session: z.enum(['open', 'close']),
    bid_type: z.string().describe("the bid type's name ('Single Pana')"),
    digits: z.string(),
    closedigits: z.string(),
    points: z.number(),
    placed_at: z.string(),
  }),
  submission: z.object({
    id: z.number(),
    lines: z.number(),
    total_points: z.number(),
    /** The board the lines were entered through with its value ("Group Jodi · 17"), '' for none. */
    board: z.string(),
    placed_at: z.string(),
  }),
  result: z.object({
    /** The draw's result as declared now ('128-1', '128-15-456', '42'), '' when nothing is in force. */
    declared: z.string(),
    /** The entries in force for the sessions this bid depends on, oldest first; empty when none is declared. */
    chain: z.array(evidenceChainEntry),
    /** true when a declaration of this draw was reverted at some point. */
    reverted: z.boolean(),
  }),
  settlement: z.object({
    status: z.enum(['pending', 'won', 'lost']),
    payout: z.number().describe('points won (0 unless won)'),
    settled_at: z.string().nullable(),
  }),
  ledger: z.array(evidenceLedgerRow),
});

/** A deposit's evidence: the request, its UTR and whether a payment with that UTR was received. */
export const depositEvidence = z.object({
  kind: z.literal('deposit'),
  request: z.object({
    id: z.number(),
    amount: z.number(),
    method: z.string(),
    utr: z.string().describe("'' when none was entered"),
    status: z.enum(['pending', 'credited', 'rejected']),
    reason: z.string().describe("why it was rejected, '' otherwise"),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }),
  /** The payment received with the request's UTR: `matched` once credited to this request, `waiting` while it is under review; null when none arrived. */
  payment: z
    .object({
      state: z.enum(['matched', 'waiting', 'dismissed']),
      amount: z.number().describe('rupees received'),
      received_at: z.string(),
    })
    .nullable(),
  ledger: z.array(evidenceLedgerRow),
});

/** A withdrawal's evidence: the request, where it was paid, the bank's answer and its UTR. */
export const withdrawalEvidence = z.object({
  kind: z.literal('withdrawal'),
  request: z.object({
    id: z.number(),
    amount: z.number(),
    method: z.string().describe("'Google Pay', 'Paytm', 'PhonePe' or 'Bank account'"),
    pay_to: z.string().describe('the payment-app number, or the masked bank account'),
    status: z.enum(['pending', 'approved', 'paid', 'failed', 'rejected']),
    note: z.string().describe("the operator's note, '' when none"),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }),
  /** A bank payout's progress; null for payment-app withdrawals. */
  payout: z
    .object({
      sent_to_bank_at: z.string().nullable().describe('when it was put in a bank payout file'),
      bank_status: z.enum(['paid', 'failed']).nullable(),
      utr: z.string().describe("the bank's reference of a paid payout, '' otherwise"),
      answered_at: z.string().nullable(),
    })
    .nullable(),
  ledger: z.array(evidenceLedgerRow),
});

/** The player's part of a ticket's evidence (the operator sees more: operator/tickets.ts). */
export const playerEvidence = z.discriminatedUnion('kind', [bidEvidence, depositEvidence, withdrawalEvidence]);

/** `/api-support-tickets` {before_id?}: the player's tickets, 20 a page, newest first, with the count of unread ones. */
export const supportTicketsBody = z.object({ ...withToken, before_id: z.number().optional() });
export const supportTicketsAnswer = envelope({
  tickets: z.array(ticketSummary),
  unread: z.number(),
  /** The `before_id` of the next page; null when none. */
  next_before_id: z.number().nullable(),
});

/** `/api-support-ticket-open`: a new ticket with its first message and, optionally, what it is about. */
export const supportTicketOpenBody = z.object({
  ...withToken,
  category: ticketCategory,
  message: z.string(),
  attach: z.object({ kind: ticketAttachKind, id: z.number() }).optional(),
});

/** `/api-support-ticket` {ticket_id}: the ticket, its thread oldest first and the player's part of its evidence; marks it read. */
export const supportTicketBody = z.object({ ...withToken, ticket_id: z.number() });
export const supportTicketAnswer = envelope({
  ticket: ticketSummary,
  messages: z.array(ticketMessage),
  /** null when the ticket carries nothing, or its row is gone. */
  evidence: playerEvidence.nullable(),
});

/** `/api-support-ticket-open` answers the new ticket like `/api-support-ticket`. */
export const supportTicketOpenAnswer = supportTicketAnswer;

/** `/api-support-ticket-reply` {ticket_id, message}: adds the player's message (reopens nothing: a closed ticket refuses it). */
export const supportTicketReplyBody = z.object({ ...withToken, ticket_id: z.number(), message: z.string() });
export const supportTicketReplyAnswer = supportTicketAnswer;

/** `/api-support-ticket-reopen` {ticket_id, message?}: reopens a ticket closed less than 7 days ago, with an optional message. */
export const supportTicketReopenBody = z.object({ ...withToken, ticket_id: z.number(), message: z.string().optional() });
export const supportTicketReopenAnswer = supportTicketAnswer;

/** One row the player may attach: its id and label, and when it happened. */
export const attachable = z.object({
  id: z.number(),
  label: z.string(),
  created_at: z.string(),
});

/** `/api-support-attachables`: the player's latest bids, deposit requests and withdrawal requests (30 each, newest first). */
export const supportAttachablesBody = z.object(withToken);
export const supportAttachablesAnswer = envelope({
  bids: z.array(attachable),
  deposits: z.array(attachable),
  withdrawals: z.array(attachable),
});

/**
 * The live event of the player's stream (`GET /api/events`, event `notice`, ADR 013) when a ticket of
 * theirs changes (an operator's reply, or its closing): `kind: 'ticket'`; an open thread refetches.
 */
export const ticketEventData = z.object({
  kind: z.literal('ticket'),
  ticket_id: z.number(),
  status: ticketStatus,
});

export type TicketAttachment = z.infer<typeof ticketAttachment>;
export type TicketSummary = z.infer<typeof ticketSummary>;
export type TicketMessage = z.infer<typeof ticketMessage>;
export type PlayerEvidence = z.infer<typeof playerEvidence>;
export type BidEvidence = z.infer<typeof bidEvidence>;
export type DepositEvidence = z.infer<typeof depositEvidence>;
export type WithdrawalEvidence = z.infer<typeof withdrawalEvidence>;
export type EvidenceLedgerRow = z.infer<typeof evidenceLedgerRow>;
export type EvidenceChainEntry = z.infer<typeof evidenceChainEntry>;
export type SupportTicketsAnswer = z.infer<typeof supportTicketsAnswer>;
export type SupportTicketAnswer = z.infer<typeof supportTicketAnswer>;
export type SupportAttachablesAnswer = z.infer<typeof supportAttachablesAnswer>;
export type Attachable = z.infer<typeof attachable>;
export type TicketEventData = z.infer<typeof ticketEventData>;
export type SupportTicketOpenBody = Omit<z.input<typeof supportTicketOpenBody>, 'app_key' | 'env_type'>;
export type SupportTicketReplyBody = Omit<z.input<typeof supportTicketReplyBody>, 'app_key' | 'env_type'>;
export type SupportTicketReopenBody = Omit<z.input<typeof supportTicketReopenBody>, 'app_key' | 'env_type'>;
