import { type InboxItem } from '@pana/contract';
import { type Family, indiaDate } from '@pana/domain';
import { sql } from 'kysely';
import { type Db, type Executor } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type Player } from '../auth/sessions.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import * as repo from './repository.ts';
import { type InboxRow, type NewItem } from './repository.ts';
import { NOTIFICATIONS_TEXT as T } from './text.ts';

/**
 * The notifications inbox (ADR 014). Items are written in the transaction of the event they
 * tell of (`notifyPlayer`: a deposit decided, a withdrawal paid or rejected), so an event and its item
 * commit or fail together; a declared result, which may concern a hundred thousand players, writes one
 * `notification_jobs` row in the settlement's transaction (`queueDrawNotifications`) and the worker
 * (worker.ts) writes its items after commit. Every new item is queued for Web Push in the same
 * transaction (push_outbox).
 */

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
}

/** Inbox items per page. */
export const INBOX_PAGE = 20;

/** The screens items open in the player app (apps/web/src/config/paths.ts). */
export const ITEM_ROUTES = {
  winHistory: { main: '/imp3', starline: '/imp6', gali: '/impwin' } satisfies Record<Family, string>,
  deposits: '/addfundhistory',
  withdrawals: '/withdrawhistory',
  wallet: '/wallet',
  inbox: '/notifications',
} as const;

/** Writes one inbox item (and queues its pushes) in the caller's transaction; a second write of the same event is ignored. */
export async function notifyPlayer(trx: Executor, item: NewItem, now: number): Promise<void> {
  await repo.insertItems(trx, [item], now);
}

/** A deposit request credited (by an operator, the gateway or a bank notification) or rejected. */
export async function notifyDeposit(
  trx: Executor,
  d: { userId: number; requestId: number; amount: number; decision: 'approved' | 'rejected'; reason?: string },
  now: number,
): Promise<void> {
  const credited = d.decision === 'approved';
  await notifyPlayer(
    trx,
    {
      userId: d.userId,
      kind: 'deposit',
      title: credited ? T.depositCreditedTitle : T.depositRejectedTitle,
      body: credited ? T.depositCreditedBody(d.amount) : T.depositRejectedBody(d.amount, d.reason ?? ''),
      route: ITEM_ROUTES.deposits,
      ref: `fund_request:${d.requestId}:${d.decision}`,
    },
    now,
  );
}

/**
 * An agent credited the player's wallet from their float, or took points back from it at the player's
 * request (ADR 029): told in the words of a deposit credited and a withdrawal paid, opening the wallet.
 */
export async function notifyAgentMovement(
  trx: Executor,
  m: { userId: number; movementId: number; amount: number; direction: 'credit' | 'take_back' },
  now: number,
): Promise<void> {
  const credit = m.direction === 'credit';
  await notifyPlayer(
    trx,
    {
      userId: m.userId,
      kind: credit ? 'deposit' : 'withdrawal',
      title: credit ? T.depositCreditedTitle : T.withdrawalPaidTitle,
      body: credit ? T.depositCreditedBody(m.amount) : T.withdrawalPaidBody(m.amount, null),
      route: ITEM_ROUTES.wallet,
      ref: `float_movement:${m.movementId}`,
    },
    now,
  );
}

/** A withdrawal paid (an operator's approval of a UPI payout, or the bank's result file), rejected, or failed at the bank. */
export async function notifyWithdrawal(
  trx: Executor,
  w: { userId: number; requestId: number; amount: number; outcome: 'paid' | 'rejected' | 'failed'; reason?: string; utr?: string | null },
  now: number,
): Promise<void> {
  const words = {
    paid: [T.withdrawalPaidTitle, T.withdrawalPaidBody(w.amount, w.utr ?? null)],
    rejected: [T.withdrawalRejectedTitle, T.withdrawalRejectedBody(w.amount, w.reason ?? '')],
    failed: [T.withdrawalFailedTitle, T.withdrawalFailedBody(w.amount, w.reason ?? '')],
  }[w.outcome];
  await notifyPlayer(
    trx,
    { userId: w.userId, kind: 'withdrawal', title: words[0] as string, body: words[1] as string, route: ITEM_ROUTES.withdrawals, ref: `withdraw_request:${w.requestId}:${w.outcome}` },
    now,
  );
}

/**
 * The outbox of a declaration: one row, in the settlement's transaction (cheap whatever the number of
 * bids). The worker turns it into a 'result' item for every player of the draw and a 'win' item with
 * the amount for every winner, after commit, a few hundred players per transaction.
 */
export async function queueDrawNotifications(
  trx: Executor,
  d: { marketId: number; date: string; session: 'open' | 'close'; result: string; settledAt: number },
): Promise<void> {
  await trx
    .insertInto('notification_jobs')
    .values({ kind: 'draw', market_id: d.marketId, draw_date: d.date, session: d.session, result: d.result.slice(0, 20), settled_at: d.settledAt, created_at: d.settledAt })
    .execute();
}

/** The items of one batch of a draw job's players: a result item each, a win item for each winner. */
export function drawItems(job: repo.DrawJob, userIds: readonly number[], wins: ReadonlyMap<number, number>): NewItem[] {
  const route = ITEM_ROUTES.winHistory[job.marketKind];
  const ref = `draw:${job.marketId}:${job.drawDate}:${job.session}:${job.settledAt}`;
  const items: NewItem[] = [];
  for (const userId of userIds) {
    items.push({ userId, kind: 'result', title: T.resultTitle, body: T.resultBody(job.marketName, job.result), route, ref });
    const won = wins.get(userId);
    if (won) items.push({ userId, kind: 'win', title: T.winTitle, body: T.winBody(won, job.marketName), route, ref });
  }
  return items;
}

// The player's inbox


const itemOf = (r: InboxRow): InboxItem => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  route: r.route,
  created_at: new Date(r.created_at).toISOString(),
  read: r.read_at !== null,
});

/** A page of the player's inbox, newest first, with the unread count and whether older items exist. */
export async function inbox(deps: NotificationsDeps, player: Player, beforeId: number | null) {
  const [rows, unread] = await Promise.all([repo.inboxPage(deps.db, player.id, beforeId, INBOX_PAGE + 1), repo.unreadCount(deps.db, player.id)]);
  const page = rows.slice(0, INBOX_PAGE);
  return { items: page.map(itemOf), unread, hasMore: rows.length > INBOX_PAGE, nextBefore: rows.length > INBOX_PAGE ? (page.at(-1)?.id ?? null) : null };
}

/** The bell: the unread count and the notice to show as a popup now, if any. */
export async function unreadSummary(deps: NotificationsDeps, player: Player) {
  const [unread, popup] = await Promise.all([repo.unreadCount(deps.db, player.id), repo.pendingPopup(deps.db, player.id)]);
  return { unread, popup: popup ? itemOf(popup) : null };
}

/** Marks one item read (404 when the player has no such item), or every item when `id` is null. */
export async function markRead(deps: NotificationsDeps, player: Player, id: number | null): Promise<number> {
  const now = deps.clock.now();
  if (id === null) await repo.markAllRead(deps.db, player.id, now);
  else if (!(await repo.markRead(deps.db, player.id, id, now))) throw notFound(T.notFound);
  return repo.unreadCount(deps.db, player.id);
}

// Notices from the console

export interface NoticeInput {
  title: string;
  body: string;
  audience: 'all' | 'market' | 'player';
  marketId?: number | undefined;
  mobile?: string | undefined;
  popup: boolean;
}

export interface NoticeRecord {
  id: number;
  title: string;
  body: string;
  audience: 'all' | 'market' | 'player';
  marketName: string | null;
  mobile: string | null;
  popup: boolean;
  recipients: number;
  createdBy: string | null;
  createdAt: string;
}

/**
 * Sends a notice: one inbox item per recipient (set-based, one statement whatever their number) and its
 * pushes, the notice row and the audit row, in one transaction. The players of a market are those with
 * a bid on it for today's India date.
 */
export async function sendNotice(deps: NotificationsDeps, actor: Actor, input: NoticeInput): Promise<{ id: number; recipients: number }> {
  const now = deps.clock.now();
  const today = indiaDate(now);
  return deps.db.transaction().execute(async (trx) => {
    let marketId: number | null = null;
    let marketName: string | null = null;
    let userId: number | null = null;
    if (input.audience === 'market') {
      if (input.marketId === undefined) throw badRequest(T.marketRequired);
      const market = await trx.selectFrom('markets').select(['id', 'name']).where('id', '=', input.marketId).executeTakeFirst();
      if (!market) throw notFound(T.marketNotFound);
      marketId = Number(market.id);
      marketName = market.name;
    } else if (input.audience === 'player') {
      if (!input.mobile) throw badRequest(T.mobileRequired);
      const player = await trx.selectFrom('users').select('id').where('mobile', '=', input.mobile).executeTakeFirst();
      if (!player) throw notFound(T.playerNotFound);
      userId = Number(player.id);
    }
    const notice = await trx
      .insertInto('notices')
      .values({ title: input.title, body: input.body, audience: input.audience, market_id: marketId, user_id: userId, popup: input.popup ? 1 : 0, recipients: 0, created_by: actor.adminId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(notice.id);
    const ref = `notice:${id}`;
    // (`where true`: SQLite reads an upsert after INSERT … SELECT … FROM only when the SELECT has a WHERE.)
    const recipients =
      input.audience === 'all'
        ? sql`select id as id from users where blocked = 0`
        : input.audience === 'market'
          ? sql`select distinct user_id as id from bids where market_id = ${marketId} and draw_date = ${today}`
          : sql`select ${sql.lit(userId)} as id`;
    const inserted = await sql`
      insert into notifications (user_id, kind, title, body, route, ref, popup, created_at)
      select r.id, 'notice', ${input.title}, ${input.body}, ${ITEM_ROUTES.inbox}, ${ref}, ${sql.lit(input.popup ? 1 : 0)}, ${sql.lit(now)}
      from (${recipients}) as r
      where true
      on conflict do nothing`.execute(trx);
    const count = Number(inserted.numAffectedRows ?? 0);
    if (count === 0 && input.audience === 'market') throw badRequest(T.noRecipients);
    await sql`
      insert into push_outbox (notification_id, subscription_id, attempts, next_at, created_at)
      select n.id, s.id, 0, ${sql.lit(now)}, ${sql.lit(now)}
      from push_subscriptions s join notifications n on n.user_id = s.user_id and n.kind = 'notice' and n.ref = ${ref}
      where true
      on conflict do nothing`.execute(trx);
    await trx.updateTable('notices').set({ recipients: count }).where('id', '=', id).execute();
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'notice.send',
      entity: 'notice',
      entityId: id,
      after: { title: input.title, body: input.body, audience: input.audience, market: marketName, mobile: input.mobile ?? null, popup: input.popup, recipients: count },
      ip: actor.ip,
      now,
    });
    return { id, recipients: count };
  });
}

/** The notices sent, newest first (at most 100). */
export async function listNotices(deps: NotificationsDeps): Promise<NoticeRecord[]> {
  const rows = await deps.db
    .selectFrom('notices as n')
    .leftJoin('markets as m', 'm.id', 'n.market_id')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('admins as a', 'a.id', 'n.created_by')
    .select(['n.id', 'n.title', 'n.body', 'n.audience', 'm.name as market_name', 'u.mobile', 'n.popup', 'n.recipients', 'a.username', 'n.created_at'])
    .orderBy('n.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    body: r.body,
    audience: r.audience,
    marketName: r.market_name ?? null,
    mobile: r.mobile ?? null,
    popup: Number(r.popup) === 1,
    recipients: Number(r.recipients),
    createdBy: r.username ?? null,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
}
