import cors from '@fastify/cors';
import { type FastifyInstance } from 'fastify';

/**
 * CORS for the player API (DESIGN.md section 5): the apps already on players' phones are served from
 * other origins, so their preflights are answered with `Access-Control-Allow-Origin` from
 * CORS_ORIGINS (default `*`), never with credentials. The operator API (`/admin…`) stays same-origin:
 * no CORS headers, so a browser refuses a cross-origin call to it.
 */
export async function registerCors(app: FastifyInstance, origins: string): Promise<void> {
  const allowed = origins.trim() === '*' ? '*' : origins.split(',').map((o) => o.trim()).filter(Boolean);
  // Built once: the delegator runs on every request.
  const playerApi = { origin: allowed, credentials: false, methods: ['GET', 'POST', 'OPTIONS'], allowedHeaders: ['content-type', 'authorization'], maxAge: 86_400 };
  const operatorApi = { origin: false };
  await app.register(cors, {
    delegator: (req, callback) => callback(null, (req.url ?? '').startsWith('/admin') ? operatorApi : playerApi),
  });
}
