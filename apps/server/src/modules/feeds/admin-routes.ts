import {
  failure,
  feedDeclareBody,
  feedMarketParams,
  feedsAnswer,
  feedSettingsBody,
  feedSourceBody,
  feedSourceParams,
  feedStatusAnswer,
  feedStatusQuery,
  feedTestAnswer,
  feedTestBody,
  settlementAnswer,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminApi } from '../operators/guard.ts';
import {
  addSource,
  changeSource,
  declareFromFeeds,
  drawStatus,
  type FeedsDeps,
  getFeeds,
  removeSource,
  saveSettings,
  testSource,
} from './service.ts';
import { FEEDS_TEXT } from './text.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 415: failure, 429: failure };

/**
 * Result feeds (ADR 032), under `/admin/api/markets/:id/feeds`: viewers read the sources and a draw's
 * agreement; owners add, change, remove and test sources and set the quorum and the automatic mode;
 * operators declare what the sources agree on (as they declare any result).
 */
export const feedsAdminRoutes: FastifyPluginAsyncZod<FeedsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/markets/:id/feeds',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: "A market's result feed sources (with each one's newest reading) and how they are judged",
        params: feedMarketParams,
        response: { 200: feedsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: FEEDS_TEXT.ok, ...(await getFeeds(deps, req.params.id)) }),
  );

  app.post(
    '/admin/api/markets/:id/feeds',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Adds a result feed source {label, url, reader json|html, jsonPath|selector, pattern?, active}',
        params: feedMarketParams,
        body: feedSourceBody,
        response: { 200: feedsAnswer, ...refusals },
      },
    },
    async (req) => ({
      status: true,
      msg: FEEDS_TEXT.added,
      ...(await addSource(deps, req.params.id, req.body, actorOf(req, 'owner'))),
    }),
  );

  app.put(
    '/admin/api/markets/:id/feeds/settings',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Sets the quorum (null: all sources, at least two) and the automatic declaration',
        params: feedMarketParams,
        body: feedSettingsBody,
        response: { 200: feedsAnswer, ...refusals },
      },
    },
    async (req) => ({
      status: true,
      msg: FEEDS_TEXT.settingsSaved,
      ...(await saveSettings(deps, req.params.id, req.body, actorOf(req, 'owner'))),
    }),
  );

  app.post(
    '/admin/api/markets/:id/feeds/test',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary:
          'Fetches a source\'s page now and says what it reads ("Reads 128-1 for the open of 26-Nov"); stores nothing',
        params: feedMarketParams,
        body: feedTestBody,
        response: { 200: feedTestAnswer, ...refusals },
      },
    },
    async (req) => {
      const tested = await testSource(deps, req.params.id, req.body, actorOf(req, 'owner'));
      return { status: true, msg: tested.msg, reading: tested.reading, httpStatus: tested.httpStatus };
    },
  );

  app.get(
    '/admin/api/markets/:id/feeds/status',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: "Where the sources stand on a draw's session: ready (N of M agree), waiting, disagree or declared",
        params: feedMarketParams,
        querystring: feedStatusQuery,
        response: { 200: feedStatusAnswer, ...refusals },
      },
    },
    async (req) => {
      const s = await drawStatus(deps, req.params.id, req.query);
      return {
        status: true,
        msg: FEEDS_TEXT.ok,
        marketId: s.marketId,
        date: s.date,
        session: s.session,
        state: s.state,
        digits: s.digits,
        result: s.result,
        agree: s.agree,
        total: s.total,
        quorum: s.quorum,
        heldSince: s.heldSince,
        autoDeclareAt: s.autoDeclareAt,
        sources: s.sources,
      };
    },
  );

  app.post(
    '/admin/api/markets/:id/feeds/declare',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Declares the result the sources agree on (checked again), recording them in the result chain',
        params: feedMarketParams,
        body: feedDeclareBody,
        response: { 200: settlementAnswer, ...refusals },
      },
    },
    async (req) => {
      const outcome = await declareFromFeeds(deps, req.params.id, req.body, actorOf(req, 'operator'));
      const { settledBids, winners, winningPlayers, payout, result } = outcome;
      return { status: true, msg: `Result declared: ${result}`, settledBids, winners, winningPlayers, payout, result };
    },
  );

  app.put(
    '/admin/api/markets/:id/feeds/:sourceId',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Changes a result feed source (it is fetched afresh at the next round)',
        params: feedSourceParams,
        body: feedSourceBody,
        response: { 200: feedsAnswer, ...refusals },
      },
    },
    async (req) => ({
      status: true,
      msg: FEEDS_TEXT.saved,
      ...(await changeSource(deps, req.params.id, req.params.sourceId, req.body, actorOf(req, 'owner'))),
    }),
  );

  app.delete(
    '/admin/api/markets/:id/feeds/:sourceId',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Removes a result feed source and its readings (declarations it supported keep their evidence)',
        params: feedSourceParams,
        response: { 200: feedsAnswer, ...refusals },
      },
    },
    async (req) => ({
      status: true,
      msg: FEEDS_TEXT.removed,
      ...(await removeSource(deps, req.params.id, req.params.sourceId, actorOf(req, 'owner'))),
    }),
  );
};
