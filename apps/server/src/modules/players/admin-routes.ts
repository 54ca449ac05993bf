import { failure, playerDetailAnswer, playersAnswer, playersQuery } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../operators/guard.ts';
import { playerDetail, type PlayersDeps, searchPlayers } from './service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure };

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
        querystring: playersQuery,
        response: { 200: playersAnswer, ...refusals },
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
          200: playerDetailAnswer,
          ...refusals,
        },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await playerDetail(deps, req.params.mobile)) }),
  );
};
