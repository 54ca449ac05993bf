import { type Kysely } from 'kysely';
import { big } from './helpers.ts';

// Frozen once released: a later change is a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  // Two-step login of operators (RFC 6238): `totp_secret` holds the secret from setup; the login asks
  // for a code only once `totp_enabled` is 1 (set after a first correct code). `totp_last_step` is the
  // 30-second step of the last code accepted, so a code is never accepted twice.
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema
    .alterTable('admins')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admins').addColumn('totp_last_step', big).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('totp_enabled').execute();
}
