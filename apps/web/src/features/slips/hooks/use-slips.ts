import { type Family } from '@pana/domain/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { deleteSlip, getLastSlip, getSavedSlips, saveSlip, type SaveSlipInput } from '../api/slips.ts';
import { type ServerSlip } from '../lib/prefill.ts';
import { replayTarget } from '../lib/replay.ts';
import { slipsMessages } from '../texts.ts';

/** Toasts of these actions close after 3 s, as the bid screens' do. */
export const TOAST_MS = 3000;

/** What went wrong, in the server's words when it gave some, else the call's own (no connection …). */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? (error instanceof ApiError ? error.message : fallback);
}

/** Every query of this feature starts with this key: saving or deleting a slip refreshes them all. */
export const SLIPS_KEY = 'slips';
export const savedSlipsQueryKey = (token: string | undefined, family: Family) =>
  [SLIPS_KEY, 'saved', token ?? 'anonymous', family] as const;

/** The player's saved slips of a family (fetched while `enabled`, e.g. while the list is open). */
export function useSavedSlips(family: Family, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: savedSlipsQueryKey(session?.token, family),
    queryFn: ({ signal }) => getSavedSlips(family, signal),
    enabled: enabled && Boolean(session?.token),
    staleTime: 0,
  });
}

/** Saves a named slip; the lists are fetched again. A refusal is thrown with the server's message. */
export function useSaveSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSlipInput) => saveSlip(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SLIPS_KEY] }),
  });
}

/** Deletes a saved slip and says so; the lists are fetched again. */
export function useDeleteSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSlip(id),
    onSuccess: ({ msg }) => {
      notifySuccess(msg || slipsMessages.get().deleted, { duration: TOAST_MS });
      return queryClient.invalidateQueries({ queryKey: [SLIPS_KEY] });
    },
    onError: (error) => notifyError(failureMessage(error, slipsMessages.get().deleteFailed), { duration: TOAST_MS }),
  });
}

/**
 * Replaying slips on THIS market (`game`): `replay(slip)` opens the bid screen that holds the slip
 * (the bidding feature's `slipScreenFor`) with the slip as its prefill, which that screen checks
 * again against the day's windows and the balance; nothing is placed until the player submits.
 * `repeatLast()` fetches the player's last slip on the family first; with none it says so.
 */
export function useReplaySlip(family: Family, game: GameRouteState) {
  const navigate = useNavigate();
  const [isFetching, setIsFetching] = useState(false);
  const isBusy = useRef(false);

  const replay = useCallback(
    (slip: ServerSlip) => {
      const target = replayTarget(family, game, slip);
      if (!target) {
        notifyError(slipsMessages.get().noLastSlip, { duration: TOAST_MS });
        return;
      }
      void navigate(target.path, { state: target.state });
    },
    [family, game, navigate],
  );

  const repeatLast = useCallback(async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    setIsFetching(true);
    try {
      const { slip } = await getLastSlip(family);
      // The server's 'No data found' is its generic word; the player reads what it means here.
      if (!slip || slip.lines.length === 0) notifyError(slipsMessages.get().noLastSlip, { duration: TOAST_MS });
      else replay(slip);
    } catch (error) {
      notifyError(failureMessage(error, slipsMessages.get().loadFailed), { duration: TOAST_MS });
    } finally {
      isBusy.current = false;
      setIsFetching(false);
    }
  }, [family, replay]);

  return { repeatLast, replay, isFetching };
}
