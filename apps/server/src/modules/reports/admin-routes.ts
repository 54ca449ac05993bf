import {
  agentsReportAnswer,
  agentsReportQuery,
  bidsReportAnswer,
  bidsReportQuery,
  dashboardAnswer,
  dashboardQuery,
  failure,
  fundsReportAnswer,
  fundsReportQuery,
} from '@pana/contract';
import { type FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '../operators/guard.ts';
import { agentsCsv, agentsReport } from './agents-report.ts';
import { getDashboard } from './dashboard-service.ts';
import { bidsCsv, bidsReport, fundsCsv, fundsReport, type ReportsDeps } from './service.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure };

/** Sends a CSV download: `text/csv; charset=utf-8`, named `<name>-<from>-<to>.csv`. */
function sendCsv(reply: FastifyReply, name: string, from: string, to: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${from}-${to}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * What the operator console reads about the business: the dashboard (a day at a glance), bids per draw
 * and market, deposits and withdrawals per day (JSON or CSV).
 */
export const reportsAdminRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/dashboard',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          "A day at a glance (India date, default today): players and bids of the day's draws, registrations, wins settled, pending deposits and withdrawals, draws closing in the next hour, draws awaiting a result",
        querystring: dashboardQuery,
        response: {
          200: dashboardAnswer,
          400: failure,
          401: failure,
          403: failure,
        },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await getDashboard(deps, req.query.date)) }),
  );

  app.get(
    '/admin/api/reports/bids',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          'Bids per draw date and market between from and to (YYYY-MM-DD, at most 366 days; default today): bids, points, winners, payout, net. format=csv downloads it',
        querystring: bidsReportQuery,
        response: {
          200: bidsReportAnswer,
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const report = await bidsReport(deps, req.query);
      if (req.query.format === 'csv') return sendCsv(reply, 'bids', report.from, report.to, bidsCsv(report.rows));
      return { status: true, msg: 'OK', ...report };
    },
  );

  app.get(
    '/admin/api/reports/funds',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          'Deposits and withdrawals approved per day between from and to (YYYY-MM-DD, at most 366 days; default today). format=csv downloads it',
        querystring: fundsReportQuery,
        response: {
          200: fundsReportAnswer,
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const report = await fundsReport(deps, req.query);
      if (req.query.format === 'csv') return sendCsv(reply, 'funds', report.from, report.to, fundsCsv(report.rows));
      return { status: true, msg: 'OK', ...report };
    },
  );

  app.get(
    '/admin/api/reports/agents',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          "Per agent and master agent between from and to (YYYY-MM-DD, at most 366 days; default today): players, active players, stakes, wins, net, the commission and override of statements whose week starts in the range, the float now; a master agent's line has a subtotal with their agents' players (ADR 029). format=csv downloads it",
        querystring: agentsReportQuery,
        response: {
          200: agentsReportAnswer,
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const report = await agentsReport(deps, req.query);
      if (req.query.format === 'csv') return sendCsv(reply, 'agents', report.from, report.to, agentsCsv(report.rows));
      return { status: true, msg: 'OK', ...report };
    },
  );
};
