import {
  confirmAgeAnswer,
  confirmAgeBody,
  playBreakAnswer,
  playBreakBody,
  playLimitsAnswer,
  playLimitsBody,
  playLimitSetAnswer,
  playLimitSetBody,
} from '@pana/contract';
import { PLAY_LIMIT_TEXT } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../plugins/player-api.ts';
import { confirmAge, type PlayDeps, playLimits, setLimit, takeBreak } from './service.ts';

/** The player's Play responsibly calls (ADR 018): reading them and setting them are open during a break. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod<PlayDeps> = async (app, deps) => {
  const tags = ['responsible play'];
  const config = { playerApi: 'player' as const };

  app.post(
    '/api-play-limits',
    {
      config,
      schema: {
        tags,
        summary: "The player's limits, pending raises with their time, current break and the help line",
        body: playLimitsBody,
        response: { 200: playLimitsAnswer },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await playLimits(deps, requirePlayer(req))) }),
  );

  app.post(
    '/api-play-limit-set',
    {
      config,
      schema: {
        tags,
        summary:
          'Set (amount) or remove (empty amount) one daily or weekly limit: lower applies at once, higher or none after 24 hours',
        body: playLimitSetBody,
        response: { 200: playLimitSetAnswer },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const { message } = await setLimit(deps, player, { key: req.body.key, amount: req.body.amount });
      return { status: true, msg: message, ...(await playLimits(deps, player)) };
    },
  );

  app.post(
    '/api-play-break',
    {
      config,
      schema: {
        tags,
        summary:
          'Start a cool-off (24h, 7d, 30d) or self-exclusion (6m, 1y) the player confirmed; bids, deposits and transfers are refused until it ends',
        body: playBreakBody,
        response: { 200: playBreakAnswer },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      await takeBreak(deps, player, { period: req.body.period, confirmed: req.body.confirmed });
      return { status: true, msg: PLAY_LIMIT_TEXT.breakTaken, ...(await playLimits(deps, player)) };
    },
  );

  app.post(
    '/api-confirm-age',
    {
      config,
      schema: {
        tags,
        summary: 'Record that the player confirmed being 18 or older',
        body: confirmAgeBody,
        response: { 200: confirmAgeAnswer },
      },
    },
    async (req) => {
      await confirmAge(deps, requirePlayer(req), req.body.confirmed);
      return { status: true, msg: PLAY_LIMIT_TEXT.ageConfirmed };
    },
  );
};
