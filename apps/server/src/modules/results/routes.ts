import {
  declaredResultsAnswer,
  declaredResultsQuery,
  declareResultBody,
  exposureAnswer,
  exposureQuery,
  failure,
  revertAnswer,
  revertResultBody,
  settlementAnswer,
} from '@pana/contract';
import { ankOf, type Family } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi, requireAdmin } from '../operators/guard.ts';
import * as results from './service.ts';
import { RESULTS_TEXT, type ResultsDeps } from './service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };

/** The operator side of results: declare (with settlement), preview, revert, exposure, list. */
export const resultsRoutes: FastifyPluginAsyncZod<ResultsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.post(
    '/admin/api/results',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Declare a result and settle every bid it decides (one transaction)',
        body: declareResultBody,
        response: { 200: settlementAnswer, ...refusals },
      },
    },
    async (req) => {
      const admin = requireAdmin(req, 'operator');
      const outcome = await results.declareResult(deps, req.body, { adminId: admin.id, ip: req.ip });
      const { settledBids, winners, winningPlayers, payout, result } = outcome;
      return {
        status: true,
        msg: `${RESULTS_TEXT.declared}: ${result}`,
        settledBids,
        winners,
        winningPlayers,
        payout,
        result,
      };
    },
  );

  app.post(
    '/admin/api/results/preview',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'What a declaration would settle and pay, writing nothing',
        body: declareResultBody,
        response: { 200: settlementAnswer, ...refusals },
      },
    },
    async (req) => {
      const { settledBids, winners, winningPlayers, payout, result } = await results.previewResult(deps, req.body);
      return { status: true, msg: RESULTS_TEXT.preview, settledBids, winners, winningPlayers, payout, result };
    },
  );

  app.post(
    '/admin/api/results/revert',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary:
          'Revert a declared result: take back its wins, reopen its bids, clear it (a main open reverts its close first)',
        body: revertResultBody,
        response: {
          200: revertAnswer,
          ...refusals,
        },
      },
    },
    async (req) => {
      const admin = requireAdmin(req, 'operator');
      const outcome = await results.revertResult(deps, req.body, { adminId: admin.id, ip: req.ip });
      return {
        status: true,
        msg: RESULTS_TEXT.reverted,
        reverted: outcome.steps,
        negativeBalances: outcome.negativeBalances,
      };
    },
  );

  app.get(
    '/admin/api/exposure',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'The payout each possible result of an undeclared draw would cost, largest first',
        querystring: exposureQuery,
        response: {
          200: exposureAnswer,
          ...refusals,
        },
      },
    },
    async (req) => {
      const q = req.query;
      const exposure = await results.getExposure(deps, q);
      return {
        status: true,
        msg: 'OK',
        kind: q.kind,
        marketId: q.marketId,
        date: q.date,
        session: exposure.session,
        openPana: exposure.openPana,
        note: exposure.note,
        totalBids: exposure.totalBids,
        totalPoints: exposure.totalPoints,
        outcomes: exposure.outcomes.map((o) => ({
          ...o,
          ank: q.kind === 'gali' ? null : ankOf(o.result),
          net: exposure.totalPoints - o.payout,
        })),
      };
    },
  );

  app.get(
    '/admin/api/results',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Results declared on a date (today by default)',
        querystring: declaredResultsQuery,
        response: {
          200: declaredResultsAnswer,
          ...refusals,
        },
      },
    },
    async (req) => ({
      status: true,
      msg: 'OK',
      ...(await results.listDeclaredResults(deps, req.query as { kind?: Family; date?: string })),
    }),
  );
};
