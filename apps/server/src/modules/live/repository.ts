import { type Executor } from '../../db/database.ts';

/** The SQL of live updates (ADR 013): tickets, and the ledger rows a reconnecting stream missed. */

export async function insertTicket(
  db: Executor,
  ticketHash: string,
  sessionId: number,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('event_tickets')
    .values({ ticket_hash: ticketHash, session_id: sessionId, expires_at: expiresAt })
    .execute();
}

/** Tickets past their time (issuing a ticket clears them; the table holds a minute's worth). */
export async function deleteExpiredTickets(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('event_tickets').where('expires_at', '<=', now).execute();
}

/** Redeems a ticket: deletes it and returns its session when it was still valid (single use on every process). */
export async function takeTicket(db: Executor, ticketHash: string, now: number): Promise<number | null> {
  const row = await db
    .deleteFrom('event_tickets')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .returning('session_id')
    .executeTakeFirst();
  return row ? Number(row.session_id) : null;
}

/** The player of an open session (as `authenticate` checks a token), or null when revoked or expired. */
export async function playerOfSession(db: Executor, sessionId: number, now: number) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.blocked', 'sessions.expires_at', 'sessions.revoked_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now) return null;
  return { id: Number(row.id), blocked: Number(row.blocked) === 1 };
}

/** A player's newest ledger rows after `afterId`, oldest first (at most `limit`, the newest kept). */
export async function ledgerRowsAfter(db: Executor, userId: number, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['id', 'balance_after'])
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ ledgerId: Number(r.id), balance: Number(r.balance_after) }));
}
