import type {
  approveWithdrawalBody,
  creditedBy,
  decisionAnswer,
  fundRequestListItem,
  fundRequestsAnswer,
  requestListQuery,
  requestStatus,
  withdrawRequestItem,
  withdrawRequestsAnswer,
} from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost, type QueryOf } from './admin-client.ts';

export type RequestStatus = z.infer<typeof requestStatus>;
export type Queue = 'deposits' | 'withdrawals';

/** A deposit (fund request), with its UTR and, once approved, how it was credited (ADR 011). */
export type DepositRequest = z.infer<typeof fundRequestListItem>;
export type CreditedBy = z.infer<typeof creditedBy>;
/** A withdrawal request: where to pay and, once paid, the receipt. */
export type WithdrawRequest = z.infer<typeof withdrawRequestItem>;
export type FundRequest = DepositRequest | WithdrawRequest;

async function getQueue(queue: Queue, status: RequestStatus, signal?: AbortSignal): Promise<FundRequest[]> {
  const query = { status } satisfies QueryOf<typeof requestListQuery>;
  if (queue === 'deposits') {
    return (await adminGet<z.infer<typeof fundRequestsAnswer>>(adminApiPaths.fundRequests, query, signal)).items;
  }
  return (await adminGet<z.infer<typeof withdrawRequestsAnswer>>(adminApiPaths.withdrawRequests, query, signal)).items;
}

export function useQueue(queue: Queue, status: RequestStatus) {
  return useQuery({
    queryKey: ['admin', 'funds', queue, status],
    queryFn: ({ signal }) => getQueue(queue, status, signal),
    refetchInterval: status === 'pending' ? 15_000 : false,
  });
}

/** The body of a decision: a note (required to reject), and the receipt link of a paid withdrawal. */
export type DecisionBody = NonNullable<z.output<typeof approveWithdrawalBody>>;

/** An approval (note optional; a paid withdrawal may add the receipt link) or a rejection (note required). */
export type Decision = { queue: Queue; id: number; decision: 'approve' | 'reject'; body: DecisionBody };

function decide({ queue, id, decision, body }: Decision): Promise<z.infer<typeof decisionAnswer>> {
  const path =
    queue === 'deposits'
      ? adminApiPaths.fundRequestDecision(id, decision)
      : adminApiPaths.withdrawRequestDecision(id, decision);
  return adminPost(path, body);
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'funds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      // A deposit decided here may be a claim listed beside a payment in Unmatched payments.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
    },
  });
}

/** The transaction reference of a deposit ('' for a withdrawal or none). */
export function txnRefOf(request: FundRequest): string {
  return 'txnRef' in request ? (request.txnRef ?? '') : '';
}

/** Where a withdrawal is paid ('' for a deposit). */
export function payoutNumberOf(request: FundRequest): string {
  return 'paymentNumber' in request ? request.paymentNumber : '';
}

/** A withdrawal to a bank account (`payment_method` 5): approving clears it for a bulk payout (ADR 012). */
export function isBankPayout(request: FundRequest): request is WithdrawRequest {
  return 'methodCode' in request && request.methodCode === 5;
}

/** The receipt link of a paid withdrawal ('' when none). */
export function receiptOf(request: FundRequest): string {
  return 'receipt' in request ? request.receipt : '';
}

/** The UTR a deposit's player entered ('' for a withdrawal or none). */
export function utrOf(request: FundRequest): string {
  return 'utr' in request ? (request.utr ?? '') : '';
}

/** How an approved deposit was credited (null for a withdrawal, a pending or rejected deposit, or an older server). */
export function creditedByOf(request: FundRequest): CreditedBy | null {
  return 'creditedBy' in request ? (request.creditedBy ?? null) : null;
}

/** The pending deposits (for linking a payment to one of them). */
export function usePendingDeposits(isEnabled = true) {
  return useQuery({
    queryKey: ['admin', 'funds', 'deposits', 'pending'],
    queryFn: ({ signal }) => getQueue('deposits', 'pending', signal) as Promise<DepositRequest[]>,
    enabled: isEnabled,
  });
}
