import { isIsoDate, weekdayOf } from '@pana/domain';
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { isoDateQuery, pageQuery } from './common.ts';

/**
 * Agents' weekly statements and the owner's agent report (ADR 029, "Commission"). A statement covers
 * one India week, Monday 00:00 to Sunday 24:00; `weekStart` is that Monday's date. All figures are
 * points (whole numbers); rates are basis points (1/100 of a percent).
 */

export const AGENT_STATEMENT_TEXT = {
  weekInvalid: 'Week must be the date of a Monday written YYYY-MM-DD',
  agentIdInvalid: 'Agent id must be a whole number',
  notFound: 'Statement not found',
  notYourAgent: 'This agent is not yours',
} as const;

/** `week` of the query string: a Monday's `YYYY-MM-DD`. */
export const weekStartQuery = z
  .string({ error: AGENT_STATEMENT_TEXT.weekInvalid })
  .refine((v) => isIsoDate(v) && v >= '2000-01-01' && v <= '2999-12-31' && weekdayOf(v) === 1, {
    error: AGENT_STATEMENT_TEXT.weekInvalid,
  })
  .optional();

/** `agentId` of the query string: an agent's or master agent's account id. */
export const agentIdQuery = z
  .string({ error: AGENT_STATEMENT_TEXT.agentIdInvalid })
  .regex(/^\d{1,15}$/, { error: AGENT_STATEMENT_TEXT.agentIdInvalid })
  .transform(Number)
  .optional();

/** `:id` of a statement's path. */
export const agentStatementParams = z.object({
  id: z
    .string({ error: AGENT_STATEMENT_TEXT.notFound })
    .regex(/^\d{1,15}$/, { error: AGENT_STATEMENT_TEXT.notFound })
    .transform(Number),
});

/** Whose statement it is. */
export const statementAgent = z.object({
  id: z.number(),
  username: z.string(),
  /** The name their players see ('' when unset). */
  displayName: z.string(),
  role: z.enum(['master_agent', 'agent']),
});

/** One closed weekly statement, every figure as stored when it closed. */
export const agentStatement = z.object({
  id: z.number(),
  agent: statementAgent,
  /** Monday, `YYYY-MM-DD` (India). */
  weekStart: z.string(),
  /** Sunday, the week's last day, `YYYY-MM-DD` (India). */
  weekEnd: z.string(),
  /** The agent's own players who staked that week. */
  players: z.number(),
  stakes: z.number(),
  wins: z.number(),
  /** stakes − wins (negative on a week the players won). */
  netLoss: z.number(),
  /** The previous week's deficit brought in (≤ 0; 0 with carry-over off). */
  carriedIn: z.number(),
  commissionBp: z.number(),
  /** floor(commissionBp × (netLoss + carriedIn) / 10 000) when that base is above 0, else 0. */
  commission: z.number(),
  /** A master agent's: the net loss of their agents' players that week (0 for an agent). */
  overrideNetLoss: z.number(),
  overrideBp: z.number(),
  /** floor(overrideBp × overrideNetLoss / 10 000) when above 0, else 0 (never carried). */
  override: z.number(),
  /** The deficit carried to the next week (≤ 0; 0 with carry-over off). */
  carriedOut: z.number(),
  /** commission + override: what was posted to the float. */
  total: z.number(),
  closedAt: z.number(),
});

/** `GET /admin/api/agents/statements?week&agentId&page` (staff, viewer): newest week first, 50 a page. */
export const agentStatementsQuery = z.object({ week: weekStartQuery, agentId: agentIdQuery, page: pageQuery });
export const agentStatementsAnswer = envelope({ items: z.array(agentStatement), total: z.number(), page: z.number() });

/** The week still running for the calling agent: the figures so far and what it would earn if it closed now. */
export const openWeek = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  players: z.number(),
  stakes: z.number(),
  wins: z.number(),
  netLoss: z.number(),
  carriedIn: z.number(),
  estimatedCommission: z.number(),
  overrideNetLoss: z.number(),
  estimatedOverride: z.number(),
});

/** An agent's view of a statement: `mine` is false on a master agent's agents' statements. */
export const agentOwnStatement = agentStatement.extend({ mine: z.boolean() });

/**
 * `GET /admin/api/agent/statements?week&agentId&page` (agent console): the caller's own statements and, for
 * a master agent, their agents' (each with whose it is; `agentId` narrows to one of them); newest first,
 * 50 a page; with the caller's open week so far.
 */
export const agentOwnStatementsQuery = agentStatementsQuery;
export const agentOwnStatementsAnswer = envelope({
  items: z.array(agentOwnStatement),
  total: z.number(),
  page: z.number(),
  openWeek,
});

/** `GET …/statements/:id/csv`: a CSV download (`text/csv`), the statement's figures then one line per player. */

/** `GET /admin/api/reports/agents?from&to&format` (viewer): per agent and master agent, `YYYY-MM-DD` India dates, at most 366 days. */
export const agentsReportQuery = z.object({
  from: isoDateQuery,
  to: isoDateQuery,
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
});

/** Player figures over the range. */
export const agentsReportFigures = z.object({
  /** Players attributed to the account now. */
  players: z.number(),
  /** Of them, those who staked in the range. */
  activePlayers: z.number(),
  stakes: z.number(),
  wins: z.number(),
  /** stakes − wins. */
  net: z.number(),
});

export const agentsReportRow = agentsReportFigures.extend({
  agent: statementAgent,
  /** An agent's master agent (null under the owner, and for a master agent). */
  master: z.object({ id: z.number(), username: z.string() }).nullable(),
  suspended: z.boolean(),
  /** Commission of the statements whose week starts in the range. */
  commission: z.number(),
  /** A master agent's override of the statements whose week starts in the range. */
  override: z.number(),
  /** The float's balance now. */
  float: z.number(),
  /** A master agent's line: their own players and their agents' players together (null for an agent). */
  subtotal: agentsReportFigures.nullable(),
});

export const agentsReportAnswer = envelope({
  from: z.string(),
  to: z.string(),
  /** Master agents each followed by their agents, then the agents under the owner directly. */
  rows: z.array(agentsReportRow),
});
