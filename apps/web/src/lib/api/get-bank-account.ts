import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { apiPost } from '../api-client.ts';
import { useSession } from '../session.ts';
import { list, object, text } from './schema.ts';

/** `payment_method` 5 in withdraw requests and `type` 5 in the payment method list (ADR 012). */
export const BANK_METHOD_TYPE = '5';

/** The player's bank account as the server shows it: masked, with its holder and IFSC ('' from older servers). */
export type SavedBankAccount = { masked: string; holderName: string; ifsc: string };

const methodSchema = object({ type: text, value: text, name: text, holder_name: text, ifsc: text });
const responseSchema = object({ result: list(methodSchema) });

/** The bank account in `/api-user-payment-method-list` (the entry of type 5), or null when none is saved. */
export async function getBankAccount(signal?: AbortSignal): Promise<SavedBankAccount | null> {
  const body = await apiPost(apiPaths.paymentMethodList, {}, responseSchema, { withToken: true, ...(signal ? { signal } : {}) });
  const entry = body.result.find((method) => method.type === BANK_METHOD_TYPE && method.value.trim() !== '');
  return entry ? { masked: entry.value.trim(), holderName: entry.holder_name, ifsc: entry.ifsc } : null;
}

export const bankAccountQueryKey = (token: string | undefined) => ['bank-account', token ?? 'anonymous'] as const;

export function getBankAccountQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: bankAccountQueryKey(token),
    queryFn: ({ signal }) => getBankAccount(signal),
    enabled: Boolean(token),
  });
}

/** The saved bank account, read by the wallet screen and the withdraw form (one cache entry). */
export function useBankAccount() {
  const session = useSession();
  return useQuery(getBankAccountQueryOptions(session?.token));
}
