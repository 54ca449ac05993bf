import { epochDay } from '@pana/domain';
import { dateRange } from '../operators/query-params.ts';
import * as repo from './agents-repository.ts';
import { type CsvCell, toCsv } from './csv.ts';
import { type ReportsDeps } from './service.ts';

/** Player figures of an account (or a master agent with their agents) over the report's range. */
export interface AgentFigures {
  players: number;
  activePlayers: number;
  stakes: number;
  wins: number;
  net: number;
}

export interface AgentsReportRow extends AgentFigures {
  agent: { id: number; username: string; displayName: string; role: 'master_agent' | 'agent' };
  master: { id: number; username: string } | null;
  suspended: boolean;
  commission: number;
  override: number;
  float: number;
  subtotal: AgentFigures | null;
}

function add(a: AgentFigures, b: AgentFigures): AgentFigures {
  return {
    players: a.players + b.players,
    activePlayers: a.activePlayers + b.activePlayers,
    stakes: a.stakes + b.stakes,
    wins: a.wins + b.wins,
    net: a.net + b.net,
  };
}

/**
 * `GET /admin/api/reports/agents` (ADR 029): per agent and master agent, between two India dates — their
 * players now, those who staked in the range, stakes, wins and net (stakes − wins, the house's side)
 * from the players' day totals, the commission and override of their statements whose week starts in
 * the range, and their float now. A master agent's line adds a subtotal of their own players and their
 * agents' players. Master agents come first (by username), each followed by their agents, then the
 * agents under the owner directly. Players count for the account they belong to now.
 */
export async function agentsReport(
  deps: ReportsDeps,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ from: string; to: string; rows: AgentsReportRow[] }> {
  const { from, to } = dateRange(query.from, query.to, deps.clock.now());
  const [accounts, players, play, commissions, floats] = await Promise.all([
    repo.agentAccounts(deps.db),
    repo.playersPerAgent(deps.db),
    repo.playPerAgent(deps.db, epochDay(from), epochDay(to)),
    repo.commissionPerAgent(deps.db, from, to),
    repo.floatBalances(deps.db),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const masterOf = (a: repo.AgentRow) => {
    const parent = a.parentId === null ? undefined : byId.get(a.parentId);
    return parent?.role === 'master_agent' ? parent : null;
  };
  const figuresOf = (id: number): AgentFigures => {
    const p = play.get(id);
    const stakes = p?.stakes ?? 0;
    const wins = p?.wins ?? 0;
    return { players: players.get(id) ?? 0, activePlayers: p?.activePlayers ?? 0, stakes, wins, net: stakes - wins };
  };
  const rowOf = (a: repo.AgentRow, subtotal: AgentFigures | null): AgentsReportRow => {
    const master = masterOf(a);
    const c = commissions.get(a.id);
    return {
      agent: { id: a.id, username: a.username, displayName: a.displayName, role: a.role },
      master: master ? { id: master.id, username: master.username } : null,
      suspended: a.suspended,
      ...figuresOf(a.id),
      commission: c?.commission ?? 0,
      override: c?.override ?? 0,
      float: floats.get(a.id) ?? 0,
      subtotal,
    };
  };
  const rows: AgentsReportRow[] = [];
  for (const m of accounts.filter((a) => a.role === 'master_agent')) {
    const agents = accounts.filter((a) => a.role === 'agent' && masterOf(a)?.id === m.id);
    const subtotal = agents.reduce((sum, a) => add(sum, figuresOf(a.id)), figuresOf(m.id));
    rows.push(rowOf(m, subtotal), ...agents.map((a) => rowOf(a, null)));
  }
  for (const a of accounts.filter((x) => x.role === 'agent' && masterOf(x) === null)) rows.push(rowOf(a, null));
  return { from, to, rows };
}

export function agentsCsv(rows: AgentsReportRow[]): string {
  return toCsv(
    [
      'agent',
      'name',
      'role',
      'master',
      'suspended',
      'players',
      'active_players',
      'stakes',
      'wins',
      'net',
      'commission',
      'override',
      'float',
      'subtotal_players',
      'subtotal_active_players',
      'subtotal_stakes',
      'subtotal_wins',
      'subtotal_net',
    ],
    rows.map((r): CsvCell[] => [
      r.agent.username,
      r.agent.displayName,
      r.agent.role,
      r.master?.username ?? '',
      r.suspended ? 'yes' : 'no',
      r.players,
      r.activePlayers,
      r.stakes,
      r.wins,
      r.net,
      r.commission,
      r.override,
      r.float,
      r.subtotal?.players ?? null,
      r.subtotal?.activePlayers ?? null,
      r.subtotal?.stakes ?? null,
      r.subtotal?.wins ?? null,
      r.subtotal?.net ?? null,
    ]),
  );
}
