import {
  AGENT_STATEMENT_TEXT,
  agentOwnStatementsAnswer,
  agentOwnStatementsQuery,
  agentStatementParams,
  agentStatementsAnswer,
  agentStatementsQuery,
  failure,
} from '@pana/contract';
import { type FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { adminApi, requireAgent } from '../operators/guard.ts';
import { PAGE_SIZE } from '../operators/query-params.ts';
import { type CsvCell, toCsv } from '../reports/csv.ts';
import {
  type AgentAccount,
  agentsOfMaster,
  carryOverOn,
  figuresOf,
  findAgentAccount,
  findStatement,
  listStatements,
  statementLines,
  type StatementRow,
  weekDates,
  weekOf,
} from './statements.ts';

export interface StatementRoutesDeps {
  db: Db;
  clock: Clock;
}

const tags = ['operator'];
const refusals = { 400: failure, 401: failure, 403: failure, 404: failure };

/**
 * The statement's CSV: a header and one line of its figures, a blank line, then one line per player
 * who staked or won that week — the account's own players and, on a master agent's statement, their
 * agents' players (`agent` says whose) — as they were when the statement closed (kept with it), so the
 * lines add up to the figures that were paid even after the owner moves a player.
 */
export async function statementCsv(db: Db, s: StatementRow): Promise<string> {
  // The account's own players first, then (a master agent's) their agents', each by mobile.
  const kept = await statementLines(db, s.id);
  const lines = [...kept.filter((l) => l.agentId === s.agent.id), ...kept.filter((l) => l.agentId !== s.agent.id)];
  const figures = toCsv(
    [
      'agent',
      'role',
      'week_start',
      'week_end',
      'players',
      'stakes',
      'wins',
      'net_loss',
      'carried_in',
      'commission_bp',
      'commission',
      'override_net_loss',
      'override_bp',
      'override',
      'carried_out',
      'total',
      'closed_at',
    ],
    [
      [
        s.agent.username,
        s.agent.role,
        s.weekStart,
        s.weekEnd,
        s.players,
        s.stakes,
        s.wins,
        s.netLoss,
        s.carriedIn,
        s.commissionBp,
        s.commission,
        s.overrideNetLoss,
        s.overrideBp,
        s.override,
        s.carriedOut,
        s.total,
        new Date(s.closedAt).toISOString(),
      ],
    ],
  );
  const players = toCsv(
    ['mobile', 'name', 'agent', 'stakes', 'wins', 'net'],
    lines.map((p): CsvCell[] => [p.mobile, p.name, p.agent, p.stakes, p.wins, p.stakes - p.wins]),
  );
  return `${figures}\r\n${players}`;
}

function sendStatementCsv(reply: FastifyReply, s: StatementRow, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="statement-${s.agent.username}-${s.weekStart}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The accounts whose statements an agent reads: their own and, for a master agent, their agents'. */
async function scopeOf(db: Db, me: AgentAccount): Promise<AgentAccount[]> {
  return me.role === 'master_agent' ? [me, ...(await agentsOfMaster(db, me.id))] : [me];
}

/** The calling agent's account (an agent's session whose account is not an agent any more reads nothing). */
async function agentAccountOf(db: Db, adminId: number): Promise<AgentAccount> {
  const me = await findAgentAccount(db, adminId);
  if (!me) throw notFound(AGENT_STATEMENT_TEXT.notYourAgent);
  return me;
}

/**
 * Agents' weekly statements (ADR 029): the staff's list and CSV of every agent's, the agent console's
 * list (their own, a master agent's agents' too, and the week so far) and CSV. Reads only: the
 * statements are written by the closing job (statements.ts).
 */
export const agentStatementRoutes: FastifyPluginAsyncZod<StatementRoutesDeps> = async (app, deps) => {
  await app.register(adminApi, deps);

  app.get(
    '/admin/api/agents/statements',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary:
          "Agents' and master agents' closed weekly statements, newest week first, 50 a page; `week` (a Monday, YYYY-MM-DD) and `agentId` narrow the list",
        querystring: agentStatementsQuery,
        response: { 200: agentStatementsAnswer, ...refusals },
      },
    },
    async (req) => {
      const page = req.query.page ?? 1;
      const list = await listStatements(deps.db, {
        ...(req.query.agentId !== undefined ? { adminIds: [req.query.agentId] } : {}),
        weekStart: req.query.week,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return { status: true, msg: 'OK', ...list, page };
    },
  );

  app.get(
    '/admin/api/agents/statements/:id/csv',
    {
      config: { adminApi: 'viewer' },
      schema: {
        tags,
        summary: 'A statement as CSV: its figures, then one line per player (mobile, name, agent, stakes, wins, net)',
        params: agentStatementParams,
        response: refusals,
      },
    },
    async (req, reply) => {
      const s = await findStatement(deps.db, req.params.id);
      if (!s) throw notFound(AGENT_STATEMENT_TEXT.notFound);
      return sendStatementCsv(reply, s, await statementCsv(deps.db, s));
    },
  );

  app.get(
    '/admin/api/agent/statements',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary:
          "The agent's own weekly statements and, for a master agent, their agents' (`mine` false; `agentId` narrows to one), newest week first, 50 a page; with the week so far (`openWeek`: stakes, wins, net and the commission it would earn if it closed now)",
        querystring: agentOwnStatementsQuery,
        response: { 200: agentOwnStatementsAnswer, ...refusals },
      },
    },
    async (req) => {
      const me = await agentAccountOf(deps.db, requireAgent(req).id);
      const scope = await scopeOf(deps.db, me);
      const { agentId } = req.query;
      if (agentId !== undefined && !scope.some((a) => a.id === agentId))
        throw notFound(AGENT_STATEMENT_TEXT.notYourAgent);
      const page = req.query.page ?? 1;
      const list = await listStatements(deps.db, {
        adminIds: agentId !== undefined ? [agentId] : scope.map((a) => a.id),
        weekStart: req.query.week,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      const monday = weekOf(deps.clock.now());
      const f = await figuresOf(deps.db, me, monday, await carryOverOn(deps.db));
      return {
        status: true,
        msg: 'OK',
        items: list.items.map((s) => ({ ...s, mine: s.agent.id === me.id })),
        total: list.total,
        page,
        openWeek: {
          ...weekDates(monday),
          players: f.players,
          stakes: f.stakes,
          wins: f.wins,
          netLoss: f.netLoss,
          carriedIn: f.carriedIn,
          estimatedCommission: f.commission,
          overrideNetLoss: f.overrideNetLoss,
          estimatedOverride: f.override,
        },
      };
    },
  );

  app.get(
    '/admin/api/agent/statements/:id/csv',
    {
      config: { adminApi: 'agent' },
      schema: {
        tags,
        summary: "One of the agent's statements (a master agent's: their agents' too) as CSV; another's is not found",
        params: agentStatementParams,
        response: refusals,
      },
    },
    async (req, reply) => {
      const me = await agentAccountOf(deps.db, requireAgent(req).id);
      const s = await findStatement(deps.db, req.params.id);
      if (!s || !(await scopeOf(deps.db, me)).some((a) => a.id === s.agent.id))
        throw notFound(AGENT_STATEMENT_TEXT.notFound);
      return sendStatementCsv(reply, s, await statementCsv(deps.db, s));
    },
  );
};
