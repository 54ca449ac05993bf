import { z } from 'zod';
import { envelope } from '../envelope.ts';

/**
 * The result chain (ADR 019): `GET /api/results-log`, public (no app key, no login), so
 * that anyone can fetch the chain and recompute it. Newest first; `before` pages on with the
 * `next_before` of the previous page. Each entry's hash is SHA-256 of the serialization the domain's
 * `canonicalChainEntry` writes (ADR 019 spells it out).
 */

/** Entries per page at most. */
export const RESULTS_LOG_MAX_LIMIT = 500;

/** The query: `before` a sequence number (all newest entries when absent), at most `limit` entries (default 50). */
export const resultsLogQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'before must be an entry number (a whole number from 1)')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${RESULTS_LOG_MAX_LIMIT}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= RESULTS_LOG_MAX_LIMIT,
      `limit must be a whole number from 1 to ${RESULTS_LOG_MAX_LIMIT}`,
    )
    .optional(),
});

/** One entry of the chain, as hashed (names in snake case, as the player API writes them). */
export const resultsLogEntry = z.object({
  seq: z.number(),
  action: z
    .enum(['declare', 'revert', 'import'])
    .describe('import: a past result imported from an earlier chart (ADR 031), which settled nothing'),
  market_id: z.number(),
  market_name: z.string(),
  family: z.enum(['main', 'starline', 'gali']),
  draw_date: z.string().describe('YYYY-MM-DD, India date'),
  session: z.enum(['open', 'close']),
  digits: z.string().describe('The pana (main, Starline) or jodi (Gali) declared or taken back'),
  at: z.number().describe('epoch milliseconds'),
  operator_id: z.number().describe('0 for results declared before the chain existed'),
  prev_hash: z.string(),
  hash: z.string(),
  evidence: z
    .array(z.object({ url: z.string(), fetched_at: z.number().describe('epoch milliseconds'), sha256: z.string() }))
    .optional()
    .describe(
      'A declaration made from result feeds (ADR 032): each agreeing source, hashed into the entry as a 13th element [[url, fetched_at, sha256], …]; absent on every other entry',
    ),
});

export const resultsLogAnswer = envelope({
  entries: z.array(resultsLogEntry),
  /** The `before` of the next (older) page; null on the last page. */
  next_before: z.number().nullable(),
  /** The chain's last entry number and hash as the server holds them. */
  head: z.object({ seq: z.number(), hash: z.string() }),
});
