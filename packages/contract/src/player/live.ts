import { z } from 'zod';
import { envelope } from '../envelope.ts';

/**
 * Live updates (ADR 013): the events of `GET /api/events` (text/event-stream) and the ticket that
 * opens it from a browser, whose EventSource cannot send an Authorization header. Every event's
 * `data:` is one of the JSON objects below, named by its `event:` line; its `id:` is described in
 * docs/decisions (ADR 013, "<last wallet ledger id>.<sequence>").
 */

/** `POST /api-events-ticket`: a single-use ticket for `GET /api/events?ticket=…`, valid for `expires_in` seconds. */
export const eventsTicketAnswer = envelope({
  ticket: z.string(),
  expires_in: z.number().describe('seconds'),
});

/**
 * What changed about a market: a result declared or reverted, its betting opened or closed, or an
 * operator `changed` it (added it, or changed its name, times, days, off dates or status). An app
 * refetches its market lists on any of them.
 */
export const marketEventData = z.object({
  change: z.enum(['result_declared', 'result_reverted', 'opened', 'closed', 'changed']),
  market_id: z.number(),
  market_name: z.string(),
  /** Which result: 'open' or 'close' (results only). */
  session: z.enum(['open', 'close']).optional(),
  /** The result's date (YYYY-MM-DD, India time) for results; the day the market opens or closes, or the operator's change, otherwise. */
  date: z.string(),
});

/** A player's balance after a ledger entry of theirs (`ledger_id`, increasing per player). */
export const walletEventData = z.object({
  balance: z.number(),
  ledger_id: z.number(),
});

/**
 * Something to tell the player (an operator's notice, a new inbox item): `kind` says which, the other
 * fields are the notifications module's to define; clients that do not know a kind refetch their inbox.
 */
export const noticeEventData = z
  .object({
    kind: z.string(),
    id: z.number().optional(),
    title: z.string().optional(),
    message: z.string().optional(),
  })
  .catchall(z.unknown());

export type MarketEventData = z.infer<typeof marketEventData>;
export type WalletEventData = z.infer<typeof walletEventData>;
export type NoticeEventData = z.infer<typeof noticeEventData>;

export type LiveEvent =
  | { type: 'market'; data: MarketEventData }
  | { type: 'wallet'; data: WalletEventData }
  | { type: 'notice'; data: NoticeEventData };
