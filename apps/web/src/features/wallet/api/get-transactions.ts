import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session.ts';

/** One wallet transaction, as the older apps read it: type '1' credit, else debit; status '1' approved. */
export const transactionSchema = object({
  transaction_id: text,
  transaction_type: text,
  transaction_note: text,
  amount: points,
  insert_date: text,
  amount_status: text,
});

export type Transaction = Infer<typeof transactionSchema>;

const responseSchema = object({ transaction_history: list(transactionSchema) });

export async function getTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const body = await apiPost(apiPaths.walletTransactionHistory, {}, responseSchema, {
    withToken: true,
    ...(signal ? { signal } : {}),
  });
  return body.transaction_history;
}

/**
 * The player's wallet history; with `code`, in that language (the server words its notes in the language the call
 * asks for, so a switch of language reads them again). Without it, every language's (to invalidate them all).
 */
export const transactionsQueryKey = (token: string | undefined, code?: Locale) =>
  code
    ? (['wallet-transactions', token ?? 'anonymous', code] as const)
    : (['wallet-transactions', token ?? 'anonymous'] as const);

/** Every wallet transaction of the player, newest first as the server sends them. */
export function useTransactions() {
  const session = useSession();
  const code = useMessages(locale);
  return useQuery(
    queryOptions({
      queryKey: transactionsQueryKey(session?.token, code),
      queryFn: ({ signal }) => getTransactions(signal),
      enabled: Boolean(session?.token),
      staleTime: 0,
    }),
  );
}
