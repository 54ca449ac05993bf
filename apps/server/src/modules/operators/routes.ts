import {
  adminAccountsAnswer,
  createAdminAnswer,
  createAdminBody,
  failure,
  loginAnswer,
  loginBody,
  meAnswer,
  ownPasswordBody,
  plainEnvelope,
  totpCodeBody,
  totpDisableBody,
  totpSetupAnswer,
  totpStatusAnswer,
  updateAdminAnswer,
  updateAdminBody,
} from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi, clearAdminCookie, requireAccount, requireAdmin, setAdminCookie } from './guard.ts';
import * as admins from './service.ts';
import { ADMIN_TEXT, type AdminDeps, TOTP_TEXT } from './service.ts';

const tags = ['operator'];
const refusals = { 401: failure, 403: failure };

/** Operator accounts: login (session cookie and bearer token), logout, who am I. */
export const operatorRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.post(
    '/admin/api/login',
    {
      config: { adminApi: 'public' },
      schema: {
        tags,
        summary:
          'Operator login: sets the pana_admin session cookie and returns the token for scripts (Authorization: Bearer)',
        body: loginBody,
        response: { 200: loginAnswer, 401: failure, 403: failure, 429: failure },
      },
    },
    async (req, reply) => {
      const { token, role } = await admins.login(deps, req.body, req.ip);
      setAdminCookie(reply, token, deps.config);
      return { status: true, msg: ADMIN_TEXT.loggedIn, token, role };
    },
  );

  app.post(
    '/admin/api/logout',
    {
      config: { adminApi: 'self' },
      schema: { tags, summary: 'Ends this operator session', response: { 200: plainEnvelope, ...refusals } },
    },
    async (req, reply) => {
      await admins.logout(deps, requireAccount(req), req.ip);
      clearAdminCookie(reply, deps.config);
      return { status: true, msg: ADMIN_TEXT.loggedOut };
    },
  );

  app.get(
    '/admin/api/me',
    {
      config: { adminApi: 'self' },
      schema: {
        tags,
        summary: 'The logged-in operator',
        response: { 200: meAnswer, ...refusals },
      },
    },
    async (req) => {
      const admin = requireAccount(req);
      return { status: true, msg: 'OK', id: admin.id, username: admin.username, role: admin.role };
    },
  );

  // Operator accounts: the owner lists, creates and changes them.
  const ownerRefusals = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };

  app.get(
    '/admin/api/admins',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Every operator account (owner only)',
        response: { 200: adminAccountsAnswer, ...refusals },
      },
    },
    async (req) => {
      requireAdmin(req, 'owner');
      return { status: true, msg: 'OK', items: await admins.listAdminAccounts(deps) };
    },
  );

  app.post(
    '/admin/api/admins',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary: 'Creates an operator account (owner only); password at least 10 characters',
        body: createAdminBody,
        response: { 200: createAdminAnswer, ...ownerRefusals },
      },
    },
    async (req) => {
      const admin = requireAdmin(req, 'owner');
      const id = await admins.createAdminAccount(deps, req.body, { admin, ip: req.ip });
      return { status: true, msg: admins.ACCOUNT_TEXT.created, id };
    },
  );

  app.patch(
    '/admin/api/admins/:id',
    {
      config: { adminApi: 'owner' },
      schema: {
        tags,
        summary:
          "Changes an operator: role, active, password, or totp: false (owner only; the last active owner stays; an owner's own password and two-step login change under /me/password and /totp/disable)",
        params: z.object({ id: z.string() }),
        body: updateAdminBody,
        response: { 200: updateAdminAnswer, ...ownerRefusals },
      },
    },
    async (req) => {
      const admin = requireAdmin(req, 'owner');
      const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
      const item = await admins.updateAdminAccount(deps, id, req.body, { admin, ip: req.ip });
      return { status: true, msg: admins.ACCOUNT_TEXT.updated, item };
    },
  );

  // Two-step login (TOTP), each operator for themselves.
  const totpRefusals = { 400: failure, 401: failure, 403: failure, 409: failure, 429: failure };

  app.get(
    '/admin/api/totp',
    {
      config: { adminApi: 'self' },
      schema: {
        tags,
        summary: 'Whether two-step login is on for me (pending: set up, not yet confirmed)',
        response: { 200: totpStatusAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: 'OK', ...(await admins.totpStatus(deps, requireAccount(req))) }),
  );

  app.post(
    '/admin/api/totp/setup',
    {
      config: { adminApi: 'self' },
      schema: {
        tags,
        summary: 'A new authenticator secret for me (base32) and its otpauth:// link; on only after /totp/enable',
        response: { 200: totpSetupAnswer, ...totpRefusals },
      },
    },
    async (req) => {
      const admin = requireAccount(req);
      const setup = await admins.setupTotp(deps, { admin, ip: req.ip });
      return { status: true, msg: TOTP_TEXT.setupStarted, ...setup };
    },
  );

  app.post(
    '/admin/api/totp/enable',
    {
      config: { adminApi: 'self' },
      schema: {
        tags,
        summary: 'Turns two-step login on with a first code',
        body: totpCodeBody,
        response: { 200: plainEnvelope, ...totpRefusals },
      },
    },
    async (req) => {
      await admins.enableTotp(deps, req.body.code, { admin: requireAccount(req), ip: req.ip });
      return { status: true, msg: TOTP_TEXT.enabled };
    },
  );

  app.post(
    '/admin/api/totp/disable',
    {
      config: { adminApi: 'self' },
      schema: {
        tags,
        summary:
          'Turns two-step login off with my current password and a current code (refused for the last owner who has it on)',
        body: totpDisableBody,
        response: { 200: plainEnvelope, ...totpRefusals },
      },
    },
    async (req) => {
      await admins.disableTotp(deps, req.body, { admin: requireAccount(req), ip: req.ip });
      return { status: true, msg: TOTP_TEXT.disabled };
    },
  );

  app.post(
    '/admin/api/me/password',
    {
      config: { adminApi: 'self' },
      schema: {
        tags,
        summary:
          'Changes my own password with the current one (and a current code when two-step login is on); my other sessions close',
        body: ownPasswordBody,
        response: { 200: plainEnvelope, ...totpRefusals },
      },
    },
    async (req) => {
      await admins.changeOwnPassword(deps, req.body, { admin: requireAccount(req), ip: req.ip });
      return { status: true, msg: admins.ACCOUNT_TEXT.passwordChanged };
    },
  );
};
