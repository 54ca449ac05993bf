import { type Family } from '@pana/domain';
import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost } from './admin-client.ts';

export type Session = 'open' | 'close';

/** One draw: a market on a date (and the session of a main market). */
export type Draw = { kind: Family; marketId: number; date: string; session?: Session };

export type DeclareInput = Draw & { pana?: string; jodi?: string };

/** What a declaration settles (or would settle, for a preview). */
export type SettlementTotals = {
  settledBids: number;
  winners: number;
  winningPlayers: number;
  payout: number;
  result: string;
  msg?: string;
};

export type RevertOutcome = {
  msg?: string;
  reverted: { session: Session; result: string; reversedBids: number; reversedPayout: number; reopenedBids: number }[];
  negativeBalances: { userId: number; mobile: string; name: string; balance: number }[];
};

export type DeclaredResult = {
  marketId: number;
  market: string;
  kind: Family;
  date: string;
  result: string;
  openPana: string | null;
  openAnk: number | null;
  closePana: string | null;
  closeAnk: number | null;
  jodi: string | null;
  openDeclaredAt: number | null;
  closeDeclaredAt: number | null;
};

export function previewResult(input: DeclareInput): Promise<SettlementTotals> {
  return adminPost(adminApiPaths.resultsPreview, input);
}

export function declareResult(input: DeclareInput): Promise<SettlementTotals> {
  return adminPost(adminApiPaths.results, input);
}

export function revertResult(input: Draw & { reason: string }): Promise<RevertOutcome> {
  return adminPost(adminApiPaths.resultsRevert, input);
}

export const resultsQueryKey = (kind: Family, date: string) => ['admin', 'results', kind, date] as const;

export async function getResults(kind: Family, date: string, signal?: AbortSignal): Promise<DeclaredResult[]> {
  const body = await adminGet<{ results?: DeclaredResult[] }>(adminApiPaths.results, { kind, date }, signal);
  return body.results ?? [];
}

export function useResults(kind: Family, date: string) {
  return useQuery({ queryKey: resultsQueryKey(kind, date), queryFn: ({ signal }) => getResults(kind, date, signal) });
}

/** `GET /admin/api/exposure`: what each possible result of an undeclared draw would pay. */
export type Exposure = {
  kind: Family;
  marketId: number;
  date: string;
  session: Session;
  openPana: string | null;
  note: string | null;
  totalBids: number;
  totalPoints: number;
  outcomes: { result: string; ank: number | null; payout: number; winningBids: number; net: number }[];
};

export function getExposure(draw: Draw, signal?: AbortSignal): Promise<Exposure> {
  return adminGet<Exposure>(adminApiPaths.exposure, { ...draw }, signal);
}

export function useExposure(draw: Draw | null) {
  return useQuery({
    queryKey: ['admin', 'exposure', draw],
    queryFn: ({ signal }) => getExposure(draw!, signal),
    enabled: draw !== null,
    refetchInterval: 15_000,
  });
}
