import { resultsLogAnswer, type resultsLogEntry } from '@pana/contract';
import { type ResultChainEntry } from '@pana/domain/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { env } from '../../../config/env.ts';
import { apiPaths } from '../../../config/paths.ts';
import { resultsLogMessages } from '../texts.ts';

export type ResultsLogEntry = z.infer<typeof resultsLogEntry>;
export type ResultsLogPage = z.infer<typeof resultsLogAnswer>;

/** Entries per page on screen, and per request while verifying (the server's largest page). */
export const SCREEN_PAGE = 30;
export const VERIFY_PAGE = 500;

/**
 * `GET /api/results-log` (public: no app key, no login), newest first; `before` pages on. The answer
 * is checked with the contract's schema (zod is fine here: this screen loads lazily).
 */
export async function getResultsLog(
  before: number | null,
  limit: number,
  signal?: AbortSignal,
): Promise<ResultsLogPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== null) query.set('before', String(before));
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${apiPaths.resultsLog}?${query.toString()}`, {
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(resultsLogMessages.get().failed);
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = resultsLogAnswer.safeParse(body);
  if (!response.ok || !parsed.success || !parsed.data.status) throw new Error(resultsLogMessages.get().failed);
  return parsed.data;
}

/**
 * The log on screen: pages of SCREEN_PAGE, newest first; from the entry before `start` when given
 * (`/results-log?before=<seq+1>`, the link a support ticket's evidence gives to its entry, ADR 030).
 */
export function useResultsLog(start: number | null = null) {
  return useInfiniteQuery({
    queryKey: ['results-log', start],
    queryFn: ({ pageParam, signal }) => getResultsLog(pageParam, SCREEN_PAGE, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.next_before,
    staleTime: 0,
  });
}

/** An entry as the domain hashes it. */
export function toChainEntry(e: ResultsLogEntry): ResultChainEntry {
  return {
    seq: e.seq,
    action: e.action,
    marketId: e.market_id,
    marketName: e.market_name,
    family: e.family,
    drawDate: e.draw_date,
    session: e.session,
    digits: e.digits,
    at: e.at,
    operatorId: e.operator_id,
    prevHash: e.prev_hash,
    hash: e.hash,
    // A feed declaration's sources (ADR 032): hashed into the entry, so verifying needs them.
    ...(e.evidence ? { evidence: e.evidence.map((v) => ({ url: v.url, fetchedAt: v.fetched_at, sha256: v.sha256 })) } : {}),
  };
}
