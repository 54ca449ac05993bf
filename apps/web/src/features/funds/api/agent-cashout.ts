import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** The pending request, or null (read leniently like every legacy answer). */
function cashoutRequest(value: unknown): { id: number; amount: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  return object({ id: points, amount: points })(value);
}

/** `/api-agent-cashout-*`: whether the player has an agent, and their pending cash-out request (ADR 029). */
const cashoutSchema = object({
  msg: text,
  has_agent: (value: unknown) => value === true,
  cashout_request: cashoutRequest,
});

export type AgentCashout = Infer<typeof cashoutSchema>;

export const agentCashoutQueryKey = (token: string | undefined) => ['agent-cashout', token ?? 'anonymous'] as const;

/** The player's cash-out request to their agent (has_agent false: the house's player, no section). */
export function useAgentCashout() {
  const session = useSession();
  return useQuery({
    queryKey: agentCashoutQueryKey(session?.token),
    queryFn: ({ signal }) => apiPost(apiPaths.agentCashoutStatus, {}, cashoutSchema, { withToken: true, signal }),
    enabled: Boolean(session?.token),
    staleTime: 0,
  });
}

/** Asks the agent to cash out `amount` points (replacing a pending request), or cancels the pending one. */
export function useAgentCashoutChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { amount: number } | 'cancel') =>
      change === 'cancel'
        ? apiPost(apiPaths.agentCashoutCancel, {}, cashoutSchema, { withToken: true })
        : apiPost(apiPaths.agentCashoutRequest, { amount: change.amount }, cashoutSchema, { withToken: true }),
    onSuccess: (answer) => queryClient.setQueryData(agentCashoutQueryKey(session?.token), answer),
  });
}
