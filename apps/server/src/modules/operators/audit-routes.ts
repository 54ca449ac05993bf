import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../lib/api-schemas.ts';
import { type AuditDeps, listAuditLog } from './audit-service.ts';
import { adminApi } from './guard.ts';
import { isoDateQuery, pageQuery } from './query-params.ts';

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure };
const adminIdMessage = 'Operator id must be a whole number';

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
        querystring: z.object({
          entity: z.string().max(32, { error: 'Entity must be at most 32 characters' }).optional(),
          adminId: z
            .string({ error: adminIdMessage })
            .regex(/^\d{1,15}$/, { error: adminIdMessage })
            .transform(Number)
            .optional(),
          from: isoDateQuery,
          to: isoDateQuery,
          page: pageQuery,
        }),
        response: {
          200: envelope({
            items: z.array(
              z.object({
                id: z.number(),
                admin: z.object({ id: z.number(), username: z.string() }).nullable(),
                action: z.string(),
                entity: z.string(),
                entityId: z.string(),
                before: z.unknown(),
                after: z.unknown(),
                ip: z.string(),
                createdAt: z.number(),
              }),
            ),
            total: z.number(),
            page: z.number(),
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await listAuditLog(deps, req.query)) }),
  );
};
