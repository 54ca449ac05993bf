import { eventsTicketAnswer, failure } from '@pana/contract';
import { type FastifyBaseLogger } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withToken } from '../../lib/api-schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressKey } from '../../lib/client-address.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { PgRelay } from './pg-relay.ts';
import { issueTicket, type LiveDeps, parseLastEventId, startingPoint, streamPlayer } from './service.ts';
import { RETRY_MS, StreamHub } from './streams.ts';
import { LIVE_TEXT } from './text.ts';

const tags = ['player'];

export interface LiveRouteDeps extends LiveDeps {
  bus: LiveBus;
  engine: 'sqlite' | 'postgres';
  /** The streams' heartbeat interval (tests; HEARTBEAT_MS otherwise). */
  heartbeatMs?: number;
  /**
   * What runs only while this process has open streams (markets' clock of openings and closings):
   * each is made with a way to ask, started with the routes and stopped before the streams close.
   * app.ts passes them in: markets publish on the bus, so live importing markets would close a cycle (ADR 026).
   */
  watchers?: ReadonlyArray<(isWatched: () => boolean, log: FastifyBaseLogger) => { start(): void; stop(): void }>;
}

/** How long a client refused for its address's streams is asked to wait (seconds, Retry-After). */
const ADDRESS_FULL_RETRY_SECONDS = 60;

/**
 * Live updates (ADR 013): `GET /api/events` streams `market`, `wallet` and `notice` events
 * (text/event-stream) to a logged-in player; `POST /api-events-ticket` gives a browser, whose
 * EventSource cannot send the token in a header, a single-use ticket for it. On PostgreSQL the bus is
 * joined to the other server processes (pg-relay.ts); one timer per process tells of markets opening
 * and closing (markets/market-clock.ts, passed in as a watcher). Shutdown ends the streams first, so it never waits on them.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRouteDeps> = async (app, deps) => {
  const hub = new StreamHub(deps.bus, { maxPerAddress: deps.config.LIVE_STREAMS_PER_ADDRESS, heartbeatMs: deps.heartbeatMs });
  if (deps.engine === 'postgres') {
    deps.bus.useRelay(
      await PgRelay.start(deps.config.LIVE_LISTEN_URL ?? deps.config.DATABASE_URL, deps.db, deps.bus, app.log, () =>
        hub.closeAll(),
      ),
    );
  }
  const watchers = (deps.watchers ?? []).map((make) => make(() => hub.size > 0, app.log));
  for (const watcher of watchers) watcher.start();
  app.addHook('preClose', async () => {
    for (const watcher of watchers) watcher.stop();
    hub.closeAll();
  });

  app.post(
    '/api-events-ticket',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'A single-use ticket (valid 60 s) that opens GET /api/events from a browser',
        body: z.object(withToken),
        response: { 200: eventsTicketAnswer },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const { ticket, expiresInSeconds } = await issueTicket(deps, player.sessionId);
      return { status: true, msg: LIVE_TEXT.ticketIssued, ticket, expires_in: expiresInSeconds };
    },
  );

  app.get(
    '/api/events',
    {
      // An event stream goes out as it is written: never compressed or buffered.
      compress: false,
      schema: {
        tags,
        summary:
          'Live updates (text/event-stream): market, wallet and notice events. The token as "Authorization: Bearer …" or a ticket from /api-events-ticket; Last-Event-ID (header or lastEventId) replays missed wallet events',
        querystring: z.object({ ticket: z.string().optional(), lastEventId: z.string().optional() }),
        response: { 400: failure, 401: failure, 403: failure, 429: failure },
      },
    },
    async (req, reply) => {
      const header = req.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
      const playerId = await streamPlayer(deps, { bearer, ticket: req.query.ticket ?? null });
      const lastHeader = req.headers['last-event-id'];
      const lastLedgerId = parseLastEventId(typeof lastHeader === 'string' ? lastHeader : req.query.lastEventId);
      // Checked and taken in the same turn of the event loop (no await between): ADR 024.
      const address = addressKey(req.ip);
      if (!hub.admits(playerId, address)) {
        throw new AppError('rate_limited', LIVE_TEXT.tooManyFromAddress, ADDRESS_FULL_RETRY_SECONDS);
      }

      reply.hijack();
      const response = reply.raw;
      // The headers set so far (security headers) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) response.setHeader(name, value);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx: pass the events on as they come (docs/OPERATIONS.md).
        'x-accel-buffering': 'no',
      });
      req.raw.socket.setNoDelay(true);
      // The server's idle timeout stays on the socket (ADR 024): the heartbeat writes every 25 s, well
      // within it, so a healthy stream is never idle.
      response.write(`retry: ${RETRY_MS}\n\n`);
      const stream = hub.open(playerId, response, address);
      try {
        const start = await startingPoint(deps, playerId, lastLedgerId);
        hub.start(stream, start.lastLedgerId, start.missed, [
          { type: 'notice', data: { kind: 'maintenance', message: start.maintenance } },
        ]);
      } catch (err) {
        req.log.error({ err }, 'live updates: cannot start a stream');
        hub.close(stream);
      }
    },
  );
};
