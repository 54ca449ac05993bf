import cors from '@fastify/cors';
import { type FastifyInstance } from 'fastify';

/**
 * CORS for the player API (docs/api.md#a-call): the apps already on players' phones are served from
 * other origins, so their preflights are answered with `Access-Control-Allow-Origin` from
 * CORS_ORIGINS (default `*`), never with credentials. The operator API (`/admin…`) stays same-origin:
 * no CORS headers, so a browser refuses a cross-origin call to it.
 *
 * The options are static, so @fastify/cors normalises them once at start (a delegator would have them
 * normalised again on every request: 3–6% of the dashboard poll's CPU). The operator's routes opt out
 * through their route config (`cors: false`, set as each is added), and their preflights get a route of
 * their own that opts out too and answers 404, as an unknown call would.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on the operator's routes: @fastify/cors then adds nothing to their answers. */
    cors?: false;
  }
}

export async function registerCors(app: FastifyInstance, origins: string): Promise<void> {
  const allowed = origins.trim() === '*' ? '*' : origins.split(',').map((o) => o.trim()).filter(Boolean);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/admin')) route.config = { ...route.config, cors: false };
  });
  await app.register(cors, {
    origin: allowed,
    credentials: false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'x-pana-lang'],
    maxAge: 86_400,
  });
  for (const url of ['/admin', '/admin/*']) {
    app.options(url, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  }
}
