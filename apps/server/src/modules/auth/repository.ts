import { type Locale } from '@pana/domain/messages';
import { type Executor } from '../../db/database.ts';
import { openWallet } from '../wallet/ledger.ts';

/** All SQL of player accounts. */

export function findUserByMobile(db: Executor, mobile: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'password_hash', 'betting_status', 'blocked', 'adult_confirmed_at', 'lang'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function insertUserWithWallet(
  db: Executor,
  user: {
    name: string;
    mobile: string;
    passwordHash: string;
    bettingStatus: number;
    adultConfirmedAt?: number | null;
    lang?: Locale;
    /** The agent whose invite code the player registered with (ADR 029); null for the house. */
    agentId?: number | null;
  },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      name: user.name,
      mobile: user.mobile,
      password_hash: user.passwordHash,
      betting_status: user.bettingStatus,
      blocked: 0,
      adult_confirmed_at: user.adultConfirmedAt ?? null,
      lang: user.lang ?? 'en',
      agent_id: user.agentId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await openWallet(db, id, now);
  return id;
}

/** A new password; a reset through a code (`reset`) also records when, for the 24-hour funds lock (ADR 022). */
export async function updatePasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: number,
  options: { reset?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now, ...(options.reset ? { password_reset_at: now } : {}) })
    .where('id', '=', userId)
    .execute();
}

export async function updateName(db: Executor, userId: number, name: string, now: number): Promise<void> {
  await db.updateTable('users').set({ name, updated_at: now }).where('id', '=', userId).execute();
}

export async function getPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** Stores the player's language (ADR 020). */
export async function updateLanguage(db: Executor, userId: number, lang: Locale, now: number): Promise<void> {
  await db.updateTable('users').set({ lang, updated_at: now }).where('id', '=', userId).execute();
}
