import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/**
 * The SQL of the owner's agent report (ADR 029): read off the players' thread (the reports' read pool),
 * one grouped query per figure, each by an index — agents by role, players by `users_agent`, their day
 * totals by the totals' primary key (player, day), statements by their unique (agent, week).
 */

export interface AgentRow {
  id: number;
  username: string;
  displayName: string;
  role: 'master_agent' | 'agent';
  parentId: number | null;
  suspended: boolean;
}

/** Every agent and master agent, whatever their status. */
export async function agentAccounts(db: Executor): Promise<AgentRow[]> {
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'username', 'display_name', 'role', 'parent_id', 'suspended_at'])
    .where('role', 'in', ['master_agent', 'agent'])
    .orderBy('username')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    displayName: r.display_name ?? '',
    role: r.role as AgentRow['role'],
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    suspended: r.suspended_at !== null,
  }));
}

/** Players attributed to each account now. */
export async function playersPerAgent(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['agent_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('agent_id', 'is not', null)
    .groupBy('agent_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.agent_id), Number(r.n)]));
}

export interface AgentPlay {
  activePlayers: number;
  stakes: number;
  wins: number;
}

/** Per account, its players' (as attributed now) stakes and wins over India days `fromDay`..`toDay`, and how many staked. */
export async function playPerAgent(db: Executor, fromDay: number, toDay: number): Promise<Map<number, AgentPlay>> {
  const { rows } = await sql<{ agent_id: number; active: number; stakes: number; wins: number }>`
    select u.agent_id, count(distinct case when t.staked > 0 then t.user_id end) as active,
           coalesce(sum(t.staked), 0) as stakes, coalesce(sum(t.won), 0) as wins
    from users u inner join player_day_totals t on t.user_id = u.id
    where u.agent_id is not null and t.day >= ${fromDay} and t.day <= ${toDay}
    group by u.agent_id`.execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.agent_id),
      { activePlayers: Number(r.active), stakes: Number(r.stakes), wins: Number(r.wins) },
    ]),
  );
}

/** Per account, the commission and override of its statements whose week starts between two dates. */
export async function commissionPerAgent(
  db: Executor,
  from: string,
  to: string,
): Promise<Map<number, { commission: number; override: number }>> {
  const rows = await db
    .selectFrom('agent_statements')
    .select([
      'admin_id',
      sql<number>`coalesce(sum(commission), 0)`.as('commission'),
      sql<number>`coalesce(sum(${sql.ref('override')}), 0)`.as('override'),
    ])
    .where('week_start', '>=', from)
    .where('week_start', '<=', to)
    .groupBy('admin_id')
    .execute();
  return new Map(
    rows.map((r) => [Number(r.admin_id), { commission: Number(r.commission), override: Number(r.override) }]),
  );
}

/** Every float's balance now. */
export async function floatBalances(db: Executor): Promise<Map<number, number>> {
  const rows = await db.selectFrom('agent_floats').select(['admin_id', 'balance']).execute();
  return new Map(rows.map((r) => [Number(r.admin_id), Number(r.balance)]));
}
