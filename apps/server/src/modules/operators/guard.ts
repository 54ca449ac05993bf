import cookie from '@fastify/cookie';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config } from '../../config.ts';
import { type Db } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type Admin, ADMIN_SESSION_MS, ADMIN_TEXT, type AdminRole, authenticateAdmin, hasRole, isAgentRole } from './service.ts';

/**
 * Who may call an operator route: anyone (`public`, the login); any logged-in account, staff or agent
 * (`self`: their own session, password and two-step login); an agent or master agent (`agent`: the
 * agent's console, scoped to their own players, ADR 029); or staff holding at least this role.
 */
export type AdminAccess = 'public' | 'self' | 'agent' | AdminRole;

/** True when an account of `role` may call a route declared with `access`. */
export function mayCall(role: AdminRole, access: Exclude<AdminAccess, 'public'>): boolean {
  if (access === 'self') return true;
  if (access === 'agent') return isAgentRole(role);
  return hasRole(role, access);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every operator route (`/admin/api/*`); the hook below checks the session and the role. */
    adminApi?: AdminAccess;
  }
  interface FastifyRequest {
    /** The logged-in operator of an operator route (null on `public` ones). */
    admin: Admin | null;
  }
}

/** The operator session cookie: httpOnly, SameSite=Strict, sent to the operator API only. */
export const ADMIN_COOKIE = 'pana_admin';
const COOKIE_PATH = '/admin/api';

/** The operator's token: a bearer header (scripts, tests) or the session cookie (the console). */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[ADMIN_COOKIE] || null;
}

/**
 * `Secure` always with NODE_ENV=production (ADR 024): a production console is served over HTTPS only,
 * and a proxy that forgot `X-Forwarded-Proto` (or a TRUST_PROXY that does not reach it) must not make
 * the session cookie travel in clear. Elsewhere only on requests seen as HTTPS, so a demo on
 * http://localhost keeps its login.
 */
function secureOf(config: Pick<Config, 'NODE_ENV'>): true | 'auto' {
  return config.NODE_ENV === 'production' ? true : 'auto';
}

export function setAdminCookie(reply: FastifyReply, token: string, config: Pick<Config, 'NODE_ENV'>): void {
  void reply.setCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureOf(config),
    path: COOKIE_PATH,
    maxAge: ADMIN_SESSION_MS / 1000,
  });
}

export function clearAdminCookie(reply: FastifyReply, config: Pick<Config, 'NODE_ENV'>): void {
  void reply.clearCookie(ADMIN_COOKIE, { httpOnly: true, sameSite: 'strict', secure: secureOf(config), path: COOKIE_PATH });
}

/**
 * Operator authentication for the routes of the plugin that registers it (each operator module
 * registers it in its own scope): cookies are parsed, and a route declaring `config.adminApi`
 * needs an open session of an active operator holding at least that role — 401 `Please log in`
 * without one, 403 `Not allowed for your role` below it. A player's token never opens an operator
 * call: only operator sessions are looked up. Runs before body validation.
 */
export const adminApi = fp(
  async (app: FastifyInstance, opts: { db: Db; clock: Clock }) => {
    // Registered per operator module (encapsulated); skipped where a parent scope already has them.
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    if (!app.hasRequestDecorator('admin')) app.decorateRequest('admin', null);
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.adminApi;
      if (!access || access === 'public') return;
      if (isCookieWriteWithoutJson(request)) throw Object.assign(new Error(ADMIN_JSON_ONLY), { statusCode: 415 });
      const token = tokenOf(request);
      const admin = token ? await authenticateAdmin(opts.db, token, opts.clock.now()) : null;
      if (!admin) throw unauthorized(ADMIN_TEXT.pleaseLogIn);
      if (!mayCall(admin.role, access)) throw forbidden(ADMIN_TEXT.notAllowed);
      request.admin = admin;
    });
  },
  { name: 'admin-api', fastify: '5.x' },
);

/** 415, in the error handler's envelope (any 4xx error with a statusCode is answered as such). */
export const ADMIN_JSON_ONLY = 'Send the request body as JSON';

/**
 * A write (POST, PUT, PATCH) that rides on the session cookie must say `content-type:
 * application/json`. The cookie is SameSite=Strict already; this second lock means an HTML form of
 * another site (which can only send form or text bodies) can never make a logged-in console write.
 * Bearer-token calls carry no ambient credential and are not concerned; DELETE cannot come from a form.
 */
function isCookieWriteWithoutJson(request: FastifyRequest): boolean {
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return false;
  if (request.headers.authorization?.startsWith('Bearer ')) return false;
  if (!request.cookies[ADMIN_COOKIE]) return false;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type !== 'application/json';
}

/** The operator of a route declared with a role: always set once the hook has passed. */
export function requireAdmin(request: FastifyRequest, role: AdminRole = 'viewer'): Admin {
  const admin = request.admin;
  if (!admin) throw unauthorized(ADMIN_TEXT.pleaseLogIn);
  if (!hasRole(admin.role, role)) throw forbidden(ADMIN_TEXT.notAllowed);
  return admin;
}

/** The account of a `self` route (its own session, password, two-step login): staff or agent. */
export function requireAccount(request: FastifyRequest): Admin {
  if (!request.admin) throw unauthorized(ADMIN_TEXT.pleaseLogIn);
  return request.admin;
}

/** The agent or master agent of an agent route (`adminApi: 'agent'`): always set once the hook has passed. */
export function requireAgent(request: FastifyRequest): Admin {
  const admin = request.admin;
  if (!admin) throw unauthorized(ADMIN_TEXT.pleaseLogIn);
  if (!isAgentRole(admin.role)) throw forbidden(ADMIN_TEXT.notAllowed);
  return admin;
}

/** Who acts in an operator write, for the audit log: the operator and their address. */
export interface Actor {
  adminId: number;
  ip: string;
}

/** The operator (holding at least `role`) and address of a request, for the audit log. */
export function actorOf(request: FastifyRequest, role: AdminRole = 'operator'): Actor {
  return { adminId: requireAdmin(request, role).id, ip: request.ip };
}
