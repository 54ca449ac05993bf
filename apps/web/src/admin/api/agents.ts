import type {
  agentAnswer,
  agentsAnswer,
  consoleAgent,
  createAgentBody,
  floatEntry,
  floatLedgerAnswer,
  floatLedgerQuery,
  movePlayerAnswer,
  movePlayerBody,
  ownerFloatAnswer,
  ownerFloatBody,
  updateAgentBody,
} from '@pana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPatch, adminPost, type QueryOf } from './admin-client.ts';

/** The owner's agents (ADR 029): master agents and agents, their floats and their players. */
export type ConsoleAgent = z.infer<typeof consoleAgent>;
export type FloatEntry = z.infer<typeof floatEntry>;
export type FloatLedger = z.infer<typeof floatLedgerAnswer>;
export type NewAgent = z.input<typeof createAgentBody>;
export type AgentChanges = z.input<typeof updateAgentBody>;
export type OwnerFloatMove = z.input<typeof ownerFloatBody>;

export const agentsQueryKey = ['admin', 'agents'] as const;

/** `GET /admin/api/agents`: every master agent and agent (viewer and up). */
export function useAgents(isEnabled = true) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'list'],
    queryFn: async ({ signal }) =>
      (await adminGet<z.infer<typeof agentsAnswer>>(adminApiPaths.agents, undefined, signal)).items,
    enabled: isEnabled,
  });
}

/** One agent, read from the list (the list is small: one row per agent). */
export function useAgent(id: number) {
  const agents = useAgents();
  return { ...agents, agent: agents.data?.find((agent) => agent.id === id) ?? null };
}

/** A write about agents that refreshes the list, floats, ledgers and statements. */
function useAgentsMutation<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}

export function useCreateAgent() {
  return useAgentsMutation((body: NewAgent) => adminPost<z.infer<typeof agentAnswer>>(adminApiPaths.agents, body));
}

export function useUpdateAgent(id: number) {
  return useAgentsMutation((changes: AgentChanges) =>
    adminPatch<z.infer<typeof agentAnswer>>(adminApiPaths.agent(id), changes),
  );
}

/** The owner's top-up or take-back of an agent's float. */
export function useOwnerFloatMove(id: number) {
  return useAgentsMutation((move: OwnerFloatMove) =>
    adminPost<z.infer<typeof ownerFloatAnswer>>(adminApiPaths.agentFloat(id), move),
  );
}

export type LedgerFilter = { from: string; to: string; page: number };

/** `GET /admin/api/agents/:id/float`: an agent's float ledger, newest first, 50 a page. */
export function useAgentFloatLedger(id: number, { from, to, page }: LedgerFilter) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'float', id, from, to, page],
    queryFn: ({ signal }) =>
      adminGet<FloatLedger>(
        adminApiPaths.agentFloat(id),
        { from, to, page } satisfies QueryOf<typeof floatLedgerQuery>,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export type PlayerMove = z.input<typeof movePlayerBody>;

/** `PATCH /admin/api/players/:mobile/agent` (owner): the player's agent, or the house (null). */
export function movePlayer(mobile: string, move: PlayerMove): Promise<z.infer<typeof movePlayerAnswer>> {
  return adminPatch(adminApiPaths.playerAgent(mobile), move);
}
