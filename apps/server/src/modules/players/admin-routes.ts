import { FAMILIES, type Family } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../lib/api-schemas.ts';
import { adminApi } from '../operators/guard.ts';
import { pageQuery } from '../operators/query-params.ts';
import { playerDetail, PLAYERS_TEXT, type PlayersDeps, searchPlayers } from './service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure };

const player = z.object({
  mobile: z.string(),
  name: z.string(),
  balance: z.number(),
  bettingStatus: z.number().describe('1 when the player may bid, deposit, withdraw and transfer'),
  blocked: z.boolean(),
  createdAt: z.number(),
});

/** Players in the operator console: search and one player's ledger, bids and totals (betting and blocking are the funds module's). */
export const playersAdminRoutes: FastifyPluginAsyncZod<PlayersDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/users',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Players whose mobile starts with q or whose name contains q (any case); 50 a page, newest first',
        querystring: z.object({
          q: z.string({ error: PLAYERS_TEXT.queryTooLong }).max(100, { error: PLAYERS_TEXT.queryTooLong }).optional(),
          page: pageQuery,
        }),
        response: { 200: envelope({ items: z.array(player), total: z.number(), page: z.number() }), ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await searchPlayers(deps, req.query)) }),
  );

  app.get(
    '/admin/api/users/:mobile',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'A player with their last 100 ledger rows, last 100 bids and all-time bid totals',
        params: z.object({ mobile: z.string() }),
        response: {
          200: envelope({
            user: player,
            ledger: z.array(
              z.object({
                id: z.number(),
                amount: z.number(),
                balanceAfter: z.number(),
                kind: z.string(),
                note: z.string(),
                createdAt: z.number(),
              }),
            ),
            bids: z.array(
              z.object({
                id: z.number(),
                family: z.enum(FAMILIES as [Family, ...Family[]]),
                marketId: z.number(),
                market: z.string(),
                drawDate: z.string(),
                type: z.string(),
                typeName: z.string(),
                session: z.enum(['open', 'close']),
                digits: z.string(),
                closedigits: z.string(),
                points: z.number(),
                status: z.enum(['pending', 'won', 'lost']),
                winAmount: z.number(),
                createdAt: z.number(),
              }),
            ),
            totals: z.object({ bids: z.number(), points: z.number(), wins: z.number(), winAmount: z.number() }),
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await playerDetail(deps, req.params.mobile)) }),
  );
};
