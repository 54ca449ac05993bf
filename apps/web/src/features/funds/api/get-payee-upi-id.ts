import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { apiPaths } from '../../../config/paths.ts';

/** A failed read of the payee's UPI id: the gateway could not be reached or answered an error. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * The gateway's address for this app: `GET <gateway>/payment-details?baseUrl=<the app's origin>`,
 * where the gateway is the one the gateway status names (`gateway_url`) or, when it names none,
 * this server's `/gateway`.
 */
export function payeeUpiIdUrl(gatewayUrl = '', origin: string = window.location.origin): string {
  const base = gatewayUrl.trim()
    ? `${gatewayUrl.trim().replace(/\/+$/, '')}/payment-details`
    : `${env.apiBaseUrl}${apiPaths.gatewayPaymentDetails}`;
  return `${base}?baseUrl=${encodeURIComponent(origin)}`;
}

/**
 * The UPI id players pay to, from the payment gateway service (`{success, data: {upiId}}`, not the
 * player API's envelope). '' when the gateway answered without one (`success: false`, no upiId).
 */
export async function getPayeeUpiId(gatewayUrl: string, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(payeeUpiIdUrl(gatewayUrl), {
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GatewayError('Network error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || typeof body !== 'object' || body === null)
    throw new GatewayError(`Gateway answered ${response.status}`);
  const { success, data } = body as { success?: unknown; data?: unknown };
  const upiId =
    success === true && typeof data === 'object' && data !== null ? (data as { upiId?: unknown }).upiId : undefined;
  return typeof upiId === 'string' ? upiId.trim() : '';
}

export function payeeUpiIdQueryOptions(gatewayUrl: string) {
  return queryOptions({
    queryKey: ['payee-upi-id', gatewayUrl],
    queryFn: ({ signal }) => getPayeeUpiId(gatewayUrl, signal),
    staleTime: 5 * 60_000,
  });
}

/** Read when the Add Funds form opens, so a failure shows before the player pays (not for an agent's player, ADR 029). */
export function usePayeeUpiId(gatewayUrl: string, enabled = true) {
  return useQuery({ ...payeeUpiIdQueryOptions(gatewayUrl), enabled });
}
