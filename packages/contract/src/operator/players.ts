import { FAMILIES, type Family, parseWholeNumber, phoneSchema } from '@pana/domain';
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { pageQuery } from './common.ts';
import { requiredNote } from './funds.ts';

/** Players: search, one player's ledger and bids, betting and blocking, wallet adjustments. */

export const PLAYER_BODY_TEXT = {
  queryTooLong: 'Search must be at most 100 characters',
  amountInvalid: 'Amount must be a whole number other than 0',
  noteRequired: 'Please enter a note',
  nothingToChange: 'Nothing to change: send betting_status or blocked',
  bettingStatusInvalid: 'betting_status must be 0 or 1',
  blockedInvalid: 'blocked must be true or false',
} as const;

/** A mobile number (the login screen's messages); a number sent as a JSON number is read as its digits. */
const mobileField = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), phoneSchema('login'));

/** A signed whole number from a number or a string ("-50", "+20", 75); null for anything else or 0. */
export function parseSignedAmount(value: unknown): number | null {
  let negative = false;
  let magnitude: unknown = value;
  if (typeof value === 'number' && value < 0) {
    negative = true;
    magnitude = -value;
  } else if (typeof value === 'string' && /^\s*[-+]/.test(value)) {
    negative = value.trim().startsWith('-');
    magnitude = value.trim().slice(1);
  }
  const n = parseWholeNumber(magnitude);
  if (n === null || n === 0) return null;
  return negative ? -n : n;
}

/** A player as the console lists them. */
export const consolePlayer = z.object({
  mobile: z.string(),
  name: z.string(),
  balance: z.number(),
  bettingStatus: z.number().describe('1 when the player may bid, deposit, withdraw and transfer'),
  blocked: z.boolean(),
  createdAt: z.number(),
});

/** `GET /admin/api/users?q&page`: mobile starts with q or name contains q; 50 a page, newest first. */
export const playersQuery = z.object({
  q: z.string({ error: PLAYER_BODY_TEXT.queryTooLong }).max(100, { error: PLAYER_BODY_TEXT.queryTooLong }).optional(),
  page: pageQuery,
});
export const playersAnswer = envelope({ items: z.array(consolePlayer), total: z.number(), page: z.number() });

/** One row of a player's wallet ledger. */
export const ledgerRow = z.object({
  id: z.number(),
  amount: z.number(),
  balanceAfter: z.number(),
  kind: z.string(),
  note: z.string(),
  createdAt: z.number(),
});

/** One of a player's bids. */
export const consoleBid = z.object({
  id: z.number(),
  family: z.enum(FAMILIES as [Family, ...Family[]]),
  marketId: z.number(),
  market: z.string(),
  drawDate: z.string(),
  type: z.string(),
  typeName: z.string(),
  /** The board the bid was entered through with its value ("Group Jodi · 17"), '' for none (ADR 016). */
  board: z.string(),
  session: z.enum(['open', 'close']),
  digits: z.string(),
  closedigits: z.string(),
  points: z.number(),
  status: z.enum(['pending', 'won', 'lost']),
  winAmount: z.number(),
  createdAt: z.number(),
});

/** `GET /admin/api/users/:mobile`: the last 100 ledger rows, the last 100 bids and all-time totals. */
export const playerDetailAnswer = envelope({
  user: consolePlayer,
  ledger: z.array(ledgerRow),
  bids: z.array(consoleBid),
  totals: z.object({ bids: z.number(), points: z.number(), wins: z.number(), winAmount: z.number() }),
  /** The agent or master agent the player belongs to (ADR 029); null for the house. */
  agent: z
    .object({ id: z.number(), username: z.string(), displayName: z.string().nullable(), role: z.enum(['master_agent', 'agent']) })
    .nullable()
    .optional(),
  /**
   * Responsible play (ADR 018), read-only in the console: the player's break (nobody ends it early),
   * when they confirmed being 18 or older (null: not yet), and the limits they set.
   */
  play: z
    .object({
      break: z.object({ kind: z.enum(['cool_off', 'self_exclusion']), period: z.string(), startedAt: z.number(), endsAt: z.number() }).nullable(),
      ageConfirmedAt: z.number().nullable(),
      limits: z.array(z.object({ key: z.string(), name: z.string(), amount: z.number().nullable(), pendingAmount: z.number().nullable(), pendingAt: z.number().nullable() })),
    })
    .optional(),
});

/** `PATCH /admin/api/users/:mobile`: betting on or off (0/1), blocked or not. */
export const updatePlayerBody = z.object(
  {
    betting_status: z
      .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
        error: PLAYER_BODY_TEXT.bettingStatusInvalid,
      })
      .transform((v) => (Number(v) === 1 ? (1 as const) : (0 as const)))
      .optional(),
    blocked: z.boolean({ error: PLAYER_BODY_TEXT.blockedInvalid }).optional(),
  },
  { error: PLAYER_BODY_TEXT.nothingToChange },
);
export const updatePlayerParams = z.object({ mobile: mobileField });
export const updatePlayerAnswer = envelope({
  user: z.object({
    mobile: z.string(),
    name: z.string(),
    betting_status: z.union([z.literal(0), z.literal(1)]),
    blocked: z.boolean(),
  }),
});

/** `POST /admin/api/wallet/adjust`: credit (amount > 0) or debit (amount < 0, never below zero), with the reason. */
export const walletAdjustBody = z.object(
  {
    mobile: mobileField,
    amount: z.union([z.number(), z.string()], { error: PLAYER_BODY_TEXT.amountInvalid }).transform((v, ctx) => {
      const n = parseSignedAmount(v);
      if (n === null) {
        ctx.issues.push({ code: 'custom', message: PLAYER_BODY_TEXT.amountInvalid, input: v });
        return z.NEVER;
      }
      return n;
    }),
    note: requiredNote,
  },
  { error: PLAYER_BODY_TEXT.noteRequired },
);
export const walletAdjustAnswer = envelope({ mobile: z.string(), amount: z.number(), balance: z.number() });
