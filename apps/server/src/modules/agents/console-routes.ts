import {
  agentExposureAnswer,
  agentExposureQuery,
  agentMeAnswer,
  agentPathParams,
  agentPlayerDetailAnswer,
  agentPlayerMoveAnswer,
  agentPlayerMoveBody,
  agentPlayerParams,
  agentPlayersAnswer,
  agentPlayersQuery,
  agentProfileBody,
  agentsAnswer,
  agentTakeBackAnswer,
  agentTakeBackBody,
  failure,
  floatLedgerAnswer,
  floatLedgerQuery,
  subAgentFloatAnswer,
  subAgentFloatBody,
} from '@pana/contract';
import { ankOf } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi, requireAgent } from '../operators/guard.ts';
import {
  agentExposure,
  agentMe,
  agentPlayerDetail,
  agentPlayers,
  type AgentsDeps,
  creditPlayer,
  moveSubAgentFloat,
  ownAgents,
  ownFloatLedger,
  subAgentFloatLedger,
  takeBackFromPlayer,
  updateOwnProfile,
} from './service.ts';
import { AGENTS_TEXT } from './text.ts';

const tags = ['agent'];
const reads = { 400: failure, 401: failure, 403: failure, 404: failure };
const writes = { ...reads, 409: failure, 415: failure, 429: failure };

/**
 * The agent's console (ADR 029, `adminApi: 'agent'`): a master agent's or agent's own account, players,
 * float and exposure. Every call is scoped on the server to the caller: another agent's player is
 * `Player not found`, another master agent's agent `Agent not found`.
 */
export const agentConsoleRoutes: FastifyPluginAsyncZod<AgentsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/agent/me',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          'My agent account: invite code and link, float, credit limit, rates, master agent, suspension, what my players see',
        response: { 200: agentMeAnswer, ...reads },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await agentMe(deps, requireAgent(req))) }),
  );

  app.patch(
    '/admin/api/agent/me',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary: 'Changes what my players see in Contact Admin and Add Funds: name, mobile, WhatsApp, UPI id',
        body: agentProfileBody,
        response: { 200: agentMeAnswer, ...writes },
      },
    },
    async (req) => ({
      status: true,
      msg: AGENTS_TEXT.profileSaved,
      ...(await updateOwnProfile(deps, requireAgent(req), req.ip, req.body)),
    }),
  );

  app.get(
    '/admin/api/agent/players',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          "My players (a master agent's: and their agents'): mobile starts with q or name contains q; 50 a page, newest first",
        querystring: agentPlayersQuery,
        response: { 200: agentPlayersAnswer, ...reads },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await agentPlayers(deps, requireAgent(req), req.query)) }),
  );

  app.get(
    '/admin/api/agent/players/:mobile',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          'One of my players with their last 100 ledger rows, bids, deposit and withdrawal requests and bid totals',
        params: agentPlayerParams,
        response: { 200: agentPlayerDetailAnswer, ...reads },
      },
    },
    async (req) => ({
      status: true,
      msg: 'OK',
      ...(await agentPlayerDetail(deps, requireAgent(req), req.params.mobile)),
    }),
  );

  app.post(
    '/admin/api/agent/players/:mobile/credit',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          "Credits one of my own players from my float (down to minus my credit limit); the player's deposit limits and breaks apply",
        params: agentPlayerParams,
        body: agentPlayerMoveBody,
        response: { 200: agentPlayerMoveAnswer, ...writes },
      },
    },
    async (req) => {
      const moved = await creditPlayer(deps, requireAgent(req), req.ip, req.params.mobile, req.body);
      return { status: true, msg: AGENTS_TEXT.credited(req.body.amount), ...moved };
    },
  );

  app.post(
    '/admin/api/agent/players/:mobile/take-back',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          "Takes points back from one of my own players' wallets into my float, only on the player's pending cash-out request and at most its amount (requestId: that request)",
        params: agentPlayerParams,
        body: agentTakeBackBody,
        response: { 200: agentTakeBackAnswer, ...writes },
      },
    },
    async (req) => {
      const moved = await takeBackFromPlayer(deps, requireAgent(req), req.ip, req.params.mobile, req.body);
      return { status: true, msg: AGENTS_TEXT.takenBack(req.body.amount), ...moved };
    },
  );

  app.get(
    '/admin/api/agent/float',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary: 'My float ledger, newest first, 50 a page (from/to: India dates)',
        querystring: floatLedgerQuery,
        response: { 200: floatLedgerAnswer, ...reads },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await ownFloatLedger(deps, requireAgent(req), req.query)) }),
  );

  app.get(
    '/admin/api/agent/agents',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary: 'My agents (a master agent only)',
        response: { 200: agentsAnswer, ...reads },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await ownAgents(deps, requireAgent(req)) }),
  );

  app.get(
    '/admin/api/agent/agents/:id/float',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary: "One of my agents' float ledger, newest first, 50 a page (from/to: India dates); a master agent only",
        params: agentPathParams,
        querystring: floatLedgerQuery,
        response: { 200: floatLedgerAnswer, ...reads },
      },
    },
    async (req) => ({
      status: true,
      msg: 'OK',
      ...(await subAgentFloatLedger(deps, requireAgent(req), req.params.id, req.query)),
    }),
  );

  app.post(
    '/admin/api/agent/agents/:id/float',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          'Gives float to one of my agents (down to minus my credit limit) or takes it back (never below 0 of theirs); a master agent only',
        params: agentPathParams,
        body: subAgentFloatBody,
        response: { 200: subAgentFloatAnswer, ...writes },
      },
    },
    async (req) => {
      const moved = await moveSubAgentFloat(deps, requireAgent(req), req.ip, req.params.id, req.body);
      const msg = req.body.direction === 'give' ? AGENTS_TEXT.gave(req.body.amount) : AGENTS_TEXT.took(req.body.amount);
      return { status: true, msg, ...moved };
    },
  );

  app.get(
    '/admin/api/agent/exposure',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          "The payout each possible result of an undeclared draw would cost, over my players' pending bids (a master agent's: and their agents')",
        querystring: agentExposureQuery,
        response: { 200: agentExposureAnswer, ...reads, 409: failure },
      },
    },
    async (req) => {
      const exposure = await agentExposure(deps, requireAgent(req), req.query);
      return {
        status: true,
        msg: 'OK',
        kind: exposure.kind,
        marketId: exposure.marketId,
        date: exposure.date,
        session: exposure.session,
        openPana: exposure.openPana,
        note: exposure.note,
        totalBids: exposure.totalBids,
        totalPoints: exposure.totalPoints,
        outcomes: exposure.outcomes.map((o) => ({
          ...o,
          ank: exposure.kind === 'gali' ? null : ankOf(o.result),
          net: exposure.totalPoints - o.payout,
        })),
      };
    },
  );
};
