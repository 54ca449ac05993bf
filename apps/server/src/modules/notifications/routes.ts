import { failure, notificationsAnswer, notificationsReadAnswer, notificationsUnreadAnswer, plainEnvelope, pushKeyAnswer } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db } from '../../db/database.ts';
import { withToken } from '../../lib/api-schemas.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { validKeys, type VapidKeys } from './push.ts';
import { checkPushEndpoint } from './push-endpoints.ts';
import * as repo from './repository.ts';
import { inbox, markRead, unreadSummary } from './service.ts';
import { NOTIFICATIONS_TEXT as T } from './text.ts';

export interface NotificationRoutesDeps {
  db: Db;
  clock: Clock;
  keys: () => Promise<VapidKeys>;
  rateLimits: RateLimitStore;
  /** PUSH_TEST_ORIGINS (tests and development only): origins accepted besides the push services (a fake push service). */
  testOrigins: readonly string[];
}

/** Subscriptions a player may send per hour (a device subscribes once, again when push is turned off and on). */
export const SUBSCRIBE_LIMIT = { max: 20, windowMs: 60 * 60_000 } as const;

const tags = ['notifications'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure, 429: failure };

/** A whole number id as sent (a number or its digits); anything else is refused with `message`. */
const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }),
  );

/**
 * A push endpoint a player may give: https on port 443 at one of the browsers' push services
 * (push-endpoints.ts, PUSH_SERVICE_HOSTS), or a PUSH_TEST_ORIGINS origin; stored in the URL parser's
 * normal form. Anything else is refused before anything is stored or sent.
 */
function checkEndpoint(value: unknown, testOrigins: readonly string[]): string {
  if (typeof value !== 'string' || value.length > 1000) throw badRequest(T.endpointInvalid);
  const checked = checkPushEndpoint(value, testOrigins);
  if (checked === 'invalid') throw badRequest(T.endpointInvalid);
  if (checked === 'not-push-service') throw badRequest(T.endpointNotPushService);
  return checked.url.href;
}

/** The player's inbox and push subscriptions (ADR 014). */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesDeps> = async (app, deps) => {
  app.post(
    '/api-notifications',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'A page of 20 inbox items, newest first (before_id: the next_before_id of the previous page), with the unread count',
        body: z.object({ ...withToken, before_id: idField(T.beforeInvalid).optional().nullable() }),
        response: { 200: notificationsAnswer, ...refusals },
      },
    },
    async (req) => {
      const page = await inbox(deps, requirePlayer(req), req.body.before_id ?? null);
      return { status: true, msg: page.items.length ? T.ok : T.noData, items: page.items, unread: page.unread, next_before_id: page.nextBefore };
    },
  );

  app.post(
    '/api-notifications-unread',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "The bell: the unread count and the oldest unread notice to show once as a popup (null when none)",
        body: z.object(withToken),
        response: { 200: notificationsUnreadAnswer, ...refusals },
      },
    },
    async (req) => ({ status: true, msg: T.ok, ...(await unreadSummary(deps, requirePlayer(req))) }),
  );

  app.post(
    '/api-notifications-read',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: 'Marks one item read ({id}; a popup notice is then not shown again) or all items ({all: true})',
        body: z.object({ ...withToken, id: idField(T.idInvalid).optional(), all: z.boolean().optional() }),
        response: { 200: notificationsReadAnswer, ...refusals },
      },
    },
    async (req) => {
      const { id, all } = req.body;
      if (id === undefined && all !== true) throw badRequest(T.idInvalid);
      const unread = await markRead(deps, requirePlayer(req), all === true ? null : (id as number));
      return { status: true, msg: all === true ? T.allMarked : T.marked, unread };
    },
  );

  app.post(
    '/api-push-key',
    {
      config: { playerApi: 'player' },
      schema: { tags, summary: "The server's VAPID public key for pushManager.subscribe", body: z.object(withToken), response: { 200: pushKeyAnswer, ...refusals } },
    },
    async () => ({ status: true, msg: T.ok, public_key: (await deps.keys()).publicKey }),
  );

  app.post(
    '/api-push-subscribe',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary:
          "Keeps this device's push subscription (PushSubscription.toJSON(): endpoint and keys) for the player; the endpoint must be a browser push service's https address (20 calls an hour per player)",
        body: z.object({ ...withToken, endpoint: z.unknown(), keys: z.unknown() }),
        response: { 200: plainEnvelope, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      await enforce(deps.rateLimits, [{ key: `push-subscribe:${player.id}`, ...SUBSCRIBE_LIMIT }], deps.clock.now(), T.tooMany);
      const endpoint = checkEndpoint(req.body.endpoint, deps.testOrigins);
      const keys = req.body.keys as { p256dh?: unknown; auth?: unknown } | null | undefined;
      const p256dh = keys?.p256dh;
      const auth = keys?.auth;
      if (typeof p256dh !== 'string' || typeof auth !== 'string' || !validKeys(p256dh, auth)) throw badRequest(T.keysInvalid);
      await repo.saveSubscription(deps.db, player.id, { endpoint, p256dh, auth }, deps.clock.now());
      return { status: true, msg: T.subscribed };
    },
  );

  app.post(
    '/api-push-unsubscribe',
    {
      config: { playerApi: 'player' },
      schema: {
        tags,
        summary: "Forgets this device's push subscription",
        body: z.object({ ...withToken, endpoint: z.unknown() }),
        response: { 200: plainEnvelope, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      if (typeof req.body.endpoint !== 'string' || req.body.endpoint.length > 1000) throw badRequest(T.endpointInvalid);
      await repo.deleteSubscription(deps.db, player.id, req.body.endpoint);
      return { status: true, msg: T.unsubscribed };
    },
  );
};
