import { type Selectable, sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { type SupportTicketMessagesTable, type SupportTicketsTable } from '../../db/schema.ts';

/** The SQL of support tickets (ADR 030): the only writer of `support_tickets` and `support_ticket_messages`. */

export type TicketRow = Selectable<SupportTicketsTable>;
export type MessageRow = Selectable<SupportTicketMessagesTable>;
export type Author = MessageRow['author'];

export interface NewTicket {
  userId: number;
  category: TicketRow['category'];
  subject: string;
  attachKind: TicketRow['attach_kind'];
  attachId: number | null;
  now: number;
}

export async function insertTicket(trx: Executor, t: NewTicket): Promise<number> {
  const row = await trx
    .insertInto('support_tickets')
    .values({
      user_id: t.userId,
      category: t.category,
      status: 'open',
      subject: t.subject,
      attach_kind: t.attachKind,
      attach_id: t.attachId,
      assigned_to: null,
      messages: 0,
      last_from: 'player',
      waiting_since: t.now,
      operator_message_id: null,
      player_read_message_id: 0,
      closed_at: null,
      created_at: t.now,
      updated_at: t.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertMessage(
  trx: Executor,
  m: { ticketId: number; author: Author; adminId: number | null; body: string; now: number },
): Promise<number> {
  const row = await trx
    .insertInto('support_ticket_messages')
    .values({ ticket_id: m.ticketId, author: m.author, admin_id: m.adminId, body: m.body, created_at: m.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findTicket(db: Executor, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A player's message counted on the thread: the ticket waits for an operator again (a closed one is reopened by `reopen`). */
export async function notePlayerMessage(trx: Executor, id: number, now: number, reopen: boolean): Promise<boolean> {
  const r = await trx
    .updateTable('support_tickets')
    .set({
      status: 'open',
      messages: sql<number>`messages + 1`,
      last_from: 'player',
      waiting_since: sql<number>`coalesce(case when status = 'open' then waiting_since end, ${now})`,
      closed_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', reopen ? '=' : '<>', 'closed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An operator's answer: answered (a closed ticket stays closed, with the answer added). */
export async function noteOperatorMessage(trx: Executor, id: number, messageId: number, now: number): Promise<void> {
  await trx
    .updateTable('support_tickets')
    .set({
      status: sql<'open' | 'answered' | 'closed'>`case when status = 'closed' then 'closed' else 'answered' end`,
      messages: sql<number>`messages + 1`,
      last_from: 'operator',
      waiting_since: null,
      operator_message_id: messageId,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Closes an open or answered ticket; false when it was closed already. */
export async function closeTicket(trx: Executor, id: number, now: number): Promise<boolean> {
  const r = await trx
    .updateTable('support_tickets')
    .set({ status: 'closed', waiting_since: null, closed_at: now })
    .where('id', '=', id)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function assignTicket(trx: Executor, id: number, adminId: number | null): Promise<void> {
  await trx.updateTable('support_tickets').set({ assigned_to: adminId }).where('id', '=', id).execute();
}

/** The player was shown the thread up to `messageId`. */
export async function markRead(db: Executor, id: number, messageId: number): Promise<void> {
  await db
    .updateTable('support_tickets')
    .set({ player_read_message_id: messageId })
    .where('id', '=', id)
    .where('player_read_message_id', '<', messageId)
    .execute();
}

/** A page of a player's tickets, newest first. */
export function playerTickets(db: Executor, userId: number, beforeId: number | null, limit: number): Promise<TicketRow[]> {
  let q = db.selectFrom('support_tickets').selectAll().where('user_id', '=', userId);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** A player's tickets with an operator's message they have not opened since. */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const r = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .whereRef('operator_message_id', '>', 'player_read_message_id')
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** A thread oldest first; the player's view leaves out notes and records. */
export function messagesOf(db: Executor, ticketId: number, forPlayer: boolean): Promise<MessageRow[]> {
  let q = db.selectFrom('support_ticket_messages').selectAll().where('ticket_id', '=', ticketId);
  if (forPlayer) q = q.where('author', 'in', ['player', 'operator']);
  return q.orderBy('id', 'asc').execute();
}

export interface QueueFilter {
  status: TicketRow['status'] | null;
  category: TicketRow['category'] | null;
  /** 'none', or an admin id. */
  assigned: 'none' | number | null;
}

export interface QueueRow extends TicketRow {
  mobile: string;
  name: string;
}

/** The console's queue: open first, then answered, then closed; the one waiting longest first in each. */
export async function queue(db: Executor, f: QueueFilter, offset: number, limit: number): Promise<{ rows: QueueRow[]; total: number }> {
  let q = db.selectFrom('support_tickets as t').innerJoin('users as u', 'u.id', 't.user_id');
  if (f.status !== null) q = q.where('t.status', '=', f.status);
  if (f.category !== null) q = q.where('t.category', '=', f.category);
  if (f.assigned === 'none') q = q.where('t.assigned_to', 'is', null);
  else if (f.assigned !== null) q = q.where('t.assigned_to', '=', f.assigned);
  const [rows, count] = await Promise.all([
    q
      .selectAll('t')
      .select(['u.mobile', 'u.name'])
      .orderBy(sql`case t.status when 'open' then 0 when 'answered' then 1 else 2 end`)
      .orderBy(sql`coalesce(t.waiting_since, t.created_at)`)
      .orderBy('t.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows as QueueRow[], total: Number(count?.n ?? 0) };
}

export async function queueRow(db: Executor, id: number): Promise<QueueRow | undefined> {
  const row = await db
    .selectFrom('support_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('t')
    .select(['u.mobile', 'u.name'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row as QueueRow | undefined;
}

export async function openCount(db: Executor): Promise<number> {
  const r = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The player a ticket belongs to, as the console's detail shows them. */
export function playerOf(db: Executor, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('wallets as w', 'w.user_id', 'u.id')
    .select(['u.mobile', 'u.name', 'u.blocked', 'w.balance'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Staff usernames by id (the assignee and the authors of a thread); agents are never among them. */
export async function staffNames(db: Executor): Promise<Array<{ id: number; username: string; role: string; active: boolean }>> {
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'username', 'role', 'active'])
    .where('role', 'in', ['viewer', 'operator', 'owner'])
    .orderBy('username')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), username: r.username, role: r.role, active: Number(r.active) === 1 }));
}
