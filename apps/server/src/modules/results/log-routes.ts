import { failure, resultsLogAnswer, resultsLogQuery } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db } from '../../db/database.ts';
import { chainPage } from '../result-chain/chain.ts';

/** Entries per page when the query names no limit. */
const DEFAULT_LIMIT = 50;

export const RESULTS_LOG_TEXT = { page: 'Results log' } as const;

/**
 * `GET /api/results-log` (ADR 019): the result chain, public — no app key, no login — so
 * that anyone can fetch every entry and recompute its hash. Newest first, paged by `before`.
 */
export const resultsLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/results-log',
    {
      schema: {
        tags: ['player'],
        summary: 'The result chain, newest first: every declaration and revert with its hash (public)',
        querystring: resultsLogQuery,
        response: { 200: resultsLogAnswer, 400: failure },
      },
    },
    async (req) => {
      const page = await chainPage(db, req.query.before ?? null, req.query.limit ?? DEFAULT_LIMIT);
      return {
        status: true,
        msg: RESULTS_LOG_TEXT.page,
        entries: page.entries.map((e) => ({
          seq: e.seq,
          action: e.action,
          market_id: e.marketId,
          market_name: e.marketName,
          family: e.family,
          draw_date: e.drawDate,
          session: e.session,
          digits: e.digits,
          at: e.at,
          operator_id: e.operatorId,
          prev_hash: e.prevHash,
          hash: e.hash,
          // A feed declaration's sources (ADR 032), part of what its hash covers.
          ...(e.evidence && e.evidence.length > 0
            ? { evidence: e.evidence.map((v) => ({ url: v.url, fetched_at: v.fetchedAt, sha256: v.sha256 })) }
            : {}),
        })),
        next_before: page.nextBefore,
        head: page.head,
      };
    },
  );
};
