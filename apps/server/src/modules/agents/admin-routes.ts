import {
  agentAnswer,
  agentPathParams,
  agentPlayerParams,
  agentsAnswer,
  createAgentBody,
  failure,
  floatLedgerAnswer,
  floatLedgerQuery,
  movePlayerAnswer,
  movePlayerBody,
  ownerFloatAnswer,
  ownerFloatBody,
  updateAgentBody,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminApi, requireAdmin } from '../operators/guard.ts';
import {
  agentFloatLedger,
  type AgentsDeps,
  createAgent,
  listAgents,
  movePlayer,
  ownerMoveFloat,
  updateAgent,
} from './service.ts';
import { AGENTS_TEXT } from './text.ts';

const tags = ['operator'];
const reads = { 400: failure, 401: failure, 403: failure, 404: failure };
const writes = { ...reads, 409: failure, 415: failure, 429: failure };

/**
 * The owner's side of agents (ADR 029): the list (staff, viewer), creating and changing master agents
 * and agents, their floats (top-up, take-back, the ledger) and which agent a player belongs to (owner).
 */
export const agentsAdminRoutes: FastifyPluginAsyncZod<AgentsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/agents',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          'Every master agent and agent: code and link, rates, credit limit, float, players, suspension, contact',
        response: { 200: agentsAnswer, ...reads },
      },
    },
    async (req) => {
      requireAdmin(req, 'viewer');
      return { status: true, msg: 'OK', items: await listAgents(deps) };
    },
  );

  app.post(
    '/admin/api/agents',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary:
          'Creates a master agent or an agent (owner): the console account, a unique invite code and an empty float',
        body: createAgentBody,
        response: { 200: agentAnswer, ...writes },
      },
    },
    async (req) => {
      const item = await createAgent(deps, actorOf(req, 'owner'), req.body);
      return { status: true, msg: AGENTS_TEXT.created, item };
    },
  );

  app.patch(
    '/admin/api/agents/:id',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary:
          "Changes an agent (owner): rates, credit limit, suspension, active, password (ends the agent's sessions), what players see",
        params: agentPathParams,
        body: updateAgentBody,
        response: { 200: agentAnswer, ...writes },
      },
    },
    async (req) => {
      const item = await updateAgent(deps, actorOf(req, 'owner'), req.params.id, req.body);
      return { status: true, msg: AGENTS_TEXT.updated, item };
    },
  );

  app.post(
    '/admin/api/agents/:id/float',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: "Tops an agent's float up from the house, or takes points back to it (owner; never below 0)",
        params: agentPathParams,
        body: ownerFloatBody,
        response: { 200: ownerFloatAnswer, ...writes },
      },
    },
    async (req) => {
      const moved = await ownerMoveFloat(deps, actorOf(req, 'owner'), req.params.id, req.body);
      const msg =
        req.body.direction === 'top_up' ? AGENTS_TEXT.toppedUp(req.body.amount) : AGENTS_TEXT.tookBack(req.body.amount);
      return { status: true, msg, ...moved };
    },
  );

  app.get(
    '/admin/api/agents/:id/float',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: "An agent's float ledger, newest first, 50 a page (from/to: India dates)",
        params: agentPathParams,
        querystring: floatLedgerQuery,
        response: { 200: floatLedgerAnswer, ...reads },
      },
    },
    async (req) => {
      requireAdmin(req, 'viewer');
      return { status: true, msg: 'OK', ...(await agentFloatLedger(deps, req.params.id, req.query)) };
    },
  );

  app.patch(
    '/admin/api/players/:mobile/agent',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Moves a player to another agent, or to the house with agentId null (owner)',
        params: agentPlayerParams,
        body: movePlayerBody,
        response: { 200: movePlayerAnswer, ...writes },
      },
    },
    async (req) => {
      const moved = await movePlayer(deps, actorOf(req, 'owner'), req.params.mobile, req.body.agentId);
      return { status: true, msg: AGENTS_TEXT.playerMoved, ...moved };
    },
  );
};
