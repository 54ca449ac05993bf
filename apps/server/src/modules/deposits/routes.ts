import {
  failure,
  fundRequestAddAnswer,
  gatewayStatusAnswer,
  lastFundRequestAnswer,
  paymentOrderAnswer,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentOfPlayer, agentPayee, type AgentProfile, type AgentProfileReader } from '../../lib/agent-contact.ts';
import { withToken } from '../../lib/api-schemas.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { getSettings } from '../content/settings.ts';
import { type PlayerFundsDeps } from '../funds/context.ts';
import { FUNDS_TEXT } from '../funds/text.ts';
import { PAYMENTS_TEXT } from '../payments/text.ts';
import { addFundRequest, lastFundRequestDetail, limitDepositClaims } from './requests.ts';
import { createGatewayOrder, gatewayStatus } from './service.ts';

const tags = ['funds'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 429: failure };

/** A field whose rule (and message) lives in @pana/domain: any JSON value reaches the service. */
const loose = z.unknown().optional();

/**
 * The player side of deposits (docs/api.md#the-calls, ADR 028): the gateway's status, the deposit limits
 * and the last request, a deposit claim (with or without its UTR), a gateway order. Paths and schemas
 * are those the funds module served.
 */
export const depositsRoutes: FastifyPluginAsyncZod<
  PlayerFundsDeps & {
    /** An agent's profile (modules/agents/contact.ts, from app.ts): their players pay the agent's UPI id (ADR 029). */
    agentProfile?: AgentProfileReader;
  }
> = async (app, deps) => {
  /** The player's agent, read afresh for each call (the deposit's destination is decided by it). */
  const agentOf = (player: { agentId?: number | null } | null): Promise<AgentProfile | null> =>
    deps.agentProfile ? agentOfPlayer(deps.agentProfile, player) : Promise.resolve(null);

  app.post(
    '/api-get-gateway-status',
    {
      config: { playerApi: 'optional' },
      schema: {
        tags,
        summary:
          "Whether Add Funds may launch a UPI payment, and the gateway service to ask for the UPI id ('' = GET /gateway/payment-details here); with the token of a player whose agent set a UPI id, that id (agent_upi_id) and the gateway off",
        body: z.object(withToken),
        response: { 200: gatewayStatusAnswer, ...refusals },
      },
    },
    async (req) => {
      const [s, online, agent] = await Promise.all([getSettings(deps.db), gatewayStatus(deps), agentOf(req.player)]);
      const payee = agentPayee(agent);
      if (payee) {
        // Paid to the agent (ADR 029): no gateway, no UTR matching; '0' sends older apps to the QR
        // payment, which shows the agent's id too (/api-get-qr-pay).
        return {
          status: true,
          msg: FUNDS_TEXT.ok,
          getaway_status: '0' as const,
          gateway_url: '',
          online_gateway: '' as const,
          online_gateway_key: '',
          online_gateway_script: '',
          utr_matching: false,
          agent_upi_id: payee.upiId,
          agent_name: agent?.name ?? '',
        };
      }
      return {
        status: true,
        msg: FUNDS_TEXT.ok,
        getaway_status: s.gateway_status === '1' ? ('1' as const) : ('0' as const),
        gateway_url: s.payment_gateway_url,
        online_gateway: online.enabled ? ('razorpay' as const) : ('' as const),
        online_gateway_key: online.keyId,
        online_gateway_script: online.enabled ? deps.config.RAZORPAY_CHECKOUT_URL : '',
        utr_matching: deps.providers.upi !== null,
      };
    },
  );

  app.post(
    '/api-last-fund-request-detail',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The minimum deposit and the player's latest deposit request",
        body: z.object({ ...withToken, mobile_no: loose }),
        response: {
          200: lastFundRequestAnswer,
          ...refusals,
        },
      },
    },
    async (req) => ({ status: true, msg: FUNDS_TEXT.ok, ...(await lastFundRequestDetail(deps, requirePlayer(req))) }),
  );

  app.post(
    '/api-fund-request-add',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary:
          "Register a deposit claim (pending until its payment notification or an operator credits it; a player whose agent set a UPI id pays the agent, who decides it, ADR 029); a repeated txn_ref answers the first request; utr: the 12-digit UPI reference, never used before. At most 10 deposit claims (this and /api-payment-order-create) per player an hour: 429",
        body: z.object({ ...withToken, request_amount: loose, payment_method: loose, txn_ref: loose, utr: loose }),
        response: { 200: fundRequestAddAnswer, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      await limitDepositClaims(deps, player);
      // Where the player paid: the same rule Add Funds' answers follow (ADR 029).
      const payee = agentPayee(await agentOf(player));
      const { requestId, credited, withUtr } = await addFundRequest(
        deps,
        player,
        {
          amount: req.body.request_amount,
          method: req.body.payment_method,
          txnRef: req.body.txn_ref,
          utr: req.body.utr,
        },
        payee,
      );
      return {
        status: true,
        msg: credited ? FUNDS_TEXT.depositCredited : withUtr ? FUNDS_TEXT.depositWaiting : FUNDS_TEXT.fundRequestSubmitted,
        request_id: requestId,
        deposit_status: credited ? ('credited' as const) : ('pending' as const),
      };
    },
  );

  app.post(
    '/api-payment-order-create',
    {
      config: { playerApi: 'player', movesPoints: true },
      schema: {
        tags,
        summary:
          "Create an order at the online gateway (Razorpay) for a deposit, with its pending request; the gateway's payment.captured webhook credits it. Counts as a deposit claim (at most 10 a player an hour with /api-fund-request-add: 429)",
        body: z.object({ ...withToken, request_amount: loose }),
        response: { 200: paymentOrderAnswer, 502: failure, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      await limitDepositClaims(deps, player);
      const order = await createGatewayOrder(deps, player, { amount: req.body.request_amount }, agentPayee(await agentOf(player)));
      return {
        status: true,
        msg: PAYMENTS_TEXT.orderCreated,
        request_id: order.requestId,
        gateway: 'razorpay' as const,
        order_id: order.orderId,
        amount: order.amountPaise,
        currency: order.currency,
        key_id: order.keyId,
      };
    },
  );
};
