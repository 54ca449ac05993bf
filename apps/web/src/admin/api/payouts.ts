import type {
  payoutExportAnswer,
  payoutExportBody,
  payoutListQuery,
  payoutListState,
  payoutResultsAnswer,
  payoutResultsBody,
  payoutsAnswer,
} from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminGetFile, adminPost, type QueryOf } from './admin-client.ts';
import { type WithdrawRequest } from './funds.ts';

/** Bank payouts waiting for the bank's answer, or answered by it (ADR 012). */
export type PayoutState = z.infer<typeof payoutListState>;
export type PayoutResults = z.infer<typeof payoutResultsAnswer>;

async function getPayouts(state: PayoutState, signal?: AbortSignal): Promise<WithdrawRequest[]> {
  const query = { state } satisfies QueryOf<typeof payoutListQuery>;
  return (await adminGet<z.infer<typeof payoutsAnswer>>(adminApiPaths.payouts, query, signal)).items;
}

/** The approved bank withdrawals waiting for the bank (oldest first), or those it paid or failed (newest first). */
export function usePayouts(state: PayoutState) {
  return useQuery({
    queryKey: ['admin', 'payouts', state],
    queryFn: ({ signal }) => getPayouts(state, signal),
    refetchInterval: state === 'waiting' ? 30_000 : false,
  });
}

/** A payout file downloaded: its CSV text and file name, and how many payouts it holds. */
export type PayoutFile = { csv: string; fileName: string; count: number };

/**
 * The bank's bulk-payout file of these requests, in the server's two steps (ADR 024): a POST produces
 * it (the server marks the requests exported and audits it) and answers its id; a GET of that id
 * downloads it and changes nothing.
 */
export async function getPayoutFile(ids: readonly number[]): Promise<PayoutFile> {
  const body = { ids: [...ids] } satisfies z.input<typeof payoutExportBody>;
  const made = await adminPost<z.infer<typeof payoutExportAnswer>>(adminApiPaths.payoutExports, body);
  const file = await adminGetFile(adminApiPaths.payoutExport(made.id));
  return { csv: file.text, fileName: file.fileName ?? made.fileName, count: made.count };
}

function refreshAfterPayouts(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'funds'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
}

/** Downloads the payout file of the selected requests; the list is read again (their "exported at" changed). */
export function useDownloadPayoutFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getPayoutFile,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}

function postResults(csv: string): Promise<PayoutResults> {
  return adminPost<PayoutResults>(adminApiPaths.payoutResults, { csv } satisfies z.input<typeof payoutResultsBody>);
}

/** Uploads the bank's result file: paid ones get their UTR, failed ones their points back; every list is read again. */
export function useUploadPayoutResults() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postResults, onSettled: () => refreshAfterPayouts(queryClient) });
}
