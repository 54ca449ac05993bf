import {
  availableSessions,
  type BidTypeSpec,
  checkBidWindow,
  defaultSession,
  type Session,
} from '@pana/domain/catalogue';
import { useEffect, useState } from 'react';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { bidMarketStatus } from '../lib/market-status.ts';
import { notifyBidError } from './use-bid-slip.ts';
import { useNow } from './use-now.ts';

/**
 * The bid window of a slip's bid type on its market, by the server's clock: the sessions open now, the
 * chosen one (once the open time passes, Open is no longer available and Close is forced), and why
 * nothing can be entered when the window is closed (Jodi and the sangams after the open time, a slot
 * after its time). The spec's toast says why once, when the screen opens closed or the time passes on it.
 */
export function useBidWindow(spec: BidTypeSpec, game: GameRouteState) {
  const now = useNow();
  const status = bidMarketStatus(spec.family, game, now);
  const sessions = availableSessions(spec, status);
  const [chosenSession, chooseSession] = useState<Session>(() => defaultSession(spec, status) ?? 'open');
  const session: Session = sessions.includes(chosenSession) ? chosenSession : (sessions[0] ?? chosenSession);
  const closedMessage = checkBidWindow(spec, session, status);
  useEffect(() => {
    if (closedMessage) notifyBidError(closedMessage);
  }, [closedMessage]);

  /** Whether the window has closed by this very instant (not the last refresh); the toast says why. */
  function hasClosedNow(): boolean {
    const closed = checkBidWindow(spec, session, bidMarketStatus(spec.family, game, serverNow()));
    if (closed) notifyBidError(closed);
    return closed !== null;
  }

  return { now, session, sessions, chooseSession, closedMessage, isClosed: closedMessage !== null, hasClosedNow };
}

export type BidWindow = ReturnType<typeof useBidWindow>;
