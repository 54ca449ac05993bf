import { FAMILIES, type Family } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../lib/api-schemas.ts';
import { isoDateQuery } from '../operators/console.ts';
import { adminApi } from '../operators/guard.ts';
import { type AdminDashboardDeps, getDashboard } from './service.ts';

const tags = ['operator'];
const kind = z.enum(FAMILIES as [Family, ...Family[]]);
const session = z.enum(['open', 'close']);
const tally = z.object({ count: z.number(), points: z.number() });
const sum = z.object({ count: z.number(), amount: z.number() });

/** The console's first screen: the day's activity, money waiting, draws closing and results to declare. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminDashboardDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/dashboard',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          "A day at a glance (India date, default today): players and bids of the day's draws, registrations, wins settled, pending deposits and withdrawals, draws closing in the next hour, draws awaiting a result",
        querystring: z.object({ date: isoDateQuery }),
        response: {
          200: envelope({
            date: z.string(),
            activePlayers: z.number(),
            registrations: z.number(),
            bids: z.object({ main: tally, starline: tally, gali: tally }),
            payouts: z.number(),
            pendingDeposits: sum,
            pendingWithdrawals: sum,
            closingSoon: z.array(
              z.object({
                kind,
                marketId: z.number(),
                name: z.string(),
                session,
                closesAt: z.string(),
                minutesLeft: z.number(),
              }),
            ),
            awaitingResults: z.array(
              z.object({ kind, marketId: z.number(), name: z.string(), date: z.string(), session }),
            ),
          }),
          400: failure,
          401: failure,
          403: failure,
        },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await getDashboard(deps, req.query.date)) }),
  );
};
