import { type Locale } from '@pana/domain/messages';
import { type Config } from '../../config.ts';
import { type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { hashToken, newToken } from '../../lib/crypto.ts';
import { storedLanguage } from '../../lib/messages.ts';

/** A logged-in player as the routes see them. */
export interface Player {
  id: number;
  name: string;
  mobile: string;
  /** May bid, deposit, withdraw and transfer (`users.betting_status` 1). */
  hasBettingEnabled: boolean;
  blocked: boolean;
  sessionId: number;
  /**
   * The wallet's balance read with the session, in the same statement: the dashboard poll and the
   * balance call answer it instead of reading the wallet again. Anything that moves points reads the
   * balance inside its own transaction (wallet/ledger.ts), never this.
   */
  walletBalance: number;
  /** The end of the player's current or last break from play (cool-off, self-exclusion; ADR 018), null when none. */
  playPausedUntil?: number | null;
  /** The player has set limits of their own (ADR 018): the bid and deposit paths read them. */
  hasPlayLimits?: boolean;
  /** The player's language (ADR 020): 'en', 'hi' or 'mr'. */
  lang?: Locale;
  /** The last password reset through a code (ADR 022): transfers and withdrawals wait 24 hours after it. */
  passwordResetAt?: number | null;
  /** The agent or master agent the player belongs to (ADR 029); null (or absent) for the house. */
  agentId?: number | null;
}

const DAY = 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most once an hour, so most calls only read. */
const TOUCH_EVERY = 60 * 60 * 1000;

/** The player holding this token, or null when it is unknown, revoked or expired. */
/** Every logged-in call runs this: compiled once (db/prepared.ts). */
const findSession = prepared((db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('wallets', 'wallets.user_id', 'users.id')
    .select([
      'wallets.balance',
      'sessions.id as sessionId',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.last_seen_at',
      'users.id',
      'users.name',
      'users.mobile',
      'users.betting_status',
      'users.blocked',
      'users.play_paused_until',
      'users.play_limits',
      'users.lang',
      'users.password_reset_at',
      'users.agent_id',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function authenticate(
  db: Executor,
  token: string,
  now: number,
  config: Pick<Config, 'SESSION_TTL_DAYS'>,
): Promise<Player | null> {
  if (token.length > 200) return null;
  const [row] = (await findSession.run(db, hashToken(token))).rows;
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now) return null;
  if (now - Number(row.last_seen_at) > TOUCH_EVERY) {
    // Not awaited: the answer never waits for this write, which queues behind whatever holds the
    // writer (a declaration's settlement, say). A touch lost to a crash is taken again on the next call.
    void db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: now + config.SESSION_TTL_DAYS * DAY })
      .where('id', '=', row.sessionId)
      .execute()
      .catch(() => {});
  }
  return {
    id: Number(row.id),
    name: row.name,
    mobile: row.mobile,
    hasBettingEnabled: Number(row.betting_status) === 1,
    blocked: Number(row.blocked) === 1,
    sessionId: Number(row.sessionId),
    walletBalance: Number(row.balance ?? 0),
    playPausedUntil: row.play_paused_until === null ? null : Number(row.play_paused_until),
    hasPlayLimits: Number(row.play_limits) === 1,
    lang: storedLanguage(row.lang),
    passwordResetAt: row.password_reset_at === null ? null : Number(row.password_reset_at),
    agentId: row.agent_id === null ? null : Number(row.agent_id),
  };
}

/** A player's betting flag as the legacy API writes it (`betting_status`): "1" or "0". */
export function bettingStatusWire(player: Pick<Player, 'hasBettingEnabled'>): '1' | '0' {
  return player.hasBettingEnabled ? '1' : '0';
}

/** Opens a session and returns its token (only its hash is stored). */
export async function createSession(
  db: Executor,
  userId: number,
  deviceId: string,
  now: number,
  config: Pick<Config, 'SESSION_TTL_DAYS'>,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      device_id: deviceId.slice(0, 128),
      created_at: now,
      last_seen_at: now,
      expires_at: now + config.SESSION_TTL_DAYS * DAY,
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function revokeSession(db: Executor, sessionId: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a player, but the one given (password change keeps the current device). */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  now: number,
  exceptSessionId?: number,
): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
