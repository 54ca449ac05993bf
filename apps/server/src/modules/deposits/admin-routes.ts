import {
  approveDepositBody,
  decisionAnswer,
  dismissPaymentAnswer,
  dismissPaymentBody,
  failure,
  fundRequestsAnswer,
  linkPaymentAnswer,
  linkPaymentBody,
  paymentGatewayAnswer,
  paymentGatewayBody,
  paymentIdParams,
  rejectRequestBody,
  requestIdParams,
  requestListQuery,
  unmatchedPaymentsAnswer,
  unmatchedPaymentsQuery,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FUNDS_TEXT } from '../funds/text.ts';
import { actorOf, adminApi } from '../operators/guard.ts';
import { PAYMENTS_TEXT } from '../payments/text.ts';
import { decideFundRequest, listFundRequests } from './requests.ts';
import { dismissPayment, gatewayStatus, linkPayment, listPayments, type PaymentsDeps, switchGateway } from './service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };

/**
 * The operator side of deposits (ADR 028): the deposit requests to approve or reject, the console's
 * Unmatched payments queue and the online gateway's switch (ADR 011).
 */
export const depositsAdminRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/fund-requests',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Deposit requests (newest first, at most 500)',
        querystring: requestListQuery,
        response: { 200: fundRequestsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listFundRequests(deps, req.query.status) }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/api/fund-requests/:id/${decision}`,
      {
        config: { adminApi: 'operator' },
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a pending deposit: credits the wallet once'
              : 'Reject a pending deposit (note required): the wallet does not move',
          params: requestIdParams,
          body: decision === 'approve' ? approveDepositBody : rejectRequestBody,
          response: { 200: decisionAnswer, ...refusals },
        },
      },
      async (req) => {
        const requestStatus = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
        const note = (req.body as { note?: string } | null | undefined)?.note ?? '';
        const { balance } = await decideFundRequest(deps, actorOf(req), {
          id: req.params.id,
          decision: requestStatus,
          note,
        });
        return {
          status: true,
          msg: decision === 'approve' ? FUNDS_TEXT.fundApproved : FUNDS_TEXT.fundRejected,
          id: req.params.id,
          requestStatus,
          walletBalance: balance,
        };
      },
    );
  }

  app.get(
    '/admin/api/unmatched-payments',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Payment notifications that credited nothing on their own (status=unmatched, the default), or those credited, linked or dismissed',
        querystring: unmatchedPaymentsQuery,
        response: { 200: unmatchedPaymentsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listPayments(deps, req.query.status ?? 'unmatched') }),
  );

  app.post(
    '/admin/api/unmatched-payments/:id/link',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Credit an unmatched payment to a player's pending deposit request (the whole rupees received)",
        params: paymentIdParams,
        body: linkPaymentBody,
        response: { 200: linkPaymentAnswer, ...refusals },
      },
    },
    async (req) => {
      const linked = await linkPayment(deps, actorOf(req), { id: req.params.id, requestId: req.body.requestId });
      return { status: true, msg: PAYMENTS_TEXT.linked, id: req.params.id, requestId: linked.requestId, amount: linked.amount, walletBalance: linked.balance };
    },
  );

  app.post(
    '/admin/api/unmatched-payments/:id/dismiss',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Dismiss an unmatched payment with a reason (no wallet moves)',
        params: paymentIdParams,
        body: dismissPaymentBody,
        response: { 200: dismissPaymentAnswer, ...refusals },
      },
    },
    async (req) => {
      await dismissPayment(deps, actorOf(req), { id: req.params.id, reason: req.body.reason });
      return { status: true, msg: PAYMENTS_TEXT.dismissed, id: req.params.id };
    },
  );

  app.get(
    '/admin/api/payments/gateway',
    {
      config: { adminApi: 'viewer' },
      schema: { tags, summary: 'The online payment gateway: configured on the server, switched on for players', response: { 200: paymentGatewayAnswer, ...refusals } },
    },
    async () => {
      const s = await gatewayStatus(deps);
      return { status: true, msg: 'OK', gateway: s.gateway, configured: s.configured, enabled: s.enabled };
    },
  );

  app.put(
    '/admin/api/payments/gateway',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Switch the online payment gateway on or off for players (owner)',
        body: paymentGatewayBody,
        response: { 200: paymentGatewayAnswer, ...refusals },
      },
    },
    async (req) => {
      const s = await switchGateway(deps, actorOf(req, 'owner'), req.body.enabled);
      return { status: true, msg: PAYMENTS_TEXT.gatewayUpdated, ...s };
    },
  );
};
