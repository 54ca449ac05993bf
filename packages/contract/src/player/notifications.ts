import { z } from 'zod';
import { envelope } from '../envelope.ts';

/**
 * The notifications inbox and Web Push of the player API (ADR 014): POST calls in the
 * legacy envelope, like every player call (docs/api.md#a-call).
 */

/** One inbox item; `route` is the app screen it opens, `created_at` an ISO 8601 instant. */
export const inboxItem = z.object({
  id: z.number(),
  kind: z.enum(['result', 'win', 'deposit', 'withdrawal', 'notice']),
  title: z.string(),
  body: z.string(),
  route: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});

/** `/api-notifications` {before_id?}: a page of 20 items, newest first; `next_before_id` asks for the next page (null: no more). */
export const notificationsAnswer = envelope({
  items: z.array(inboxItem),
  unread: z.number(),
  next_before_id: z.number().nullable(),
});

/** `/api-notifications-unread`: the bell's count and the notice to show once as a popup (null: none). */
export const notificationsUnreadAnswer = envelope({
  unread: z.number(),
  popup: inboxItem.nullable(),
});

/** `/api-notifications-read` {id} or {all: true}: the unread count after marking. */
export const notificationsReadAnswer = envelope({ unread: z.number() });

/** `/api-push-key`: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const pushKeyAnswer = envelope({ public_key: z.string() });

/** What the service worker receives in a push (JSON). */
export const pushMessage = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  route: z.string(),
});

export type InboxItem = z.infer<typeof inboxItem>;
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;
export type NotificationsUnreadAnswer = z.infer<typeof notificationsUnreadAnswer>;
export type PushMessage = z.infer<typeof pushMessage>;
