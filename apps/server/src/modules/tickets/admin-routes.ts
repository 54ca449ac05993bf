import {
  failure,
  ticketAdjustAnswer,
  ticketAdjustBody,
  ticketAssignBody,
  ticketCloseBody,
  ticketDetailAnswer,
  ticketIdParams,
  ticketLinkPaymentAnswer,
  ticketLinkPaymentBody,
  ticketNoteBody,
  ticketQueueAnswer,
  ticketQueueQuery,
  ticketReplyBody,
  ticketWriteAnswer,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config } from '../../config.ts';
import { badRequest } from '../../lib/app-error.ts';
import { actorOf, adminApi, requireAdmin } from '../operators/guard.ts';
import { type PaymentProviders } from '../payments/providers.ts';
import { addNote, adjust, assign, close, linkTicketPayment, replyAsOperator, ticketDetail, ticketQueue, type TicketsDeps } from './service.ts';
import { cleanMessage, TICKETS_ADMIN_TEXT as A } from './text.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/** An operator's text, held to the player's rules (ADR 030): newlines made `\n`, no control characters or bidirectional overrides. */
function consoleText(value: string): string {
  const cleaned = cleanMessage(value);
  if ('refusal' in cleaned) throw badRequest(cleaned.refusal);
  return cleaned.text;
}

/** Support tickets in the console (ADR 030): a viewer reads, an operator or the owner writes; agents have no access. */
export const ticketsAdminRoutes: FastifyPluginAsyncZod<TicketsDeps & { config: Config; providers: PaymentProviders }> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/tickets',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'The support queue, 50 a page: open first, then answered, then closed; the one waiting longest first',
        querystring: ticketQueueQuery,
        response: { 200: ticketQueueAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: A.ok, ...(await ticketQueue(deps, requireAdmin(req).id, req.query)) }),
  );

  app.get(
    '/admin/api/tickets/:id',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'A ticket: the player, the thread with internal notes, the full evidence, assignees and what was done from it',
        params: ticketIdParams,
        response: { 200: ticketDetailAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: A.ok, ...(await ticketDetail(deps, req.params.id)) }),
  );

  app.post(
    '/admin/api/tickets/:id/reply',
    {
      config: { adminApi: 'operator' },
      schema: { tags, summary: "An answer to the player (inbox, push, live)", params: ticketIdParams, body: ticketReplyBody, response: { 200: ticketWriteAnswer, ...refusals } },
    },
    async (req) => ({ status: true, msg: A.replied, ticket: await replyAsOperator(deps, actorOf(req), req.params.id, consoleText(req.body.body)) }),
  );

  app.post(
    '/admin/api/tickets/:id/note',
    {
      config: { adminApi: 'operator' },
      schema: { tags, summary: 'An internal note, never shown to the player', params: ticketIdParams, body: ticketNoteBody, response: { 200: ticketWriteAnswer, ...refusals } },
    },
    async (req) => ({ status: true, msg: A.noted, ticket: await addNote(deps, actorOf(req), req.params.id, consoleText(req.body.body)) }),
  );

  app.post(
    '/admin/api/tickets/:id/assign',
    {
      config: { adminApi: 'operator' },
      schema: { tags, summary: 'Assigns the ticket to an operator or owner (null: nobody)', params: ticketIdParams, body: ticketAssignBody, response: { 200: ticketWriteAnswer, ...refusals } },
    },
    async (req) => ({
      status: true,
      msg: req.body.adminId === null ? A.unassigned : A.assigned,
      ticket: await assign(deps, actorOf(req), req.params.id, req.body.adminId),
    }),
  );

  app.post(
    '/admin/api/tickets/:id/close',
    {
      config: { adminApi: 'operator' },
      schema: { tags, summary: 'Closes the ticket, with an optional last answer', params: ticketIdParams, body: ticketCloseBody, response: { 200: ticketWriteAnswer, ...refusals } },
    },
    async (req) => ({ status: true, msg: A.closed, ticket: await close(deps, actorOf(req), req.params.id, req.body?.body === undefined ? null : consoleText(req.body.body)) }),
  );

  app.post(
    '/admin/api/tickets/:id/adjust',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Credits or debits the ticket's player through the wallet adjustment, its reason naming the ticket",
        params: ticketIdParams,
        body: ticketAdjustBody,
        response: { 200: ticketAdjustAnswer, ...refusals },
      },
    },
    async (req) => {
      const { ticket, balance } = await adjust(deps, actorOf(req), req.params.id, req.body);
      return { status: true, msg: A.adjusted, ticket, amount: req.body.amount, balance };
    },
  );

  app.post(
    '/admin/api/tickets/:id/link-payment',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Links an unmatched payment to the ticket's pending deposit request, crediting it once",
        params: ticketIdParams,
        body: ticketLinkPaymentBody,
        response: { 200: ticketLinkPaymentAnswer, ...refusals },
      },
    },
    async (req) => {
      const linked = await linkTicketPayment(deps, actorOf(req), req.params.id, req.body.paymentId);
      return { status: true, msg: A.linked, ...linked };
    },
  );
};
