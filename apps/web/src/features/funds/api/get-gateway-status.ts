import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** `utr_matching` (newer servers): true when a deposit's UTR credits it automatically; absent reads as false. */
const flag = (value: unknown): boolean => value === true;

/**
 * `getaway_status` (sic) '1': pay through a UPI app; '0': the gateway is off, pay by QR.
 * `utr_matching`: Add Funds and the QR payment ask for the payment's UTR (ADR 011).
 * `online_gateway` 'razorpay' (newer servers, ADR 011): Add Funds also offers to pay online through
 * the gateway's web checkout, loaded from `online_gateway_script`; '' or absent: not offered.
 * `agent_upi_id` (newer servers, ADR 029): the player's agent's UPI id, which Add Funds pays instead
 * (the agent credits the points), with `agent_name`; '' or absent: the house's.
 */
export const gatewayStatusSchema = object({
  getaway_status: text,
  gateway_url: text,
  utr_matching: flag,
  online_gateway: text,
  online_gateway_script: text,
  agent_upi_id: text,
  agent_name: text,
});

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

/**
 * Whether a deposit claim must carry its UTR: unless the server says automatic matching is off
 * (`utr_matching` false or absent, older servers), and also when the status could not be read.
 */
export function isUtrRequired(status: { utr_matching: boolean } | undefined): boolean {
  return status === undefined || status.utr_matching;
}

/** The player's agent Add Funds pays (ADR 029), or null when deposits go to the house. */
export type AgentPayee = { upiId: string; name: string };

export function agentPayee(status: { agent_upi_id: string; agent_name: string } | undefined): AgentPayee | null {
  const upiId = status?.agent_upi_id.trim() ?? '';
  return upiId ? { upiId, name: status?.agent_name.trim() ?? '' } : null;
}

/** The online gateway's web checkout a player may pay through, or null when the server offers none. */
export type OnlineCheckout = { gateway: 'razorpay'; scriptUrl: string };

export function onlineCheckout(
  status: { online_gateway: string; online_gateway_script: string } | undefined,
): OnlineCheckout | null {
  if (status?.online_gateway !== 'razorpay' || !/^https?:\/\//.test(status.online_gateway_script)) return null;
  return { gateway: 'razorpay', scriptUrl: status.online_gateway_script };
}
