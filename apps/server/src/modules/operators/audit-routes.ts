import { auditAnswer, auditQuery, failure } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuditDeps, listAuditLog } from './audit-service.ts';
import { adminApi } from './guard.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure };

/** The audit log: who did what, before and after, when. */
export const auditRoutes: FastifyPluginAsyncZod<AuditDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/audit',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          'The audit log, newest first, 50 a page; filters: entity (market, rate, settings, admin, result …), adminId, from, to (YYYY-MM-DD)',
        querystring: auditQuery,
        response: {
          200: auditAnswer,
          ...refusals,
        },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await listAuditLog(deps, req.query)) }),
  );
};
