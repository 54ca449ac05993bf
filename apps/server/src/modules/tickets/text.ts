import { TICKET_LIMITS } from '@pana/contract';
import { describeWait } from '../../lib/rate-limit.ts';

/**
 * The words of support tickets (ADR 030). The player's (`msg` and the inbox item) are templates of
 * the server's message catalogue (packages/domain/src/i18n, ADR 020), so a Hindi or Marathi player
 * reads them in their language; the console's stay English (TICKETS_CONSOLE_TEXT in the contract).
 */
export const TICKETS_TEXT = {
  ok: 'OK',
  noTickets: 'No support tickets yet',
  opened: 'Your ticket has been sent. We will answer you here.',
  sent: 'Message sent',
  reopened: 'Ticket reopened',
  categoryInvalid: 'Please choose what your ticket is about',
  messageRequired: 'Please write your message',
  messageTooLong: `Message must be at most ${TICKET_LIMITS.messageMax} characters`,
  messageNotText: 'Message contains a character that is not allowed',
  attachInvalid: 'Please choose a bid, deposit or withdrawal to attach',
  bidNotFound: 'Bid not found',
  depositNotFound: 'Deposit request not found',
  withdrawalNotFound: 'Withdrawal request not found',
  ticketIdInvalid: 'Ticket number must be a whole number',
  beforeInvalid: 'before_id must be a whole number',
  ticketNotFound: 'Ticket not found',
  ticketClosed: 'This ticket is closed. Reopen it to write again.',
  notClosed: 'This ticket is not closed',
  reopenExpired: `A ticket can be reopened only within ${TICKET_LIMITS.reopenDays} days of its closing`,
  tooManyTickets: (seconds: number) =>
    `You can open at most ${TICKET_LIMITS.ticketsPerDay} tickets a day. Please try again after ${describeWait(seconds)}.`,
  tooManyMessages: (seconds: number) =>
    `You can send at most ${TICKET_LIMITS.messagesPerHour} messages an hour on a ticket. Please try again after ${describeWait(seconds)}.`,
  // The inbox item (and its Web Push) of an operator's answer or a closing
  replyTitle: 'Support answered',
  replyBody: (ticketId: number, text: string) => `Ticket #${ticketId}: ${text}`,
  closedTitle: 'Ticket closed',
  closedBody: (ticketId: number) => `Ticket #${ticketId} was closed. You can reopen it within ${TICKET_LIMITS.reopenDays} days.`,
} as const;

/** The console's words that are not refusals of a schema (those are in the contract). */
export const TICKETS_ADMIN_TEXT = {
  ok: 'OK',
  replied: 'Answer sent',
  noted: 'Note added',
  assigned: 'Ticket assigned',
  unassigned: 'Ticket unassigned',
  closed: 'Ticket closed',
  adjusted: 'Wallet adjusted',
  linked: 'Payment linked and deposit credited',
  alreadyClosed: 'This ticket is already closed',
  assigneeInvalid: 'Assign to must be the id of an active operator or owner',
  noDeposit: 'This ticket carries no deposit request to link a payment to',
  tooMany: (seconds: number) => `Too many ticket actions. Please try again after ${describeWait(seconds)}.`,
} as const;

/** Characters a ticket's text never needs: C0 controls but tab and newlines, DEL, C1 controls, and the bidirectional overrides and isolates that make text read otherwise than it is stored. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * A message as stored: newlines made `\n`, trimmed, checked. The reason it is refused, or the text.
 * Stored and answered as plain text (no HTML is ever produced from it; the apps render it as text).
 */
export function cleanMessage(value: unknown): { text: string } | { refusal: string } {
  if (typeof value !== 'string') return { refusal: TICKETS_TEXT.messageRequired };
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) return { refusal: TICKETS_TEXT.messageRequired };
  if (NOT_TEXT.test(text)) return { refusal: TICKETS_TEXT.messageNotText };
  if ([...text].length > TICKET_LIMITS.messageMax) return { refusal: TICKETS_TEXT.messageTooLong };
  return { text };
}

/** An inbox item's body is at most this many characters (the notifications table's column). */
const INBOX_BODY_MAX = 1000;

/** The inbox item of an operator's answer: the whole answer, its end clipped only if the item's body would not fit. */
export function replyInboxBody(ticketId: number, text: string): string {
  const full = TICKETS_TEXT.replyBody(ticketId, text);
  const over = [...full].length - INBOX_BODY_MAX;
  if (over <= 0) return full;
  const chars = [...text];
  return TICKETS_TEXT.replyBody(ticketId, `${chars.slice(0, chars.length - over - 1).join('')}…`);
}

/** A list's subject: the first line's beginning, at most 80 characters. */
export function subjectOf(text: string): string {
  const first = text.split('\n')[0] ?? '';
  const chars = [...first];
  return chars.length > 80 ? `${chars.slice(0, 79).join('')}…` : first;
}
