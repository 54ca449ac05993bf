import { type BidTypeSpec } from '@pana/domain/catalogue';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { bidMarketStatus } from '../lib/market-status.ts';
import { preparePrefill } from '../lib/prefill.ts';
import { type SlipEntry } from '../lib/submission.ts';
import { notifyBidError } from './use-bid-slip.ts';

/**
 * Puts a screen's initial slip (`GameRouteState.slip`) in its slip once the wallet is known, checked
 * again by `preparePrefill`, and says once why lines were left out. The slip is then dropped from
 * the navigation state, so going back to the screen or reloading it never adds the lines again.
 */
export function useSlipPrefill(
  spec: BidTypeSpec,
  game: GameRouteState,
  wallet: number | undefined,
  addLines: (lines: readonly SlipEntry[]) => void,
): void {
  const isDone = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isDone.current || !game.slip || wallet === undefined) return;
    isDone.current = true;
    const prefill = preparePrefill(spec, game.slip, bidMarketStatus(spec.family, game, serverNow()), wallet);
    addLines(prefill.lines);
    for (const message of prefill.messages) notifyBidError(message);
    const rest: Record<string, unknown> = { ...(location.state as Record<string, unknown>) };
    delete rest.slip;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: rest });
  }, [addLines, game, location.pathname, location.search, location.state, navigate, spec, wallet]);
}
