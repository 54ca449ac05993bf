import {
  type ConsoleTicket,
  type ConsoleTicketMessage,
  TICKET_APP_ROUTES,
  TICKET_LIMITS,
  type TicketAttachKind,
  type TicketCategory,
  type TicketMessage,
  TICKETS_CONSOLE_TEXT,
  type TicketSummary,
} from '@pana/contract';
import { afterCommit } from '../../db/after-commit.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { type Player } from '../auth/sessions.ts';
import { linkPayment, type PaymentsDeps } from '../deposits/service.ts';
import { type FundsDeps } from '../funds/context.ts';
import { adjustWallet } from '../funds/service.ts';
import { notifyPlayer } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { attachables, attachmentLabel, consoleEvidence, ownedAttachment, playerEvidence } from './evidence.ts';
import * as repo from './repository.ts';
import { type QueueRow, type TicketRow } from './repository.ts';
import { replyInboxBody, subjectOf, TICKETS_ADMIN_TEXT as A, TICKETS_TEXT as T } from './text.ts';

/**
 * Support tickets (ADR 030): the player opens one about a category, optionally carrying a
 * bid, deposit or withdrawal of theirs; the thread is the player's and operators' messages; operators
 * answer, note, assign, close, and act through the existing paths (a wallet adjustment, a payment
 * link), every action audited in its transaction. An operator's answer or a closing writes an inbox
 * item (and its Web Push) in the same transaction and tells the player's open streams after commit.
 */

export interface TicketsDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
  live: LiveBus;
}

/** The console's writes per operator and hour. */
export const CONSOLE_WRITE_LIMIT = { max: 300, windowMs: 60 * 60_000 } as const;
const DAY_MS = 24 * 60 * 60_000;
const PAGE = 20;
export const QUEUE_PAGE = 50;

const iso = (ms: number): string => new Date(ms).toISOString();

// The player's side

async function summaryOf(db: Executor, t: TicketRow, now: number): Promise<TicketSummary> {
  const kind = t.attach_kind;
  const id = t.attach_id === null ? null : Number(t.attach_id);
  const closedAt = t.closed_at === null ? null : Number(t.closed_at);
  const operatorMessage = t.operator_message_id === null ? null : Number(t.operator_message_id);
  return {
    ticket_id: Number(t.id),
    category: t.category,
    status: t.status,
    subject: t.subject,
    attachment: kind !== null && id !== null ? { kind, id, label: await attachmentLabel(db, Number(t.user_id), kind, id) } : null,
    created_at: iso(Number(t.created_at)),
    updated_at: iso(Number(t.updated_at)),
    unread: operatorMessage !== null && operatorMessage > Number(t.player_read_message_id),
    can_reopen: t.status === 'closed' && closedAt !== null && now - closedAt <= TICKET_LIMITS.reopenDays * DAY_MS,
  };
}

/** The ticket of this player, or 404 (another player's ticket is answered exactly as one that does not exist). */
async function ownTicket(db: Executor, player: Player, ticketId: number): Promise<TicketRow> {
  const t = await repo.findTicket(db, ticketId);
  if (!t || Number(t.user_id) !== player.id) throw notFound(T.ticketNotFound);
  return t;
}

/** The thread as the player sees it, the ticket and the player's part of the evidence. */
export async function playerView(deps: Pick<TicketsDeps, 'db' | 'clock'>, player: Player, ticketId: number, markRead: boolean) {
  const t = await ownTicket(deps.db, player, ticketId);
  const now = deps.clock.now();
  const [rows, evidence] = await Promise.all([
    repo.messagesOf(deps.db, Number(t.id), true),
    playerEvidence(deps.db, player.id, t.attach_kind, t.attach_id === null ? null : Number(t.attach_id)),
  ]);
  const shown = rows.length ? Number(rows.at(-1)!.id) : 0;
  if (markRead) await repo.markRead(deps.db, Number(t.id), shown);
  const fresh = markRead ? { ...t, player_read_message_id: Math.max(Number(t.player_read_message_id), shown) } : t;
  const ticket = await summaryOf(deps.db, fresh, now);
  const messages: TicketMessage[] = rows.map((m) => ({
    id: Number(m.id),
    from: m.author === 'player' ? 'player' : 'operator',
    body: m.body,
    created_at: iso(Number(m.created_at)),
  }));
  return { ticket, messages, evidence };
}

export async function listTickets(deps: Pick<TicketsDeps, 'db' | 'clock'>, player: Player, beforeId: number | null) {
  const now = deps.clock.now();
  const [rows, unread] = await Promise.all([repo.playerTickets(deps.db, player.id, beforeId, PAGE + 1), repo.unreadCount(deps.db, player.id)]);
  const page = rows.slice(0, PAGE);
  return {
    tickets: await Promise.all(page.map((t) => summaryOf(deps.db, t, now))),
    unread,
    next_before_id: rows.length > PAGE ? Number(page.at(-1)!.id) : null,
  };
}

export async function listAttachables(deps: Pick<TicketsDeps, 'db'>, player: Player) {
  return attachables(deps.db, player.id, TICKET_LIMITS.attachablesPerKind);
}

function limitMessages(deps: TicketsDeps, ticketId: number, now: number): Promise<void> {
  return enforce(deps.rateLimits, [{ key: `ticket-message:${ticketId}`, max: TICKET_LIMITS.messagesPerHour, windowMs: 60 * 60_000 }], now, T.tooManyMessages);
}

/** Opens a ticket: the attachment must be the player's own (checked before anything is counted or written). */
export async function openTicket(
  deps: TicketsDeps,
  player: Player,
  input: { category: TicketCategory; message: string; attach: { kind: TicketAttachKind; id: number } | null },
): Promise<number> {
  if (input.attach) {
    const label = await ownedAttachment(deps.db, player.id, input.attach.kind, input.attach.id);
    if (label === null) throw notFound({ bid: T.bidNotFound, deposit: T.depositNotFound, withdrawal: T.withdrawalNotFound }[input.attach.kind]);
  }
  const now = deps.clock.now();
  await enforce(deps.rateLimits, [{ key: `ticket-open:${player.id}`, max: TICKET_LIMITS.ticketsPerDay, windowMs: DAY_MS }], now, T.tooManyTickets);
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertTicket(trx, {
      userId: player.id,
      category: input.category,
      subject: subjectOf(input.message),
      attachKind: input.attach?.kind ?? null,
      attachId: input.attach?.id ?? null,
      now,
    });
    await repo.insertMessage(trx, { ticketId: id, author: 'player', adminId: null, body: input.message, now });
    await repo.notePlayerMessage(trx, id, now, false);
    return id;
  });
}

/** The player's message on an open or answered ticket (a closed one is reopened first). */
export async function replyAsPlayer(deps: TicketsDeps, player: Player, ticketId: number, message: string): Promise<void> {
  const t = await ownTicket(deps.db, player, ticketId);
  if (t.status === 'closed') throw conflict(T.ticketClosed);
  const now = deps.clock.now();
  await limitMessages(deps, Number(t.id), now);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.notePlayerMessage(trx, Number(t.id), now, false))) throw conflict(T.ticketClosed);
    await repo.insertMessage(trx, { ticketId: Number(t.id), author: 'player', adminId: null, body: message, now });
  });
}

/** Reopens a ticket closed at most TICKET_LIMITS.reopenDays ago, with the player's message if any. */
export async function reopenTicket(deps: TicketsDeps, player: Player, ticketId: number, message: string | null): Promise<void> {
  const t = await ownTicket(deps.db, player, ticketId);
  if (t.status !== 'closed') throw conflict(T.notClosed);
  const now = deps.clock.now();
  if (t.closed_at === null || now - Number(t.closed_at) > TICKET_LIMITS.reopenDays * DAY_MS) throw conflict(T.reopenExpired);
  await limitMessages(deps, Number(t.id), now);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.notePlayerMessage(trx, Number(t.id), now, true))) throw conflict(T.notClosed);
    await repo.insertMessage(trx, { ticketId: Number(t.id), author: 'event', adminId: null, body: 'Reopened by the player', now });
    if (message !== null) await repo.insertMessage(trx, { ticketId: Number(t.id), author: 'player', adminId: null, body: message, now });
  });
}

// The console

function consoleTicketOf(t: QueueRow, names: Map<number, string>, label: string, now: number): ConsoleTicket {
  const waiting = t.status === 'open' && t.waiting_since !== null ? Number(t.waiting_since) : null;
  const assigned = t.assigned_to === null ? null : Number(t.assigned_to);
  return {
    id: Number(t.id),
    mobile: t.mobile,
    name: t.name,
    category: t.category,
    status: t.status,
    subject: t.subject,
    attachment: t.attach_kind !== null && t.attach_id !== null ? { kind: t.attach_kind, id: Number(t.attach_id), label } : null,
    assignedTo: assigned === null ? null : { id: assigned, username: names.get(assigned) ?? `#${assigned}` },
    messages: Number(t.messages),
    lastFrom: t.last_from,
    createdAt: Number(t.created_at),
    updatedAt: Number(t.updated_at),
    waitingSince: waiting,
    ageMs: Math.max(0, now - (waiting ?? Number(t.created_at))),
    closedAt: t.closed_at === null ? null : Number(t.closed_at),
  };
}

async function staffNameMap(db: Executor): Promise<Map<number, string>> {
  return new Map((await repo.staffNames(db)).map((a) => [a.id, a.username]));
}

async function consoleTicket(db: Executor, id: number, now: number, names?: Map<number, string>): Promise<ConsoleTicket> {
  const row = await repo.queueRow(db, id);
  if (!row) throw notFound(TICKETS_CONSOLE_TEXT.ticketNotFound);
  const label = row.attach_kind !== null && row.attach_id !== null ? await attachmentLabel(db, Number(row.user_id), row.attach_kind, Number(row.attach_id)) : '';
  return consoleTicketOf(row, names ?? (await staffNameMap(db)), label, now);
}

export async function ticketQueue(
  deps: Pick<TicketsDeps, 'db' | 'clock'>,
  adminId: number,
  q: { status?: string; category?: string; assigned?: string; page?: number },
) {
  const page = q.page ?? 1;
  const assigned = q.assigned === undefined ? null : q.assigned === 'none' ? 'none' : q.assigned === 'me' ? adminId : Number(q.assigned);
  const filter: repo.QueueFilter = {
    status: q.status === undefined || q.status === 'all' ? null : (q.status as TicketRow['status']),
    category: (q.category as TicketRow['category'] | undefined) ?? null,
    assigned,
  };
  const now = deps.clock.now();
  const [{ rows, total }, names, openCount] = await Promise.all([
    repo.queue(deps.db, filter, (page - 1) * QUEUE_PAGE, QUEUE_PAGE),
    staffNameMap(deps.db),
    repo.openCount(deps.db),
  ]);
  const items = await Promise.all(
    rows.map(async (r) => {
      const label = r.attach_kind !== null && r.attach_id !== null ? await attachmentLabel(deps.db, Number(r.user_id), r.attach_kind, Number(r.attach_id)) : '';
      return consoleTicketOf(r, names, label, now);
    }),
  );
  return { items, total, page, openCount };
}

export async function ticketDetail(deps: Pick<TicketsDeps, 'db' | 'clock'>, id: number) {
  const now = deps.clock.now();
  const row = await repo.queueRow(deps.db, id);
  if (!row) throw notFound(TICKETS_CONSOLE_TEXT.ticketNotFound);
  const staff = await repo.staffNames(deps.db);
  const names = new Map(staff.map((a) => [a.id, a.username]));
  const userId = Number(row.user_id);
  const [ticket, player, rows, evidence] = await Promise.all([
    consoleTicket(deps.db, id, now, names),
    repo.playerOf(deps.db, userId),
    repo.messagesOf(deps.db, id, false),
    consoleEvidence(deps.db, userId, row.attach_kind, row.attach_id === null ? null : Number(row.attach_id)),
  ]);
  const author = (m: repo.MessageRow) => (m.admin_id === null ? null : (names.get(Number(m.admin_id)) ?? `#${Number(m.admin_id)}`));
  const messages: ConsoleTicketMessage[] = rows
    .filter((m) => m.author !== 'event')
    .map((m) => ({ id: Number(m.id), from: m.author as 'player' | 'operator' | 'note', author: author(m), body: m.body, createdAt: Number(m.created_at) }));
  const actions = rows
    .filter((m) => m.author === 'event')
    .reverse()
    .map((m) => ({ action: m.body.split(':')[0] ?? m.body, by: author(m), at: Number(m.created_at), detail: m.body }));
  return {
    ticket,
    player: { mobile: player?.mobile ?? '', name: player?.name ?? '', balance: Number(player?.balance ?? 0), blocked: Number(player?.blocked ?? 0) === 1 },
    messages,
    evidence,
    assignees: staff.filter((a) => a.active && (a.role === 'operator' || a.role === 'owner')).map((a) => ({ id: a.id, username: a.username })),
    actions,
  };
}

async function limitConsole(deps: TicketsDeps, actor: Actor, now: number): Promise<void> {
  await enforce(deps.rateLimits, [{ key: `ticket-console:${actor.adminId}`, ...CONSOLE_WRITE_LIMIT }], now, A.tooMany);
}

async function requireTicket(db: Executor, id: number): Promise<TicketRow> {
  const t = await repo.findTicket(db, id);
  if (!t) throw notFound(TICKETS_CONSOLE_TEXT.ticketNotFound);
  return t;
}

/** Tells the player's open streams (ADR 013) once the transaction has committed. */
function tellPlayer(trx: Executor, deps: TicketsDeps, userId: number, ticketId: number, status: TicketRow['status']): void {
  afterCommit(trx, () => deps.live.publish({ playerIds: [userId] }, { type: 'notice', data: { kind: 'ticket', ticket_id: ticketId, status } }));
}

async function audit(trx: Executor, actor: Actor, action: string, ticketId: number, before: unknown, after: unknown, now: number): Promise<void> {
  await recordAudit(trx, { adminId: actor.adminId, action, entity: 'support_ticket', entityId: ticketId, before, after, ip: actor.ip, now });
}

/** An operator's answer: on the thread, in the player's inbox and push, live on the open screen. */
async function writeAnswer(trx: Executor, deps: TicketsDeps, actor: Actor, t: TicketRow, body: string, now: number): Promise<number> {
  const messageId = await repo.insertMessage(trx, { ticketId: Number(t.id), author: 'operator', adminId: actor.adminId, body, now });
  await repo.noteOperatorMessage(trx, Number(t.id), messageId, now);
  await notifyPlayer(
    trx,
    {
      userId: Number(t.user_id),
      kind: 'notice',
      title: T.replyTitle,
      // The whole answer: the inbox shows it as written (its push is clipped, notifications/push.ts).
      body: replyInboxBody(Number(t.id), body),
      route: TICKET_APP_ROUTES.ticket(Number(t.id)),
      ref: `ticket:${Number(t.id)}:${messageId}`,
    },
    now,
  );
  return messageId;
}

export async function replyAsOperator(deps: TicketsDeps, actor: Actor, id: number, body: string): Promise<ConsoleTicket> {
  const now = deps.clock.now();
  const t = await requireTicket(deps.db, id);
  await limitConsole(deps, actor, now);
  await deps.db.transaction().execute(async (trx) => {
    const messageId = await writeAnswer(trx, deps, actor, t, body, now);
    await audit(trx, actor, 'ticket.reply', id, { status: t.status }, { messageId, length: body.length }, now);
    tellPlayer(trx, deps, Number(t.user_id), id, t.status === 'closed' ? 'closed' : 'answered');
  });
  return consoleTicket(deps.db, id, now);
}

export async function addNote(deps: TicketsDeps, actor: Actor, id: number, body: string): Promise<ConsoleTicket> {
  const now = deps.clock.now();
  await requireTicket(deps.db, id);
  await limitConsole(deps, actor, now);
  await deps.db.transaction().execute(async (trx) => {
    const messageId = await repo.insertMessage(trx, { ticketId: id, author: 'note', adminId: actor.adminId, body, now });
    await audit(trx, actor, 'ticket.note', id, null, { messageId, length: body.length }, now);
  });
  return consoleTicket(deps.db, id, now);
}

export async function assign(deps: TicketsDeps, actor: Actor, id: number, adminId: number | null): Promise<ConsoleTicket> {
  const now = deps.clock.now();
  const t = await requireTicket(deps.db, id);
  const staff = await repo.staffNames(deps.db);
  const assignee = adminId === null ? null : staff.find((a) => a.id === adminId && a.active && (a.role === 'operator' || a.role === 'owner'));
  if (adminId !== null && !assignee) throw badRequest(A.assigneeInvalid);
  await limitConsole(deps, actor, now);
  await deps.db.transaction().execute(async (trx) => {
    await repo.assignTicket(trx, id, adminId);
    const detail = assignee ? `Assigned: to ${assignee.username}` : 'Unassigned: nobody';
    await repo.insertMessage(trx, { ticketId: id, author: 'event', adminId: actor.adminId, body: detail, now });
    await audit(trx, actor, 'ticket.assign', id, { assignedTo: t.assigned_to === null ? null : Number(t.assigned_to) }, { assignedTo: adminId }, now);
  });
  return consoleTicket(deps.db, id, now);
}

export async function close(deps: TicketsDeps, actor: Actor, id: number, body: string | null): Promise<ConsoleTicket> {
  const now = deps.clock.now();
  const t = await requireTicket(deps.db, id);
  if (t.status === 'closed') throw conflict(A.alreadyClosed);
  await limitConsole(deps, actor, now);
  await deps.db.transaction().execute(async (trx) => {
    if (body !== null) await writeAnswer(trx, deps, actor, t, body, now);
    if (!(await repo.closeTicket(trx, id, now))) throw conflict(A.alreadyClosed);
    await repo.insertMessage(trx, { ticketId: id, author: 'event', adminId: actor.adminId, body: 'Closed', now });
    if (body === null) {
      await notifyPlayer(
        trx,
        {
          userId: Number(t.user_id),
          kind: 'notice',
          title: T.closedTitle,
          body: T.closedBody(id),
          route: TICKET_APP_ROUTES.ticket(id),
          ref: `ticket:${id}:closed:${now}`,
        },
        now,
      );
    }
    await audit(trx, actor, 'ticket.close', id, { status: t.status }, { status: 'closed', answered: body !== null }, now);
    tellPlayer(trx, deps, Number(t.user_id), id, 'closed');
  });
  return consoleTicket(deps.db, id, now);
}

/** A credit or debit of the ticket's player through funds' wallet adjustment, its reason naming the ticket; recorded on the ticket in the same transaction. */
export async function adjust(
  deps: TicketsDeps & { config: FundsDeps['config'] },
  actor: Actor,
  id: number,
  input: { amount: number; note: string },
): Promise<{ ticket: ConsoleTicket; balance: number }> {
  const now = deps.clock.now();
  const t = await requireTicket(deps.db, id);
  const player = await repo.playerOf(deps.db, Number(t.user_id));
  if (!player) throw notFound(TICKETS_CONSOLE_TEXT.ticketNotFound);
  await limitConsole(deps, actor, now);
  const reason = `Ticket #${id}: ${input.note}`;
  const { balance } = await adjustWallet(deps, actor, { mobile: player.mobile, amount: input.amount, note: reason }, async (trx, adjusted) => {
    const verb = input.amount > 0 ? 'Credited' : 'Debited';
    await repo.insertMessage(trx, { ticketId: id, author: 'event', adminId: actor.adminId, body: `${verb}: ${Math.abs(input.amount)} points (${input.note})`, now });
    await audit(trx, actor, 'ticket.adjust', id, null, { adjustmentId: adjusted.adjustmentId, amount: input.amount, balance: adjusted.balance }, now);
  });
  return { ticket: await consoleTicket(deps.db, id, now), balance };
}

/** Links an unmatched payment to the ticket's deposit request through deposits' link (one credit); recorded on the ticket in the same transaction. */
export async function linkTicketPayment(
  deps: TicketsDeps & Pick<PaymentsDeps, 'providers'>,
  actor: Actor,
  id: number,
  paymentId: number,
): Promise<{ ticket: ConsoleTicket; amount: number; balance: number }> {
  const now = deps.clock.now();
  const t = await requireTicket(deps.db, id);
  if (t.attach_kind !== 'deposit' || t.attach_id === null) throw conflict(A.noDeposit);
  await limitConsole(deps, actor, now);
  const requestId = Number(t.attach_id);
  const linked = await linkPayment(deps, actor, { id: paymentId, requestId }, async (trx, l) => {
    await repo.insertMessage(trx, { ticketId: id, author: 'event', adminId: actor.adminId, body: `Linked: payment #${paymentId} to deposit #${requestId}, ${l.amount} points`, now });
    await audit(trx, actor, 'ticket.link_payment', id, null, { paymentId, requestId, amount: l.amount, balance: l.balance }, now);
  });
  return { ticket: await consoleTicket(deps.db, id, now), amount: linked.amount, balance: linked.balance };
}
