import type { TicketAttachKind, TicketCategory } from '@pana/contract';
import { ATTACH_KINDS } from '../api/parse.ts';

/** The server's limits the screens show (packages/contract player/tickets.ts TICKET_LIMITS; the server enforces them). */
export const MESSAGE_MAX = 1000;

export type Attach = { kind: TicketAttachKind; id: number };

/**
 * The row a new ticket is about, from the link of a history row (`?attach=bid:12`); null for anything
 * else, which the form then simply does not attach (the server checks the row is the player's own).
 */
export function attachFromQuery(value: string | null): Attach | null {
  const match = /^(bid|deposit|withdrawal):([1-9]\d{0,14})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const kind = match[1] as TicketAttachKind;
  const id = Number(match[2]);
  return ATTACH_KINDS.includes(kind) && Number.isSafeInteger(id) ? { kind, id } : null;
}

/** The category a ticket about a row most likely has: a bid's result, a deposit not credited, a withdrawal not received. */
export function categoryFor(kind: TicketAttachKind): TicketCategory {
  if (kind === 'bid') return 'result_dispute';
  if (kind === 'deposit') return 'deposit_not_credited';
  return 'withdrawal_not_received';
}

/** A message's length as the server counts it: trimmed, in characters (an emoji counts once). */
export function messageLength(message: string): number {
  return Array.from(message.replace(/\r\n?/g, '\n').trim()).length;
}

/** What is wrong with a message before it is sent, or null. */
export function messageProblem(message: string): 'required' | 'tooLong' | null {
  const length = messageLength(message);
  if (length === 0) return 'required';
  return length > MESSAGE_MAX ? 'tooLong' : null;
}

/** An instant of the answers (ISO 8601) as epoch ms; null when it cannot be read. */
export function instantOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

/** The only addresses of the evidence a link may open: the app's own results log (anything else is shown as text). */
export function resultsLogLink(url: string): string | null {
  return /^\/results-log(\?before=\d{1,15})?$/.test(url) ? url : null;
}
