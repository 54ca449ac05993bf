import { agentCashoutAnswer, failure } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withToken } from '../../lib/api-schemas.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { cancelCashout, type CashoutDeps, type CashoutRequest, cashoutStatus, requestCashout } from './cashout.ts';
import { AGENTS_TEXT } from './text.ts';

const tags = ['funds'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/** A request as the player's answer carries it. */
function asAnswer(request: CashoutRequest | null) {
  return request ? { id: request.id, amount: request.amount, created_at: request.createdAt } : null;
}

/**
 * The player's side of cashing out with their agent (ADR 029, docs/api.md): ask the agent to take points
 * back, cancel the request, read it. A player without an agent: 400 `You have no agent` (status: has_agent false).
 */
export const agentCashoutRoutes: FastifyPluginAsyncZod<CashoutDeps> = async (app, deps) => {
  app.post(
    '/api-agent-cashout-request',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          "Asks the player's agent to take back `amount` points (whole, 1 to the wallet's balance); replaces a pending request; no points move (10 requests and cancellations an hour)",
        body: z.object({ ...withToken, amount: z.unknown().optional() }),
        response: { 200: agentCashoutAnswer, ...refusals },
      },
    },
    async (req) => {
      const request = await requestCashout(deps, requirePlayer(req), req.body);
      return {
        status: true,
        msg: AGENTS_TEXT.cashoutSent(request.amount),
        has_agent: true,
        cashout_request: asAnswer(request),
      };
    },
  );

  app.post(
    '/api-agent-cashout-cancel',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "Cancels the player's pending cash-out request (404 when none)",
        body: z.object(withToken),
        response: { 200: agentCashoutAnswer, ...refusals },
      },
    },
    async (req) => {
      await cancelCashout(deps, requirePlayer(req));
      return { status: true, msg: AGENTS_TEXT.cashoutCancelled, has_agent: true, cashout_request: null };
    },
  );

  app.post(
    '/api-agent-cashout-status',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          'Whether the player has an agent to cash out with (has_agent) and their pending cash-out request, or null',
        body: z.object(withToken),
        response: { 200: agentCashoutAnswer, ...refusals },
      },
    },
    async (req) => {
      const { hasAgent, request } = await cashoutStatus(deps, requirePlayer(req));
      return { status: true, msg: 'OK', has_agent: hasAgent, cashout_request: asAnswer(request) };
    },
  );
};
