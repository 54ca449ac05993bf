import { type Kysely } from 'kysely';

// Frozen once released: a later change is a new migration.

/**
 * The player's language (ADR 020): `users.lang`, 'en' (English, the default and every
 * existing player's), 'hi' or 'mr'. Set by `/api-set-language`, returned by login and user-info; the
 * texts the server sends outside a request (Web Push, inbox items) are written in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
