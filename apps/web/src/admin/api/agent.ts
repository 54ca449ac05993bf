import {
  type agentApproveDepositBody,
  type agentDepositDecisionAnswer,
  type agentDepositItem,
  type agentDepositsAnswer,
  type agentDepositsQuery,
  type agentExposureAnswer,
  type agentExposureQuery,
  type agentMeAnswer,
  type agentPlayer,
  type agentPlayerDeposit,
  type agentPlayerDetailAnswer,
  type agentPlayerMoveAnswer,
  type agentPlayerMoveBody,
  type agentPlayersAnswer,
  type agentPlayersQuery,
  type agentPlayerWithdrawal,
  type agentProfileBody,
  type agentRejectDepositBody,
  type agentsAnswer,
  dashboardDataAnswer,
  type floatLedgerAnswer,
  type floatLedgerQuery,
  galiGamesAnswer,
  type requestStatus,
  starlineGamesAnswer,
  type subAgentFloatAnswer,
  type subAgentFloatBody,
} from '@pana/contract';
import { type Family } from '@pana/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { apiPaths } from '../../config/paths.ts';
import { apiPost } from '../../lib/api-client.ts';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPatch, adminPost, type QueryOf } from './admin-client.ts';
import { type LedgerFilter } from './agents.ts';

/** The agent's own console (ADR 029): every answer is scoped by the server to the caller. */
const agentKey = ['admin', 'agent'] as const;

/** Who I am as an agent: float, credit limit, rates, invite code and what my players see. */
export type AgentMe = z.infer<typeof agentMeAnswer>;

export function useAgentMe() {
  return useQuery({
    queryKey: [...agentKey, 'me'],
    queryFn: ({ signal }) => adminGet<AgentMe>(adminApiPaths.agentMe, undefined, signal),
  });
}

export type AgentProfile = z.input<typeof agentProfileBody>;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: AgentProfile) => adminPatch<AgentMe>(adminApiPaths.agentMe, profile),
    onSuccess: (me) => queryClient.setQueryData([...agentKey, 'me'], me),
  });
}

/** A player as their agent sees them; a master agent's list holds their agents' players too (`direct` false). */
export type AgentPlayer = z.infer<typeof agentPlayer>;
export type AgentPlayerDetail = z.infer<typeof agentPlayerDetailAnswer>;
export type AgentPlayerDeposit = z.infer<typeof agentPlayerDeposit>;
export type AgentPlayerWithdrawal = z.infer<typeof agentPlayerWithdrawal>;

export function useAgentPlayers(q: string, page: number) {
  return useQuery({
    queryKey: [...agentKey, 'players', q, page],
    queryFn: ({ signal }) =>
      adminGet<z.infer<typeof agentPlayersAnswer>>(
        adminApiPaths.agentPlayers,
        { q, page } satisfies QueryOf<typeof agentPlayersQuery>,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAgentPlayer(mobile: string) {
  return useQuery({
    queryKey: [...agentKey, 'player', mobile],
    queryFn: ({ signal }) => adminGet<AgentPlayerDetail>(adminApiPaths.agentPlayer(mobile), undefined, signal),
  });
}

export type PlayerMoveKind = 'credit' | 'take-back';
export type AgentPlayerMove = z.input<typeof agentPlayerMoveBody>;
/** The player's pending cash-out request (ADR 029): a take-back answers it. */
export type AgentCashoutRequest = NonNullable<AgentPlayerDetail['cashoutRequest']>;

/** Credit points to one of my own players from my float, or take points back into it. */
export function useAgentPlayerMove(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A take-back names the cash-out request it answers (requestId).
    mutationFn: ({ kind, move }: { kind: PlayerMoveKind; move: AgentPlayerMove & { requestId?: number } }) =>
      adminPost<z.infer<typeof agentPlayerMoveAnswer>>(adminApiPaths.agentPlayerMove(mobile, kind), move),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKey }),
  });
}

/** My float ledger, newest first, 50 a page. */
export function useOwnFloatLedger({ from, to, page }: LedgerFilter) {
  return useQuery({
    queryKey: [...agentKey, 'float', from, to, page],
    queryFn: ({ signal }) =>
      adminGet<z.infer<typeof floatLedgerAnswer>>(
        adminApiPaths.agentOwnFloat,
        { from, to, page } satisfies QueryOf<typeof floatLedgerQuery>,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** A master agent's agents. */
export function useSubAgents(isEnabled = true) {
  return useQuery({
    queryKey: [...agentKey, 'agents'],
    queryFn: async ({ signal }) =>
      (await adminGet<z.infer<typeof agentsAnswer>>(adminApiPaths.agentSubAgents, undefined, signal)).items,
    enabled: isEnabled,
  });
}

/** The float ledger of one of a master agent's agents (`GET /admin/api/agent/agents/:id/float`). */
export function useSubAgentFloatLedger(id: number, { from, to, page }: LedgerFilter) {
  return useQuery({
    queryKey: [...agentKey, 'agents', id, 'float', from, to, page],
    queryFn: ({ signal }) =>
      adminGet<z.infer<typeof floatLedgerAnswer>>(
        adminApiPaths.agentSubAgentFloat(id),
        { from, to, page } satisfies QueryOf<typeof floatLedgerQuery>,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export type SubAgentFloatMove = z.input<typeof subAgentFloatBody>;

/** A master agent gives float to one of their agents, or takes it back. */
export function useSubAgentFloatMove(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: SubAgentFloatMove) =>
      adminPost<z.infer<typeof subAgentFloatAnswer>>(adminApiPaths.agentSubAgentFloat(id), move),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKey }),
  });
}

/** My players' exposure on one draw (`GET /admin/api/agent/exposure`). */
export type AgentExposure = z.infer<typeof agentExposureAnswer>;
export type AgentDraw = { kind: Family; marketId: number; date: string; session?: 'open' | 'close' };

export function useAgentExposure(draw: AgentDraw | null) {
  return useQuery({
    queryKey: [...agentKey, 'exposure', draw],
    queryFn: ({ signal }) =>
      adminGet<AgentExposure>(
        adminApiPaths.agentExposure,
        { ...draw! } satisfies QueryOf<typeof agentExposureQuery>,
        signal,
      ),
    enabled: draw !== null,
    refetchInterval: 15_000,
  });
}

/** A market an agent may pick for the exposure: the day's markets of a family, as the player app lists them. */
export type PickableMarket = { id: number; name: string; openTime: string };

/**
 * The markets of a family from the player app's public lists (the agent console has no market calls of
 * its own: markets are the staff's). Ids are the markets' ids, as the exposure call takes them.
 */
export function usePickableMarkets(kind: Family) {
  return useQuery({
    queryKey: [...agentKey, 'markets', kind],
    queryFn: async ({ signal }): Promise<PickableMarket[]> => {
      const items =
        kind === 'main'
          ? (await apiPost(apiPaths.getDashboardData, {}, (b) => dashboardDataAnswer.parse(b), { signal })).result
          : kind === 'starline'
            ? (await apiPost(apiPaths.starlineGame, {}, (b) => starlineGamesAnswer.parse(b), { signal })).result
            : (await apiPost(apiPaths.galiGame, {}, (b) => galiGamesAnswer.parse(b), { signal })).result;
      return items.map((item) => ({ id: item.game_id, name: item.game_name, openTime: item.open_time }));
    },
    staleTime: 60_000,
  });
}

/** A deposit a player of mine paid to my UPI id: I approve it from my float, or reject it with a reason. */
export type AgentDeposit = z.infer<typeof agentDepositItem>;
export type DepositStatus = z.infer<typeof requestStatus>;

export function useAgentDeposits(status: DepositStatus) {
  return useQuery({
    queryKey: [...agentKey, 'deposits', status],
    queryFn: async ({ signal }) =>
      (
        await adminGet<z.infer<typeof agentDepositsAnswer>>(
          adminApiPaths.agentDeposits,
          { status } satisfies QueryOf<typeof agentDepositsQuery>,
          signal,
        )
      ).items,
    refetchInterval: status === 'pending' ? 15_000 : false,
  });
}

export type AgentDepositDecision =
  | { id: number; decision: 'approve'; body: NonNullable<z.input<typeof agentApproveDepositBody>> }
  | { id: number; decision: 'reject'; body: z.input<typeof agentRejectDepositBody> };

export function useAgentDepositDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, body }: AgentDepositDecision) =>
      adminPost<z.infer<typeof agentDepositDecisionAnswer>>(adminApiPaths.agentDepositDecision(id, decision), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKey }),
  });
}
