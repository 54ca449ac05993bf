import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { type Config } from './config.ts';
import { type DatabaseHandle } from './db/database.ts';
import { DatabaseRateLimitStore } from './db/rate-limit-store.ts';
import { badRequest } from './lib/app-error.ts';
import { trustProxyOption } from './lib/client-address.ts';
import { type Clock, OffsetClock, systemClock } from './lib/clock.ts';
import { LiveBus } from './lib/live-bus.ts';
import { safeFetchMode } from './lib/safe-fetch.ts';
import { agentsAdminRoutes } from './modules/agents/admin-routes.ts';
import { agentCashoutRoutes } from './modules/agents/cashout-routes.ts';
import { agentConsoleRoutes } from './modules/agents/console-routes.ts';
import { agentProfileOf } from './modules/agents/contact.ts';
import { inviterOf } from './modules/agents/invite.ts';
import { agentStatementRoutes } from './modules/agents/statement-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSmsProvider, type SmsProvider } from './modules/auth/sms.ts';
import { BidWriter } from './modules/bids/group-commit.ts';
import { bidRoutes } from './modules/bids/routes.ts';
import { chartRoutes } from './modules/charts/routes.ts';
import { contentAdminRoutes } from './modules/content/admin-routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { depositsAdminRoutes } from './modules/deposits/admin-routes.ts';
import { agentDepositsRoutes } from './modules/deposits/agent-routes.ts';
import { paymentHooks } from './modules/deposits/hooks.ts';
import { depositsRoutes } from './modules/deposits/routes.ts';
import { feedsAdminRoutes } from './modules/feeds/admin-routes.ts';
import { FeedPoller } from './modules/feeds/poller.ts';
import { fundsAdminRoutes } from './modules/funds/admin-routes.ts';
import { fundsRoutes } from './modules/funds/routes.ts';
import { Housekeeper } from './modules/housekeeping/worker.ts';
import { limitsAdminRoutes } from './modules/limits/admin-routes.ts';
import { AlertWatcher, raiseConsoleAlert } from './modules/limits/alerts.ts';
import { OperatorLimits } from './modules/limits/service.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { marketsAdminRoutes } from './modules/markets/admin-routes.ts';
import { MarketClockWatch } from './modules/markets/market-clock.ts';
import { marketRoutes } from './modules/markets/routes.ts';
import { mainMarketItem, MarketCache, marketViews } from './modules/markets/service.ts';
import { notificationsAdminRoutes } from './modules/notifications/admin-routes.ts';
import { createPushTransport, type PushTransport } from './modules/notifications/push.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { loadVapidKeys, type VapidKeys } from './modules/notifications/vapid-keys.ts';
import { NotificationWorker, registerWorker } from './modules/notifications/worker.ts';
import { auditRoutes } from './modules/operators/audit-routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { createPaymentProviders } from './modules/payments/providers.ts';
import { playersAdminRoutes } from './modules/players/admin-routes.ts';
import { reportsAdminRoutes } from './modules/reports/admin-routes.ts';
import { responsiblePlayRoutes } from './modules/responsible-play/routes.ts';
import { chartImportRoutes } from './modules/results/import-routes.ts';
import { resultsLogRoutes } from './modules/results/log-routes.ts';
import { resultsRoutes } from './modules/results/routes.ts';
import { slipRoutes } from './modules/slips/routes.ts';
import { ticketsAdminRoutes } from './modules/tickets/admin-routes.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { watchLedger } from './modules/wallet/ledger.ts';
import { registerCors } from './plugins/cors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { playerApi } from './plugins/player-api.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerCompression, serveWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Replaces the SMS provider the configuration names (tests). */
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
  /** Replaces how Web Push messages are sent (tests). */
  pushTransport?: PushTransport;
  /** Replaces HTTP_TIMEOUTS (tests). */
  httpTimeouts?: Partial<Record<keyof typeof HTTP_TIMEOUTS, number>>;
  /** Replaces the live streams' heartbeat interval (tests). */
  liveHeartbeatMs?: number;
}

/** Largest request body accepted: a bid submission of a few hundred lines fits easily. */
export const BODY_LIMIT = 256 * 1024;
/** With LOG_REQUESTS=slow, the answers that are logged: those that took longer than this. */
export const SLOW_REQUEST_MS = 1000;

/**
 * How long a connection may take or stay silent (ADR 024). Without these a socket that sent nothing,
 * or a request's body sent a byte a minute, was held for ever.
 * - idleMs: no byte either way for this long ends the connection (the socket's idle timeout; the live
 *   streams write a heartbeat every 25 s, so a healthy one never reaches it);
 * - headersMs, requestMs: a request's headers, and the whole request with its body, must have arrived
 *   within these (Node checks every 30 s, so a late one goes up to 30 s later);
 * - keepAliveMs: an idle keep-alive connection between requests (Fastify's default: above the 60 s
 *   idle timeout of the usual load balancers, so the balancer, not the server, closes it first).
 */
export const HTTP_TIMEOUTS = { idleMs: 60_000, headersMs: 15_000, requestMs: 30_000, keepAliveMs: 72_000 } as const;

/**
 * LOG_REQUESTS=slow: no line when a request comes in or is answered, one warning for an answer that
 * took longer than SLOW_REQUEST_MS, and Fastify's line for a response that failed to go out. (Errors
 * answered by the error handler are logged there.)
 */
class SlowRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (reply.elapsedTime > SLOW_REQUEST_MS) {
      reply.log.warn(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'slow request',
      );
    }
  }
}

/**
 * Composes the server: security headers, the player API, the OpenAPI document at /docs, health
 * checks and the built web app. Listening and shutdown belong to server.ts; tests call this and `inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const timeouts = { ...HTTP_TIMEOUTS, ...options.httpTimeouts };
  const app = Fastify({
    logger: options.logger ?? (config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL }),
    bodyLimit: BODY_LIMIT,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...(config.LOG_REQUESTS === 'slow' ? { logController: new SlowRequestLog() } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  // Connections per process (MAX_CONNECTIONS, ADR 024): beyond it a new connection is closed at once.
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const sms = options.sms ?? createSmsProvider(config, app.log);
  if (config.LEGACY_OTP === 'client') {
    app.log.warn(
      'LEGACY_OTP=client: one-time codes are echoed in responses and registrations and password resets are accepted without the code (unsafe; only to keep old apps working)',
    );
  }
  if (config.TRUST_PROXY === true) {
    // Refused with NODE_ENV=production (config.ts productionProblems, ADR 024).
    app.log.warn(
      'TRUST_PROXY=true: the left-most X-Forwarded-For address counts as the client, and any client can write it; set the number of proxies in front or their addresses',
    );
  }
  const db = database.db;
  // Rate-limit counters in the database, so every server process counts the same hits.
  const rateLimits = new DatabaseRateLimitStore(db);

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerTextGuard(app);
  await registerCors(app, config.CORS_ORIGINS);
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pana API',
        version: '1.0.0',
        description:
          'The player API (docs/api.md in the repository): every call is POST with a JSON body carrying env_type and app_key, player calls add unique_token. Answers are {status, msg, …}; failures keep their HTTP status. With the header X-Pana-Lang: hi or mr, msg comes in Hindi or Marathi (without it, English).',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // Live updates (ADR 013): modules publish here after their changes commit.
  const live = new LiveBus();
  // Every player's new balance, once the transaction that moved it has committed.
  watchLedger(db, (changes) => {
    for (const c of changes)
      live.publish(
        { playerIds: [c.playerId] },
        { type: 'wallet', data: { balance: c.balance, ledger_id: c.ledgerId } },
      );
  });
  const bidWriter = new BidWriter(db);
  await app.register(playerApi, { config, db, clock, live });
  // What an agent's players see instead of the house's (ADR 029): the agent's name, numbers and UPI id,
  // read by modules/agents and handed to the modules that answer them (agents imports those, ADR 026).
  const agentProfile = (agentId: number) => agentProfileOf(db, agentId);
  await app.register(marketRoutes, { db, clock, cacheMs: config.MARKET_CACHE_MS, live, agentProfile });
  // Line limits, the liability cap and the alerts (ADR 017): cached as markets are.
  const limits = new OperatorLimits(
    db,
    config.MARKET_CACHE_MS,
    new AlertWatcher(db, (err) => app.log.error({ err }, 'operator alert not written'), database.reads),
  );
  app.addHook('onClose', async () => limits.flushed());
  await app.register(bidRoutes, {
    db,
    clock,
    writer: bidWriter,
    markets: new MarketCache(db, config.MARKET_CACHE_MS, live),
    limits,
  });
  await app.register(slipRoutes, { db, clock });
  await app.register(responsiblePlayRoutes, { db, clock });
  await app.register(chartRoutes, { db, clock });
  await app.register(authRoutes, {
    db,
    clock,
    config,
    sms,
    rateLimits,
    mainMarkets: async (now) => (await marketViews(db, 'main', now)).map(mainMarketItem),
    // Registration's invite codes (ADR 029): whose code it is, one lookup in modules/agents.
    inviter: inviterOf,
    agentProfile,
  });
  const providers = createPaymentProviders(config);
  await app.register(fundsRoutes, { db, clock, config, rateLimits, providers, agentProfile });
  await app.register(depositsRoutes, { db, clock, config, rateLimits, providers, agentProfile });
  // The deposits paid to an agent's UPI id, decided by that agent from their float (ADR 029).
  await app.register(agentDepositsRoutes, { db, clock, rateLimits, agentProfile });
  // A player asks their agent to cash out; the agent's take-back needs the request (ADR 029).
  await app.register(agentCashoutRoutes, { db, clock, rateLimits });
  await app.register(fundsAdminRoutes, { db, clock, config, rateLimits });
  await app.register(depositsAdminRoutes, { db, clock, providers });
  await app.register(contentRoutes, { db, agentProfile });
  await app.register(operatorRoutes, { db, clock, config, rateLimits });
  await app.register(resultsRoutes, { db, reads: database.reads, clock, live });
  // Result feeds (ADR 032): the sources per market, their agreement, the declaration from them; polled
  // every FEED_POLL_SECONDS (30 s) during each session's window (one process at a time on PostgreSQL).
  const feedsDeps = {
    db,
    reads: database.reads,
    clock,
    live,
    rateLimits,
    fetchMode: safeFetchMode(config.NODE_ENV),
    pollMs: config.FEED_POLL_SECONDS * 1000,
    windowMs: config.FEED_WINDOW_MINUTES * 60_000,
  };
  await app.register(feedsAdminRoutes, feedsDeps);
  const feedPoller = new FeedPoller(feedsDeps, app.log);
  app.addHook('onReady', async () => feedPoller.start());
  app.addHook('onClose', async () => feedPoller.stop());
  // The public result chain (ADR 019): read off the players' thread on SQLite.
  await app.register(resultsLogRoutes, { db: database.reads });
  // Chart import (ADR 031): the owner adds a main market's past results from a CSV.
  await app.register(chartImportRoutes, { db, clock, rateLimits });
  await app.register(liveRoutes, {
    db,
    clock,
    config,
    bus: live,
    engine: database.engine,
    heartbeatMs: options.liveHeartbeatMs,
    // Markets opening and closing, told while this process has open streams (ADR 013).
    watchers: [(isWatched, log) => new MarketClockWatch({ db, clock, bus: live, log, isWatched })],
  });
  // The rest of the operator API: each feature module's admin-routes.ts (funds' is above).
  // Reports and the operator dashboard only read, and read a lot: off the players' thread (read-pool.ts).
  await app.register(reportsAdminRoutes, { db: database.reads, clock });
  await app.register(marketsAdminRoutes, { db, clock, live });
  await app.register(limitsAdminRoutes, { db, clock });
  await app.register(contentAdminRoutes, { db, clock, config, rateLimits, live, raiseAlert: raiseConsoleAlert });
  await app.register(playersAdminRoutes, { db, clock });
  await app.register(auditRoutes, { db, clock });
  // Agents (ADR 029): the owner's agents, floats and player moves; the agent's console, scoped to the caller.
  await app.register(agentsAdminRoutes, { db, clock, rateLimits });
  await app.register(agentConsoleRoutes, { db, clock, rateLimits });
  // Agents' weekly statements (ADR 029): the staff's and the agent console's reads; the closing job runs in the housekeeper.
  await app.register(agentStatementRoutes, { db, clock });
  // Signed payment notifications (raw bodies, in their own scope; ADR 011), credited by modules/deposits (ADR 028).
  await app.register(paymentHooks, { db, clock, providers });
  // Notifications (ADR 014): the inbox, Web Push, the console's notices, and the background
  // worker that writes a declared result's items and sends the pushes.
  let vapid: Promise<VapidKeys> | null = null;
  const keys = () =>
    (vapid ??= loadVapidKeys(db, config).catch((err: unknown) => ((vapid = null), Promise.reject(err))));
  const notifications = new NotificationWorker({
    db,
    clock,
    keys,
    log: app.log,
    transport: options.pushTransport ?? createPushTransport({ testOrigins: config.PUSH_TEST_ORIGINS }),
    live,
  });
  registerWorker(app, notifications);
  await app.register(notificationRoutes, { db, clock, keys, rateLimits, testOrigins: config.PUSH_TEST_ORIGINS });
  await app.register(notificationsAdminRoutes, { db, clock });
  await app.register(ticketRoutes, { db, clock, rateLimits, live });
  await app.register(ticketsAdminRoutes, { db, clock, rateLimits, live, config, providers });
  app.addHook('onReady', async () => notifications.start());
  // Housekeeping (ADR 021): rows that only matter for a while, deleted once nothing reads them.
  const housekeeper = new Housekeeper({ db, clock, config, log: app.log });
  app.addHook('onReady', async () => housekeeper.start());

  if (clock !== systemClock) {
    // A clock of its own (CLOCK_START for a demo or the browser tests): every answer's Date header says
    // its time, as a real server's does the wall clock's, so the app's countdowns (which read that
    // header, apps/web/src/lib/server-clock.ts) agree with the markets' status.
    app.addHook('onSend', async (_req, reply) => {
      void reply.header('date', new Date(clock.now()).toUTCString());
    });
  }

  if (config.TEST_CLOCK_CONTROL && clock instanceof OffsetClock) {
    // End-to-end tests only (config refuses it outside NODE_ENV=test): move the server's clock forward.
    app.post('/__test/clock', { schema: { hide: true } }, async (req) => {
      const advanceMs = Number((req.body as { advanceMs?: unknown } | null)?.advanceMs);
      if (!Number.isSafeInteger(advanceMs) || advanceMs < 0) throw badRequest('advanceMs must be a whole number ≥ 0');
      clock.advance(advanceMs);
      return { status: true, now: new Date(clock.now()).toISOString() };
    });
  }

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await serveWebApp(app, config.webDist, config.APP_KEY);
  app.addHook('onClose', async () => {
    await notifications.stop();
    await housekeeper.stop();
    await bidWriter.flushed();
    await live.close();
    await database.close();
  });
  return app;
}
