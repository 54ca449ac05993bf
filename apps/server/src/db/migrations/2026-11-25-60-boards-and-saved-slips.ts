import { type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Boards (ADR 016): the board a submission was entered through and its value ("group_jodi", "17"),
 * so that the histories read "Group Jodi · 17"; null for a plain bid and every submission made
 * before. Saved slips: a player's named slips (at most 20, names unique per player), their lines
 * as JSON text (each with its own type), replayed later through the ordinary bid call.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bid_submissions').addColumn('board', 'varchar(32)').execute();
  await db.schema.alterTable('bid_submissions').addColumn('board_value', 'varchar(64)').execute();

  await withId(db, db.schema.createTable('saved_slips'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', notNull)
    .addColumn('family', 'varchar(10)', notNull)
    .addColumn('board', 'varchar(32)')
    .addColumn('board_value', 'varchar(64)')
    .addColumn('lines', 'text', notNull)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('saved_slips_name', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_slips').execute();
  await db.schema.alterTable('bid_submissions').dropColumn('board_value').execute();
  await db.schema.alterTable('bid_submissions').dropColumn('board').execute();
}
