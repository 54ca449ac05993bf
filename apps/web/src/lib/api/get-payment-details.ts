import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { ApiError, apiPost, serverMessage } from '../api-client.ts';
import { useSession } from '../session.ts';
import { type Infer, object, text } from './schema.ts';

/** The player's saved payout numbers, one per payment app ('' when none is saved). */
export const paymentDetailsSchema = object({
  google_pay_number: text,
  paytm_number: text,
  phone_pay_number: text,
});

export type PaymentDetails = Infer<typeof paymentDetailsSchema>;

const responseSchema = object({ payment_details: (value) => paymentDetailsSchema(value ?? {}) });

export async function getPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails> {
  const body = await apiPost(apiPaths.userPaymentDetails, {}, responseSchema, { withToken: true, ...(signal ? { signal } : {}) });
  return body.payment_details;
}

export const paymentDetailsQueryKey = (token: string | undefined) => ['payment-details', token ?? 'anonymous'] as const;

export function getPaymentDetailsQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: paymentDetailsQueryKey(token),
    queryFn: ({ signal }) => getPaymentDetails(signal),
    enabled: Boolean(token),
  });
}

/** Saved payout numbers, read by the wallet screen and the withdraw form (one cache entry). */
export function usePaymentDetails() {
  const session = useSession();
  return useQuery(getPaymentDetailsQueryOptions(session?.token));
}

export const PAYMENT_DETAILS_TEXT = {
  failed: 'Failed to retrieve payment details',
  error: 'An error occurred while fetching payment details',
} as const;

/**
 * What a failed payment-details call shows (the older apps' words): the server's msg, else 'Failed to
 * retrieve payment details' when it answered, 'An error occurred while fetching payment details'
 * when it did not (no network) or answered something unreadable.
 */
export function paymentDetailsErrorMessage(error: unknown): string {
  const answered = error instanceof ApiError && error.httpStatus > 0 && error.body !== undefined;
  return serverMessage(error) ?? (answered ? PAYMENT_DETAILS_TEXT.failed : PAYMENT_DETAILS_TEXT.error);
}
