import type {
  Attachable,
  EvidenceChainEntry,
  EvidenceLedgerRow,
  PlayerEvidence,
  SupportAttachablesAnswer,
  SupportTicketAnswer,
  SupportTicketsAnswer,
  TicketAttachKind,
  TicketAttachment,
  TicketCategory,
  TicketMessage,
  TicketStatus,
  TicketSummary,
} from '@pana/contract';
import { list, type Parser, points, SchemaError, text } from '../../../lib/api/schema.ts';

/**
 * Readers of the support calls' answers (packages/contract player/tickets.ts). The player app takes the
 * contract's types only, never its zod schemas (no zod in the first load, lib/api/schema.ts), so these
 * small readers check what the screens rely on: ids are numbers, statuses and kinds are the contract's.
 */

type Row = Record<string, unknown>;

function row(value: unknown): Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SchemaError('Expected an object');
  return value as Row;
}

function oneOf<T extends string>(values: readonly T[]): Parser<T> {
  return (value) => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    throw new SchemaError(`Unexpected value ${String(value)}`);
  };
}

const id: Parser<number> = (value) => {
  const n = points(value);
  if (!Number.isInteger(n) || n <= 0) throw new SchemaError('Expected an id');
  return n;
};

const flag: Parser<boolean> = (value) => value === true;
const nullableText: Parser<string | null> = (value) => (value === null || value === undefined ? null : text(value));

export const CATEGORIES = [
  'deposit_not_credited',
  'withdrawal_not_received',
  'result_dispute',
  'account',
  'other',
] as const satisfies readonly TicketCategory[];
export const STATUSES = ['open', 'answered', 'closed'] as const satisfies readonly TicketStatus[];
export const ATTACH_KINDS = ['bid', 'deposit', 'withdrawal'] as const satisfies readonly TicketAttachKind[];

const category = oneOf<TicketCategory>(CATEGORIES);
const status = oneOf<TicketStatus>(STATUSES);
const attachKind = oneOf<TicketAttachKind>(ATTACH_KINDS);

export const attachmentOf: Parser<TicketAttachment | null> = (value) => {
  if (value === null || value === undefined) return null;
  const r = row(value);
  return { kind: attachKind(r.kind), id: id(r.id), label: text(r.label) };
};

export const summaryOf: Parser<TicketSummary> = (value) => {
  const r = row(value);
  return {
    ticket_id: id(r.ticket_id),
    category: category(r.category),
    status: status(r.status),
    subject: text(r.subject),
    attachment: attachmentOf(r.attachment),
    created_at: text(r.created_at),
    updated_at: text(r.updated_at),
    unread: flag(r.unread),
    can_reopen: flag(r.can_reopen),
  };
};

const messageOf: Parser<TicketMessage> = (value) => {
  const r = row(value);
  return {
    id: id(r.id),
    from: oneOf(['player', 'operator'] as const)(r.from),
    body: text(r.body),
    created_at: text(r.created_at),
  };
};

const ledgerRowOf: Parser<EvidenceLedgerRow> = (value) => {
  const r = row(value);
  return {
    id: id(r.id),
    kind: text(r.kind),
    amount: points(r.amount),
    balance_after: points(r.balance_after),
    note: text(r.note),
    created_at: text(r.created_at),
  };
};

const chainEntryOf: Parser<EvidenceChainEntry> = (value) => {
  const r = row(value);
  return {
    seq: id(r.seq),
    action: oneOf(['declare', 'revert'] as const)(r.action),
    session: oneOf(['open', 'close'] as const)(r.session),
    digits: text(r.digits),
    hash: text(r.hash),
    at: text(r.at),
    url: text(r.url),
  };
};

/** The player's part of a ticket's evidence; null when there is none (or a kind this version does not know). */
export const evidenceOf: Parser<PlayerEvidence | null> = (value) => {
  if (value === null || value === undefined) return null;
  const r = row(value);
  const ledger = list(ledgerRowOf)(r.ledger);
  if (r.kind === 'bid') {
    const bid = row(r.bid);
    const submission = row(r.submission);
    const result = row(r.result);
    const settlement = row(r.settlement);
    return {
      kind: 'bid',
      bid: {
        id: id(bid.id),
        market: text(bid.market),
        family: oneOf(['main', 'starline', 'gali'] as const)(bid.family),
        draw_date: text(bid.draw_date),
        session: oneOf(['open', 'close'] as const)(bid.session),
        bid_type: text(bid.bid_type),
        digits: text(bid.digits),
        closedigits: text(bid.closedigits),
        points: points(bid.points),
        placed_at: text(bid.placed_at),
      },
      submission: {
        id: id(submission.id),
        lines: points(submission.lines),
        total_points: points(submission.total_points),
        board: text(submission.board),
        placed_at: text(submission.placed_at),
      },
      result: {
        declared: text(result.declared),
        chain: list(chainEntryOf)(result.chain),
        reverted: flag(result.reverted),
      },
      settlement: {
        status: oneOf(['pending', 'won', 'lost'] as const)(settlement.status),
        payout: points(settlement.payout),
        settled_at: nullableText(settlement.settled_at),
      },
      ledger,
    };
  }
  if (r.kind === 'deposit') {
    const request = row(r.request);
    const payment = r.payment === null || r.payment === undefined ? null : row(r.payment);
    return {
      kind: 'deposit',
      request: {
        id: id(request.id),
        amount: points(request.amount),
        method: text(request.method),
        utr: text(request.utr),
        status: oneOf(['pending', 'credited', 'rejected'] as const)(request.status),
        reason: text(request.reason),
        created_at: text(request.created_at),
        decided_at: nullableText(request.decided_at),
      },
      payment: payment
        ? {
            state: oneOf(['matched', 'waiting', 'dismissed'] as const)(payment.state),
            amount: points(payment.amount),
            received_at: text(payment.received_at),
          }
        : null,
      ledger,
    };
  }
  if (r.kind === 'withdrawal') {
    const request = row(r.request);
    const payout = r.payout === null || r.payout === undefined ? null : row(r.payout);
    return {
      kind: 'withdrawal',
      request: {
        id: id(request.id),
        amount: points(request.amount),
        method: text(request.method),
        pay_to: text(request.pay_to),
        status: oneOf(['pending', 'approved', 'paid', 'failed', 'rejected'] as const)(request.status),
        note: text(request.note),
        created_at: text(request.created_at),
        decided_at: nullableText(request.decided_at),
      },
      payout: payout
        ? {
            sent_to_bank_at: nullableText(payout.sent_to_bank_at),
            bank_status:
              payout.bank_status === null || payout.bank_status === undefined
                ? null
                : oneOf(['paid', 'failed'] as const)(payout.bank_status),
            utr: text(payout.utr),
            answered_at: nullableText(payout.answered_at),
          }
        : null,
      ledger,
    };
  }
  return null;
};

export type TicketList = Pick<SupportTicketsAnswer, 'tickets' | 'unread' | 'next_before_id'>;
export type TicketThread = Pick<SupportTicketAnswer, 'ticket' | 'messages' | 'evidence'>;
export type Attachables = Pick<SupportAttachablesAnswer, 'bids' | 'deposits' | 'withdrawals'>;

export const ticketListOf = (body: unknown): TicketList => {
  const r = row(body);
  return {
    tickets: list(summaryOf)(r.tickets),
    unread: points(r.unread),
    next_before_id: typeof r.next_before_id === 'number' ? r.next_before_id : null,
  };
};

export const ticketThreadOf = (body: unknown): TicketThread => {
  const r = row(body);
  // Evidence of a shape this version cannot read leaves the thread readable, without it.
  let evidence: PlayerEvidence | null;
  try {
    evidence = evidenceOf(r.evidence);
  } catch {
    evidence = null;
  }
  return { ticket: summaryOf(r.ticket), messages: list(messageOf)(r.messages), evidence };
};

const attachableOf: Parser<Attachable> = (value) => {
  const r = row(value);
  return { id: id(r.id), label: text(r.label), created_at: text(r.created_at) };
};

export const attachablesOf = (body: unknown): Attachables => {
  const r = row(body);
  return {
    bids: list(attachableOf)(r.bids),
    deposits: list(attachableOf)(r.deposits),
    withdrawals: list(attachableOf)(r.withdrawals),
  };
};
