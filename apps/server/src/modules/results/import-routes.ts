import { chartImportAnswer, chartImportBody, chartImportParams, failure } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi, requireAdmin } from '../operators/guard.ts';
import { type ChartImportDeps, importChart } from './import.ts';

/**
 * The request body a chart import may send: the CSV's 1,000,000 characters (the contract's limit)
 * written as JSON, with room for its escapes. Above the server's default (app.ts BODY_LIMIT).
 */
export const CHART_IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** `POST /admin/api/markets/:id/chart-import` (owner; ADR 031): a dry run of a chart CSV, or its import. */
export const chartImportRoutes: FastifyPluginAsyncZod<ChartImportDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.post(
    '/admin/api/markets/:id/chart-import',
    {
      config: { adminApi: 'owner' },
      bodyLimit: CHART_IMPORT_BODY_LIMIT,
      schema: {
        tags: ['operator'],
        summary:
          "Import a main market's past results from a CSV: a dry run reports what would be added, what conflicts and each invalid line; the import adds the new draws in one transaction (ADR 031)",
        params: chartImportParams,
        body: chartImportBody,
        response: {
          200: chartImportAnswer,
          400: failure,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
          413: failure,
          415: failure,
          429: failure,
        },
      },
    },
    async (req) => {
      const admin = requireAdmin(req, 'owner');
      const { msg, ...report } = await importChart(deps, req.params.id, req.body, { adminId: admin.id, ip: req.ip });
      return { status: true, msg, ...report };
    },
  );
};
