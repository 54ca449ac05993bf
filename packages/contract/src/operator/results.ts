import { CHART_IMPORT_MAX_CHARS, CHART_IMPORT_TEXT, isIsoDate } from '@pana/domain';
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { CONSOLE_TEXT, drawSession, familyField } from './common.ts';

/** Results: declare (with settlement), preview, revert, exposure, the declared list. */

export const RESULT_BODY_TEXT = {
  dateInvalid: 'Please enter the draw date (YYYY-MM-DD)',
  chooseMarket: 'Please choose the market',
  panaNotText: 'Pana must be text, e.g. "128"',
  panaTooLong: 'Pana must be three digits',
  jodiNotText: 'Jodi must be text, e.g. "47"',
  jodiTooLong: 'Jodi must be two digits',
  reasonNotText: 'Reason must be text',
  reasonTooLong: 'Reason must be at most 200 characters',
} as const;

const date = z
  .string({ error: RESULT_BODY_TEXT.dateInvalid })
  .refine(isIsoDate, { error: RESULT_BODY_TEXT.dateInvalid });
const marketId = z
  .number({ error: RESULT_BODY_TEXT.chooseMarket })
  .int({ error: RESULT_BODY_TEXT.chooseMarket })
  .positive({ error: RESULT_BODY_TEXT.chooseMarket });

/** One draw: a market on a date, and the session of a main market. */
const drawFields = {
  kind: familyField,
  marketId,
  date,
  session: drawSession.optional().describe('main markets: open or close'),
};

/** `POST /admin/api/results` and `/results/preview`: the pana (main, Starline) or the jodi (Gali). */
export const declareResultBody = z.object(
  {
    ...drawFields,
    pana: z
      .string({ error: RESULT_BODY_TEXT.panaNotText })
      .max(10, { error: RESULT_BODY_TEXT.panaTooLong })
      .optional()
      .describe('main and Starline: one of the 220 panas'),
    jodi: z
      .string({ error: RESULT_BODY_TEXT.jodiNotText })
      .max(10, { error: RESULT_BODY_TEXT.jodiTooLong })
      .optional()
      .describe('Gali: 00-99'),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** What a declaration settles (or would settle, for a preview). */
export const settlementAnswer = envelope({
  settledBids: z.number(),
  winners: z.number().describe('winning bids'),
  winningPlayers: z.number(),
  payout: z.number(),
  result: z.string(),
});

/** `POST /admin/api/results/revert` (a main open reverts its close first). */
export const revertResultBody = z.object(
  {
    ...drawFields,
    reason: z
      .string({ error: RESULT_BODY_TEXT.reasonNotText })
      .trim()
      .max(200, { error: RESULT_BODY_TEXT.reasonTooLong })
      .default(''),
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const revertAnswer = envelope({
  reverted: z.array(
    z.object({
      session: drawSession,
      result: z.string(),
      reversedBids: z.number(),
      reversedPayout: z.number(),
      reopenedBids: z.number(),
    }),
  ),
  negativeBalances: z.array(
    z.object({ userId: z.number(), mobile: z.string(), name: z.string(), balance: z.number() }),
  ),
});

/** `GET /admin/api/exposure?kind&marketId&date&session`. */
export const exposureQuery = z.object({
  kind: familyField,
  marketId: z.coerce
    .number({ error: RESULT_BODY_TEXT.chooseMarket })
    .int({ error: RESULT_BODY_TEXT.chooseMarket })
    .positive({ error: RESULT_BODY_TEXT.chooseMarket }),
  date,
  session: drawSession.optional(),
});
export const exposureAnswer = envelope({
  kind: familyField,
  marketId: z.number(),
  date: z.string(),
  session: drawSession,
  openPana: z.string().nullable(),
  note: z.string().nullable(),
  totalBids: z.number(),
  totalPoints: z.number(),
  outcomes: z.array(
    z.object({
      result: z.string(),
      ank: z.number().nullable(),
      payout: z.number(),
      winningBids: z.number(),
      net: z.number().describe('points staked minus payout'),
    }),
  ),
});

/** `GET /admin/api/results?kind&date`: results declared on a date (today by default). */
export const declaredResultsQuery = z.object({ kind: familyField.optional(), date: date.optional() });
export const declaredResult = z.object({
  marketId: z.number(),
  market: z.string(),
  kind: familyField,
  date: z.string(),
  result: z.string(),
  openPana: z.string().nullable(),
  openAnk: z.number().nullable(),
  closePana: z.string().nullable(),
  closeAnk: z.number().nullable(),
  jodi: z.string().nullable(),
  openDeclaredAt: z.number().nullable(),
  closeDeclaredAt: z.number().nullable(),
  source: z
    .enum(['declared', 'imported'])
    .describe('imported: a past result imported from an earlier chart (ADR 031), which settled nothing'),
});
export const declaredResultsAnswer = envelope({ date: z.string(), results: z.array(declaredResult) });

/** `POST /admin/api/markets/:id/chart-import` (owner; ADR 031): a main market's past results from a CSV. */
export const CHART_IMPORT_BODY_TEXT = {
  csvNotText: "Please paste the chart's CSV text",
  dryRunRequired: 'dryRun must be true (check the file) or false (import it)',
  marketInvalid: 'The market must be a market number',
} as const;

export const chartImportParams = z.object({
  id: z
    .string({ error: CHART_IMPORT_BODY_TEXT.marketInvalid })
    .regex(/^[1-9]\d{0,11}$/, { error: CHART_IMPORT_BODY_TEXT.marketInvalid })
    .transform(Number),
});

export const chartImportBody = z.object(
  {
    csv: z
      .string({ error: CHART_IMPORT_BODY_TEXT.csvNotText })
      .max(CHART_IMPORT_MAX_CHARS, { error: CHART_IMPORT_TEXT.tooLarge })
      .describe('The chart: one line per draw, "date,open pana,close pana" (jodi optional), a header optional'),
    dryRun: z
      .boolean({ error: CHART_IMPORT_BODY_TEXT.dryRunRequired })
      .describe('true: report what the import would do, writing nothing; false: import'),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** A row the import adds (or would add). */
export const chartImportRow = z.object({
  line: z.number(),
  date: z.string(),
  openPana: z.string(),
  closePana: z.string(),
  jodi: z.string(),
  /** As the app writes it: "128-15-357". */
  result: z.string(),
});

export const chartImportAnswer = envelope({
  dryRun: z.boolean(),
  marketId: z.number(),
  market: z.string(),
  add: z.array(chartImportRow).describe('New draws: added by the import (dry run: would be)'),
  conflicts: z
    .array(
      z.object({
        line: z.number(),
        date: z.string(),
        result: z.string().describe("the file's result"),
        existing: z.string().nullable().describe('the result already there (null: none, but bids were placed)'),
        existingSource: z.enum(['declared', 'imported']).nullable(),
        reason: z.string(),
      }),
    )
    .describe('Rows the chart already answers differently: never overwritten'),
  invalid: z.array(z.object({ line: z.number(), reason: z.string() })).describe('Rows refused, with their line'),
  unchanged: z.number().describe('Rows already in the chart exactly as written (a second import adds nothing)'),
  added: z.number().describe('Results written (0 on a dry run)'),
});
