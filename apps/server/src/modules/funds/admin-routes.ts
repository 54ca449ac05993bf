import {
  approveWithdrawalBody,
  decisionAnswer,
  failure,
  payoutExportAnswer,
  payoutExportBody,
  payoutExportParams,
  payoutListQuery,
  payoutResultsAnswer,
  payoutResultsBody,
  payoutsAnswer,
  rejectRequestBody,
  requestIdParams,
  requestListQuery,
  walletAdjustAnswer,
  walletAdjustBody,
  withdrawRequestsAnswer,
} from '@pana/contract';
import { type FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RateLimitStore } from '../../lib/rate-limit.ts';
import { adminApi, requireAdmin } from '../operators/guard.ts';
import { type Actor, type FundsDeps } from './context.ts';
import { adjustWallet } from './operator.ts';
import { exportPayouts, listPayouts, payoutFile, recordPayoutResults } from './payouts.ts';
import { FUNDS_TEXT } from './text.ts';
import { decideWithdrawal, listWithdrawRequests } from './withdrawals.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };

const actorOf = (req: Parameters<typeof requireAdmin>[0]): Actor => ({
  adminId: requireAdmin(req, 'operator').id,
  ip: req.ip,
});

/** The operator side of money: withdrawals to decide, bank payouts, wallet adjustments, (deposits: modules/deposits/admin-routes.ts). */
export const fundsAdminRoutes: FastifyPluginAsyncZod<FundsDeps & { rateLimits: RateLimitStore }> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/withdraw-requests',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Withdrawal requests (newest first, at most 500)',
        querystring: requestListQuery,
        response: { 200: withdrawRequestsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listWithdrawRequests(deps, req.query.status) }),
  );

  app.post(
    '/admin/api/withdraw-requests/:id/approve',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Record the payout of a pending withdrawal (the points were held when asked; no wallet change)',
        params: requestIdParams,
        body: approveWithdrawalBody,
        response: { 200: decisionAnswer, ...refusals },
      },
    },
    async (req) => {
      const { balance } = await decideWithdrawal(deps, actorOf(req), {
        id: req.params.id,
        decision: 'approved',
        note: req.body?.note ?? '',
        receipt: req.body?.receipt,
      });
      return {
        status: true,
        msg: FUNDS_TEXT.withdrawApproved,
        id: req.params.id,
        requestStatus: 'approved' as const,
        walletBalance: balance,
      };
    },
  );

  app.post(
    '/admin/api/withdraw-requests/:id/reject',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Reject a pending withdrawal (note required): the held points go back to the wallet',
        params: requestIdParams,
        body: rejectRequestBody,
        response: { 200: decisionAnswer, ...refusals },
      },
    },
    async (req) => {
      const { balance } = await decideWithdrawal(deps, actorOf(req), {
        id: req.params.id,
        decision: 'rejected',
        note: req.body.note,
      });
      return {
        status: true,
        msg: FUNDS_TEXT.withdrawRejected,
        id: req.params.id,
        requestStatus: 'rejected' as const,
        walletBalance: balance,
      };
    },
  );

  app.get(
    '/admin/api/payouts',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          'Bank payouts: state=waiting (default) the approved bank withdrawals the bank has not answered, oldest first, at most 1000, with when each was last exported; state=answered the latest 200 paid or failed, newest answer first',
        querystring: payoutListQuery,
        response: { 200: payoutsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listPayouts(deps, req.query.state ?? 'waiting') }),
  );

  // The bank's bulk-payout file (ADR 012) in two steps (ADR 024): a POST produces it and marks its
  // payouts exported, a GET downloads what it produced and changes nothing.
  app.post(
    '/admin/api/payouts/exports',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary:
          "Produces the bank's bulk-payout file (CSV: beneficiary name, account number / UPI id, IFSC, amount, request number) of approved bank withdrawals not yet paid or failed — {ids: [1, 2, 3]}, or every one waiting — and marks them exported; audited. Download it with GET /admin/api/payouts/exports/{id}",
        body: payoutExportBody,
        response: { 200: payoutExportAnswer, ...refusals, 429: failure },
      },
    },
    async (req) => {
      const file = await exportPayouts(deps, actorOf(req), req.body.ids ?? null);
      return { status: true, msg: FUNDS_TEXT.payoutsExported, ...file };
    },
  );

  app.get(
    '/admin/api/payouts/exports/:id',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'A bulk-payout file as POST /admin/api/payouts/exports produced it (text/csv); changes nothing',
        params: payoutExportParams,
        response: { ...refusals },
      },
    },
    async (req, reply) => {
      const { csv, count, fileName } = await payoutFile(deps, req.params.id);
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-payout-count', String(count))
        .send(csv);
    },
  );

  app.post(
    '/admin/api/payouts/results',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary:
          "Upload the bank's result file ({csv}: request number, UTR, status paid|failed, with a header row): paid stores the UTR, failed returns the held points once; a bad line refuses the whole file",
        body: payoutResultsBody,
        response: { 200: payoutResultsAnswer, ...refusals },
      },
    },
    async (req) => {
      const counts = await recordPayoutResults(deps, actorOf(req), req.body.csv);
      return { status: true, msg: FUNDS_TEXT.payoutResultsRecorded, ...counts };
    },
  );

  app.post(
    '/admin/api/wallet/adjust',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Credit (amount > 0) or debit (amount < 0, never below zero) a player's wallet, with the reason",
        body: walletAdjustBody,
        response: { 200: walletAdjustAnswer, ...refusals },
      },
    },
    async (req) => {
      const { mobile, amount, note } = req.body;
      const { balance } = await adjustWallet(deps, actorOf(req), { mobile, amount, note });
      return { status: true, msg: FUNDS_TEXT.adjusted, mobile, amount, balance };
    },
  );
};
