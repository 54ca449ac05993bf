import { type Locale } from '@pana/domain/messages';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Config } from '../config.ts';
import { type Db } from '../db/database.ts';
import { AppError, badRequest, forbidden, unauthorized, unavailable } from '../lib/app-error.ts';
import { type Clock } from '../lib/clock.ts';
import { type LiveBus } from '../lib/live-bus.ts';
import { LANGUAGE_HEADER, messageIn, requestLanguage } from '../lib/messages.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { authenticate, type Player } from '../modules/auth/sessions.ts';
import { getSettings, maintenanceMessage, onMaintenanceSwitched } from '../modules/content/settings.ts';

/** Who may call a player API route. */
export type PlayerAuth = 'none' | 'player' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every player API route (docs/api.md#the-calls); the hooks below check app_key and the token. */
    playerApi?: PlayerAuth;
    /**
     * A call that moves points (a bid, a deposit claim or order, a withdrawal, a transfer): refused with
     * the operator's message while maintenance mode is on (ADR 015). Reads never are.
     */
    movesPoints?: true;
  }
  interface FastifyRequest {
    /** The logged-in player of a `player` route (null on `none`, maybe null on `optional`). */
    player: Player | null;
  }
}

export const PLAYER_API_TEXT = {
  invalidAppKey: 'Invalid app key',
  invalidEnv: 'Invalid env_type',
  invalidBody: 'Invalid request body',
  sessionExpired: 'Session expired. Please log in again.',
  blocked: 'Your account is blocked. Please contact admin.',
} as const;

/**
 * The per-item fields of a history answer whose texts the server writes in English (a wallet entry's note:
 * "Bid: Kalyan, 23-November-2026 (3 bids)", "Transfer from Asha (9000000001)"), by the answer's list. The
 * values inside (names, mobiles, UTRs, an operator's words) stay as they are; a note the catalogue does not
 * know passes unchanged. Operator-typed fields (a deposit's rejection `reason`, a withdrawal's `admin_note`)
 * are not here: they stay as written.
 */
const HISTORY_NOTES: ReadonlyArray<readonly [list: string, fields: readonly string[]]> = [
  ['transaction_history', ['transaction_note']],
];

/** One history item with its note fields in the language (a copy; anything else as it is). */
function translateItem(lang: Locale, item: unknown, fields: readonly string[]): unknown {
  if (item === null || typeof item !== 'object') return item;
  const copy: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const field of fields) {
    const text = copy[field];
    if (typeof text === 'string' && text !== '') copy[field] = messageIn(lang, text);
  }
  return copy;
}

/** The player's token from the body (`unique_token`, the legacy field), or a bearer header. */
function tokenOf(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown>;
  const fromBody = body.unique_token;
  if (typeof fromBody === 'string' && fromBody.length > 0) return fromBody;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/**
 * The rules every player call shares (docs/api.md#a-call): a JSON object body carrying the public
 * `app_key` (401 when wrong) and `env_type` "Prod" (or "1", older apps), and on player routes a valid,
 * unrevoked, unexpired `unique_token` of a player who is not blocked. They run before field validation,
 * so a call without credentials learns that first.
 */
export const playerApi = fp(
  async (app: FastifyInstance, opts: { config: Config; db: Db; clock: Clock; live?: LiveBus }) => {
    app.decorateRequest('player', null);
    // Read at most once per MARKET_CACHE_MS (≤ 1 s) per process, and again at once when the console
    // switches maintenance on or off (its live notice reaches every process): no restart.
    const maintenance = new TtlCache<string>(opts.config.MARKET_CACHE_MS);
    onMaintenanceSwitched(opts.live, () => maintenance.clear());
    const maintenanceNow = () => maintenance.get('message', async () => maintenanceMessage(await getSettings(opts.db)));
    app.addHook('preValidation', async (request) => {
      const auth = request.routeOptions.config.playerApi;
      if (!auth) return;
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        throw badRequest(PLAYER_API_TEXT.invalidBody);
      const { app_key: appKey, env_type: envType } = body as Record<string, unknown>;
      if (appKey !== opts.config.APP_KEY) throw unauthorized(PLAYER_API_TEXT.invalidAppKey);
      if (envType !== undefined && envType !== 'Prod' && envType !== '1' && envType !== 1)
        throw badRequest(PLAYER_API_TEXT.invalidEnv);
      if (auth === 'none') return;
      const token = tokenOf(request);
      if (!token) {
        if (auth === 'optional') return;
        throw unauthorized(PLAYER_API_TEXT.sessionExpired);
      }
      const player = await authenticate(opts.db, token, opts.clock.now(), opts.config);
      if (!player) {
        if (auth === 'optional') return;
        throw unauthorized(PLAYER_API_TEXT.sessionExpired);
      }
      if (player.blocked) throw forbidden(PLAYER_API_TEXT.blocked);
      request.player = player;
      if (request.routeOptions.config.movesPoints) {
        const message = await maintenanceNow();
        if (message !== '') throw unavailable(message);
      }
    });
    // The envelope's `msg` in the player's language (ADR 020, docs/api.md#languages), in this one place for every
    // player call, its answers and its refusals alike (the error handler's envelope passes here too).
    // Only with `X-Pana-Lang: hi|mr`, which Pana's app sends: older apps send none and read English.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (!request.routeOptions.config.playerApi) return payload;
      const lang = requestLanguage(request.headers[LANGUAGE_HEADER]);
      if (lang === null || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const envelope = payload as Record<string, unknown>;
      if (typeof envelope.msg !== 'string') return payload;
      const translated: Record<string, unknown> = { ...envelope, msg: messageIn(lang, envelope.msg) };
      // The bid calls repeat their msg as `message` (docs/api.md#bids); the market lists carry the
      // maintenance message (the default one is in the catalogue; an operator's own passes unchanged); Add
      // Funds' details carry the player's own break or deposit limit refusal (ADR 018).
      for (const field of ['message', 'maintenance_message', 'deposit_refusal', 'deposit_room_message'] as const) {
        const text = envelope[field];
        if (typeof text === 'string' && text !== '') translated[field] = messageIn(lang, text);
      }
      // The histories' notes the server writes itself (ADR 020): only these lists and fields, no walk of the answer.
      for (const [list, fields] of HISTORY_NOTES) {
        const items = envelope[list];
        if (Array.isArray(items)) translated[list] = items.map((item: unknown) => translateItem(lang, item, fields));
      }
      return translated;
    });
  },
  { name: 'player-api' },
);

/** The player of a route declared `player`: always set once the hooks have passed. */
export function requirePlayer(request: FastifyRequest): Player {
  if (!request.player) throw new AppError('unauthorized', PLAYER_API_TEXT.sessionExpired);
  return request.player;
}
