import { alertsAnswer, alertSettingsBody, alertsQuery, failure, limitsAnswer, lineLimitBody } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminApi } from '../operators/guard.ts';
import { type LimitsAdminDeps, listAlerts, readLimits, updateAlertSettings, updateLineLimit } from './admin-service.ts';
import { LIMITS_TEXT } from './text.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 415: failure };

/** Operator limits (ADR 017): line limits per bid type, alert thresholds, the alerts list. */
export const limitsAdminRoutes: FastifyPluginAsyncZod<LimitsAdminDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/limits',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'Line limits of every stored bid type, and the alert thresholds',
        response: { 200: limitsAnswer, ...refusals },
      },
    },
    async () => ({ status: true, msg: 'OK', ...(await readLimits(deps)) }),
  );

  app.put(
    '/admin/api/limits/lines',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: "Sets one bid type's line limits {family, type, min, max} (null = the default: 10, no maximum)",
        body: lineLimitBody,
        response: { 200: limitsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: LIMITS_TEXT.saved, ...(await updateLineLimit(deps, req.body, actorOf(req))) }),
  );

  app.put(
    '/admin/api/limits/alerts',
    {
      config: { adminApi: 'operator' },
      schema: {
        tags,
        summary: 'Sets alert thresholds (0 = that alert off)',
        body: alertSettingsBody,
        response: { 200: limitsAnswer, ...refusals },
      },
    },
    async (req) => ({
      status: true,
      msg: LIMITS_TEXT.saved,
      ...(await updateAlertSettings(deps, req.body, actorOf(req))),
    }),
  );

  app.get(
    '/admin/api/alerts',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'The newest alerts (50 a page; older with ?before=<id>)',
        querystring: alertsQuery,
        response: { 200: alertsAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', items: await listAlerts(deps, req.query.before) }),
  );
};
