import { type BidTypeSpec, checkBidWindow, indiaDate } from '@pana/domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type UserInfo, userInfoQueryKey } from '../../../lib/api/get-user-info.ts';
import { ApiError, isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { getSession } from '../../../lib/session.ts';
import { submitBids } from '../api/submit-bids.ts';
import { bidPlacedMessage } from '../lib/labels.ts';
import { bidMarketStatus } from '../lib/market-status.ts';
import { isSpecBidMessage } from '../lib/spec-messages.ts';
import {
  buildSubmitBody,
  groupBids,
  groupSignature,
  lineSpec,
  type SlipEntry,
  type SlipLine,
  totalPoints,
} from '../lib/submission.ts';
import { biddingMessages } from '../texts.ts';

/** Toasts of the bid screens close after 3 s (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const BID_TOAST_MS = 3000;

export function notifyBidError(message: string): void {
  notifyError(message, { duration: BID_TOAST_MS });
}

/** A failure a retry may fix (no answer, or a server error): its request id is kept for the retry. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.httpStatus === 0 || error.httpStatus >= 500;
}

/**
 * The lines of a bid slip and their submission. The displayed wallet is the balance minus the
 * points of the lines; deleting a line gives its points back. One submission runs at a time; each
 * call carries a request id that is reused when the same content is sent again after a failure
 * without answer, so a retry never places the bids twice.
 */
export function useBidSlip(spec: BidTypeSpec, game: GameRouteState, wallet: number) {
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const nextId = useRef(1);
  const isBusy = useRef(false);
  const requestIds = useRef(new Map<string, string>());
  const queryClient = useQueryClient();

  const remainingWallet = wallet - totalPoints(lines);

  const addLines = useCallback((prepared: readonly SlipEntry[]) => {
    setLines((current) => [...current, ...prepared.map((line) => ({ ...line, id: nextId.current++ }))]);
  }, []);

  const removeLine = useCallback((id: number) => {
    setLines((current) => current.filter((line) => line.id !== id));
  }, []);

  /** Sends the slip; true when every call was accepted (the slip is then empty). */
  const submit = useCallback(async (): Promise<boolean> => {
    if (isBusy.current || lines.length === 0) return false;
    const now = serverNow();
    const status = bidMarketStatus(spec.family, game, now);
    for (const line of lines) {
      const closed = checkBidWindow(lineSpec(spec, line), line.session, status);
      if (closed) {
        notifyBidError(closed);
        return false;
      }
    }
    isBusy.current = true;
    setIsSubmitting(true);
    const session = getSession();
    let balance: number | undefined;
    let isAllPlaced = true;
    try {
      for (const group of groupBids(spec, lines)) {
        const signature = groupSignature(group);
        const requestId = requestIds.current.get(signature) ?? newRequestId();
        requestIds.current.set(signature, requestId);
        try {
          const body = buildSubmitBody(spec, game, group, {
            token: session?.token ?? '',
            date: indiaDate(now),
            requestId,
          });
          const answer = await submitBids(spec.family, body);
          requestIds.current.delete(signature);
          balance = answer.wallet_amt ?? balance;
          const placed = new Set(group.lines.map((line) => line.id));
          setLines((current) => current.filter((line) => !placed.has(line.id)));
        } catch (error) {
          if (!isRetryable(error)) requestIds.current.delete(signature);
          const message = serverMessage(error);
          if (spec.family === 'starline') {
            // As in the older apps, a Starline failure is only logged, unless the server says why in their
            // words; no answer at all is said (they have no words for it).
            console.warn('Starline bid submission failed', error);
            if (isSpecBidMessage(message)) notifyBidError(message);
            else if (isNetworkFailure(error)) notifyBidError(NETWORK_TEXT.noConnection);
          } else {
            notifyBidError(isSpecBidMessage(message) ? message : biddingMessages.get().failed);
          }
          isAllPlaced = false;
          break;
        }
      }
    } finally {
      isBusy.current = false;
      setIsSubmitting(false);
    }
    if (session) {
      const key = userInfoQueryKey(session.token);
      if (balance !== undefined) {
        queryClient.setQueryData<UserInfo>(key, (info) => (info ? { ...info, wallet_amt: balance } : info));
      }
      void queryClient.invalidateQueries({ queryKey: key });
    }
    if (isAllPlaced) notifySuccess(bidPlacedMessage(spec.family), { duration: BID_TOAST_MS });
    return isAllPlaced;
  }, [game, lines, queryClient, spec]);

  return { lines, remainingWallet, addLines, removeLine, submit, isSubmitting };
}

export type BidSlipState = ReturnType<typeof useBidSlip>;
