import {
  failure,
  supportAttachablesAnswer,
  supportTicketAnswer,
  supportTicketsAnswer,
  TICKET_ATTACH_KINDS,
  TICKET_CATEGORIES,
  type TicketAttachKind,
  type TicketCategory,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withToken } from '../../lib/api-schemas.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { listAttachables, listTickets, openTicket, playerView, reopenTicket, replyAsPlayer, type TicketsDeps } from './service.ts';
import { cleanMessage, TICKETS_TEXT as T } from './text.ts';

const tags = ['support'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/** A whole number id as sent (a number or its digits); anything else is refused with `message`. */
const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }),
  );

function message(value: unknown): string {
  const cleaned = cleanMessage(value);
  if ('refusal' in cleaned) throw badRequest(cleaned.refusal);
  return cleaned.text;
}

function category(value: unknown): TicketCategory {
  if (typeof value !== 'string' || !(TICKET_CATEGORIES as readonly string[]).includes(value)) throw badRequest(T.categoryInvalid);
  return value as TicketCategory;
}

function attachment(value: unknown): { kind: TicketAttachKind; id: number } | null {
  if (value === undefined || value === null) return null;
  const a = value as { kind?: unknown; id?: unknown };
  const id = typeof a.id === 'string' && /^\d{1,15}$/.test(a.id) ? Number(a.id) : a.id;
  if (
    typeof value !== 'object' ||
    typeof a.kind !== 'string' ||
    !(TICKET_ATTACH_KINDS as readonly string[]).includes(a.kind) ||
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    id < 1
  ) {
    throw badRequest(T.attachInvalid);
  }
  return { kind: a.kind as TicketAttachKind, id };
}

/** Support tickets, the player's calls (ADR 030; docs/api.md#support-tickets). */
export const ticketRoutes: FastifyPluginAsyncZod<TicketsDeps> = async (app, deps) => {
  app.post(
    '/api-support-tickets',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The player's tickets, 20 a page, newest first (before_id: the next_before_id of the previous page), with the count of unread ones",
        body: z.object({ ...withToken, before_id: idField(T.beforeInvalid).optional().nullable() }),
        response: { 200: supportTicketsAnswer, ...refusals },
      },
    },
    async (req) => {
      const page = await listTickets(deps, requirePlayer(req), req.body.before_id ?? null);
      return { status: true, msg: page.tickets.length ? T.ok : T.noTickets, ...page };
    },
  );

  app.post(
    '/api-support-ticket-open',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'Opens a ticket with its first message and, optionally, one bid, deposit or withdrawal of the player (5 tickets a day)',
        body: z.object({ ...withToken, category: z.unknown(), message: z.unknown(), attach: z.unknown().optional() }),
        response: { 200: supportTicketAnswer, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const input = { category: category(req.body.category), message: message(req.body.message), attach: attachment(req.body.attach) };
      const id = await openTicket(deps, player, input);
      return { status: true, msg: T.opened, ...(await playerView(deps, player, id, true)) };
    },
  );

  app.post(
    '/api-support-ticket',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "A ticket of the player: its thread, oldest first, and the player's part of its evidence; marks it read",
        body: z.object({ ...withToken, ticket_id: idField(T.ticketIdInvalid) }),
        response: { 200: supportTicketAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: T.ok, ...(await playerView(deps, requirePlayer(req), req.body.ticket_id, true)) }),
  );

  app.post(
    '/api-support-ticket-reply',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "Adds the player's message to an open or answered ticket (10 messages an hour per ticket)",
        body: z.object({ ...withToken, ticket_id: idField(T.ticketIdInvalid), message: z.unknown() }),
        response: { 200: supportTicketAnswer, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const text = message(req.body.message);
      await replyAsPlayer(deps, player, req.body.ticket_id, text);
      return { status: true, msg: T.sent, ...(await playerView(deps, player, req.body.ticket_id, true)) };
    },
  );

  app.post(
    '/api-support-ticket-reopen',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'Reopens a ticket closed at most 7 days ago, with an optional message',
        body: z.object({ ...withToken, ticket_id: idField(T.ticketIdInvalid), message: z.unknown().optional() }),
        response: { 200: supportTicketAnswer, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const raw = req.body.message;
      const text = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : message(raw);
      await reopenTicket(deps, player, req.body.ticket_id, text);
      return { status: true, msg: T.reopened, ...(await playerView(deps, player, req.body.ticket_id, true)) };
    },
  );

  app.post(
    '/api-support-attachables',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The player's latest bids, deposit requests and withdrawal requests (30 each, newest first) to attach to a ticket",
        body: z.object(withToken),
        response: { 200: supportAttachablesAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: T.ok, ...(await listAttachables(deps, requirePlayer(req))) }),
  );
};
