// The data of the settlement benchmark (bench/settlement.mjs), written as the server writes it: N
// pending bids of one main draw in submissions of 10 lines, each with its 'bid' debit pointing at the
// submission, and every player's opening balance as `openWallet` makes one (an operator-less wallet
// adjustment and its 'adjustment' ledger row pointing at it). The same bids on every run and engine.
//
// Options `o` of every function: { bids, players, started (epoch ms, every row's created_at), drawDate,
// onProgress(bidsWritten) }. A loader returns the id of the market (the seeded Kalyan).
import { DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from '@pana/domain';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

export const LINES_PER_SUBMISSION = 10;
export const START_BALANCE = 1_000_000_000;
export const OPENING_NOTE = 'Bench opening balance';

/** Same bids on every run (mulberry32). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the bid path writes as a submission's debit note (modules/bids/group-commit.ts). */
export const debitNote = (lines) => `Bid (${lines} ${lines === 1 ? 'line' : 'lines'})`;

/**
 * The submissions of the run, in order: a player, 10 lines (fewer in the last one) of the open
 * session's types with their points, and their total. The same for both engines and every run.
 */
export function* submissions(o) {
  const random = prng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const POINTS = [10, 20, 25, 50, 100];
  const randomLine = () => {
    const r = random();
    if (r < 0.4) return ['single_digit', String(Math.floor(random() * 10))];
    if (r < 0.8) return ['single_pana', pick(SINGLE_PANAS)];
    if (r < 0.95) return ['double_pana', pick(DOUBLE_PANAS)];
    return ['triple_pana', pick(TRIPLE_PANAS)];
  };
  for (let done = 0; done < o.bids;) {
    const n = Math.min(LINES_PER_SUBMISSION, o.bids - done);
    const userId = 1 + Math.floor(random() * o.players);
    const lines = Array.from({ length: n }, () => [...randomLine(), pick(POINTS)]);
    yield { userId, lines, total: lines.reduce((sum, l) => sum + l[2], 0) };
    done += n;
  }
}

/**
 * Where the schema keeps the live exposure (`pending_bid_groups`, which the bid path adds every
 * accepted line to), the loaded bids' groups, as the migration that made the table fills it.
 */
const FILL_PENDING_GROUPS = `
  insert into pending_bid_groups (market_id, draw_date, bid_type, session, digits, closedigits, points, bids)
  select market_id, draw_date, bid_type, session, digits, closedigits, points, count(*)
  from bids where status = 'pending'
  group by market_id, draw_date, bid_type, session, digits, closedigits, points`;

// ---- SQLite ----------------------------------------------------------------------------------

/**
 * Every player as `openWallet` makes one, on a fresh database (ids 1..N): a wallet, an operator-less
 * adjustment of the opening balance and its 'adjustment' ledger row pointing at it. `balances[id]`
 * is set to each opening balance (the caller keeps the running balances and writes them back).
 */
export function openPlayersSqlite(sqlite, o, balances) {
  sqlite.transaction(() => {
    const user = sqlite.prepare(
      "insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, 'x', 1, 0, ?, ?)",
    );
    const wallet = sqlite.prepare('insert into wallets (user_id, balance, updated_at) values (?, ?, ?)');
    const adjustment = sqlite.prepare(
      'insert into wallet_adjustments (user_id, amount, note, admin_id, created_at) values (?, ?, ?, null, ?)',
    );
    const opening = sqlite.prepare(
      "insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values (?, ?, ?, 'adjustment', 'wallet_adjustment', ?, ?, ?)",
    );
    for (let i = 1; i <= o.players; i++) {
      const id = Number(user.run(`Player ${i}`, String(6_000_000_000 + i), o.started, o.started).lastInsertRowid);
      if (id !== i) throw new Error('expected user ids 1..N on a fresh database');
      wallet.run(id, START_BALANCE, o.started);
      const adjustmentId = Number(adjustment.run(id, START_BALANCE, OPENING_NOTE, o.started).lastInsertRowid);
      opening.run(id, START_BALANCE, START_BALANCE, adjustmentId, OPENING_NOTE, o.started);
      balances[id] = START_BALANCE;
    }
  })();
}

/**
 * Writes submissions as the bid path does (the submission, its 'bid' debit with the running balance of
 * `balances`, its lines), bids batched 100 to a statement; call inside a transaction, and `flush()`
 * before it ends. `write(s, draw)`: s from `submissions`, draw { marketId, drawDate, createdAt, and
 * optionally settle(type, digits, points) → [status, winAmount] with settledAt } (pending otherwise).
 */
export function sqliteBidWriter(sqlite, balances) {
  const submissionStmt = sqlite.prepare(
    "insert into bid_submissions (user_id, market_id, family, draw_date, request_id, total_points, line_count, created_at) values (?, ?, 'main', ?, null, ?, ?, ?)",
  );
  const debitStmt = sqlite.prepare(
    "insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values (?, ?, ?, 'bid', 'bid_submission', ?, ?, ?)",
  );
  const BIDS_PER_INSERT = 100;
  const COLUMNS =
    'insert into bids (submission_id, user_id, market_id, family, draw_date, bid_type, session, digits, closedigits, points, status, win_amount, settled_at, created_at) values ';
  const ROW = "(?, ?, ?, 'main', ?, ?, 'open', ?, '', ?, ?, ?, ?, ?)";
  const PARAMS = 11;
  const bidStmt = sqlite.prepare(COLUMNS + Array.from({ length: BIDS_PER_INSERT }, () => ROW).join(', '));
  const oneBidStmt = sqlite.prepare(COLUMNS + ROW);
  let pending = [];
  let pendingRows = 0;
  const flush = () => {
    if (pendingRows === BIDS_PER_INSERT) bidStmt.run(pending);
    else for (let i = 0; i < pending.length; i += PARAMS) oneBidStmt.run(pending.slice(i, i + PARAMS));
    pending = [];
    pendingRows = 0;
  };
  const write = (s, draw) => {
    const submissionId = Number(
      submissionStmt.run(s.userId, draw.marketId, draw.drawDate, s.total, s.lines.length, draw.createdAt)
        .lastInsertRowid,
    );
    balances[s.userId] -= s.total;
    debitStmt.run(s.userId, -s.total, balances[s.userId], submissionId, debitNote(s.lines.length), draw.createdAt);
    for (const [type, digits, points] of s.lines) {
      const [status, win] = draw.settle ? draw.settle(type, digits, points) : ['pending', 0];
      const settledAt = draw.settle ? draw.settledAt : null;
      pending.push(
        submissionId,
        s.userId,
        draw.marketId,
        draw.drawDate,
        type,
        digits,
        points,
        status,
        win,
        settledAt,
        draw.createdAt,
      );
      if (++pendingRows === BIDS_PER_INSERT) flush();
    }
    return s.lines.length;
  };
  return { write, flush: () => pendingRows && flush() };
}

/**
 * Where the schema keeps the reports' aggregates (`draw_totals`, `draw_players`, which settlement adds
 * every settled bid to), the loaded settled bids' figures, as the migration that made the tables
 * fills them.
 */
const FILL_DRAW_TOTALS = `
  delete from draw_totals;
  delete from draw_players;
  insert into draw_totals (market_id, draw_date, settled_day, bids, points, winners, payout)
  select market_id, draw_date, (settled_at + 19800000) / 86400000, count(*), sum(points),
    sum(case when status = 'won' then 1 else 0 end), sum(case when status = 'won' then win_amount else 0 end)
  from bids where status <> 'pending'
  group by market_id, draw_date, (settled_at + 19800000) / 86400000;
  insert into draw_players (market_id, draw_date, user_id)
  select distinct market_id, draw_date, user_id from bids where status <> 'pending';`;

/**
 * Where the schema keeps the players' day totals (`player_day_totals`, which the ledger adds every
 * stake, win and deposit to, ADR 018), the loaded ledger rows' figures, as the migration that made the
 * table fills it.
 */
const FILL_DAY_TOTALS = `
  delete from player_day_totals;
  insert into player_day_totals (user_id, day, staked, won, deposited)
  select user_id, (created_at + 19800000) / 86400000,
    sum(case when kind = 'bid' then -amount else 0 end),
    sum(case when kind in ('win', 'win_reversal') then amount else 0 end),
    sum(case when kind = 'deposit' then amount else 0 end)
  from wallet_ledger where kind in ('bid', 'win', 'win_reversal', 'deposit')
  group by user_id, (created_at + 19800000) / 86400000;`;

/**
 * Sets every wallet's balance to `balances[id]` and, where the schema has them, fills
 * `pending_bid_groups` and the reports' aggregates from the loaded bids.
 */
export function finishSqlite(sqlite, players, balances) {
  const hasTable = (name) => Boolean(sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name));
  sqlite.transaction(() => {
    const setBalance = sqlite.prepare('update wallets set balance = ? where user_id = ?');
    for (let i = 1; i <= players; i++) setBalance.run(balances[i], i);
    if (hasTable('pending_bid_groups')) sqlite.exec(FILL_PENDING_GROUPS);
    if (hasTable('draw_totals')) sqlite.exec(FILL_DRAW_TOTALS);
    if (hasTable('player_day_totals')) sqlite.exec(FILL_DAY_TOTALS);
  })();
}

/**
 * Large transactions of prepared statements on a plain connection (synchronous off, a set-up), then a
 * checkpoint. Never ANALYZE: the server never runs it, so its statements must plan well without
 * sqlite_stat1.
 */
export function loadSqlite(file, o) {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const market = sqlite.prepare("select id from markets where kind = 'main' and name = 'Kalyan'").get();
  if (!market) throw new Error('seeded market Kalyan not found');
  const marketId = market.id;
  const balances = new Float64Array(o.players + 1);
  openPlayersSqlite(sqlite, o, balances);

  const writer = sqliteBidWriter(sqlite, balances);
  const draw = { marketId, drawDate: o.drawDate, createdAt: o.started };
  const source = submissions(o);
  let written = 0;
  const loadBatch = sqlite.transaction((target) => {
    while (written < target) written += writer.write(source.next().value, draw);
    writer.flush();
  });
  while (written < o.bids) {
    loadBatch(Math.min(written + 200_000, o.bids));
    o.onProgress?.(written);
  }
  finishSqlite(sqlite, o.players, balances);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return marketId;
}

// ---- PostgreSQL load --------------------------------------------------------------------------

/**
 * One transaction: players, wallets, opening adjustments and their ledger rows computed in SQL
 * (generate_series); then the submissions, their debits and their bids in chunks of 100,000 bids,
 * each table's rows of a chunk one INSERT over unnested arrays. Ids are given (a fresh database: the
 * same ids the server would have assigned, in the same order) and the sequences moved past them.
 * No ANALYZE, and autovacuum off on these tables so that none happens during the run.
 */
export async function loadPostgres(url, o) {
  const client = new pg.Client({ connectionString: url, application_name: 'pana-bench-load' });
  await client.connect();
  try {
    const market = await client.query("select id from markets where kind = 'main' and name = 'Kalyan'");
    if (!market.rows[0]) throw new Error('seeded market Kalyan not found');
    const marketId = Number(market.rows[0].id);
    const empty = await client.query(
      'select (select count(*) from users) + (select count(*) from wallet_adjustments) + (select count(*) from wallet_ledger) + (select count(*) from bid_submissions) as n',
    );
    if (Number(empty.rows[0].n) !== 0) throw new Error('expected a fresh database (no players, ledger rows or bids)');

    await client.query('begin');
    const now = String(o.started);
    await client.query(
      `insert into users (id, name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
       select i, 'Player ' || i, cast(6000000000 + i as varchar(10)), 'x', 1, 0, $2::bigint, $2::bigint from generate_series(1, $1::int) i`,
      [o.players, now],
    );
    await client.query(
      'insert into wallets (user_id, balance, updated_at) select i, $2::bigint, $3::bigint from generate_series(1, $1::int) i',
      [o.players, START_BALANCE, now],
    );
    await client.query(
      `insert into wallet_adjustments (id, user_id, amount, note, admin_id, created_at)
       select i, i, $2::bigint, $3, null, $4::bigint from generate_series(1, $1::int) i`,
      [o.players, START_BALANCE, OPENING_NOTE, now],
    );
    await client.query(
      `insert into wallet_ledger (id, user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at)
       select i, i, $2::bigint, $2::bigint, 'adjustment', 'wallet_adjustment', i, $3, $4::bigint from generate_series(1, $1::int) i`,
      [o.players, START_BALANCE, OPENING_NOTE, now],
    );

    const balances = new Float64Array(o.players + 1).fill(START_BALANCE);
    const CHUNK = 100_000;
    let submissionId = 0;
    let bidId = 0;
    let written = 0;
    const source = submissions(o);
    while (written < o.bids) {
      const sub = { id: [], user: [], total: [], lines: [], after: [], ledgerId: [] };
      const bid = { id: [], submission: [], user: [], type: [], digits: [], points: [] };
      for (let inChunk = 0; inChunk < CHUNK && written < o.bids;) {
        const { value: s } = source.next();
        submissionId++;
        balances[s.userId] -= s.total;
        sub.id.push(submissionId);
        sub.user.push(s.userId);
        sub.total.push(s.total);
        sub.lines.push(s.lines.length);
        sub.after.push(balances[s.userId]);
        sub.ledgerId.push(o.players + submissionId); // after the opening rows, one debit per submission
        for (const [type, digits, points] of s.lines) {
          bid.id.push(++bidId);
          bid.submission.push(submissionId);
          bid.user.push(s.userId);
          bid.type.push(type);
          bid.digits.push(digits);
          bid.points.push(points);
        }
        inChunk += s.lines.length;
        written += s.lines.length;
      }
      await client.query(
        `insert into bid_submissions (id, user_id, market_id, family, draw_date, request_id, total_points, line_count, created_at)
         select s.id, s.user_id, $5::bigint, 'main', $6, null, s.total, s.lines, $7::bigint
         from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[]) as s(id, user_id, total, lines)`,
        [sub.id, sub.user, sub.total, sub.lines, marketId, o.drawDate, now],
      );
      await client.query(
        `insert into wallet_ledger (id, user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at)
         select s.ledger_id, s.user_id, 0 - s.total, s.after, 'bid', 'bid_submission', s.id,
           'Bid (' || s.lines || case when s.lines = 1 then ' line)' else ' lines)' end, $7::bigint
         from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[], $5::bigint[], $6::bigint[])
           as s(id, user_id, total, lines, after, ledger_id)
         order by s.ledger_id`,
        [sub.id, sub.user, sub.total, sub.lines, sub.after, sub.ledgerId, now],
      );
      await client.query(
        `insert into bids (id, submission_id, user_id, market_id, family, draw_date, bid_type, session, digits, closedigits, points, status, win_amount, settled_at, created_at)
         select b.id, b.submission_id, b.user_id, $7::bigint, 'main', $8, b.bid_type, 'open', b.digits, '', b.points, 'pending', 0, null, $9::bigint
         from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::bigint[])
           as b(id, submission_id, user_id, bid_type, digits, points)
         order by b.id`,
        [bid.id, bid.submission, bid.user, bid.type, bid.digits, bid.points, marketId, o.drawDate, now],
      );
      o.onProgress?.(written);
    }
    await client.query(
      `update wallets w set balance = v.balance from unnest($1::bigint[], $2::bigint[]) as v(user_id, balance) where w.user_id = v.user_id`,
      [Array.from({ length: o.players }, (_, i) => i + 1), Array.from(balances.subarray(1))],
    );
    const groups = await client.query("select to_regclass('pending_bid_groups') is not null as present");
    if (groups.rows[0].present) await client.query(FILL_PENDING_GROUPS);
    const dayTotals = await client.query("select to_regclass('player_day_totals') is not null as present");
    if (dayTotals.rows[0].present) await client.query(FILL_DAY_TOTALS);
    for (const table of ['users', 'wallet_adjustments', 'wallet_ledger', 'bid_submissions', 'bids']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    for (const table of ['users', 'wallets', 'wallet_adjustments', 'wallet_ledger', 'bid_submissions', 'bids']) {
      await client.query(`alter table ${table} set (autovacuum_enabled = false)`);
    }
    await client.query('commit');
    return marketId;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
