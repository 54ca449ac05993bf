import type { TicketAttachKind, TicketCategory, TicketStatus } from '@pana/contract';

/** The console's words for a ticket's category, status and attachment (ADR 030); the console stays English (ADR 020). */
export const CATEGORY_LABEL: Readonly<Record<TicketCategory, string>> = {
  deposit_not_credited: 'Deposit not credited',
  withdrawal_not_received: 'Withdrawal not received',
  result_dispute: 'Result or win dispute',
  account: 'Account',
  other: 'Other',
};

export const STATUS_LABEL: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const STATUS_TONE: Readonly<Record<TicketStatus, 'warn' | 'good' | 'neutral'>> = {
  open: 'warn',
  answered: 'good',
  closed: 'neutral',
};

export const ATTACH_LABEL: Readonly<Record<TicketAttachKind, string>> = {
  bid: 'Bid',
  deposit: 'Deposit request',
  withdrawal: 'Withdrawal request',
};

/** How long, in words: "45 min", "3 h 20 min", "2 days 4 h"; "just now" under a minute. */
export function formatAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}
