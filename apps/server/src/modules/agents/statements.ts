import { setImmediate as yieldNow } from 'node:timers/promises';
import { dayNumberDate, epochDay, indiaDayNumber, weekStartDay } from '@pana/domain';
import { sql } from 'kysely';
import { type Db, type Executor } from '../../db/database.ts';
import { getSetting } from '../content/settings.ts';
import { moveFloat } from '../wallet/float.ts';

/**
 * Agents' weekly statements (ADR 029, "Commission"): the closing job and the arithmetic, and the reads
 * of the statements and of a week's play that the statement routes and the open week use.
 *
 * A week is Monday 00:00 to Sunday 24:00 India time, named by its Monday's India date (`week_start`).
 * Its play comes from `player_day_totals` (per player and India day: points staked, won net of
 * reversals), summed over the seven days for the players attributed to the agent (`users.agent_id`)
 * when the week closes. For one agent and week:
 *
 * - net_loss   = stakes − wins
 * - carried_in = with `agent_carry_over` on, the previous statement's `carried_out` (≤ 0); else 0
 * - base       = net_loss + carried_in
 * - commission = base > 0 ? floor(commission_bp × base / 10 000) : 0
 * - carried_out = carry-over on ? min(0, base) : 0 (a deficit made good before commission is earned again)
 * - a master agent's override: on the net loss of the players of their agents (agents whose
 *   `parent_id` is the master) that week, floor(override_bp × override_net_loss / 10 000) when above
 *   0, else 0. The override carries nothing: a losing week of the agents' players is the agents' own
 *   deficit, carried (or not) on the agents' statements; the ADR's carry-over is the owner's deal with
 *   each account on its own players.
 *
 * Every figure is stored in `agent_statements`, and commission + override, when above 0, is posted to
 * the agent's float (a `commission` movement, wallet/float.ts) in the transaction that inserts the
 * statement.
 */

/**
 * How many completed weeks a first run closes at most per agent: an agent created before the job
 * first ran (or a database whose servers were all down for months) gets statements for the last 8
 * completed weeks only; older weeks stay without a statement and pay nothing. Commission on play that
 * old is for the owner to settle by hand, not for a job to post unannounced; 8 weeks covers any outage
 * a running installation would have, and bounds the work of one run.
 */
export const STATEMENT_BACKFILL_WEEKS = 8;

/** The owner's setting: '1' carries a losing week into the next (ADR 029), '0' (the default) lets each week stand alone. */
export const CARRY_OVER_SETTING = 'agent_carry_over';

const BP = 10_000;

/** The India day number of the Monday of the week `now` is in. */
export function weekOf(now: number): number {
  return weekStartDay(indiaDayNumber(now));
}

/** The Monday (India day number) of the last week that has ended at `now`. */
export function lastCompletedWeek(now: number): number {
  return weekOf(now) - 7;
}

/** A week's Monday and Sunday as India dates. */
export function weekDates(monday: number): { weekStart: string; weekEnd: string } {
  return { weekStart: dayNumberDate(monday), weekEnd: dayNumberDate(monday + 6) };
}

/** The week's Monday (India day number) of a `week_start` date. */
export function weekNumber(weekStart: string): number {
  return epochDay(weekStart);
}

/** What the players of an account (or of a master agent's agents) did in a span of India days. */
export interface Play {
  /** Players who staked in the span. */
  players: number;
  stakes: number;
  wins: number;
}

export interface StatementFigures {
  players: number;
  stakes: number;
  wins: number;
  netLoss: number;
  carriedIn: number;
  commissionBp: number;
  commission: number;
  overrideNetLoss: number;
  overrideBp: number;
  override: number;
  carriedOut: number;
}

/** The statement arithmetic (see the top of this file), on one week's play of an account. */
export function statementFigures(input: {
  own: Play;
  /** A master agent's agents' players' play that week (zero for an agent). */
  agents: Pick<Play, 'stakes' | 'wins'>;
  commissionBp: number;
  overrideBp: number;
  carryOver: boolean;
  /** The previous statement's `carried_out` (≤ 0), or 0 without one. */
  previousCarriedOut: number;
}): StatementFigures {
  const netLoss = input.own.stakes - input.own.wins;
  const carriedIn = input.carryOver ? Math.min(0, input.previousCarriedOut) : 0;
  const base = netLoss + carriedIn;
  const commission = base > 0 ? Math.floor((input.commissionBp * base) / BP) : 0;
  const overrideNetLoss = input.agents.stakes - input.agents.wins;
  const override = overrideNetLoss > 0 ? Math.floor((input.overrideBp * overrideNetLoss) / BP) : 0;
  return {
    players: input.own.players,
    stakes: input.own.stakes,
    wins: input.own.wins,
    netLoss,
    carriedIn,
    commissionBp: input.commissionBp,
    commission,
    overrideNetLoss,
    overrideBp: input.overrideBp,
    override,
    carriedOut: input.carryOver ? Math.min(0, base) : 0,
  };
}

/** An agent or master agent as the statements need them. */
export interface AgentAccount {
  id: number;
  username: string;
  displayName: string;
  role: 'master_agent' | 'agent';
  parentId: number | null;
  commissionBp: number;
  overrideBp: number;
  createdAt: number;
  suspended: boolean;
}

function agentSelect(db: Executor) {
  return db
    .selectFrom('admins')
    .select([
      'id',
      'username',
      'display_name',
      'role',
      'parent_id',
      'commission_bp',
      'override_bp',
      'created_at',
      'suspended_at',
      'active',
    ])
    .where('role', 'in', ['master_agent', 'agent']);
}

function toAgent(r: {
  id: number;
  username: string;
  display_name: string | null;
  role: string;
  parent_id: number | null;
  commission_bp: number;
  override_bp: number;
  created_at: number;
  suspended_at: number | null;
}): AgentAccount {
  return {
    id: Number(r.id),
    username: r.username,
    displayName: r.display_name ?? '',
    role: r.role as AgentAccount['role'],
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    commissionBp: Number(r.commission_bp),
    overrideBp: Number(r.override_bp),
    createdAt: Number(r.created_at),
    suspended: r.suspended_at !== null,
  };
}

/** Every agent and master agent, whatever their status (suspended and disabled ones too), by id. */
export async function listAgentAccounts(db: Executor): Promise<AgentAccount[]> {
  return (await agentSelect(db).orderBy('id').execute()).map(toAgent);
}

/** One agent or master agent, or null when `id` is no agent's account. */
export async function findAgentAccount(db: Executor, id: number): Promise<AgentAccount | null> {
  const row = await agentSelect(db).where('id', '=', id).executeTakeFirst();
  return row ? toAgent(row) : null;
}

/** The agents whose master agent is `masterId`. */
export async function agentsOfMaster(db: Executor, masterId: number): Promise<AgentAccount[]> {
  return (await agentSelect(db).where('parent_id', '=', masterId).orderBy('id').execute()).map(toAgent);
}

/** Whose players a play figure sums: an account's own, or the players of a master agent's agents. */
export type PlayersOf = { own: number } | { agentsOf: number };

function playersWhere(of: PlayersOf) {
  return 'own' in of
    ? sql<boolean>`u.agent_id = ${of.own}`
    : sql<boolean>`u.agent_id in (select a.id from admins a where a.parent_id = ${of.agentsOf})`;
}

/** The play of `of`'s players (as attributed now) over India days `fromDay`..`toDay`, both included. */
export async function playOf(db: Executor, of: PlayersOf, fromDay: number, toDay: number): Promise<Play> {
  const { rows } = await sql<{ players: number | null; stakes: number | null; wins: number | null }>`
    select count(distinct case when t.staked > 0 then t.user_id end) as players,
           coalesce(sum(t.staked), 0) as stakes, coalesce(sum(t.won), 0) as wins
    from users u inner join player_day_totals t on t.user_id = u.id
    where ${playersWhere(of)} and t.day >= ${fromDay} and t.day <= ${toDay}`.execute(db);
  const r = rows[0];
  return { players: Number(r?.players ?? 0), stakes: Number(r?.stakes ?? 0), wins: Number(r?.wins ?? 0) };
}

/** One player's line of a statement's CSV. */
export interface PlayerWeek {
  userId: number;
  mobile: string;
  name: string;
  /** The account the player belongs to (the statement's own, or one of a master agent's agents). */
  agentId: number;
  stakes: number;
  wins: number;
}

/** Per player of `of` (as attributed now) who staked or won in the span: their stakes and wins, by mobile. */
export async function playersPlay(db: Executor, of: PlayersOf, fromDay: number, toDay: number): Promise<PlayerWeek[]> {
  const { rows } = await sql<{ id: number; mobile: string; name: string; agent_id: number; stakes: number; wins: number }>`
    select u.id, u.mobile, u.name, u.agent_id, sum(t.staked) as stakes, sum(t.won) as wins
    from users u inner join player_day_totals t on t.user_id = u.id
    where ${playersWhere(of)} and t.day >= ${fromDay} and t.day <= ${toDay}
    group by u.id, u.mobile, u.name, u.agent_id
    having sum(t.staked) <> 0 or sum(t.won) <> 0
    order by u.mobile`.execute(db);
  return rows.map((r) => ({
    userId: Number(r.id),
    mobile: r.mobile,
    name: r.name,
    agentId: Number(r.agent_id),
    stakes: Number(r.stakes),
    wins: Number(r.wins),
  }));
}

/** The `carried_out` of the account's latest statement before the week `monday` (0 without one). */
async function previousCarriedOut(db: Executor, adminId: number, monday: number): Promise<number> {
  const row = await db
    .selectFrom('agent_statements')
    .select('carried_out')
    .where('admin_id', '=', adminId)
    .where('week_start', '<', dayNumberDate(monday))
    .orderBy('week_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.carried_out ?? 0);
}

/** True when the owner's `agent_carry_over` setting is on. */
export async function carryOverOn(db: Executor): Promise<boolean> {
  return (await getSetting(db, CARRY_OVER_SETTING)) === '1';
}

/** The figures of `agent`'s week `monday` as they stand now (the closing job's, and the open week's estimate). */
export async function figuresOf(
  db: Executor,
  agent: AgentAccount,
  monday: number,
  carryOver: boolean,
): Promise<StatementFigures> {
  const sunday = monday + 6;
  const own = await playOf(db, { own: agent.id }, monday, sunday);
  const agents =
    agent.role === 'master_agent'
      ? await playOf(db, { agentsOf: agent.id }, monday, sunday)
      : { players: 0, stakes: 0, wins: 0 };
  return statementFigures({
    own,
    agents,
    commissionBp: agent.commissionBp,
    overrideBp: agent.role === 'master_agent' ? agent.overrideBp : 0,
    carryOver,
    previousCarriedOut: carryOver ? await previousCarriedOut(db, agent.id, monday) : 0,
  });
}

/** What one run of the closing job did. */
export interface ClosingRun {
  /** Statements this run inserted. */
  closed: number;
  /** Of them, those that posted a commission, and the points posted. */
  paid: number;
  points: number;
  /** Accounts whose closing failed this run (logged by the caller; retried next run). */
  failed: Array<{ adminId: number; weekStart: string; error: string }>;
}

/**
 * Closes every week due (ADR 029): for each agent and master agent, whatever their status, every
 * completed week from the week after their latest statement (or from the week they were created, for
 * their first) up to the last completed week at `now`, never more than STATEMENT_BACKFILL_WEEKS back.
 *
 * One transaction per account and week, small (a few indexed reads, the insert, the movement), with a
 * yield between them, so a run never holds the writer or the event loop for long. Safe when several
 * processes run it at once, on both engines: the statement is inserted first with `on conflict do
 * nothing` on its unique (admin_id, week_start), and only the transaction that inserted it posts its
 * commission; a second process's insert waits for the first's commit (PostgreSQL) or the write lock
 * (SQLite) and then does nothing. A failure of one account is reported and left for the next run.
 */
export async function closeDueStatements(db: Db, now: number): Promise<ClosingRun> {
  const run: ClosingRun = { closed: 0, paid: 0, points: 0, failed: [] };
  const last = lastCompletedWeek(now);
  const agents = await listAgentAccounts(db);
  if (agents.length === 0) return run;
  const latest = new Map(
    (
      await db
        .selectFrom('agent_statements')
        .select(['admin_id', (eb) => eb.fn.max('week_start').as('week_start')])
        .groupBy('admin_id')
        .execute()
    ).map((r) => [Number(r.admin_id), r.week_start as string]),
  );
  const carryOver = await carryOverOn(db);
  for (const agent of agents) {
    const done = latest.get(agent.id);
    const first = Math.max(
      done === undefined ? weekOf(agent.createdAt) : weekNumber(done) + 7,
      last - 7 * (STATEMENT_BACKFILL_WEEKS - 1),
    );
    for (let monday = first; monday <= last; monday += 7) {
      try {
        const closed = await closeWeek(db, agent, monday, carryOver, now);
        if (closed) {
          run.closed++;
          if (closed.paid > 0) {
            run.paid++;
            run.points += closed.paid;
          }
        }
      } catch (err) {
        // Another process that closed this week first can make this one's transaction fail instead of
        // finding its row (a SQLite file written by a second process: the read snapshot is stale). The
        // statement stands then, closed once: nothing failed.
        if (await hasStatement(db, agent.id, monday)) continue;
        run.failed.push({
          adminId: agent.id,
          weekStart: dayNumberDate(monday),
          error: err instanceof Error ? err.message : String(err),
        });
        break; // the later weeks carry from this one: they wait for it
      }
      await yieldNow();
    }
  }
  return run;
}

async function hasStatement(db: Executor, adminId: number, monday: number): Promise<boolean> {
  const row = await db
    .selectFrom('agent_statements')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('week_start', '=', dayNumberDate(monday))
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes one account's week in one transaction; null when it had a statement already (this or another process). */
async function closeWeek(
  db: Db,
  agent: AgentAccount,
  monday: number,
  carryOver: boolean,
  now: number,
): Promise<{ statementId: number; paid: number } | null> {
  const weekStart = dayNumberDate(monday);
  return db.transaction().execute(async (trx) => {
    if (await hasStatement(trx, agent.id, monday)) return null;
    const f = await figuresOf(trx, agent, monday, carryOver);
    const inserted = await trx
      .insertInto('agent_statements')
      .values({
        admin_id: agent.id,
        week_start: weekStart,
        players: f.players,
        stakes: f.stakes,
        wins: f.wins,
        net_loss: f.netLoss,
        carried_in: f.carriedIn,
        commission_bp: f.commissionBp,
        commission: f.commission,
        override_net_loss: f.overrideNetLoss,
        override_bp: f.overrideBp,
        override: f.override,
        carried_out: f.carriedOut,
        closed_at: now,
      })
      .onConflict((oc) => oc.columns(['admin_id', 'week_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another process inserted it first: that one posts the commission.
    if (!inserted) return null;
    const statementId = Number(inserted.id);
    // The players as they are now, kept with the statement: its CSV adds up to what was paid for good.
    const lines = await playersPlay(trx, { own: agent.id }, monday, monday + 6);
    if (agent.role === 'master_agent') lines.push(...(await playersPlay(trx, { agentsOf: agent.id }, monday, monday + 6)));
    for (let i = 0; i < lines.length; i += 500) {
      await trx
        .insertInto('agent_statement_lines')
        .values(
          lines.slice(i, i + 500).map((l) => ({ statement_id: statementId, user_id: l.userId, agent_id: l.agentId, stakes: l.stakes, wins: l.wins })),
        )
        .execute();
    }
    const paid = f.commission + f.override;
    if (paid > 0) {
      const posted = await moveFloat(trx, {
        kind: 'commission',
        adminId: agent.id,
        amount: paid,
        note: `Commission, week of ${weekStart}`,
        byAdminId: null,
        statementId,
        floor: 0,
        now,
      });
      // A credit is never refused; a refusal here would be a broken float, and the statement must not stand without its commission.
      if (typeof posted === 'string') throw new Error(`Commission of statement ${statementId} refused: ${posted}`);
    }
    return { statementId, paid };
  });
}

/** A stored statement with whose it is. */
export interface StatementRow extends StatementFigures {
  id: number;
  agent: Pick<AgentAccount, 'id' | 'username' | 'displayName' | 'role'>;
  weekStart: string;
  weekEnd: string;
  total: number;
  closedAt: number;
}

function statementSelect(db: Executor) {
  return db
    .selectFrom('agent_statements as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select([
      's.id',
      's.admin_id',
      's.week_start',
      's.players',
      's.stakes',
      's.wins',
      's.net_loss',
      's.carried_in',
      's.commission_bp',
      's.commission',
      's.override_net_loss',
      's.override_bp',
      's.override',
      's.carried_out',
      's.closed_at',
      'a.username',
      'a.display_name',
      'a.role',
    ]);
}

type StatementSelected = Awaited<ReturnType<ReturnType<typeof statementSelect>['executeTakeFirstOrThrow']>>;

function toStatement(r: StatementSelected): StatementRow {
  const commission = Number(r.commission);
  const override = Number(r.override);
  return {
    id: Number(r.id),
    agent: {
      id: Number(r.admin_id),
      username: r.username,
      displayName: r.display_name ?? '',
      role: r.role as AgentAccount['role'],
    },
    ...weekDates(weekNumber(r.week_start)),
    players: Number(r.players),
    stakes: Number(r.stakes),
    wins: Number(r.wins),
    netLoss: Number(r.net_loss),
    carriedIn: Number(r.carried_in),
    commissionBp: Number(r.commission_bp),
    commission,
    overrideNetLoss: Number(r.override_net_loss),
    overrideBp: Number(r.override_bp),
    override,
    carriedOut: Number(r.carried_out),
    total: commission + override,
    closedAt: Number(r.closed_at),
  };
}

/**
 * Statements of some accounts (all agents' when `adminIds` is absent), optionally of one week: newest
 * week first, then by account; a page of `limit` and the total.
 */
export async function listStatements(
  db: Executor,
  opts: { adminIds?: readonly number[]; weekStart?: string | undefined; limit: number; offset: number },
): Promise<{ items: StatementRow[]; total: number }> {
  if (opts.adminIds?.length === 0) return { items: [], total: 0 };
  let count = db.selectFrom('agent_statements').select((eb) => eb.fn.countAll<number>().as('n'));
  let page = statementSelect(db);
  if (opts.adminIds) {
    count = count.where('admin_id', 'in', opts.adminIds);
    page = page.where('s.admin_id', 'in', opts.adminIds);
  }
  if (opts.weekStart) {
    count = count.where('week_start', '=', opts.weekStart);
    page = page.where('s.week_start', '=', opts.weekStart);
  }
  const [total, rows] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    page.orderBy('s.week_start', 'desc').orderBy('s.admin_id').limit(opts.limit).offset(opts.offset).execute(),
  ]);
  return { items: rows.map(toStatement), total: Number(total.n) };
}

/** One statement, or null. */
export async function findStatement(db: Executor, id: number): Promise<StatementRow | null> {
  const row = await statementSelect(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toStatement(row) : null;
}

/** A closed statement's players as kept when it closed (ADR 029), with whose they were then, by mobile. */
export async function statementLines(db: Executor, statementId: number): Promise<Array<PlayerWeek & { agent: string }>> {
  const rows = await db
    .selectFrom('agent_statement_lines as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('admins as a', 'a.id', 'l.agent_id')
    .select(['l.user_id', 'u.mobile', 'u.name', 'l.agent_id', 'a.username', 'l.stakes', 'l.wins'])
    .where('l.statement_id', '=', statementId)
    .orderBy('u.mobile')
    .execute();
  return rows.map((r) => ({
    userId: Number(r.user_id),
    mobile: r.mobile,
    name: r.name,
    agentId: Number(r.agent_id),
    agent: r.username ?? '',
    stakes: Number(r.stakes),
    wins: Number(r.wins),
  }));
}
