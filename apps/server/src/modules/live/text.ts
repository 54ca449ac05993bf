import { PLAYER_API_TEXT } from '../../plugins/player-api.ts';

/** The live updates' words (ADR 013). */
export const LIVE_TEXT = {
  ticketIssued: 'OK',
  /** No token, an unknown or expired one, or a ticket that is unknown, used or expired: log in again. */
  sessionExpired: PLAYER_API_TEXT.sessionExpired,
  blocked: PLAYER_API_TEXT.blocked,
  badLastEventId: 'Invalid Last-Event-ID',
  /** The address holds LIVE_STREAMS_PER_ADDRESS streams in this process already (ADR 024). */
  tooManyFromAddress: 'Too many live connections from this address. Please try again later.',
} as const;
