import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** `getaway_status` (sic) '1': pay through a UPI app; '0': the gateway is off, pay by QR. */
export const gatewayStatusSchema = object({ getaway_status: text, gateway_url: text });

export function getGatewayStatus(signal?: AbortSignal) {
  return apiPost(apiPaths.gatewayStatus, {}, gatewayStatusSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

export function useGatewayStatus() {
  return useQuery({ queryKey: ['gateway-status'], queryFn: ({ signal }) => getGatewayStatus(signal) });
}

/** True unless the server says the gateway is off ('0'). */
export function isGatewayOn(status: { getaway_status: string } | undefined): boolean {
  return status?.getaway_status !== '0';
}
