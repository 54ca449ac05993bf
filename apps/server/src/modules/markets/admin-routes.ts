import { FAMILIES, type Family } from '@pana/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/app-error.ts';
import { CONSOLE_TEXT } from '../operators/console-text.ts';
import { actorOf, adminApi } from '../operators/guard.ts';
import { MARKETS_TEXT, type MarketsAdminDeps } from './admin-service.ts';
import * as markets from './admin-service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 415: failure };

const kindMessage = 'Kind must be main, starline or gali';
const kind = z.enum(FAMILIES as [Family, ...Family[]], { error: kindMessage });
const name = z.string({ error: MARKETS_TEXT.nameInvalid });
const time = z.string({ error: MARKETS_TEXT.timeInvalid }).max(20, { error: MARKETS_TEXT.timeInvalid });
const days = z.string({ error: MARKETS_TEXT.daysInvalid }).max(20, { error: MARKETS_TEXT.daysInvalid });
const active = z.boolean({ error: 'Active must be true or false' });
const sortOrder = z.number({ error: MARKETS_TEXT.sortOrderInvalid });
const dateField = z.string({ error: CONSOLE_TEXT.invalidDate }).max(20, { error: CONSOLE_TEXT.invalidDate });

/** A whole number sent as a JSON number or a string of digits (what a form field gives). */
const rateValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: MARKETS_TEXT.rateInvalid }),
);

const market = z.object({
  id: z.number(),
  kind,
  name: z.string(),
  openTime: z.string().describe('h:mm AM (Starline slot time, Gali time)'),
  closeTime: z.string().nullable().describe('h:mm AM, main markets only'),
  days: z.string().describe('weekdays it runs: digits 0 (Sunday) to 6'),
  active: z.boolean(),
  sortOrder: z.number(),
  offDates: z.array(z.string()),
});
const ratePair = z.object({ val1: z.number(), val2: z.number() }).nullable();
const rateTable = z.record(z.string(), ratePair);

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
        querystring: z.object({ kind: kind.optional() }),
        response: { 200: envelope({ items: z.array(market) }), ...refusals },
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
        body: z.object(
          {
            kind,
            name,
            openTime: time,
            closeTime: time.nullable().optional(),
            days: days.optional(),
            active: active.optional(),
            sortOrder: sortOrder.optional(),
          },
          { error: CONSOLE_TEXT.invalidBody },
        ),
        response: { 200: envelope({ id: z.number() }), ...refusals },
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
        body: z.object(
          {
            name: name.optional(),
            openTime: time.optional(),
            closeTime: time.nullable().optional(),
            days: days.optional(),
            active: active.optional(),
            sortOrder: sortOrder.optional(),
          },
          { error: CONSOLE_TEXT.invalidBody },
        ),
        response: { 200: envelope({ item: market }), ...refusals },
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
        body: z.object({ date: dateField }, { error: CONSOLE_TEXT.invalidBody }),
        response: { 200: envelope({ offDates: z.array(z.string()) }), ...refusals },
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
        response: { 200: envelope({ offDates: z.array(z.string()) }), ...refusals },
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
        response: { 200: envelope({ main: rateTable, starline: rateTable, gali: rateTable }), ...refusals },
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
        body: z.object(
          {
            family: kind,
            rateKey: z.string({ error: 'Please choose the rate' }).max(32, { error: 'Please choose the rate' }),
            val1: rateValue,
            val2: rateValue,
          },
          { error: CONSOLE_TEXT.invalidBody },
        ),
        response: {
          200: envelope({ family: kind, rateKey: z.string(), val1: z.number(), val2: z.number() }),
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
