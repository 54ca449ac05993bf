// The large database of the peak-hour benches (ADR 007): what an installation holds after two months
// of a busy season, built through the server's own tables. Used by bench/stall.mjs and
// bench/cold-start.mjs.
//
// The built server creates the schema, the first-run data and the owner admin/admin12345 on a new
// SQLite file (SEED_DEMO=false, so that players get ids 1..N); then a plain connection bulk-loads, in
// the shape the server writes (bench/settlement-data.mjs): the players with their opening balances
// (operator-less wallet adjustments), `settled` bids over the `days` days before today spread over
// every main market, each draw with its declared result (results row), its bids won or lost with their
// win_amount and settled_at, each submission's debit and each winning bid's 'win' ledger row; then
// `pending` pending bids on one draw of today (the main market whose open time has passed most
// recently, else a bench market opening at midnight), and the live exposure (`pending_bid_groups`).
// Never ANALYZEd (the server never does). Beside the file, `<file>.json` describes it.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { addDays, ALL_PANAS, ankOf, indiaDate } from '@pana/domain';
import SqliteDatabase from 'better-sqlite3';
import { startServer, stop } from './lib.mjs';
import { finishSqlite, openPlayersSqlite, prng, sqliteBidWriter, submissions } from './settlement-data.mjs';

/** The 100,000 players, 60 days and 1M pending; 6M settled bids (not 5M) so that the file passes 1 GB. */
export const LARGE_DEFAULTS = { players: 100_000, days: 60, settled: 6_000_000, pending: 1_000_000 };
/** The server's environment on a large database: no demo, the owner the benches log in as. */
export const SERVER_ENV = { SEED_DEMO: 'false', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin12345' };

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;
const count = (n) => Number(n).toLocaleString('en-US');
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** Epoch ms of a minute after India midnight of an India date. */
const indiaInstant = (date, minute) => Date.parse(`${date}T00:00:00+05:30`) + minute * 60_000;

/** The size of a SQLite database on disk (the file and its WAL), in bytes. */
export function databaseBytes(file) {
  return ['', '-wal'].reduce((sum, suffix) => sum + (existsSync(file + suffix) ? statSync(file + suffix).size : 0), 0);
}

/** The description a seeded database carries beside it, or null when `file` was not seeded here. */
export function largeDatabaseMeta(file) {
  return existsSync(`${file}.json`) ? JSON.parse(readFileSync(`${file}.json`, 'utf8')) : null;
}

/**
 * Seeds `file` (a new SQLite path) as described above, starting the built server on `port` for the
 * schema; returns the description also written to `<file>.json`.
 */
export async function seedLargeDatabase(file, { port, players = LARGE_DEFAULTS.players, days = LARGE_DEFAULTS.days, settled = LARGE_DEFAULTS.settled, pending = LARGE_DEFAULTS.pending }) {
  const PLAYERS = players;
  const DAYS = days;
  const SETTLED = settled;
  const PENDING = pending;

  const now = Date.now();
  const today = indiaDate(now);
  const t0 = performance.now();
  // Schema, first-run data and the owner through the server itself.
  await stop(await startServer({ port, dbFile: file, env: SERVER_ENV }));

  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const markets = sqlite
    .prepare("select id, name, open_minute from markets where kind = 'main' and active = 1 order by sort_order")
    .all();
  const rates = new Map(
    sqlite
      .prepare("select rate_key, val_1, val_2 from rates where family = 'main'")
      .all()
      .map((r) => [r.rate_key, r]),
  );
  const RATE_KEY = {
    single_digit: 'single_digit',
    single_pana: 'single_pana',
    double_pana: 'double_pana',
    triple_pana: 'tripple_pana',
  };
  const payout = (type, points) => {
    const r = rates.get(RATE_KEY[type]);
    return Math.floor((points * r.val_2) / r.val_1);
  };

  // The draw of today with the pending bids: the market whose open has passed most recently.
  const minuteNow = Math.floor(((now + INDIA_OFFSET_MS) % DAY_MS) / 60_000);
  let pendingMarket = markets.filter((m) => m.open_minute < minuteNow).sort((a, b) => b.open_minute - a.open_minute)[0];
  if (!pendingMarket) {
    const id = Number(
      sqlite
        .prepare(
          "insert into markets (kind, name, open_minute, close_minute, days, active, sort_order, created_at, updated_at) values ('main', 'Bench Midnight', 0, 1, '0123456', 1, 99, ?, ?)",
        )
        .run(now, now).lastInsertRowid,
    );
    pendingMarket = { id, name: 'Bench Midnight', open_minute: 0 };
  }

  const started = indiaInstant(addDays(today, -(DAYS + 1)), 0);
  const balances = new Float64Array(PLAYERS + 1);
  openPlayersSqlite(sqlite, { players: PLAYERS, started }, balances);
  const writer = sqliteBidWriter(sqlite, balances);
  const random = prng(7);

  // Settled days, oldest first: each main market's draw with its declared result, bids and wins.
  const resultStmt = sqlite.prepare(
    'insert into results (market_id, draw_date, open_pana, open_ank, close_pana, close_ank, jodi, open_declared_at, close_declared_at, updated_at) values (?, ?, ?, ?, ?, ?, null, ?, ?, ?)',
  );
  const wonStmt = sqlite.prepare(
    "select id, user_id, win_amount from bids where market_id = ? and draw_date = ? and status = 'won' order by id",
  );
  const winStmt = sqlite.prepare(
    "insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values (?, ?, ?, 'win', 'bid', ?, ?, ?)",
  );
  const settledSource = submissions({ bids: SETTLED, players: PLAYERS });
  let written = 0;
  const loadDay = sqlite.transaction((date, target) => {
    const draws = markets.map((m) => {
      const openPana = ALL_PANAS[Math.floor(random() * ALL_PANAS.length)];
      const closePana = ALL_PANAS[Math.floor(random() * ALL_PANAS.length)];
      const openAt = indiaInstant(date, m.open_minute);
      const ank = String(ankOf(openPana));
      resultStmt.run(
        m.id,
        date,
        openPana,
        ankOf(openPana),
        closePana,
        ankOf(closePana),
        openAt,
        openAt + 7_200_000,
        openAt + 7_200_000,
      );
      return {
        marketId: m.id,
        drawDate: date,
        createdAt: openAt - 3_600_000,
        settledAt: openAt,
        settle: (type, digits, points) =>
          (type === 'single_digit' ? digits === ank : digits === openPana)
            ? ['won', payout(type, points)]
            : ['lost', 0],
      };
    });
    while (written < target)
      written += writer.write(settledSource.next().value, draws[Math.floor(random() * draws.length)]);
    writer.flush();
    for (const d of draws) {
      const note = `Win: market ${d.marketId}, ${d.drawDate}`;
      for (const w of wonStmt.all(d.marketId, d.drawDate)) {
        balances[w.user_id] += w.win_amount;
        winStmt.run(w.user_id, w.win_amount, balances[w.user_id], w.id, note, d.settledAt);
      }
    }
  });
  for (let back = DAYS; back >= 1; back--) {
    loadDay(addDays(today, -back), Math.round((SETTLED * (DAYS - back + 1)) / DAYS));
    process.stdout.write(`\rseeding: ${count(written)} settled bids, ${DAYS - back + 1}/${DAYS} days`);
  }

  // Today's pending draw.
  const pendingDraw = { marketId: pendingMarket.id, drawDate: today, createdAt: now - 600_000 };
  const pendingSource = submissions({ bids: PENDING, players: PLAYERS });
  let pendingWritten = 0;
  const loadPending = sqlite.transaction((target) => {
    while (pendingWritten < target) pendingWritten += writer.write(pendingSource.next().value, pendingDraw);
    writer.flush();
  });
  while (pendingWritten < PENDING) {
    loadPending(Math.min(pendingWritten + 200_000, PENDING));
    process.stdout.write(`\rseeding: ${count(written)} settled bids, ${count(pendingWritten)} pending bids        `);
  }
  finishSqlite(sqlite, PLAYERS, balances);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  const meta = {
    today,
    marketId: pendingMarket.id,
    market: pendingMarket.name,
    players: PLAYERS,
    days: DAYS,
    settled: written,
    pending: pendingWritten,
  };
  writeFileSync(`${file}.json`, JSON.stringify(meta, null, 2));
  console.log(
    `\nseeded ${count(PLAYERS)} players, ${count(written)} settled bids over ${DAYS} days, ${count(pendingWritten)} pending on ${meta.market} ${today} in ${secs(performance.now() - t0)}`,
  );
  return meta;
}
