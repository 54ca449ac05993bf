import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { type Transaction, transactionSchema } from './get-transactions.ts';

/**
 * A deposit request as the Deposit History shows it (ADR 011): `deposit_status` pending, credited
 * (with the `utr` it was matched by) or rejected (with the operator's `reason`).
 */
export const depositSchema = object({
  request_id: text,
  amount: points,
  method: text,
  deposit_status: text,
  utr: text,
  reason: text,
  credited_by: text,
  insert_date: text,
});

export type Deposit = Infer<typeof depositSchema>;

/** The wallet's transactions, and every deposit request (null: an older server without `deposit_history`). */
export type DepositHistory = { transactions: Transaction[]; deposits: Deposit[] | null };

function readAnswer(value: unknown): DepositHistory {
  const body = object({ transaction_history: list(transactionSchema) })(value);
  const deposits = (value as { deposit_history?: unknown }).deposit_history;
  return {
    transactions: body.transaction_history,
    deposits: Array.isArray(deposits) ? deposits.map(depositSchema) : null,
  };
}

export function getDepositHistory(signal?: AbortSignal): Promise<DepositHistory> {
  return apiPost(apiPaths.walletTransactionHistory, {}, readAnswer, { withToken: true, ...(signal ? { signal } : {}) });
}

/** Like transactionsQueryKey: with `code` in that language (the wallet entries' notes), without it every language's. */
export const depositHistoryQueryKey = (token: string | undefined, code?: Locale) =>
  code
    ? (['deposit-history', token ?? 'anonymous', code] as const)
    : (['deposit-history', token ?? 'anonymous'] as const);

/** The Deposit History's answer: read on every visit (a deposit may have been credited meanwhile). */
export function useDepositHistory() {
  const session = useSession();
  const code = useMessages(locale);
  return useQuery(
    queryOptions({
      queryKey: depositHistoryQueryKey(session?.token, code),
      queryFn: ({ signal }) => getDepositHistory(signal),
      enabled: Boolean(session?.token),
      staleTime: 0,
    }),
  );
}
