import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure, plainEnvelope } from '../../lib/api-schemas.ts';
import { adminApi, clearAdminCookie, requireAdmin, setAdminCookie } from './guard.ts';
import * as admins from './service.ts';
import { ADMIN_ROLES, ADMIN_TEXT, type AdminDeps } from './service.ts';

const role = z.enum(ADMIN_ROLES as [admins.AdminRole, ...admins.AdminRole[]]);
const tags = ['operator'];
const refusals = { 401: failure, 403: failure };

/** Operator accounts: login (session cookie and bearer token), logout, who am I. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.post(
    '/admin/api/login',
    {
      config: { adminApi: 'public' },
      schema: {
        tags,
        summary:
          'Operator login: sets the pana_admin session cookie and returns the token for scripts (Authorization: Bearer)',
        body: z.object({
          username: z
            .string({ error: 'Please enter the username' })
            .trim()
            .min(1, { error: 'Please enter the username' })
            .max(64, { error: ADMIN_TEXT.invalidCredentials }),
          password: z
            .string({ error: 'Please enter the password' })
            .min(1, { error: 'Please enter the password' })
            .max(128, { error: ADMIN_TEXT.invalidCredentials }),
        }),
        response: { 200: envelope({ token: z.string(), role }), 401: failure, 403: failure, 429: failure },
      },
    },
    async (req, reply) => {
      const { token, role } = await admins.login(deps, req.body, req.ip);
      setAdminCookie(reply, token);
      return { status: true, msg: ADMIN_TEXT.loggedIn, token, role };
    },
  );

  app.post(
    '/admin/api/logout',
    {
      config: { adminApi: 'viewer' },
      schema: { tags, summary: 'Ends this operator session', response: { 200: plainEnvelope, ...refusals } },
    },
    async (req, reply) => {
      await admins.logout(deps, requireAdmin(req), req.ip);
      clearAdminCookie(reply);
      return { status: true, msg: ADMIN_TEXT.loggedOut };
    },
  );

  app.get(
    '/admin/api/me',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'The logged-in operator',
        response: { 200: envelope({ id: z.number(), username: z.string(), role }), ...refusals },
      },
    },
    async (req) => {
      const admin = requireAdmin(req);
      return { status: true, msg: 'OK', id: admin.id, username: admin.username, role: admin.role };
    },
  );
};
