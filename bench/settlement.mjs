// Settlement benchmark (DESIGN.md section 9: 1,000,000 bids of one market settled in ≤ 5 s).
//
//   node --import tsx bench/settlement.mjs [--bids 1000000] [--players 10000] [--revert] [--keep]
//
// Run from the repository root; not part of `npm test`. It builds a SQLite file database in the
// system's temporary folder (WAL, synchronous=FULL, as the server runs it) holding N pending bids on
// one main draw — open-session Single Digit and Single/Double/Triple Pana, all settled by the open
// result — bulk-loaded in large transactions (each submission of 10 lines with its debit and ledger
// row, as the bid path writes them). Then it declares the open result through the results service,
// exactly as `POST /admin/api/results` does, and prints the time settlement took, the winners and
// the payout, and runs the ledger check. With --revert it also times the revert of that result.
// --keep leaves the database file for inspection.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ALL_PANAS, DOUBLE_PANAS, indiaDate, SINGLE_PANAS, TRIPLE_PANAS } from '@pana/domain';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { FixedClock } from '../apps/server/src/lib/clock.ts';
import { createAdmin } from '../apps/server/src/modules/operators/service.ts';
import { declareResult, revertResult } from '../apps/server/src/modules/results/service.ts';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check.ts';
import { openWallet } from '../apps/server/src/modules/wallet/ledger.ts';

const BUDGET_MS = 5_000;
const LINES_PER_SUBMISSION = 10;

const { values: args } = parseArgs({
  options: {
    bids: { type: 'string', default: '1000000' },
    players: { type: 'string', default: '10000' },
    revert: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const BIDS = Number(args.bids);
const PLAYERS = Number(args.players);
const file = join(tmpdir(), `pana-bench-settlement-${process.pid}.db`);
const removeFiles = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
};

/** Same bids on every run (mulberry32). */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

removeFiles();
const started = Date.now();
const clock = new FixedClock(started);
const drawDate = indiaDate(started - 24 * 60 * 60 * 1000); // yesterday's draw: every session is over

// 1. Schema and first-run data through the server's own code.
{
  const database = openDatabase(file);
  await migrateToLatest(database.db);
  await seedDatabase(database.db, started, { demo: false, openWallet });
  await database.close();
}

// 2. Bulk load with a plain connection (a bench set-up; the measured part below uses the server's).
const loadStart = performance.now();
const sqlite = new SqliteDatabase(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = OFF');
const market = sqlite.prepare("select id from markets where kind = 'main' and name = 'Kalyan'").get();
if (!market) throw new Error('seeded market Kalyan not found');
const marketId = market.id;
const START_BALANCE = 1_000_000_000;
const balances = new Float64Array(PLAYERS + 1);
sqlite.transaction(() => {
  const user = sqlite.prepare(
    "insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, 'x', 1, 0, ?, ?)",
  );
  const wallet = sqlite.prepare('insert into wallets (user_id, balance, updated_at) values (?, ?, ?)');
  const opening = sqlite.prepare(
    "insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values (?, ?, ?, 'adjustment', 'bench', 'opening', '', ?)",
  );
  for (let i = 1; i <= PLAYERS; i++) {
    const id = Number(user.run(`Player ${i}`, String(6_000_000_000 + i), started, started).lastInsertRowid);
    if (id !== i) throw new Error('expected user ids 1..N on a fresh database');
    wallet.run(id, START_BALANCE, started);
    opening.run(id, START_BALANCE, START_BALANCE, started);
    balances[id] = START_BALANCE;
  }
})();

const random = prng(42);
const pick = (list) => list[Math.floor(random() * list.length)];
const POINTS = [10, 20, 25, 50, 100];
function randomLine() {
  const r = random();
  if (r < 0.4) return ['single_digit', String(Math.floor(random() * 10))];
  if (r < 0.8) return ['single_pana', pick(SINGLE_PANAS)];
  if (r < 0.95) return ['double_pana', pick(DOUBLE_PANAS)];
  return ['triple_pana', pick(TRIPLE_PANAS)];
}

const submissionStmt = sqlite.prepare(
  "insert into bid_submissions (user_id, market_id, family, draw_date, request_id, total_points, line_count, created_at) values (?, ?, 'main', ?, null, ?, ?, ?)",
);
const debitStmt = sqlite.prepare(
  "insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values (?, ?, ?, 'bid', 'bid_submission', ?, '', ?)",
);
const BIDS_PER_INSERT = 100;
const bidValues = Array.from(
  { length: BIDS_PER_INSERT },
  () => "(?, ?, ?, 'main', ?, ?, 'open', ?, '', ?, 'pending', 0, null, ?)",
).join(', ');
const bidStmt = sqlite.prepare(
  `insert into bids (submission_id, user_id, market_id, family, draw_date, bid_type, session, digits, closedigits, points, status, win_amount, settled_at, created_at) values ${bidValues}`,
);
const oneBidStmt = sqlite.prepare(
  "insert into bids (submission_id, user_id, market_id, family, draw_date, bid_type, session, digits, closedigits, points, status, win_amount, settled_at, created_at) values (?, ?, ?, 'main', ?, ?, 'open', ?, '', ?, 'pending', 0, null, ?)",
);

let written = 0;
const loadBatch = sqlite.transaction((count) => {
  let pending = [];
  let pendingRows = 0;
  const flush = () => {
    if (pendingRows === BIDS_PER_INSERT) bidStmt.run(pending);
    else for (let i = 0; i < pending.length; i += 8) oneBidStmt.run(pending.slice(i, i + 8));
    pending = [];
    pendingRows = 0;
  };
  for (let done = 0; done < count;) {
    const lines = Math.min(LINES_PER_SUBMISSION, count - done);
    const userId = 1 + Math.floor(random() * PLAYERS);
    const chosen = Array.from({ length: lines }, () => [...randomLine(), pick(POINTS)]);
    const total = chosen.reduce((n, l) => n + l[2], 0);
    const submissionId = Number(submissionStmt.run(userId, marketId, drawDate, total, lines, started).lastInsertRowid);
    balances[userId] -= total;
    debitStmt.run(userId, -total, balances[userId], String(submissionId), started);
    for (const [type, digits, points] of chosen) {
      pending.push(submissionId, userId, marketId, drawDate, type, digits, points, started);
      if (++pendingRows === BIDS_PER_INSERT) flush();
    }
    done += lines;
  }
  if (pendingRows) flush();
});
while (written < BIDS) {
  const n = Math.min(200_000, BIDS - written);
  loadBatch(n);
  written += n;
  process.stdout.write(`\rloading bids: ${written.toLocaleString('en-US')} / ${BIDS.toLocaleString('en-US')}`);
}
sqlite.transaction(() => {
  const setBalance = sqlite.prepare('update wallets set balance = ? where user_id = ?');
  for (let i = 1; i <= PLAYERS; i++) setBalance.run(balances[i], i);
})();
sqlite.pragma('wal_checkpoint(TRUNCATE)');
sqlite.exec('analyze');
sqlite.close();
console.log(
  `\nloaded ${BIDS.toLocaleString('en-US')} pending bids of ${PLAYERS.toLocaleString('en-US')} players on Kalyan ${drawDate} in ${seconds(performance.now() - loadStart)}`,
);

// 3. Declare the open result through the service, on the server's connection (WAL, synchronous=FULL).
const database = openDatabase(file);
const deps = { db: database.db, clock };
const adminId = await createAdmin(
  database.db,
  { username: 'bench', password: 'bench-password', role: 'owner' },
  started,
);
const pana = ALL_PANAS[Math.floor(prng(7)() * ALL_PANAS.length)];

const t0 = performance.now();
const outcome = await declareResult(
  deps,
  { kind: 'main', marketId, date: drawDate, session: 'open', pana },
  { adminId, ip: 'bench' },
);
const settleMs = performance.now() - t0;
console.log(
  `declared open ${outcome.result}: settled ${outcome.settledBids.toLocaleString('en-US')} bids in ${seconds(settleMs)} (budget ${seconds(BUDGET_MS)}: ${settleMs <= BUDGET_MS ? 'within' : 'OVER'})`,
);
console.log(
  `  winners ${outcome.winners.toLocaleString('en-US')} bids of ${outcome.winningPlayers.toLocaleString('en-US')} players, payout ${outcome.payout.toLocaleString('en-US')} points`,
);
console.log(`  ${Math.round(outcome.settledBids / (settleMs / 1000)).toLocaleString('en-US')} bids/s`);

if (args.revert) {
  const t1 = performance.now();
  const reverted = await revertResult(
    deps,
    { kind: 'main', marketId, date: drawDate, session: 'open', reason: 'bench' },
    { adminId, ip: 'bench' },
  );
  const step = reverted.steps[0];
  console.log(
    `reverted: ${step.reversedBids.toLocaleString('en-US')} wins taken back, ${step.reopenedBids.toLocaleString('en-US')} bids reopened in ${seconds(performance.now() - t1)}`,
  );
}

const t2 = performance.now();
const problems = await checkLedger(database.db);
console.log(
  `ledger check: ${problems.length === 0 ? 'clean' : `${problems.length} problem(s)`} in ${seconds(performance.now() - t2)}`,
);
for (const p of problems.slice(0, 10)) console.log(`  ${p.check}: ${p.detail}`);

await database.close();
if (args.keep) console.log(`database kept at ${file}`);
else removeFiles();
process.exitCode = problems.length === 0 && settleMs <= BUDGET_MS ? 0 : 1;
