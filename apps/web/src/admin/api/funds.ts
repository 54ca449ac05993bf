import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost } from './admin-client.ts';

export type RequestStatus = 'pending' | 'approved' | 'rejected';
export type Queue = 'deposits' | 'withdrawals';

/** A deposit (fund request) or a withdrawal request; withdrawals add where to pay and, once paid, the receipt. */
export type FundRequest = {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  method?: string | null;
  txnRef?: string | null;
  status: RequestStatus;
  createdAt: number | string;
  decidedAt?: number | string | null;
  note?: string | null;
  paymentNumber?: string | null;
  payoutNumber?: string | null;
  receipt?: string | null;
  receiptUrl?: string | null;
};

export const fundQueueKey = (queue: Queue, status: RequestStatus) => ['admin', 'funds', queue, status] as const;

export async function getQueue(queue: Queue, status: RequestStatus, signal?: AbortSignal): Promise<FundRequest[]> {
  const path = queue === 'deposits' ? adminApiPaths.fundRequests : adminApiPaths.withdrawRequests;
  const body = await adminGet<{ items?: FundRequest[] }>(path, { status }, signal);
  return body.items ?? [];
}

export function useQueue(queue: Queue, status: RequestStatus) {
  return useQuery({
    queryKey: fundQueueKey(queue, status),
    queryFn: ({ signal }) => getQueue(queue, status, signal),
    refetchInterval: status === 'pending' ? 15_000 : false,
  });
}

export type Decision = { queue: Queue; id: number; decision: 'approve' | 'reject'; note: string; receipt?: string };

export function decide({ queue, id, decision, note, receipt }: Decision): Promise<unknown> {
  const path =
    queue === 'deposits'
      ? adminApiPaths.fundRequestDecision(id, decision)
      : adminApiPaths.withdrawRequestDecision(id, decision);
  const body: Record<string, unknown> = {};
  if (note) body.note = note;
  if (receipt && queue === 'withdrawals' && decision === 'approve') body.receipt = receipt;
  return adminPost(path, body);
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'funds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

/** Where a withdrawal is paid, whichever field the server uses for it. */
export function payoutNumberOf(request: FundRequest): string {
  return request.paymentNumber ?? request.payoutNumber ?? '';
}

export function receiptOf(request: FundRequest): string {
  return request.receipt ?? request.receiptUrl ?? '';
}
