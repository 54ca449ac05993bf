import { type Kysely } from 'kysely';
import { big } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * One-time codes and what hangs on them (ADR 022):
 * - `otp_challenges.code_length`: the digits of the code sent (6; 4 while LEGACY_OTP=client). Every
 *   challenge written before this migration had 4.
 * - `otp_challenges.user_id`: the player who asked for a withdraw code (null for registration and reset
 *   codes): only that player can use it.
 * - `users.password_reset_at`: the last password reset through a code; transfers and withdrawals stay
 *   closed for 24 hours after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('otp_challenges')
    .addColumn('code_length', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();
  await db.schema.alterTable('otp_challenges').addColumn('user_id', big).execute();
  await db.schema.alterTable('users').addColumn('password_reset_at', big).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_reset_at').execute();
  await db.schema.alterTable('otp_challenges').dropColumn('user_id').execute();
  await db.schema.alterTable('otp_challenges').dropColumn('code_length').execute();
}
