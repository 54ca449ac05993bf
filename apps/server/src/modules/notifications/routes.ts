import { failure, notificationsAnswer, notificationsReadAnswer, notificationsUnreadAnswer, plainEnvelope, pushKeyAnswer } from '@pana/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db } from '../../db/database.ts';
import { withToken } from '../../lib/api-schemas.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { requirePlayer } from '../../plugins/player-api.ts';
import { validKeys,type VapidKeys } from './push.ts';
import * as repo from './repository.ts';
import { inbox, markRead, unreadSummary } from './service.ts';
import { NOTIFICATIONS_TEXT as T } from './text.ts';

export interface NotificationRoutesDeps {
  db: Db;
  clock: Clock;
  keys: () => Promise<VapidKeys>;
  /** Tests only: push endpoints on http://localhost or 127.0.0.1 are accepted (a fake push service). */
  allowLoopbackHttp: boolean;
}

const tags = ['notifications'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure };

/** A whole number id as sent (a number or its digits); anything else is refused with `message`. */
const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }),
  );

/** A push service address: https, or http to this machine when allowed (tests). */
function checkEndpoint(value: unknown, allowLoopbackHttp: boolean): string {
  if (typeof value !== 'string' || value.length > 1000) throw badRequest(T.endpointInvalid);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(T.endpointInvalid);
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol === 'https:' || (allowLoopbackHttp && loopback && url.protocol === 'http:')) return url.toString();
  throw badRequest(T.endpointInvalid);
}

/** The player's inbox and push subscriptions (issue 17, ADR 014). */
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
        summary: "Keeps this device's push subscription (PushSubscription.toJSON(): endpoint and keys) for the player",
        body: z.object({ ...withToken, endpoint: z.unknown(), keys: z.unknown() }),
        response: { 200: plainEnvelope, ...refusals },
      },
    },
    async (req) => {
      const player = requirePlayer(req);
      const endpoint = checkEndpoint(req.body.endpoint, deps.allowLoopbackHttp);
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
