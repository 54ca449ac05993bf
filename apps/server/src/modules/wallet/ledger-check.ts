import { type RawBuilder, sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { refreshStatistics } from '../../db/engine.ts';
import { checkChain } from '../result-chain/chain.ts';
import { FLOAT_ROWS_OF, ISSUED_BY } from './float.ts';
import { kindsOf, type LedgerRefType, REFERENCE_OF, REFERENCED_TABLES } from './ledger.ts';

export interface LedgerProblem {
  check: string;
  detail: string;
}

/** At most this many breaks are listed per check (a count of the rest follows), so a broken database cannot flood the report. */
export const MAX_LISTED = 100;

/** Every table the check reads. */
const CHECKED_TABLES = [
  ...new Set([
    'wallets',
    'wallet_ledger',
    'bid_submissions',
    'bids',
    'fund_requests',
    'payment_notifications',
    'withdraw_requests',
    'transfers',
    'wallet_adjustments',
    'pending_bid_groups',
    'draw_totals',
    'draw_players',
    'player_day_totals',
    'agent_floats',
    'float_ledger',
    'float_movements',
    'agent_statements',
    ...Object.values(REFERENCED_TABLES).map((r) => r.table),
  ]),
];

/** The owner of the business row `b` for the ledger row `l`: `b.user_id`, or per kind (see `REFERENCED_TABLES`). */
function ownerOf(owners: Readonly<Record<string, string>> | undefined): RawBuilder<number | null> {
  if (!owners) return sql<number | null>`b.user_id`;
  const cases = Object.entries(owners).map(([kind, column]) => sql`when ${kind} then ${sql.ref(`b.${column}`)}`);
  return sql<number | null>`(case l.kind ${sql.join(cases, sql` `)} end)`;
}

/**
 * Verifies the ledger invariants (docs/ARCHITECTURE.md#data, ADR 005) on the whole database and returns every
 * break (empty when all hold), each check one set-based query:
 * - each wallet's balance equals the sum of its ledger rows, and every ledger row has a wallet;
 * - each row's balance_after equals the player's running sum up to it (by id);
 * - every row carries a reference whose type its kind fixes (REFERENCE_OF in ledger.ts), and it
 *   points at an existing business row of the same player (joined on the typed, indexed `ref_id`,
 *   so each check is a hash or merge join on both engines);
 * - every bid submission's lines add up to its total and line count, and it has exactly one 'bid'
 *   debit of −total by its player;
 * - every won bid has exactly one net credit equal to its win_amount ('win' credits minus
 *   'win_reversal' debits); a lost or pending bid has none beyond the ones reversed;
 * - every approved deposit has exactly one 'deposit' credit of its amount, a pending or rejected one none;
 *   it says how it was credited, and a payment notification that credited or was linked names an
 *   approved request of its whole rupees (an automatic credit has its notification, ADR 011); one paid
 *   to an agent (ADR 029) is decided only by that agent and, approved, has no 'deposit' row but names
 *   the `to_player` float movement of its amount, player and agent that credited it;
 * - every withdrawal has exactly one 'withdrawal_hold' of −amount and, only when rejected, exactly
 *   one 'withdrawal_release' of +amount, and only when the bank failed its approved payout, exactly one
 *   'withdrawal_return' of +amount; only an approved bank withdrawal has the bank's answer, a paid one
 *   its UTR (ADR 012);
 * - every transfer has exactly one 'transfer_out' of −amount (sender) and one 'transfer_in' of
 *   +amount (receiver); every operator adjustment exactly one 'adjustment' row of its amount;
 * - the result chain (ADR 019) recomputes: every entry's hash, its link and number, and its head;
 * - the players' day totals that their own limits read (ADR 018) equal their ledger rows of each India
 *   day: 'bid' debits as staked, 'win' less 'win_reversal' as won, 'deposit' and 'agent_credit' credits
 *   as deposited;
 * - agents' floats (ADR 029, float.ts) hold like wallets: each balance is the sum of its rows and each
 *   row's balance_after the running sum; every float row points at its movement and belongs to one of
 *   its two floats; every movement has the rows its kind writes (a player's movement one wallet row
 *   too), each of its amount, summing to what the kind issues (zero between two accounts); every
 *   closed statement that earned a commission has exactly one commission movement of that amount.
 */
export async function checkLedger(db: Executor): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  // PostgreSQL plans these joins on its statistics, which a large declaration leaves stale until
  // autovacuum runs: every statistic the check depends on is taken again first (a few ms on a small
  // database, about a second on millions of bids), so the check's plans fit the data as it is now.
  await refreshStatistics(db, CHECKED_TABLES);
  const limit = sql.lit(MAX_LISTED + 1);
  const report = async <R>(check: string, query: RawBuilder<R>, describe: (row: R) => string) => {
    const { rows } = await query.execute(db);
    for (const r of rows.slice(0, MAX_LISTED)) problems.push({ check, detail: describe(r) });
    if (rows.length > MAX_LISTED) problems.push({ check, detail: `… and more (first ${MAX_LISTED} listed)` });
  };

  await report(
    'balance = sum of ledger',
    sql<{ user_id: number; balance: number; total: number }>`
      select w.user_id, w.balance, coalesce(l.total, 0) as total
      from wallets w left join (select user_id, sum(amount) as total from wallet_ledger group by user_id) l on l.user_id = w.user_id
      where w.balance <> coalesce(l.total, 0)
      order by w.user_id limit ${limit}`,
    (w) => `user ${w.user_id}: balance ${w.balance}, ledger sum ${w.total}`,
  );

  await report(
    'ledger row has a wallet',
    sql<{ id: number; user_id: number }>`
      select l.id, l.user_id from wallet_ledger l
      where not exists (select 1 from wallets w where w.user_id = l.user_id)
      order by l.id limit ${limit}`,
    (o) => `ledger ${o.id} of user ${o.user_id}`,
  );

  await report(
    'balance_after is the running sum',
    sql<{ id: number; user_id: number; balance_after: number; running: number }>`
      select r.id, r.user_id, r.balance_after, r.running
      from (select id, user_id, balance_after, sum(amount) over (partition by user_id order by id) as running from wallet_ledger) r
      where r.balance_after <> r.running
      order by r.user_id, r.id limit ${limit}`,
    (r) => `ledger ${r.id} of user ${r.user_id}: balance_after ${r.balance_after}, running sum ${r.running}`,
  );

  await report(
    'ledger row points at a business row',
    sql<{ id: number; kind: string }>`
      select id, kind from wallet_ledger where ref_type = '' or ref_id <= 0 order by id limit ${limit}`,
    (r) => `ledger ${r.id} (${r.kind}) has no reference`,
  );

  const pairs = Object.entries(REFERENCE_OF).map(([kind, refType]) => sql`(kind = ${kind} and ref_type = ${refType})`);
  await report(
    'ledger row has a known kind and reference type',
    sql<{ id: number; kind: string; ref_type: string }>`
      select id, kind, ref_type from wallet_ledger where not (${sql.join(pairs, sql` or `)}) order by id limit ${limit}`,
    (r) => `ledger ${r.id} has kind ${r.kind} with a ${r.ref_type} reference`,
  );

  for (const [refType, { table, owners }] of Object.entries(REFERENCED_TABLES)) {
    const kinds = kindsOf(refType as LedgerRefType);
    const owner = ownerOf(owners);
    await report(
      'ledger row points at a business row',
      sql<{ id: number; kind: string; ref_id: number; user_id: number; found: number | null; owner: number | null }>`
        select l.id, l.kind, l.ref_id, l.user_id, b.id as found, ${owner} as owner
        from wallet_ledger l left join ${sql.table(table)} b on b.id = l.ref_id
        where l.ref_type = ${refType}
          and (b.id is null or ${owner} is null or ${owner} <> l.user_id or l.kind not in (${sql.join(kinds)}))
        order by l.id limit ${limit}`,
      (r) =>
        r.found === null
          ? `ledger ${r.id} (${r.kind}) names ${refType} ${r.ref_id}, which does not exist`
          : Number(r.owner) !== Number(r.user_id)
            ? `ledger ${r.id} (${r.kind}) of user ${r.user_id} names ${refType} ${r.ref_id} of user ${r.owner}`
            : `ledger ${r.id} has kind ${r.kind}, not one of ${kinds.join(', ')} for a ${refType}`,
    );
  }

  await report(
    'bid submission lines add up to its total',
    sql<{ id: number; total_points: number; line_count: number; points: number | null; lines: number | null }>`
      select s.id, s.total_points, s.line_count, b.points, b.lines
      from bid_submissions s
      left join (select submission_id, sum(points) as points, count(*) as lines from bids group by submission_id) b on b.submission_id = s.id
      where b.points is null or b.points <> s.total_points or b.lines <> s.line_count
      order by s.id limit ${limit}`,
    (s) =>
      `submission ${s.id}: total ${s.total_points} in ${s.line_count} lines, its bids ${s.points ?? 0} in ${s.lines ?? 0}`,
  );

  await report(
    'one debit per bid submission',
    sql<{ id: number; user_id: number; total_points: number; n: number | null; amount: number | null }>`
      select s.id, s.user_id, s.total_points, d.n, d.amount
      from bid_submissions s
      left join (
        select ref_id, count(*) as n, sum(amount) as amount, min(user_id) as u1, max(user_id) as u2
        from wallet_ledger where ref_type = 'bid_submission' and kind = 'bid' group by ref_id
      ) d on d.ref_id = s.id
      where d.n is null or d.n <> 1 or d.amount <> 0 - s.total_points or d.u1 <> s.user_id or d.u2 <> s.user_id
      order by s.id limit ${limit}`,
    (s) =>
      s.n === null
        ? `submission ${s.id} of ${s.total_points} has no debit`
        : `submission ${s.id} of user ${s.user_id}, total ${s.total_points}: ${s.n} debit(s) of ${s.amount} in all`,
  );

  // The ledger rows of each bid: credits, reversals and their net.
  const perBid = sql`(
    select ref_id,
      sum(case when kind = 'win' then 1 else 0 end) as credits,
      sum(case when kind = 'win_reversal' then 1 else 0 end) as reversals,
      sum(amount) as net
    from wallet_ledger where ref_type = 'bid' group by ref_id
  )`;

  await report(
    'a won bid has exactly one net credit of its win',
    sql<{ id: number; win_amount: number; credits: number | null; reversals: number | null; net: number | null }>`
      select b.id, b.win_amount, w.credits, w.reversals, w.net
      from bids b left join ${perBid} w on w.ref_id = b.id
      where b.status = 'won' and (w.ref_id is null or w.credits - w.reversals <> 1 or w.net <> b.win_amount)
      order by b.id limit ${limit}`,
    (b) =>
      `bid ${b.id} won ${b.win_amount}: ${b.credits ?? 0} credit(s), ${b.reversals ?? 0} reversal(s), net ${b.net ?? 0}`,
  );

  await report(
    'a lost or pending bid has no credit left',
    sql<{ id: number; status: string; credits: number; reversals: number; net: number }>`
      select b.id, b.status, w.credits, w.reversals, w.net
      from ${perBid} w join bids b on b.id = w.ref_id
      where b.status <> 'won' and (w.credits <> w.reversals or w.net <> 0)
      order by b.id limit ${limit}`,
    (b) => `bid ${b.id} is ${b.status}: ${b.credits} credit(s), ${b.reversals} reversal(s), net ${b.net}`,
  );

  // The ledger rows of each business row of the funds module, by kind: count and sum.
  const movements = (refType: string, kinds: readonly string[]) => sql`(
    select ref_id, ${sql.join(
      kinds.map(
        (k) =>
          sql`sum(case when kind = ${k} then 1 else 0 end) as ${sql.ref(`n_${k}`)}, sum(case when kind = ${k} then amount else 0 end) as ${sql.ref(`a_${k}`)}`,
      ),
    )}
    from wallet_ledger where ref_type = ${refType} group by ref_id
  )`;

  await report(
    'an approved deposit has exactly one credit, any other none',
    sql<{ id: number; status: string; amount: number; n: number | null; total: number | null }>`
      select f.id, f.status, f.amount, m.n_deposit as n, m.a_deposit as total
      from fund_requests f left join ${movements('fund_request', ['deposit'])} m on m.ref_id = f.id
      where (f.status = 'approved' and coalesce(f.credited_by, '') <> 'agent'
              and (m.n_deposit is null or m.n_deposit <> 1 or m.a_deposit <> f.amount))
         or ((f.status <> 'approved' or f.credited_by = 'agent') and m.n_deposit is not null and m.n_deposit <> 0)
      order by f.id limit ${limit}`,
    (f) => `fund request ${f.id} (${f.status}) of ${f.amount}: ${f.n ?? 0} credit(s) of ${f.total ?? 0} in all`,
  );

  // A deposit paid to an agent's UPI id (ADR 029) is credited from the agent's float: no 'deposit' row
  // (above) but the `to_player` movement it names, of its amount, to its player, from its agent. Only
  // such an approval names a movement, and no two requests name the same one.
  await report(
    "an agent's approved deposit names its float movement",
    sql<{ id: number; status: string; credited_by: string | null; amount: number; user_id: number; agent_id: number | null; float_movement_id: number | null; m_kind: string | null; m_amount: number | null; m_user: number | null; m_admin: number | null; shared: number }>`
      select f.id, f.status, f.credited_by, f.amount, f.user_id, f.agent_id, f.float_movement_id,
        m.kind as m_kind, m.amount as m_amount, m.user_id as m_user, m.admin_id as m_admin,
        (select count(*) from fund_requests o where o.float_movement_id = f.float_movement_id) as shared
      from fund_requests f left join float_movements m on m.id = f.float_movement_id
      where (f.status = 'approved' and f.credited_by = 'agent' and (
              f.agent_id is null or m.id is null or m.kind <> 'to_player' or m.amount <> f.amount
              or m.user_id is null or m.user_id <> f.user_id or m.admin_id <> f.agent_id))
         or ((f.status <> 'approved' or coalesce(f.credited_by, '') <> 'agent') and f.float_movement_id is not null)
         or (f.float_movement_id is not null and (select count(*) from fund_requests o where o.float_movement_id = f.float_movement_id) <> 1)
      order by f.id limit ${limit}`,
    (f) =>
      `fund request ${f.id} (${f.status}, credited by ${f.credited_by ?? 'nobody'}) of ${f.amount} to user ${f.user_id} paid to agent ${f.agent_id ?? 'none'}` +
      ` names movement ${f.float_movement_id ?? 'none'} (${f.m_kind ?? 'missing'} of ${f.m_amount ?? 0} to user ${f.m_user ?? 'none'} from agent ${f.m_admin ?? 'none'}, named by ${f.shared} request(s))`,
  );

  // Automatic deposits (ADR 011): a payment that credited a request, on its own or linked by an
  // operator, names an approved request of the whole rupees it carried, credited the matching way.
  await report(
    'a credited payment names an approved deposit of its amount',
    sql<{ id: number; status: string; amount_paise: number; fund_request_id: number | null; f_status: string | null; f_amount: number | null; credited_by: string | null }>`
      select n.id, n.status, n.amount_paise, n.fund_request_id, f.status as f_status, f.amount as f_amount, f.credited_by
      from payment_notifications n left join fund_requests f on f.id = n.fund_request_id
      where n.status in ('credited', 'linked') and (
        f.id is null or f.status <> 'approved'
        or f.amount * 100 > n.amount_paise or n.amount_paise >= f.amount * 100 + 100
        or (n.status = 'credited' and (f.credited_by is null or f.credited_by not in ('automatic', 'gateway')))
        or (n.status = 'linked' and (f.credited_by is null or f.credited_by <> 'operator')))
      order by n.id limit ${limit}`,
    (n) =>
      `payment ${n.id} (${n.status}) of ${n.amount_paise} paise names request ${n.fund_request_id ?? 'none'}` +
      ` (${n.f_status ?? 'missing'}, ${n.f_amount ?? 0} points, credited by ${n.credited_by ?? 'nobody'})`,
  );

  await report(
    'an approved deposit says how it was credited, and an automatic one has its payment',
    sql<{ id: number; status: string; credited_by: string | null; payments: number }>`
      select f.id, f.status, f.credited_by, (select count(*) from payment_notifications n where n.fund_request_id = f.id) as payments
      from fund_requests f
      where (f.status = 'approved' and (f.credited_by is null or f.credited_by not in ('automatic', 'gateway', 'operator', 'agent')))
         or (f.credited_by = 'agent' and f.agent_id is null)
         or (f.agent_id is not null and f.credited_by is not null and f.credited_by <> 'agent')
         or (f.status <> 'approved' and f.credited_by is not null)
         or (f.credited_by in ('automatic', 'gateway') and not exists (
              select 1 from payment_notifications n where n.fund_request_id = f.id and n.status = 'credited'))
         or (f.status <> 'approved' and exists (select 1 from payment_notifications n where n.fund_request_id = f.id))
      order by f.id limit ${limit}`,
    (f) => `fund request ${f.id} (${f.status}) credited by ${f.credited_by ?? 'nobody'} with ${f.payments} payment(s)`,
  );

  await report(
    'a withdrawal has one hold, one release only if rejected, one return only if its bank payout failed',
    sql<{
      id: number;
      status: string;
      payout_status: string | null;
      amount: number;
      holds: number | null;
      held: number | null;
      releases: number | null;
      released: number | null;
      returns: number | null;
      returned: number | null;
    }>`
      select w.id, w.status, w.payout_status, w.amount, m.n_withdrawal_hold as holds, m.a_withdrawal_hold as held,
        m.n_withdrawal_release as releases, m.a_withdrawal_release as released,
        m.n_withdrawal_return as returns, m.a_withdrawal_return as returned
      from withdraw_requests w
      left join ${movements('withdraw_request', ['withdrawal_hold', 'withdrawal_release', 'withdrawal_return'])} m on m.ref_id = w.id
      where m.ref_id is null or m.n_withdrawal_hold <> 1 or m.a_withdrawal_hold <> 0 - w.amount
         or (w.status = 'rejected' and (m.n_withdrawal_release <> 1 or m.a_withdrawal_release <> w.amount))
         or (w.status <> 'rejected' and m.n_withdrawal_release <> 0)
         or (w.payout_status = 'failed' and (m.n_withdrawal_return <> 1 or m.a_withdrawal_return <> w.amount))
         or (coalesce(w.payout_status, '') <> 'failed' and m.n_withdrawal_return <> 0)
      order by w.id limit ${limit}`,
    (w) =>
      `withdrawal ${w.id} (${w.status}${w.payout_status ? `, payout ${w.payout_status}` : ''}) of ${w.amount}: ` +
      `${w.holds ?? 0} hold(s) of ${w.held ?? 0}, ${w.releases ?? 0} release(s) of ${w.released ?? 0}, ` +
      `${w.returns ?? 0} return(s) of ${w.returned ?? 0}`,
  );

  // Bank payouts (ADR 012): only an approved bank withdrawal has the bank's answer, a paid one its UTR,
  // and a bank withdrawal carries the account it was asked to.
  await report(
    "a bank payout's state fits its withdrawal",
    sql<{ id: number; method: number; status: string; payout_status: string | null; payout_utr: string | null; bank_account_number: string | null }>`
      select id, method, status, payout_status, payout_utr, bank_account_number from withdraw_requests
      where (payout_status is not null and (status <> 'approved' or method <> 5 or payout_status not in ('paid', 'failed')))
         or ((payout_status = 'paid') <> (payout_utr is not null and payout_utr <> ''))
         or (payout_status is null and payout_utr is not null)
         or ((method = 5) <> (bank_account_number is not null and bank_ifsc is not null and bank_holder_name is not null))
      order by id limit ${limit}`,
    (w) =>
      `withdrawal ${w.id} (method ${w.method}, ${w.status}) has payout ${w.payout_status ?? 'none'}, ` +
      `UTR ${w.payout_utr ?? 'none'}, bank account ${w.bank_account_number ? 'recorded' : 'none'}`,
  );

  await report(
    'a transfer has one debit of the sender and one credit of the receiver',
    sql<{ id: number; amount: number; outs: number | null; sent: number | null; ins: number | null; received: number | null }>`
      select t.id, t.amount, m.n_transfer_out as outs, m.a_transfer_out as sent, m.n_transfer_in as ins, m.a_transfer_in as received
      from transfers t left join ${movements('transfer', ['transfer_out', 'transfer_in'])} m on m.ref_id = t.id
      where m.ref_id is null or m.n_transfer_out <> 1 or m.a_transfer_out <> 0 - t.amount
         or m.n_transfer_in <> 1 or m.a_transfer_in <> t.amount
      order by t.id limit ${limit}`,
    (t) => `transfer ${t.id} of ${t.amount}: ${t.outs ?? 0} debit(s) of ${t.sent ?? 0}, ${t.ins ?? 0} credit(s) of ${t.received ?? 0}`,
  );

  await report(
    'an adjustment has exactly one ledger row of its amount',
    sql<{ id: number; amount: number; n: number | null; total: number | null }>`
      select a.id, a.amount, m.n_adjustment as n, m.a_adjustment as total
      from wallet_adjustments a left join ${movements('wallet_adjustment', ['adjustment'])} m on m.ref_id = a.id
      where m.ref_id is null or m.n_adjustment <> 1 or m.a_adjustment <> a.amount
      order by a.id limit ${limit}`,
    (a) => `adjustment ${a.id} of ${a.amount}: ${a.n ?? 0} ledger row(s) of ${a.total ?? 0} in all`,
  );

  // The live exposure (modules/bids/pending-groups.ts) is derived from the pending bids: any difference
  // means a write path forgot it, and previews and limits would read wrong figures.
  const groupKey = sql.raw('market_id, draw_date, bid_type, session, digits, closedigits, points');
  await report(
    'the live exposure equals the pending bids',
    sql<{ market_id: number; draw_date: string; bid_type: string; digits: string; points: number; stored: number | null; actual: number | null }>`
      select coalesce(g.market_id, b.market_id) as market_id, coalesce(g.draw_date, b.draw_date) as draw_date,
        coalesce(g.bid_type, b.bid_type) as bid_type, coalesce(g.digits, b.digits) as digits,
        coalesce(g.points, b.points) as points, g.bids as stored, b.n as actual
      from pending_bid_groups g
      full outer join (select ${groupKey}, count(*) as n from bids where status = 'pending' group by ${groupKey}) b
        on b.market_id = g.market_id and b.draw_date = g.draw_date and b.bid_type = g.bid_type and b.session = g.session
        and b.digits = g.digits and b.closedigits = g.closedigits and b.points = g.points
      where g.bids is null or b.n is null or g.bids <> b.n
      order by 1, 2, 3, 4, 5 limit ${limit}`,
    (r) =>
      `market ${r.market_id} ${r.draw_date} ${r.bid_type} ${r.digits} × ${r.points}: exposure counts ${r.stored ?? 0} bid(s), ${r.actual ?? 0} pending`,
  );

  // The reports' aggregates (modules/results/draw-totals.ts) are derived from the settled bids: any
  // difference means settlement or a revert forgot them, and the reports would show wrong figures.
  const day = sql.raw('(settled_at + 19800000) / 86400000');
  await report(
    "the reports' draw totals equal the settled bids",
    sql<{
      market_id: number;
      draw_date: string;
      settled_day: number;
      t_bids: number | null;
      t_points: number | null;
      t_winners: number | null;
      t_payout: number | null;
      b_bids: number | null;
      b_points: number | null;
      b_winners: number | null;
      b_payout: number | null;
    }>`
      select coalesce(t.market_id, b.market_id) as market_id, coalesce(t.draw_date, b.draw_date) as draw_date,
        coalesce(t.settled_day, b.settled_day) as settled_day,
        t.bids as t_bids, t.points as t_points, t.winners as t_winners, t.payout as t_payout,
        b.bids as b_bids, b.points as b_points, b.winners as b_winners, b.payout as b_payout
      from (select * from draw_totals where bids <> 0 or points <> 0 or winners <> 0 or payout <> 0) t
      full outer join (
        select market_id, draw_date, ${day} as settled_day, count(*) as bids, sum(points) as points,
          sum(case when status = 'won' then 1 else 0 end) as winners, sum(case when status = 'won' then win_amount else 0 end) as payout
        from bids where status <> 'pending' group by market_id, draw_date, ${day}
      ) b on b.market_id = t.market_id and b.draw_date = t.draw_date and b.settled_day = t.settled_day
      where t.market_id is null or b.market_id is null or t.bids <> b.bids or t.points <> b.points
         or t.winners <> b.winners or t.payout <> b.payout
      order by 1, 2, 3 limit ${limit}`,
    (r) =>
      `market ${r.market_id} ${r.draw_date} settled on day ${r.settled_day}: totals say ${r.t_bids ?? 0} bid(s), ${r.t_points ?? 0} points, ` +
      `${r.t_winners ?? 0} winner(s), payout ${r.t_payout ?? 0}; the bids ${r.b_bids ?? 0}, ${r.b_points ?? 0}, ${r.b_winners ?? 0}, ${r.b_payout ?? 0}`,
  );

  // Through bids_user (user_id, draw_date): `+` keeps SQLite without statistics from choosing the
  // draw index (market_id, draw_date), which would read every bid of the draw for each player.
  await report(
    "the reports' players of a draw placed bids on it",
    sql<{ market_id: number; draw_date: string; user_id: number }>`
      select p.market_id, p.draw_date, p.user_id from draw_players p
      where not exists (select 1 from bids b where b.user_id = p.user_id and b.draw_date = p.draw_date and +b.market_id = p.market_id)
      order by 1, 2, 3 limit ${limit}`,
    (r) => `user ${r.user_id} is counted a player of market ${r.market_id} ${r.draw_date} without a bid on it`,
  );

  await report(
    "the reports' players of a draw include every settled bid's",
    sql<{ market_id: number; draw_date: string; user_id: number }>`
      select s.market_id, s.draw_date, s.user_id
      from (select market_id, draw_date, user_id from bids where status <> 'pending' group by market_id, draw_date, user_id) s
      left join draw_players p on p.market_id = s.market_id and p.draw_date = s.draw_date and p.user_id = s.user_id
      where p.user_id is null
      order by 1, 2, 3 limit ${limit}`,
    (r) => `user ${r.user_id} has settled bids on market ${r.market_id} ${r.draw_date} but is not counted a player of it`,
  );

  await report(
    "a player's day totals match the ledger",
    sql<{ user_id: number; day: number; staked: number; won: number; deposited: number }>`
      select d.user_id, d.day, sum(d.staked) as staked, sum(d.won) as won, sum(d.deposited) as deposited
      from (
        select user_id, (created_at + 19800000) / 86400000 as day,
          case when kind = 'bid' then -amount else 0 end as staked,
          case when kind in ('win', 'win_reversal') then amount else 0 end as won,
          case when kind in ('deposit', 'agent_credit') then amount else 0 end as deposited
        from wallet_ledger where kind in ('bid', 'win', 'win_reversal', 'deposit', 'agent_credit')
        union all
        select user_id, day, -staked, -won, -deposited from player_day_totals
      ) d
      group by d.user_id, d.day
      having sum(d.staked) <> 0 or sum(d.won) <> 0 or sum(d.deposited) <> 0
      order by 1, 2 limit ${limit}`,
    (r) => `user ${r.user_id} day ${r.day}: the day totals differ from the ledger by staked ${r.staked}, won ${r.won}, deposited ${r.deposited}`,
  );

  await checkFloats(report, limit);

  // The result chain (ADR 019): declarations and reverts recorded so that no result changes unseen.
  const chain = await checkChain(db);
  if (!chain.ok) problems.push({ check: 'the result chain is unbroken', detail: chain.broken.reason });

  return problems;
}

type Report = <R>(check: string, query: RawBuilder<R>, describe: (row: R) => string) => Promise<void>;

/** The float checks (ADR 029): see checkLedger. */
async function checkFloats(report: Report, limit: RawBuilder<unknown>): Promise<void> {
  await report(
    "an agent's float equals the sum of its ledger rows",
    sql<{ admin_id: number; balance: number | null; total: number | null }>`
      select coalesce(f.admin_id, l.admin_id) as admin_id, f.balance, l.total
      from agent_floats f
      full outer join (select admin_id, sum(amount) as total from float_ledger group by admin_id) l on l.admin_id = f.admin_id
      where f.admin_id is null or coalesce(l.total, 0) <> f.balance
      order by 1 limit ${limit}`,
    (r) => (r.balance === null ? `float ledger rows of agent ${r.admin_id} have no float` : `agent ${r.admin_id}: float ${r.balance}, ledger sum ${r.total ?? 0}`),
  );
  await report(
    "a float row's balance_after is the running sum",
    sql<{ id: number; admin_id: number; balance_after: number; running: number }>`
      select id, admin_id, balance_after, running from (
        select id, admin_id, balance_after, sum(amount) over (partition by admin_id order by id) as running from float_ledger
      ) t where balance_after <> running order by id limit ${limit}`,
    (r) => `float row ${r.id} (agent ${r.admin_id}): balance_after ${r.balance_after}, running sum ${r.running}`,
  );
  await report(
    'every float row points at its movement and one of its floats',
    sql<{ id: number; ref_id: number }>`
      select l.id, l.ref_id from float_ledger l left join float_movements m on m.id = l.ref_id
      where m.id is null or l.admin_id not in (m.admin_id, coalesce(m.counter_admin_id, m.admin_id)) or l.kind <> m.kind
      order by l.id limit ${limit}`,
    (r) => `float row ${r.id} points at movement ${r.ref_id}, which is missing or not its float's`,
  );
  const rowsOf = sql.join(
    Object.entries(FLOAT_ROWS_OF).map(([kind, n]) => sql`when ${kind} then ${sql.lit(n)}`),
    sql` `,
  );
  const issuedOf = sql.join(
    Object.entries(ISSUED_BY).map(([kind, n]) => sql`when ${kind} then ${sql.lit(n)}`),
    sql` `,
  );
  await report(
    'every float movement has its rows, of its amount, summing to what it issues',
    sql<{ id: number; kind: string; amount: number; float_rows: number; wallet_rows: number; total: number }>`
      select m.id, m.kind, m.amount, coalesce(f.n, 0) as float_rows, coalesce(w.n, 0) as wallet_rows,
        coalesce(f.total, 0) + coalesce(w.total, 0) as total
      from float_movements m
      left join (select ref_id, count(*) as n, sum(amount) as total, max(abs(amount)) as hi, min(abs(amount)) as lo
                 from float_ledger group by ref_id) f on f.ref_id = m.id
      left join (select ref_id, count(*) as n, sum(amount) as total, max(abs(amount)) as hi, min(abs(amount)) as lo
                 from wallet_ledger where ref_type = 'float_movement' group by ref_id) w on w.ref_id = m.id
      where coalesce(f.n, 0) <> (case m.kind ${rowsOf} end)
         or coalesce(w.n, 0) <> (case when m.kind in ('to_player', 'from_player') then 1 else 0 end)
         or coalesce(f.total, 0) + coalesce(w.total, 0) <> m.amount * (case m.kind ${issuedOf} end)
         or coalesce(f.hi, m.amount) <> m.amount or coalesce(f.lo, m.amount) <> m.amount
         or coalesce(w.hi, m.amount) <> m.amount or coalesce(w.lo, m.amount) <> m.amount
         or (m.kind in ('to_player', 'from_player') and m.user_id is null)
      order by m.id limit ${limit}`,
    (r) => `float movement ${r.id} (${r.kind} ${r.amount}): ${r.float_rows} float rows and ${r.wallet_rows} wallet rows summing to ${r.total}`,
  );
  await report(
    'every closed statement has its one commission',
    sql<{ id: number; owed: number; paid: number; n: number }>`
      select s.id, s.commission + s.override as owed, coalesce(m.total, 0) as paid, coalesce(m.n, 0) as n
      from agent_statements s
      left join (select statement_id, count(*) as n, sum(amount) as total from float_movements where kind = 'commission' group by statement_id) m
        on m.statement_id = s.id
      where (s.commission + s.override > 0 and (coalesce(m.n, 0) <> 1 or m.total <> s.commission + s.override))
         or (s.commission + s.override = 0 and coalesce(m.n, 0) <> 0)
      order by s.id limit ${limit}`,
    (r) => `statement ${r.id}: owes ${r.owed} commission, ${r.n} commission movements paid ${r.paid}`,
  );
}
