import { ankOf, type Family, isIsoDate } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../lib/api-schemas.ts';
import { adminApi, requireAdmin } from '../operators/guard.ts';
import * as results from './service.ts';
import { RESULTS_TEXT, type ResultsDeps } from './service.ts';

const tags = ['operator'];
const dateMessage = 'Please enter the draw date (YYYY-MM-DD)';
const INVALID_BODY = 'Invalid request body';

const kind = z.enum(['main', 'starline', 'gali'], { error: 'Kind must be main, starline or gali' });
const date = z.string({ error: dateMessage }).refine(isIsoDate, { error: dateMessage });
const session = z.enum(['open', 'close'], { error: 'Session must be open or close' });
const marketId = z
  .number({ error: 'Please choose the market' })
  .int({ error: 'Please choose the market' })
  .positive({ error: 'Please choose the market' });

const drawFields = { kind, marketId, date, session: session.optional().describe('main markets: open or close') };
const declareBody = z.object(
  {
    ...drawFields,
    pana: z
      .string({ error: 'Pana must be text, e.g. "128"' })
      .max(10, { error: 'Pana must be three digits' })
      .optional()
      .describe('main and Starline: one of the 220 panas'),
    jodi: z
      .string({ error: 'Jodi must be text, e.g. "47"' })
      .max(10, { error: 'Jodi must be two digits' })
      .optional()
      .describe('Gali: 00-99'),
  },
  { error: INVALID_BODY },
);
const drawQuery = z.object({
  kind,
  marketId: z.coerce
    .number({ error: 'Please choose the market' })
    .int({ error: 'Please choose the market' })
    .positive({ error: 'Please choose the market' }),
  date,
  session: session.optional(),
});

const totals = {
  settledBids: z.number(),
  winners: z.number().describe('winning bids'),
  winningPlayers: z.number(),
  payout: z.number(),
  result: z.string(),
};
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
        body: declareBody,
        response: { 200: envelope(totals), ...refusals },
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
        body: declareBody,
        response: { 200: envelope(totals), ...refusals },
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
        body: z.object(
          {
            ...drawFields,
            reason: z
              .string({ error: 'Reason must be text' })
              .trim()
              .max(200, { error: 'Reason must be at most 200 characters' })
              .default(''),
          },
          { error: INVALID_BODY },
        ),
        response: {
          200: envelope({
            reverted: z.array(
              z.object({
                session,
                result: z.string(),
                reversedBids: z.number(),
                reversedPayout: z.number(),
                reopenedBids: z.number(),
              }),
            ),
            negativeBalances: z.array(
              z.object({ userId: z.number(), mobile: z.string(), name: z.string(), balance: z.number() }),
            ),
          }),
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
        querystring: drawQuery,
        response: {
          200: envelope({
            kind,
            marketId: z.number(),
            date: z.string(),
            session,
            openPana: z.string().nullable(),
            note: z.string().nullable(),
            totalBids: z.number(),
            totalPoints: z.number(),
            outcomes: z.array(
              z.object({
                result: z.string(),
                ank: z.number().nullable(),
                payout: z.number(),
                winningBids: z.number(),
                net: z.number().describe('points staked minus payout'),
              }),
            ),
          }),
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
        querystring: z.object({ kind: kind.optional(), date: date.optional() }),
        response: {
          200: envelope({
            date: z.string(),
            results: z.array(
              z.object({
                marketId: z.number(),
                market: z.string(),
                kind,
                date: z.string(),
                result: z.string(),
                openPana: z.string().nullable(),
                openAnk: z.number().nullable(),
                closePana: z.string().nullable(),
                closeAnk: z.number().nullable(),
                jodi: z.string().nullable(),
                openDeclaredAt: z.number().nullable(),
                closeDeclaredAt: z.number().nullable(),
              }),
            ),
          }),
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
