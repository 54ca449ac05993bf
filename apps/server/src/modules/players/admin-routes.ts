import {
  failure,
  playerDetailAnswer,
  playersAnswer,
  playersQuery,
  updatePlayerAnswer,
  updatePlayerBody,
  updatePlayerParams,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminApi } from '../operators/guard.ts';
import { playerDetail, PLAYERS_TEXT, type PlayersDeps, searchPlayers, updatePlayer } from './service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure };
/** The switches' answers as the funds module declared them (409 included). */
const writeRefusals = { ...refusals, 409: failure };

/** Players in the operator console: search, one player's ledger, bids and totals, and their betting and blocking switches. */
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

  app.patch(
    '/admin/api/users/:mobile',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Turn a player's betting on or off, block or unblock them",
        params: updatePlayerParams,
        body: updatePlayerBody,
        response: {
          200: updatePlayerAnswer,
          ...writeRefusals,
        },
      },
    },
    async (req) => {
      const changes: { betting_status?: 0 | 1; blocked?: boolean } = {};
      if (req.body.betting_status !== undefined) changes.betting_status = req.body.betting_status;
      if (req.body.blocked !== undefined) changes.blocked = req.body.blocked;
      const user = await updatePlayer(deps, actorOf(req), req.params.mobile, changes);
      return { status: true, msg: PLAYERS_TEXT.updated, user };
    },
  );
};
