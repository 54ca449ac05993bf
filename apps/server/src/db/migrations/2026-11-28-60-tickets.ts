import { type Kysely, sql } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Support tickets (ADR 030; modules/tickets). `support_tickets`: one row per ticket — the
 * player, the category, the status (open: waiting for an operator; answered: the operator wrote last;
 * closed), what it carries (`attach_kind` bid | deposit | withdrawal and the row's id; its evidence
 * is computed when read, never stored), the operator it is assigned to, the thread's counters (the
 * player's and the operators' messages, the last writer, since when the player waits) and the
 * player's read mark (the last message they were shown; unread while an operator's message is newer). `support_ticket_messages`: the thread — the player's messages, the operators'
 * answers, internal notes (never shown to the player) and the record of what was done from the ticket
 * (assignment, closing, reopening, an adjustment, a link), plain text. Kept for good, like the audit log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('support_tickets'))
    .addColumn('user_id', big, notNull)
    .addColumn('category', 'varchar(32)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('subject', 'varchar(100)', notNull)
    .addColumn('attach_kind', 'varchar(16)')
    .addColumn('attach_id', big)
    .addColumn('assigned_to', big)
    .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_from', 'varchar(16)', notNull)
    .addColumn('waiting_since', big)
    .addColumn('operator_message_id', big)
    .addColumn('player_read_message_id', big, (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', big)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .addCheckConstraint('support_tickets_status', sql`status in ('open', 'answered', 'closed')`)
    .addCheckConstraint('support_tickets_attach', sql`attach_kind is null or attach_kind in ('bid', 'deposit', 'withdrawal')`)
    .execute();
  await db.schema.createIndex('support_tickets_user').on('support_tickets').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('support_tickets_queue').on('support_tickets').columns(['status', 'waiting_since']).execute();

  await withId(db, db.schema.createTable('support_ticket_messages'))
    .addColumn('ticket_id', big, notNull)
    .addColumn('author', 'varchar(16)', notNull)
    .addColumn('admin_id', big)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', big, notNull)
    .addCheckConstraint('support_ticket_messages_author', sql`author in ('player', 'operator', 'note', 'event')`)
    .execute();
  await db.schema.createIndex('support_ticket_messages_ticket').on('support_ticket_messages').columns(['ticket_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_ticket_messages').execute();
  await db.schema.dropTable('support_tickets').execute();
}
