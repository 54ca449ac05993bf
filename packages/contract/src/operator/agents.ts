import { FAMILIES, type Family, parseWholeNumber, PHONE_PATTERN } from '@pana/domain';
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ACCOUNT_TEXT, AGENT_ROLES } from './accounts.ts';
import { CONSOLE_TEXT, drawSession, isConsoleDate, isoDateQuery, pageQuery } from './common.ts';
import { FUNDS_BODY_TEXT, requestStatus } from './funds.ts';
import { consoleBid, ledgerRow } from './players.ts';
import { exposureAnswer } from './results.ts';

/**
 * Agents (ADR 029): the owner's calls on master agents and agents (`/admin/api/agents…`, the player
 * move `/admin/api/players/:mobile/agent`) and the agent's own console (`/admin/api/agent/…`, every
 * answer scoped on the server to the caller). Rates are basis points (1/100 of a percent, 0–10 000);
 * points are whole numbers. Statements are in agent-statements.ts.
 */

/** The largest number of points one float or player movement may move. */
export const MAX_AGENT_MOVE = 10_000_000;
/** The largest credit limit an agent may be given. */
export const MAX_CREDIT_LIMIT = 10_000_000;
/** The largest rate: 100%. */
export const MAX_RATE_BP = 10_000;

/** The refusal messages of the bodies and queries below (the server says the same). */
export const AGENTS_TEXT = {
  roleInvalid: 'Role must be master_agent or agent',
  parentInvalid: 'Master agent must be the id of a master agent',
  commissionInvalid: 'Commission must be a whole number of basis points from 0 to 10000',
  overrideInvalid: 'Override must be a whole number of basis points from 0 to 10000',
  creditLimitInvalid: 'Credit limit must be a whole number of points from 0 to 10000000',
  suspendedInvalid: 'Suspended must be true or false',
  activeInvalid: ACCOUNT_TEXT.activeInvalid,
  displayNameRequired: 'Please enter the name players see',
  displayNameTooLong: 'Name must be at most 60 characters',
  contactMobileInvalid: 'Mobile must be a 10-digit Indian mobile number',
  whatsappInvalid: 'WhatsApp must be a 10-digit Indian mobile number',
  upiIdInvalid: 'UPI id must look like name@bank',
  amountInvalid: 'Amount must be a whole number of points from 1 to 10000000',
  ownerDirectionInvalid: 'Direction must be top_up or take_back',
  agentDirectionInvalid: 'Direction must be give or take',
  noteRequired: FUNDS_BODY_TEXT.noteRequired,
  noteTooLong: FUNDS_BODY_TEXT.noteTooLong,
  agentIdInvalid: 'Agent must be an agent id, or null for the house',
  agentNotFound: 'Agent not found',
  playerNotFound: 'Player not found',
  queryTooLong: 'Search must be at most 100 characters',
  chooseMarket: 'Please choose the market',
  dateInvalid: CONSOLE_TEXT.invalidDate,
  requestIdInvalid: 'Request must be the id of the cash-out request',
} as const;

/** A whole number within [min, max] from a number or a string of digits (as the console's other amounts). */
function wholeField(min: number, max: number, message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = parseWholeNumber(v);
    if (n === null || n < min || n > max) {
      ctx.issues.push({ code: 'custom', message, input: v });
      return z.NEVER;
    }
    return n;
  });
}

/** Points moved by one call: 1 to 10,000,000. */
export const agentAmountField = wholeField(1, MAX_AGENT_MOVE, AGENTS_TEXT.amountInvalid);
const commissionField = wholeField(0, MAX_RATE_BP, AGENTS_TEXT.commissionInvalid);
const overrideField = wholeField(0, MAX_RATE_BP, AGENTS_TEXT.overrideInvalid);
const creditLimitField = wholeField(0, MAX_CREDIT_LIMIT, AGENTS_TEXT.creditLimitInvalid);

/** The note of a movement the owner or a master agent makes: required, 1–255 characters. */
const requiredMoveNote = z
  .string({ error: AGENTS_TEXT.noteRequired })
  .trim()
  .min(1, { error: AGENTS_TEXT.noteRequired })
  .max(255, { error: AGENTS_TEXT.noteTooLong });
/** The note of an agent's move with a player: optional, at most 255 characters. */
const optionalMoveNote = z
  .string({ error: AGENTS_TEXT.noteTooLong })
  .trim()
  .max(255, { error: AGENTS_TEXT.noteTooLong })
  .optional();

/** The name the agent's players see in Contact Admin and Add Funds: 1–60 characters. */
const displayNameField = z
  .string({ error: AGENTS_TEXT.displayNameRequired })
  .trim()
  .min(1, { error: AGENTS_TEXT.displayNameRequired })
  .max(60, { error: AGENTS_TEXT.displayNameTooLong });

/** A 10-digit Indian mobile number; '' or null clears it; a JSON number is read as its digits. */
function optionalMobile(message: string) {
  return z.preprocess(
    (v) => (v === '' ? null : typeof v === 'number' ? String(v) : v),
    z.string({ error: message }).trim().regex(PHONE_PATTERN, { error: message }).nullable().optional(),
  );
}

/** A UPI id (VPA) `name@bank`, stored lower-case; '' or null clears it. */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,99}@[a-z][a-z0-9.-]{1,49}$/;
const upiIdField = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: AGENTS_TEXT.upiIdInvalid })
    .max(100, { error: AGENTS_TEXT.upiIdInvalid })
    .regex(UPI_ID_PATTERN, { error: AGENTS_TEXT.upiIdInvalid })
    .nullable()
    .optional(),
);

/** What the agent's players see: set by the owner when creating the agent, then by the agent. */
const contactFields = {
  contactMobile: optionalMobile(AGENTS_TEXT.contactMobileInvalid).describe('call: 10 digits; "" or null clears it'),
  whatsapp: optionalMobile(AGENTS_TEXT.whatsappInvalid).describe('WhatsApp: 10 digits; "" or null clears it'),
  upiId: upiIdField.describe('the UPI id (name@bank) Add Funds shows the agent\'s players; "" or null clears it'),
};

export const agentRole = z.enum(AGENT_ROLES, { error: AGENTS_TEXT.roleInvalid });

/** A master agent or agent as the owner (and a master agent, for their agents) sees them. */
export const consoleAgent = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(AGENT_ROLES),
  /** An agent's master agent (null: under the owner directly; always null for a master agent). */
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  inviteCode: z.string(),
  /** The registration link of the code, relative to the player app: `/r?code=XXXXXX`. */
  link: z.string(),
  commissionBp: z.number(),
  /** A master agent's override on their agents' players (0 for an agent). */
  overrideBp: z.number(),
  creditLimit: z.number(),
  /** The float's balance (below zero down to −creditLimit). */
  float: z.number(),
  /** Players attributed to this account (users.agent_id). */
  players: z.number(),
  suspended: z.boolean(),
  suspendedAt: z.number().nullable(),
  /** false: the account cannot sign in. */
  active: z.boolean(),
  displayName: z.string(),
  contactMobile: z.string().nullable(),
  whatsapp: z.string().nullable(),
  upiId: z.string().nullable(),
  createdAt: z.number(),
});

/** `GET /admin/api/agents` (viewer): every master agent and agent; `GET /admin/api/agent/agents`: a master agent's own agents. */
export const agentsAnswer = envelope({ items: z.array(consoleAgent) });

/** The `:id` of an agent's path (anything but an id reads as no agent: 404 `Agent not found`). */
export const agentPathParams = z.object({
  id: z.string().transform((v) => (/^\d{1,15}$/.test(v) ? Number(v) : 0)),
});

/** `POST /admin/api/agents` (owner): the console account, its invite code and float. */
export const createAgentBody = z.object(
  {
    username: z.string({ error: ACCOUNT_TEXT.usernameInvalid }).max(100, { error: ACCOUNT_TEXT.usernameInvalid }),
    password: z.string({ error: ACCOUNT_TEXT.passwordTooShort }).max(1000, { error: ACCOUNT_TEXT.passwordTooLong }),
    role: agentRole,
    parentId: z
      .number({ error: AGENTS_TEXT.parentInvalid })
      .int({ error: AGENTS_TEXT.parentInvalid })
      .positive({ error: AGENTS_TEXT.parentInvalid })
      .nullable()
      .optional()
      .describe("an agent's master agent; absent or null: under the owner directly (never for a master agent)"),
    commissionBp: commissionField,
    overrideBp: overrideField.optional().describe('a master agent only; 0 when absent'),
    creditLimit: creditLimitField.optional().describe('0 when absent'),
    displayName: displayNameField,
    ...contactFields,
  },
  { error: CONSOLE_TEXT.invalidBody },
);
export const agentAnswer = envelope({ item: consoleAgent });

/** `PATCH /admin/api/agents/:id` (owner): any of these; audited with before and after. */
export const updateAgentBody = z.object(
  {
    commissionBp: commissionField.optional(),
    overrideBp: overrideField.optional(),
    creditLimit: creditLimitField.optional(),
    suspended: z.boolean({ error: AGENTS_TEXT.suspendedInvalid }).optional(),
    active: z.boolean({ error: AGENTS_TEXT.activeInvalid }).optional(),
    displayName: displayNameField.optional(),
    ...contactFields,
    password: z
      .string({ error: ACCOUNT_TEXT.passwordTooShort })
      .max(1000, { error: ACCOUNT_TEXT.passwordTooLong })
      .optional()
      .describe("a new password: the agent's open sessions end"),
  },
  { error: CONSOLE_TEXT.invalidBody },
);

/** The kinds of float movement (modules/wallet/float.ts). */
export const FLOAT_KINDS = [
  'top_up',
  'take_back',
  'to_agent',
  'from_agent',
  'to_player',
  'from_player',
  'commission',
] as const;
export const floatKind = z.enum(FLOAT_KINDS);

/** `POST /admin/api/agents/:id/float` (owner): points into the agent's float from the house, or back (never below 0). */
export const ownerFloatBody = z.object(
  {
    direction: z.enum(['top_up', 'take_back'], { error: AGENTS_TEXT.ownerDirectionInvalid }),
    amount: agentAmountField,
    note: requiredMoveNote,
  },
  { error: CONSOLE_TEXT.invalidBody },
);
/** The movement and the agent's float after it. */
export const ownerFloatAnswer = envelope({ movementId: z.number(), float: z.number() });

/** `POST /admin/api/agent/agents/:id/float` (master agent): give float to one of their agents, or take it back. */
export const subAgentFloatBody = z.object(
  {
    direction: z.enum(['give', 'take'], { error: AGENTS_TEXT.agentDirectionInvalid }),
    amount: agentAmountField,
    note: requiredMoveNote,
  },
  { error: CONSOLE_TEXT.invalidBody },
);
/** The movement, the master agent's float and the agent's float after it. */
export const subAgentFloatAnswer = envelope({ movementId: z.number(), float: z.number(), agentFloat: z.number() });

/** `?from&to&page` of a float ledger: India dates `YYYY-MM-DD` (none: all time), 50 rows a page. */
export const floatLedgerQuery = z.object({ from: isoDateQuery, to: isoDateQuery, page: pageQuery });

/** One row of a float's ledger. */
export const floatEntry = z.object({
  id: z.number(),
  /** + into the float, − out of it. */
  amount: z.number(),
  balanceAfter: z.number(),
  kind: floatKind,
  note: z.string(),
  createdAt: z.number(),
  /** `to_player` / `from_player`: the player. */
  player: z.object({ mobile: z.string(), name: z.string() }).nullable(),
  /** `to_agent` / `from_agent`: the account on the other side (the agent in a master's ledger, the master in an agent's). */
  counterparty: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** Who made the movement (null: the server, a statement's commission). */
  by: z.string().nullable(),
});

/** `GET /admin/api/agents/:id/float` (viewer) and `GET /admin/api/agent/float` (the caller's): newest first. */
export const floatLedgerAnswer = envelope({
  /** The float's balance now. */
  float: z.number(),
  creditLimit: z.number(),
  items: z.array(floatEntry),
  total: z.number(),
  page: z.number(),
});

/** `PATCH /admin/api/players/:mobile/agent` (owner): the player's agent, or null for the house. */
export const movePlayerBody = z.object(
  {
    agentId: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
      z
        .number({ error: AGENTS_TEXT.agentIdInvalid })
        .int({ error: AGENTS_TEXT.agentIdInvalid })
        .positive({ error: AGENTS_TEXT.agentIdInvalid })
        .nullable(),
    ),
  },
  { error: AGENTS_TEXT.agentIdInvalid },
);
export const movePlayerAnswer = envelope({
  mobile: z.string(),
  agentId: z.number().nullable(),
  /** The agent's username (null: the house). */
  agent: z.string().nullable(),
});

/** `GET /admin/api/agent/me` and the answer of `PATCH /admin/api/agent/me`. */
export const agentMeAnswer = envelope({
  id: z.number(),
  role: z.enum(AGENT_ROLES),
  username: z.string(),
  inviteCode: z.string(),
  link: z.string(),
  float: z.number(),
  creditLimit: z.number(),
  commissionBp: z.number(),
  overrideBp: z.number(),
  /** The master agent's username (null: under the owner). */
  parent: z.string().nullable(),
  suspended: z.boolean(),
  displayName: z.string(),
  contactMobile: z.string().nullable(),
  whatsapp: z.string().nullable(),
  upiId: z.string().nullable(),
});

/** `PATCH /admin/api/agent/me`: what the agent's players see; any of these, audited. */
export const agentProfileBody = z.object(
  { displayName: displayNameField.optional(), ...contactFields },
  { error: CONSOLE_TEXT.invalidBody },
);

/** `GET /admin/api/agent/players?q&page`: mobile starts with q or name contains q; 50 a page, newest first. */
export const agentPlayersQuery = z.object({
  q: z.string({ error: AGENTS_TEXT.queryTooLong }).max(100, { error: AGENTS_TEXT.queryTooLong }).optional(),
  page: pageQuery,
});

/** A player as their agent sees them. */
export const agentPlayer = z.object({
  mobile: z.string(),
  name: z.string(),
  balance: z.number(),
  /** The agent the player belongs to (a master agent sees their agents' players too). */
  agentId: z.number(),
  agent: z.string(),
  /** true when the player is the caller's own (only then may the caller credit or take back points). */
  direct: z.boolean(),
  bettingStatus: z.number().describe('1 when the player may bid, deposit, withdraw and transfer'),
  blocked: z.boolean(),
  registeredAt: z.number(),
  /** The player's last bid (null: none yet). */
  lastBidAt: z.number().nullable(),
});
export const agentPlayersAnswer = envelope({ items: z.array(agentPlayer), total: z.number(), page: z.number() });

/** The `:mobile` of a player's path (anything but a player's 10 digits: 404 `Player not found`). */
export const agentPlayerParams = z.object({ mobile: z.string() });

/** One of the player's deposit requests. */
export const agentPlayerDeposit = z.object({
  id: z.number(),
  amount: z.number(),
  method: z.string(),
  utr: z.string().nullable(),
  status: requestStatus,
  /** The agent whose UPI id it was paid to (null: the house's). */
  agentId: z.number().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  note: z.string(),
});

/** One of the player's withdrawal requests. */
export const agentPlayerWithdrawal = z.object({
  id: z.number(),
  amount: z.number(),
  methodCode: z.number().describe('2 Google Pay, 3 Paytm, 4 PhonePe, 5 bank account'),
  status: requestStatus,
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  note: z.string(),
});

/**
 * `GET /admin/api/agent/players/:mobile`: the player, their last 100 ledger rows, bids, deposit and
 * withdrawal requests, and all-time bid totals; 404 `Player not found` for a player who is not the caller's.
 */
export const agentPlayerDetailAnswer = envelope({
  user: agentPlayer,
  ledger: z.array(ledgerRow),
  bids: z.array(consoleBid),
  deposits: z.array(agentPlayerDeposit),
  withdrawals: z.array(agentPlayerWithdrawal),
  totals: z.object({ bids: z.number(), points: z.number(), wins: z.number(), winAmount: z.number() }),
  /** The player's pending request that the agent take points back (ADR 029); null when none. */
  cashoutRequest: z.object({ id: z.number(), amount: z.number(), createdAt: z.number() }).nullable(),
});

/** `POST /admin/api/agent/players/:mobile/credit` and `/take-back`: points to or from one of the caller's own players. */
export const agentPlayerMoveBody = z.object(
  { amount: agentAmountField, note: optionalMoveNote },
  { error: CONSOLE_TEXT.invalidBody },
);
/** The movement, the caller's float and the player's wallet after it. */
export const agentPlayerMoveAnswer = envelope({ movementId: z.number(), float: z.number(), balance: z.number() });

/**
 * `POST /admin/api/agent/players/:mobile/take-back`: only on the player's pending cash-out request, at most
 * its amount; `requestId`, when sent, must be that request (the one the agent saw).
 */
export const agentTakeBackBody = z.object(
  {
    amount: agentAmountField,
    note: optionalMoveNote,
    requestId: z
      .number({ error: AGENTS_TEXT.requestIdInvalid })
      .int({ error: AGENTS_TEXT.requestIdInvalid })
      .positive({ error: AGENTS_TEXT.requestIdInvalid })
      .optional(),
  },
  { error: CONSOLE_TEXT.invalidBody },
);
/** The take-back as a credit's answer, with the cash-out request it consumed. */
export const agentTakeBackAnswer = envelope({
  movementId: z.number(),
  float: z.number(),
  balance: z.number(),
  requestId: z.number(),
});

/** `GET /admin/api/agent/exposure?marketId&date&session`: the market's family is the market's own; date: today (India) when absent. */
export const agentExposureQuery = z.object({
  kind: z.enum(FAMILIES as [Family, ...Family[]], { error: CONSOLE_TEXT.kindInvalid }).optional(),
  marketId: z.coerce
    .number({ error: AGENTS_TEXT.chooseMarket })
    .int({ error: AGENTS_TEXT.chooseMarket })
    .positive({ error: AGENTS_TEXT.chooseMarket }),
  date: z
    .string({ error: AGENTS_TEXT.dateInvalid })
    .refine(isConsoleDate, { error: AGENTS_TEXT.dateInvalid })
    .optional(),
  session: drawSession.optional(),
});
/** As the staff's exposure, over the caller's players' pending bids only (a master agent's: and their agents'). */
export const agentExposureAnswer = exposureAnswer;
