import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { drawSession, familyField, isoDateQuery } from './common.ts';

/** The console's first screen: the day's activity, money waiting, draws closing and results to declare. */

const tally = z.object({ count: z.number(), points: z.number() });
const sum = z.object({ count: z.number(), amount: z.number() });

/** `GET /admin/api/dashboard?date` (India date, default today). */
export const dashboardQuery = z.object({ date: isoDateQuery });

export const dashboardAnswer = envelope({
  date: z.string(),
  activePlayers: z.number(),
  registrations: z.number(),
  bids: z.object({ main: tally, starline: tally, gali: tally }),
  payouts: z.number(),
  pendingDeposits: sum,
  pendingWithdrawals: sum,
  bankPayoutsWaiting: sum.optional().describe('approved withdrawals to bank accounts the bank has not answered (ADR 012)'),
  closingSoon: z.array(
    z.object({
      kind: familyField,
      marketId: z.number(),
      name: z.string(),
      session: drawSession,
      closesAt: z.string(),
      minutesLeft: z.number(),
    }),
  ),
  awaitingResults: z.array(
    z.object({ kind: familyField, marketId: z.number(), name: z.string(), date: z.string(), session: drawSession }),
  ),
});
