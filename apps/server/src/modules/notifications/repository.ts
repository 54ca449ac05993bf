import { sql } from 'kysely';
import { type Db, type Executor } from '../../db/database.ts';
import { type NotificationsTable } from '../../db/schema.ts';
import { messageIn, storedLanguage } from '../../lib/messages.ts';

/** The queries of the inbox, the settlement outbox, push subscriptions and the push outbox (ADR 014). */

export type NotificationKind = NotificationsTable['kind'];

export interface NewItem {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  route: string;
  /** The event told of (`fund_request:12:approved`): one item per player, kind and ref. */
  ref: string;
  popup?: boolean;
}

export interface InboxRow {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  route: string;
  popup: number;
  created_at: number;
  read_at: number | null;
}

/**
 * Inserts inbox items (an item whose player, kind and ref exist already is skipped) and queues a
 * push of each new one to every device of its player, in the caller's transaction. Returns how many
 * items were new.
 */
export async function insertItems(trx: Executor, items: readonly NewItem[], now: number): Promise<number> {
  if (items.length === 0) return 0;
  const written = await inTheirLanguages(trx, items);
  const inserted = await trx
    .insertInto('notifications')
    .values(
      written.map((i) => ({
        user_id: i.userId,
        kind: i.kind,
        title: i.title,
        body: i.body,
        route: i.route,
        ref: i.ref,
        popup: i.popup ? 1 : 0,
        created_at: now,
        read_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref']).doNothing())
    .returning('id')
    .execute();
  if (inserted.length === 0) return 0;
  await queuePushes(
    trx,
    inserted.map((r) => Number(r.id)),
    now,
  );
  return inserted.length;
}

/**
 * The items in their players' stored languages (ADR 020): the title and body of a player
 * who chose Hindi or Marathi are translated through the shared catalogue (the market's name, amounts
 * and a reason an operator typed stay as they are). One read for the batch, of the players who chose
 * another language than English.
 */
async function inTheirLanguages(trx: Executor, items: readonly NewItem[]): Promise<readonly NewItem[]> {
  const userIds = [...new Set(items.map((i) => i.userId))];
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'lang'])
    .where('id', 'in', userIds)
    .where('lang', '<>', 'en')
    .execute();
  if (rows.length === 0) return items;
  const langs = new Map(rows.map((r) => [Number(r.id), storedLanguage(r.lang)]));
  return items.map((i) => {
    const lang = langs.get(i.userId);
    return lang && lang !== 'en' ? { ...i, title: messageIn(lang, i.title), body: messageIn(lang, i.body) } : i;
  });
}

/** Queues a push of each item to every device of its player (set-based; players without a device cost nothing). */
export async function queuePushes(trx: Executor, notificationIds: readonly number[], now: number): Promise<void> {
  if (notificationIds.length === 0) return;
  await sql`
    insert into push_outbox (notification_id, subscription_id, attempts, next_at, created_at)
    select n.id, s.id, 0, ${sql.lit(now)}, ${sql.lit(now)}
    from notifications n join push_subscriptions s on s.user_id = n.user_id
    where n.id in (${sql.join(notificationIds.map((id) => sql.lit(id)))})
    on conflict do nothing`.execute(trx);
}

/** A page of a player's inbox, newest first: items with an id below `beforeId` (all when null). */
export async function inboxPage(
  db: Executor,
  userId: number,
  beforeId: number | null,
  limit: number,
): Promise<InboxRow[]> {
  let q = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'route', 'popup', 'created_at', 'read_at'])
    .where('user_id', '=', userId);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    popup: Number(r.popup),
    created_at: Number(r.created_at),
    read_at: r.read_at === null ? null : Number(r.read_at),
  }));
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest unread notice still to be shown as a popup, if any. */
export async function pendingPopup(db: Executor, userId: number): Promise<InboxRow | null> {
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'route', 'popup', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('popup', '=', 1)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), popup: 1, created_at: Number(row.created_at), read_at: null } : null;
}

/** Marks one item of the player read (and its popup shown); false when the player has no such item. */
export async function markRead(db: Executor, userId: number, id: number, now: number): Promise<boolean> {
  const exists = await db
    .selectFrom('notifications')
    .select('read_at')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!exists) return false;
  await db
    .updateTable('notifications')
    .set({ read_at: now, popup: 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

export async function markAllRead(db: Executor, userId: number, now: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now, popup: 0 })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

// Push subscriptions

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The most devices a player receives pushes on: subscribing another one forgets the oldest. */
export const MAX_DEVICES = 10;

/**
 * Keeps a device's subscription for the player (a device that changed hands moves to the new player);
 * beyond MAX_DEVICES the player's oldest subscriptions are forgotten, so no player can make the server
 * push to an unbounded number of endpoints.
 */
export async function saveSubscription(db: Db, userId: number, s: Subscription, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, created_at: now })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: s.p256dh, auth: s.auth, created_at: now }),
      )
      .execute();
    const stale = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_DEVICES)
      .limit(1000)
      .execute();
    for (const row of stale) await dropSubscription(trx, Number(row.id));
  });
}

export async function deleteSubscription(db: Executor, userId: number, endpoint: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', endpoint)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return;
    await dropSubscription(trx, Number(row.id));
  });
}

/** Forgets a device and what was waiting to be pushed to it. */
export async function dropSubscription(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('push_outbox').where('subscription_id', '=', id).execute();
  await trx.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

// The push outbox

export interface DuePush {
  id: number;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notificationId: number;
  title: string;
  body: string;
  route: string;
  kind: NotificationKind;
}

/**
 * Claims up to `limit` pushes that are due: each gets `next_at = leaseUntil` and one more attempt, so
 * another process (or this one after a crash) takes it again only when the lease has run out.
 */
export async function claimDuePushes(db: Executor, now: number, leaseUntil: number, limit: number): Promise<DuePush[]> {
  const due = await db
    .selectFrom('push_outbox')
    .select(['id', 'next_at'])
    .where('next_at', '<=', now)
    .orderBy('next_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return [];
  const claimed: number[] = [];
  for (const row of due) {
    const r = await db
      .updateTable('push_outbox')
      .set((eb) => ({ next_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('next_at', '=', row.next_at)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) claimed.push(Number(row.id));
  }
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select([
      'o.id',
      'o.attempts',
      's.id as subscription_id',
      's.endpoint',
      's.p256dh',
      's.auth',
      'n.id as notification_id',
      'n.title',
      'n.body',
      'n.route',
      'n.kind',
    ])
    .where('o.id', 'in', claimed)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    subscriptionId: Number(r.subscription_id),
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
    notificationId: Number(r.notification_id),
    title: r.title,
    body: r.body,
    route: r.route,
    kind: r.kind,
  }));
}

export async function deletePush(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute();
}

export async function retryPushAt(db: Executor, id: number, at: number): Promise<void> {
  await db.updateTable('push_outbox').set({ next_at: at }).where('id', '=', id).execute();
}

// The settlement outbox

export interface DrawJob {
  id: number;
  marketId: number;
  marketName: string;
  marketKind: 'main' | 'starline' | 'gali';
  drawDate: string;
  session: 'open' | 'close';
  result: string;
  settledAt: number;
  lastUserId: number;
}

/** Takes the oldest draw job nobody holds, for `leaseUntil`; null when there is none. */
export async function claimDrawJob(db: Executor, now: number, leaseUntil: number): Promise<DrawJob | null> {
  const candidates = await db
    .selectFrom('notification_jobs as j')
    .leftJoin('markets as m', 'm.id', 'j.market_id')
    .select([
      'j.id',
      'j.market_id',
      'm.name',
      'm.kind',
      'j.draw_date',
      'j.session',
      'j.result',
      'j.settled_at',
      'j.last_user_id',
      'j.locked_until',
    ])
    .where('j.locked_until', '<=', now)
    .orderBy('j.id')
    .limit(5)
    .execute();
  for (const c of candidates) {
    const r = await db
      .updateTable('notification_jobs')
      .set({ locked_until: leaseUntil })
      .where('id', '=', c.id)
      .where('locked_until', '=', c.locked_until)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) continue;
    if (c.name === null || c.kind === null) {
      // Its market is gone (nothing to tell of): the job is done.
      await finishDrawJob(db, Number(c.id));
      continue;
    }
    return {
      id: Number(c.id),
      marketId: Number(c.market_id),
      marketName: c.name,
      marketKind: c.kind,
      drawDate: c.draw_date,
      session: c.session,
      result: c.result,
      settledAt: Number(c.settled_at),
      lastUserId: Number(c.last_user_id),
    };
  }
  return null;
}

/** The next players of a draw after `afterUserId`, in user order. */
export async function drawPlayersAfter(
  db: Executor,
  job: DrawJob,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('draw_players')
    .select('user_id')
    .where('market_id', '=', job.marketId)
    .where('draw_date', '=', job.drawDate)
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** What the declaration paid each of these players (its won bids: settled at `settledAt`), by player; one index range per player (bids_user). */
export async function winsOf(db: Executor, job: DrawJob, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bids')
    .select(['user_id', sql<number>`sum(win_amount)`.as('total')])
    .where('user_id', 'in', userIds)
    .where('draw_date', '=', job.drawDate)
    .where('market_id', '=', job.marketId)
    .where('status', '=', 'won')
    .where('settled_at', '=', job.settledAt)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
}

/** Records that the job's players up to `lastUserId` are done; false when the job is no longer this process's. */
export async function advanceDrawJob(trx: Executor, job: DrawJob, lastUserId: number): Promise<boolean> {
  const r = await trx
    .updateTable('notification_jobs')
    .set({ last_user_id: lastUserId })
    .where('id', '=', job.id)
    .where('last_user_id', '=', job.lastUserId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function finishDrawJob(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('notification_jobs').where('id', '=', id).execute();
}

/** The newest inbox item id (where this process starts announcing new items from). */
export async function lastItemId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number | null>`max(id)`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id === null ? 0 : Number(row.id);
}

/** Items written after `afterId` (any process's), oldest first: who to tell. */
export async function itemsAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<Array<{ id: number; userId: number; kind: NotificationKind; popup: number }>> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'popup'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), kind: r.kind, popup: Number(r.popup) }));
}

/**
 * Forgets up to `limit` of the oldest items written before `cutoff` (and their queued pushes): the
 * oldest items have the smallest ids, so this reads the start of the primary key only. Returns how many.
 */
export async function deleteItemsBefore(db: Db, cutoff: number, limit: number): Promise<number> {
  const oldest = await db.selectFrom('notifications').select(['id', 'created_at']).orderBy('id').limit(limit).execute();
  const ids = oldest.filter((r) => Number(r.created_at) < cutoff).map((r) => Number(r.id));
  if (ids.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('push_outbox').where('notification_id', 'in', ids).execute();
    await trx.deleteFrom('notifications').where('id', 'in', ids).execute();
  });
  return ids.length;
}
