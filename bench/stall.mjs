#!/usr/bin/env node
// The stall check (docs/budgets.md): do players' polls keep being answered while an operator's heavy
// work runs, the declaration of a 1M-bid draw above all? Budget for each window: poll p99 < 100 ms
// and 0 failed polls.
//
//   node --import tsx bench/stall.mjs [--players 100000] [--days 60] [--settled 6000000] [--pending 1000000]
//        [--logged 3000] [--rate 200] [--keep] [--reuse <file>] [--port 18500]
//
// --reuse <file> serves the large database in <file>, seeding it there first when there is none (kept).
//
// 1. Seeding (skipped with --reuse): the large database of bench/large-database.mjs (players, settled
//    bids over the days before today with their results and wins, today's pending draw and its live
//    exposure), never ANALYZEd. Each pass serves a copy of it, so `--reuse <file>` can run again on the
//    same data the same India day (bench/cold-start.mjs takes it too).
// 2. The built server on a copy; `--logged` players get sessions (inserted directly). The players'
//    poll `/api-get-dashboard-data` is sent open loop at `--rate` polls/s with their tokens: each poll
//    due at its own instant, its latency counted from then (bench/lib.mjs openLoopPoller), so a stalled
//    server shows as late polls, never as polls not sent.
//    Pass A, on a synced, quiet disk: a quiet window, an operator's bids report of the last 60 days,
//    the exposure preview of the 1M-pending draw, the declaration preview (each window from the
//    operator call's start to its end, at least 1 s), then the declaration itself, polled from 1.5 s
//    before it until 8 s after it answered (its commit and what runs after it: the inbox items of every
//    player, the checkpoint).
//    Pass B, on a fresh copy: the declaration again, right after writing a file as large as the
//    database beside it (not synced), as a real server's disk has just taken backups and logs.
//    Each declaration window prints its late polls' timeline (every stall's start and end relative to
//    the declaration's start). Exit code 1 when a figure misses its budget or an operator call fails.
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, indiaDate } from '@pana/domain';
import SqliteDatabase from 'better-sqlite3';
import { databaseBytes, LARGE_DEFAULTS, largeDatabaseMeta, seedLargeDatabase, SERVER_ENV } from './large-database.mjs';
import {
  buildServer,
  fmt,
  newToken,
  openLoopPoller,
  pollFigures,
  stallsOf,
  startServer,
  stop,
  tempDb,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: String(LARGE_DEFAULTS.players) },
    days: { type: 'string', default: String(LARGE_DEFAULTS.days) },
    settled: { type: 'string', default: String(LARGE_DEFAULTS.settled) },
    pending: { type: 'string', default: String(LARGE_DEFAULTS.pending) },
    logged: { type: 'string', default: '3000' },
    rate: { type: 'string', default: '200' },
    port: { type: 'string', default: '18500' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PLAYERS = Number(args.players);
const DAYS = Number(args.days);
const SETTLED = Number(args.settled);
const PENDING = Number(args.pending);
const RATE = Number(args.rate);
const PORT = Number(args.port);
if (PORT < 18500 || PORT > 18599) throw new Error('--port is 18500–18599');
const BUDGET = { p99: 100, failed: 0 };
const DAY_MS = 86_400_000;

const count = (n) => Number(n).toLocaleString('en-US');
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!args['no-build']) buildServer();
console.log(`stall check: ${cpus().length} cores, load average ${load()} (1, 5, 15 min)`);

const removeDb = (file) => {
  for (const suffix of ['', '-wal', '-shm', '.json']) rmSync(file + suffix, { force: true });
};

let seeded;
let meta;
if (args.reuse && largeDatabaseMeta(args.reuse)) {
  seeded = args.reuse;
  meta = largeDatabaseMeta(seeded);
  if (meta.today !== indiaDate(Date.now()))
    throw new Error(`${seeded} holds the pending draw of ${meta.today}, not today's: seed again`);
  console.log(
    `reusing ${seeded}: ${count(meta.players)} players, ${count(meta.settled)} settled bids over ${meta.days} days, ${count(meta.pending)} pending on ${meta.market} ${meta.today}`,
  );
} else {
  seeded = args.reuse ?? tempDb();
  meta = await seedLargeDatabase(seeded, {
    port: PORT,
    players: PLAYERS,
    days: DAYS,
    settled: SETTLED,
    pending: PENDING,
  });
}

console.log(`database ${fmt(databaseBytes(seeded) / 2 ** 30, 2)} GB`);

// ---- 2. the run ------------------------------------------------------------------------------------

/** A copy of the seeded database to serve (each pass settles its pending draw), with `--logged` players' sessions. */
function servedCopy(name) {
  const file = seeded.replace(/\.db$/, '') + `-${name}-${process.pid}.db`;
  copyFileSync(seeded, file);
  const tokens = [];
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  const now = Date.now();
  const logged = Math.min(Number(args.logged), meta.players);
  const session = sqlite.prepare(
    "insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) values (?, ?, 'bench', ?, ?, ?)",
  );
  sqlite.transaction(() => {
    for (let i = 0; i < logged; i++) {
      const t = newToken();
      session.run(t.hash, 1 + Math.floor((i * meta.players) / logged), now, now, now + DAY_MS);
      tokens.push(t.token);
    }
  })();
  sqlite.close();
  return { file, tokens };
}

const base = `http://127.0.0.1:${PORT}`;
const pollBody = (tokens) => {
  let next = 0;
  return () =>
    JSON.stringify({ env_type: 'Prod', app_key: 'pana-public-app-key', unique_token: tokens[next++ % tokens.length] });
};
let misses = 0;
let quiet = null;

/** Logs the owner in; an operator call then answers its duration, status and text. */
async function operatorSession() {
  const login = await fetch(`${base}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
  });
  const loginBody = await login.json();
  if (!login.ok || !loginBody.token)
    throw new Error(`operator login failed: ${login.status} ${JSON.stringify(loginBody)}`);
  const auth = { authorization: `Bearer ${loginBody.token}` };
  return async (method, path, body) => {
    const t = performance.now();
    const r = await fetch(`${base}${path}`, {
      method,
      headers: body ? { ...auth, 'content-type': 'application/json' } : auth,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { ms: performance.now() - t, status: r.status, text };
  };
}

/** Prints a window's figures against the budget (and the quiet window's); counts a miss. */
function report(name, figures, outcome, summary) {
  const pollOk = figures.p99 < BUDGET.p99 && figures.failed <= BUDGET.failed && figures.polls > 0;
  let callText = '';
  let callOk = true;
  if (outcome) {
    callOk = outcome.status >= 200 && outcome.status < 300;
    let body = null;
    try {
      body = JSON.parse(outcome.text);
    } catch {
      // not JSON
    }
    callText = callOk
      ? `took ${secs(outcome.ms)} (${body ? summary(body) : '?'})`
      : `FAILED ${outcome.status} after ${secs(outcome.ms)}: ${outcome.text.slice(0, 300)}`;
  }
  if (!pollOk || !callOk) misses++;
  console.log(`\n${name}${callText ? `: ${callText}` : ''}`);
  console.log(
    `  polls  ${count(figures.polls)} due, p50 ${fmt(figures.p50, 1)} ms, p99 ${fmt(figures.p99, 1)} ms, max ${fmt(figures.max, 1)} ms, ${count(figures.failed)} failed   ${pollOk ? 'within' : 'MISS'}`,
  );
  if (!quiet) quiet = figures;
  else
    console.log(
      `  p99 ${fmt(figures.p99 / quiet.p99, 2)}× the quiet window's, max ${fmt(figures.max / quiet.max, 2)}×`,
    );
  console.log(`  load average ${load()}`);
}

/** Polls while `call` runs (after 1 s of polling first): the polls due from its start to its end (at least 1 s). */
async function pollWhile(tokens, call) {
  const poller = openLoopPoller({ url: `${base}/api-get-dashboard-data`, rate: RATE, body: pollBody(tokens) });
  await sleep(1000);
  const from = performance.now();
  const outcome = call ? await call() : (await sleep(5000), null);
  const to = Math.max(performance.now(), from + 1000);
  while (performance.now() < to) await sleep(50);
  const polls = await poller.stop();
  return { outcome, figures: pollFigures(polls, from, to) };
}

/**
 * The declaration, polled from 1.5 s before it until 8 s after it answered; prints its figures and the
 * timeline of late polls.
 */
async function declarationWindow(name, tokens, operator) {
  const draw = { kind: 'main', marketId: meta.marketId, date: meta.today, session: 'open' };
  const poller = openLoopPoller({ url: `${base}/api-get-dashboard-data`, rate: RATE, body: pollBody(tokens) });
  await sleep(1500);
  const from = performance.now();
  const outcome = await operator('POST', '/admin/api/results', { ...draw, pana: '128' });
  const answered = performance.now();
  await sleep(8000);
  const polls = await poller.stop();
  const figures = pollFigures(polls, from - 1500, answered + 8000);
  report(
    `${name}: declaration (open 128), polled 1.5 s before to 8 s after it answered`,
    figures,
    outcome,
    (b) => `${count(b.settledBids)} bids settled, ${count(b.winners)} winners, payout ${count(b.payout)}`,
  );
  const stalls = stallsOf(polls, { lateMs: BUDGET.p99, origin: from });
  console.log(
    `  answered at +${secs(answered - from)}; late polls (> ${BUDGET.p99} ms) by due time from the declaration's start:`,
  );
  if (stalls.length === 0) console.log('    none');
  for (const s of stalls.slice(0, 20)) {
    console.log(
      `    ${secs(s.start)} … ${secs(s.end)}: ${count(s.late)} late, worst ${Number.isFinite(s.worst) ? `${fmt(s.worst, 0)} ms` : 'failed'}`,
    );
  }
  if (stalls.length > 20) console.log(`    … and ${stalls.length - 20} more`);
}

const from = addDays(meta.today, -59);
console.log(
  `\npoll /api-get-dashboard-data open loop at ${RATE}/s; budget per window: p99 < ${BUDGET.p99} ms, ${BUDGET.failed} failed`,
);

for (const pass of ['A', 'B']) {
  const { file, tokens } = servedCopy(pass);
  const junk = `${file}.junk`;
  let server = null;
  try {
    if (pass === 'A') {
      spawnSync('sync');
      await sleep(3000);
    }
    const coldStart = performance.now();
    server = await startServer({ port: PORT, dbFile: file, env: SERVER_ENV });
    console.log(
      `\n--- pass ${pass}: server ready in ${secs(performance.now() - coldStart)}; ${count(tokens.length)} players logged in`,
    );
    const operator = await operatorSession();
    // Every player's first poll, and the server's code still being compiled: not counted.
    const warmUp = await pollWhile(tokens, null);
    console.log(`warm-up (not counted): p99 ${fmt(warmUp.figures.p99, 1)} ms, ${count(warmUp.figures.failed)} failed`);
    if (pass === 'A') {
      const windows = [
        ['A: quiet (no operator call, 5 s)', null],
        [
          `A: bids report ${from} … ${meta.today}`,
          () => operator('GET', `/admin/api/reports/bids?from=${from}&to=${meta.today}`),
          (b) => `${count(b.rows?.length ?? 0)} rows`,
        ],
        [
          `A: exposure preview, ${meta.market} ${meta.today} open`,
          () =>
            operator('GET', `/admin/api/exposure?kind=main&marketId=${meta.marketId}&date=${meta.today}&session=open`),
          (b) => `${count(b.totalBids)} bids, ${count(b.outcomes?.length ?? 0)} outcomes`,
        ],
        [
          'A: declaration preview (open 128)',
          () =>
            operator('POST', '/admin/api/results/preview', {
              kind: 'main',
              marketId: meta.marketId,
              date: meta.today,
              session: 'open',
              pana: '128',
            }),
          (b) => `${count(b.settledBids)} bids would settle, ${count(b.winners)} winners`,
        ],
      ];
      for (const [name, call, summary] of windows) {
        const w = await pollWhile(tokens, call);
        report(name, w.figures, w.outcome, summary);
      }
      await declarationWindow('A, synced quiet disk', tokens, operator);
    } else {
      // A file as large as the database, written beside it and left for the kernel to flush.
      const bytes = databaseBytes(seeded);
      const chunk = Buffer.alloc(64 * 2 ** 20, 7);
      writeFileSync(junk, '');
      for (let written = 0; written < bytes; written += chunk.length) writeFileSync(junk, chunk, { flag: 'a' });
      console.log(`wrote ${fmt(bytes / 2 ** 30, 2)} GB beside the database (not synced)`);
      await declarationWindow('B, right after a large write', tokens, operator);
    }
  } catch (err) {
    misses++;
    console.error(err);
  } finally {
    if (server) await stop(server);
    removeDb(file);
    rmSync(junk, { force: true });
  }
}
if (args.keep && !args.reuse) console.log(`\ndatabase kept at ${seeded} (run again with --reuse ${seeded})`);
else if (!args.reuse) removeDb(seeded);
console.log(
  `\nstall check: ${misses ? `${misses} window(s) MISS` : 'every window within budget'}; load average ${load()}`,
);
process.exit(misses ? 1 : 0);
