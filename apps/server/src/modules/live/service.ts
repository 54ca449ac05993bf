import { type Config } from '../../config.ts';
import { type Db } from '../../db/database.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/crypto.ts';
import { authenticate } from '../auth/sessions.ts';
import { getSettings, maintenanceMessage } from '../content/settings.ts';
import * as repo from './repository.ts';
import { LIVE_TEXT } from './text.ts';

export interface LiveDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** How long a ticket opens a stream: the app asks for one right before it connects. */
export const TICKET_TTL_MS = 60_000;
/** At most this many missed wallet events are replayed on a reconnect (the newest; each carries the balance then). */
export const REPLAY_LIMIT = 50;

/** `POST /api-events-ticket`: a single-use ticket for this session, valid TICKET_TTL_MS. */
export async function issueTicket(
  deps: LiveDeps,
  sessionId: number,
): Promise<{ ticket: string; expiresInSeconds: number }> {
  const now = deps.clock.now();
  const ticket = newToken();
  await repo.deleteExpiredTickets(deps.db, now);
  await repo.insertTicket(deps.db, hashToken(ticket), sessionId, now + TICKET_TTL_MS);
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/**
 * Who opens `GET /api/events`: the player of a bearer token, or of a ticket (redeemed, so it opens one
 * stream once). 401 when neither is valid, 403 for a blocked player; nothing is streamed then.
 */
export async function streamPlayer(
  deps: LiveDeps,
  credentials: { bearer: string | null; ticket: string | null },
): Promise<number> {
  const now = deps.clock.now();
  if (credentials.bearer) {
    const player = await authenticate(deps.db, credentials.bearer, now, deps.config);
    if (!player) throw unauthorized(LIVE_TEXT.sessionExpired);
    if (player.blocked) throw forbidden(LIVE_TEXT.blocked);
    return player.id;
  }
  if (credentials.ticket) {
    if (credentials.ticket.length > 200) throw unauthorized(LIVE_TEXT.sessionExpired);
    const sessionId = await repo.takeTicket(deps.db, hashToken(credentials.ticket), now);
    const player = sessionId === null ? null : await repo.playerOfSession(deps.db, sessionId, now);
    if (!player) throw unauthorized(LIVE_TEXT.sessionExpired);
    if (player.blocked) throw forbidden(LIVE_TEXT.blocked);
    return player.id;
  }
  throw unauthorized(LIVE_TEXT.sessionExpired);
}

/**
 * An event id (ADR 013): `<last wallet ledger id>.<sequence>` — the id of the newest wallet ledger row
 * the stream had delivered when it sent the event, and the event's number on that stream. A
 * reconnect hands the last one back (Last-Event-ID) and gets every wallet event after that ledger
 * row from the database, whichever process it reaches.
 */
export function eventId(lastLedgerId: number, sequence: number): string {
  return `${lastLedgerId}.${sequence}`;
}

/** The ledger id a Last-Event-ID carries; null without one; 400 for anything this server never sent. */
export function parseLastEventId(value: string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const match = /^(\d{1,15})\.\d{1,15}$/.exec(value);
  if (!match) throw badRequest(LIVE_TEXT.badLastEventId);
  return Number(match[1]);
}

/**
 * What a new stream starts from: the wallet events it missed since `lastLedgerId`, or on a first connect
 * the player's newest ledger row (the balance as it is), and the maintenance message as it is now ('' when
 * off). Read after the stream joined the hub, so a change committed before is in this answer and one
 * committed after comes as an event (ADR 013, ADR 015). A first connect starts from the newest row itself,
 * not from its id alone: a movement committed just before the read and published just after it would
 * otherwise be taken for one the stream had told, and the app would never hear of it.
 */
export async function startingPoint(deps: LiveDeps, playerId: number, lastLedgerId: number | null) {
  const [maintenance, missed] = await Promise.all([
    getSettings(deps.db).then(maintenanceMessage),
    lastLedgerId === null
      ? repo.ledgerRowsAfter(deps.db, playerId, 0, 1)
      : repo.ledgerRowsAfter(deps.db, playerId, lastLedgerId, REPLAY_LIMIT),
  ]);
  return { lastLedgerId: lastLedgerId ?? 0, missed, maintenance };
}
