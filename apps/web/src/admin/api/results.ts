import type {
  declaredResult,
  declaredResultsAnswer,
  declaredResultsQuery,
  declareResultBody,
  exposureAnswer,
  exposureQuery,
  revertAnswer,
  revertResultBody,
  settlementAnswer,
} from '@pana/contract';
import { type Family } from '@pana/domain';
import { useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost, type QueryOf } from './admin-client.ts';

export type Session = 'open' | 'close';

/** One draw: a market on a date (and the session of a main market). */
export type Draw = { kind: Family; marketId: number; date: string; session?: Session };

export type DeclareInput = z.input<typeof declareResultBody>;
export type RevertInput = z.input<typeof revertResultBody>;

/** What a declaration settles (or would settle, for a preview). */
export type SettlementTotals = z.infer<typeof settlementAnswer>;
export type RevertOutcome = z.infer<typeof revertAnswer>;
export type DeclaredResult = z.infer<typeof declaredResult>;

export function previewResult(input: DeclareInput): Promise<SettlementTotals> {
  return adminPost(adminApiPaths.resultsPreview, input);
}

export function declareResult(input: DeclareInput): Promise<SettlementTotals> {
  return adminPost(adminApiPaths.results, input);
}

export function revertResult(input: RevertInput): Promise<RevertOutcome> {
  return adminPost(adminApiPaths.resultsRevert, input);
}

export function useResults(kind: Family, date: string) {
  return useQuery({
    queryKey: ['admin', 'results', kind, date],
    queryFn: async ({ signal }) => {
      const query = { kind, date } satisfies QueryOf<typeof declaredResultsQuery>;
      return (await adminGet<z.infer<typeof declaredResultsAnswer>>(adminApiPaths.results, query, signal)).results;
    },
  });
}

/** `GET /admin/api/exposure`: what each possible result of an undeclared draw would pay. */
export type Exposure = z.infer<typeof exposureAnswer>;

export function useExposure(draw: Draw | null) {
  return useQuery({
    queryKey: ['admin', 'exposure', draw],
    queryFn: ({ signal }) =>
      adminGet<Exposure>(adminApiPaths.exposure, { ...draw! } satisfies QueryOf<typeof exposureQuery>, signal),
    enabled: draw !== null,
    refetchInterval: 15_000,
  });
}
