import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * One withdraw request, as the older apps read it; request_status '0' Pending, '1' Cancelled, else Approved.
 * Newer servers add the method (5: bank account), the masked account, the bank's UTR and paid_status.
 */
export const withdrawRequestSchema = object({
  request_number: text,
  google_pay_number: text,
  phone_pay_number: text,
  paytm_number: text,
  insert_date: text,
  request_amount: points,
  request_status: text,
  payment_receipt: text,
  admin_note: text,
  // Newer servers (bank payouts, ADR 012); '' from older ones.
  payment_method: text,
  bank_account: text,
  payout_utr: text,
  paid_status: text,
});

export type WithdrawRequest = Infer<typeof withdrawRequestSchema>;

const responseSchema = object({ withdrawdata: list(withdrawRequestSchema) });

export async function getWithdrawHistory(mobile: string, signal?: AbortSignal): Promise<WithdrawRequest[]> {
  const body = await apiPost(apiPaths.withdrawHistory, { mobile_no: mobile }, responseSchema, { withToken: true, ...(signal ? { signal } : {}) });
  return body.withdrawdata;
}

export const withdrawHistoryQueryKey = (token: string | undefined) => ['withdraw-history', token ?? 'anonymous'] as const;

export function useWithdrawHistory() {
  const session = useSession();
  return useQuery({
    queryKey: withdrawHistoryQueryKey(session?.token),
    queryFn: ({ signal }) => getWithdrawHistory(session?.mobile ?? '', signal),
    enabled: Boolean(session?.token),
    staleTime: 0,
  });
}
