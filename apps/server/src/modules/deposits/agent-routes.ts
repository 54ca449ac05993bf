import {
  agentApproveDepositBody,
  agentDepositDecisionAnswer,
  agentDepositParams,
  agentDepositsAnswer,
  agentDepositsQuery,
  agentRejectDepositBody,
  failure,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FUNDS_TEXT } from '../funds/text.ts';
import { adminApi, requireAgent } from '../operators/guard.ts';
import { type AgentDepositsDeps, decideAgentDeposit, listAgentDeposits } from './agent-requests.ts';

const tags = ['agent console'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/**
 * The agent's side of deposits (ADR 029): the requests of their players paid to their UPI id, to approve
 * from their float or reject. Agents and master agents only (`adminApi: 'agent'`), each scoped to the
 * caller's own requests.
 */
export const agentDepositsRoutes: FastifyPluginAsyncZod<AgentDepositsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/agent/deposits',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          "The caller's players' deposit requests paid to the caller's UPI id: pending first (oldest first), then decided ones newest first; at most 500",
        querystring: agentDepositsQuery,
        response: { 200: agentDepositsAnswer, ...refusals },
      },
    },
    async (req) => ({
      status: true,
      msg: 'OK',
      items: await listAgentDeposits(deps, requireAgent(req).id, req.query.status),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/api/agent/deposits/:id/${decision}`,
      {
        config: { adminApi: 'agent' },
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? "Approve a deposit paid to the caller: credits the player once from the caller's float (down to minus the credit limit); 60 decisions a minute"
              : 'Reject a deposit paid to the caller (reason required, the player is told it): nothing moves; 60 decisions a minute',
          params: agentDepositParams,
          body: decision === 'approve' ? agentApproveDepositBody : agentRejectDepositBody,
          response: { 200: agentDepositDecisionAnswer, ...refusals },
        },
      },
      async (req) => {
        const agent = requireAgent(req);
        const requestStatus = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
        const body = req.body as { note?: string; reason?: string } | null | undefined;
        const note = (decision === 'approve' ? body?.note : body?.reason) ?? '';
        const { walletBalance, floatBalance } = await decideAgentDeposit(
          deps,
          { adminId: agent.id, ip: req.ip },
          { id: req.params.id, decision: requestStatus, note },
        );
        return {
          status: true,
          msg: decision === 'approve' ? FUNDS_TEXT.fundApproved : FUNDS_TEXT.fundRejected,
          id: req.params.id,
          requestStatus,
          walletBalance,
          floatBalance,
        };
      },
    );
  }
};
