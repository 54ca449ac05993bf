import {
  createMarketAnswer,
  createMarketBody,
  failure,
  marketsAnswer,
  marketsQuery,
  offDateBody,
  offDatesAnswer,
  rateTablesAnswer,
  setRateAnswer,
  setRateBody,
  updateMarketAnswer,
  updateMarketBody,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { actorOf, adminApi } from '../operators/guard.ts';
import { MARKETS_TEXT, type MarketsAdminDeps } from './admin-service.ts';
import * as markets from './admin-service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 415: failure };

/** The market id of a path; anything but a plain positive number is an unknown market. */
function marketIdOf(value: string): number {
  if (!/^\d{1,15}$/.test(value) || Number(value) < 1) throw notFound(MARKETS_TEXT.notFound);
  return Number(value);
}

/** Markets, schedules, off days and rates in the operator console. */
export const marketsAdminRoutes: FastifyPluginAsyncZod<MarketsAdminDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/markets',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Every market (active or paused) of a kind, or of all kinds, with its off dates',
        querystring: marketsQuery,
        response: { 200: marketsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await markets.listConsoleMarkets(deps, req.query.kind) }),
  );

  app.post(
    '/admin/api/markets',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Creates a market; closeTime is required for main markets and refused for the others',
        body: createMarketBody,
        response: { 200: createMarketAnswer, ...refusals },
      },
    },
    async (req) => {
      const id = await markets.createMarket(deps, req.body, actorOf(req));
      return { status: true, msg: MARKETS_TEXT.created, id };
    },
  );

  app.patch(
    '/admin/api/markets/:id',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Changes a market: name, times, days, active (paused markets leave the player lists), sort order',
        params: z.object({ id: z.string() }),
        body: updateMarketBody,
        response: { 200: updateMarketAnswer, ...refusals },
      },
    },
    async (req) => {
      const item = await markets.updateMarket(deps, marketIdOf(req.params.id), req.body, actorOf(req));
      return { status: true, msg: MARKETS_TEXT.updated, item };
    },
  );

  app.post(
    '/admin/api/markets/:id/off-dates',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Adds an off date (YYYY-MM-DD, today or later): the market does not run that day',
        params: z.object({ id: z.string() }),
        body: offDateBody,
        response: { 200: offDatesAnswer, ...refusals },
      },
    },
    async (req) => {
      const offDates = await markets.addOffDate(deps, marketIdOf(req.params.id), req.body.date, actorOf(req));
      return { status: true, msg: MARKETS_TEXT.offDateAdded, offDates };
    },
  );

  app.delete(
    '/admin/api/markets/:id/off-dates/:date',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Removes an off date',
        params: z.object({ id: z.string(), date: z.string() }),
        response: { 200: offDatesAnswer, ...refusals },
      },
    },
    async (req) => {
      const offDates = await markets.removeOffDate(deps, marketIdOf(req.params.id), req.params.date, actorOf(req));
      return { status: true, msg: MARKETS_TEXT.offDateRemoved, offDates };
    },
  );

  app.get(
    '/admin/api/rates',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'The rate tables: per family, each rate key it reads (RATE_KEYS) → {val1, val2} (null when unset)',
        response: { 200: rateTablesAnswer, ...refusals },
      },
    },
    async () => ({ status: true, msg: 'OK', ...(await markets.getRateTables(deps)) }),
  );

  app.put(
    '/admin/api/rates',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Sets one rate pair: a bid of val1 points wins val2 (val1 ≥ 1, val2 ≥ 0, whole numbers)',
        body: setRateBody,
        response: {
          200: setRateAnswer,
          ...refusals,
        },
      },
    },
    async (req) => {
      const pair = await markets.setRate(deps, req.body, actorOf(req));
      return {
        status: true,
        msg: MARKETS_TEXT.rateUpdated,
        family: req.body.family,
        rateKey: req.body.rateKey,
        ...pair,
      };
    },
  );
};
