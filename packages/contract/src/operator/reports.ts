import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { familyField, isoDateQuery } from './common.ts';

/** Reports: bids per draw and market, deposits and withdrawals per day; JSON or CSV (`format=csv`). */

const format = z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional();
const range = { from: isoDateQuery, to: isoDateQuery, format };

/** `GET /admin/api/reports/bids?from&to&kind&format` (YYYY-MM-DD, at most 366 days; default today). */
export const bidsReportQuery = z.object({ ...range, kind: familyField.optional() });
export const bidsReportRow = z.object({
  date: z.string(),
  kind: familyField,
  marketId: z.number(),
  market: z.string(),
  bids: z.number(),
  points: z.number(),
  winners: z.number(),
  payout: z.number(),
  net: z.number(),
});
export const bidsReportAnswer = envelope({ from: z.string(), to: z.string(), rows: z.array(bidsReportRow) });

/** `GET /admin/api/reports/funds?from&to&format`: approved deposits and withdrawals per day. */
export const fundsReportQuery = z.object(range);
export const fundsReportRow = z.object({
  date: z.string(),
  deposits: z.number(),
  depositAmount: z.number(),
  withdrawals: z.number(),
  withdrawalAmount: z.number(),
});
export const fundsReportAnswer = envelope({ from: z.string(), to: z.string(), rows: z.array(fundsReportRow) });
