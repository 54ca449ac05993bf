#!/usr/bin/env node
// The stall check of DESIGN.md section 9 (issue 13): do players' polls keep being answered while an
// operator's heavy work runs? Budget for each window: poll p99 < 100 ms and 0 failed polls.
//
//   node --import tsx bench/stall.mjs [--players 100000] [--days 60] [--settled 6000000] [--pending 1000000]
//        [--logged 3000] [--rate 300] [--connections 100] [--keep] [--reuse <file>] [--port 18500]
//
// --reuse <file> serves the large database in <file>, seeding it there first when there is none (kept).
//
// 1. Seeding (skipped with --reuse): the large database of bench/large-database.mjs (players, settled
//    bids over the days before today with their results and wins, today's pending draw and its live
//    exposure), never ANALYZEd. With --keep the file is kept (and named at the end) and never served
//    itself: each run serves a copy, so `--reuse <file>` can run again on the same data the same India
//    day (bench/cold-start.mjs takes it too).
// 2. The built server on that file; `--logged` players get sessions (inserted directly); autocannon
//    polls `/api-get-dashboard-data` with their tokens at `--rate` req/s over `--connections`
//    connections while, one after another: a quiet baseline, an operator's bids report of the last 60
//    days, the exposure preview of the 1M-pending draw, the declaration preview, and the declaration
//    itself (settling the pending bids). Each window counts the polls sent from the operator call's
//    start to its end (at least 1 s): their latency p99 and max, and the failed ones (non-2xx, errors,
//    timeouts after 10 s, unanswered when the window closes). Also the number sent against the number
//    the rate asks for: autocannon waits for an answer on each connection, so a stalled server also
//    shows as polls never sent. Exit code 1 when a figure misses its budget or an operator call fails.
import { copyFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, indiaDate } from '@pana/domain';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { databaseBytes, LARGE_DEFAULTS, largeDatabaseMeta, seedLargeDatabase, SERVER_ENV } from './large-database.mjs';
import { buildServer, fmt, newToken, startServer, stop, tempDb } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: String(LARGE_DEFAULTS.players) },
    days: { type: 'string', default: String(LARGE_DEFAULTS.days) },
    settled: { type: 'string', default: String(LARGE_DEFAULTS.settled) },
    pending: { type: 'string', default: String(LARGE_DEFAULTS.pending) },
    logged: { type: 'string', default: '3000' },
    rate: { type: 'string', default: '300' },
    connections: { type: 'string', default: '100' },
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
const CONNECTIONS = Number(args.connections);
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
  meta = await seedLargeDatabase(seeded, { port: PORT, players: PLAYERS, days: DAYS, settled: SETTLED, pending: PENDING });
}

console.log(`database ${fmt(databaseBytes(seeded) / 2 ** 30, 2)} GB`);

// ---- 2. the run ------------------------------------------------------------------------------------

// A kept database is never served: the run settles its pending draw, so it serves a copy.
const copied = args.keep || args.reuse;
const dbFile = copied ? seeded.replace(/\.db$/, '') + `-run-${process.pid}.db` : seeded;
if (copied) copyFileSync(seeded, dbFile);

const tokens = [];
{
  const sqlite = new SqliteDatabase(dbFile);
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
}

const coldStart = performance.now();
const server = await startServer({ port: PORT, dbFile, env: SERVER_ENV });
console.log(`server ready in ${secs(performance.now() - coldStart)}; ${count(tokens.length)} players logged in`);
const base = `http://127.0.0.1:${PORT}`;
let misses = 0;

try {
  const login = await fetch(`${base}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
  });
  const loginBody = await login.json();
  if (!login.ok || !loginBody.token)
    throw new Error(`operator login failed: ${login.status} ${JSON.stringify(loginBody)}`);
  const auth = { authorization: `Bearer ${loginBody.token}` };

  const pollBody = (token) => JSON.stringify({ env_type: 'Prod', app_key: 'pana-public-app-key', unique_token: token });
  {
    const r = await fetch(`${base}/api-get-dashboard-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: pollBody(tokens[0]),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`the poll answers ${r.status}: ${text.slice(0, 300)}`);
  }

  /** Operator call: its duration, status and a short summary of the answer. */
  const operator = async (method, path, body) => {
    const t = performance.now();
    const r = await fetch(`${base}${path}`, {
      method,
      headers: body ? { ...auth, 'content-type': 'application/json' } : auth,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { ms: performance.now() - t, status: r.status, text };
  };

  /**
   * Polls at RATE req/s while `call` runs (after 1 s of warm-up); the polls sent from its start to its
   * end (at least 1 s) are the window's.
   */
  const pollWhile = async (call) => {
    const sent = []; // [sentAt, latency ms | null, ok]
    let next = 0;
    const instance = autocannon({
      url: `${base}/api-get-dashboard-data`,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: 3600,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: pollBody(tokens[next++ % tokens.length]) }),
        },
      ],
      setupClient: (client) => {
        let current = null;
        client.on('request', () => {
          current = [performance.now(), null, false];
          sent.push(current);
        });
        client.on('response', (status, _bytes, duration) => {
          if (!current) return;
          current[1] = duration;
          current[2] = status >= 200 && status < 300;
          current = null;
        });
        client.on('timeout', () => {
          if (current) current[1] = Infinity;
          current = null;
        });
      },
    });
    const done = new Promise((resolve) => instance.once('done', resolve));
    instance.on('reqError', () => {});
    await sleep(1000);
    const from = performance.now();
    const outcome = call ? await call() : (await sleep(5000), null);
    const to = Math.max(performance.now(), from + 1000);
    while (performance.now() < to) await sleep(50);
    await sleep(1500); // answers to the window's last polls
    instance.stop();
    await done;
    const inWindow = sent.filter((s) => s[0] >= from && s[0] <= to);
    const answered = inWindow.filter((s) => s[1] !== null && s[1] !== Infinity);
    const latencies = answered.map((s) => s[1]).sort((a, b) => a - b);
    const failed = inWindow.filter((s) => !s[2]).length;
    const p = (q) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] : NaN;
    return {
      outcome,
      windowMs: to - from,
      sent: inWindow.length,
      expected: Math.round((RATE * (to - from)) / 1000),
      failed,
      p50: p(0.5),
      p99: p(0.99),
      max: latencies.length ? latencies[latencies.length - 1] : NaN,
      load: load(),
    };
  };

  const from = addDays(meta.today, -59);
  const draw = { kind: 'main', marketId: meta.marketId, date: meta.today, session: 'open' };
  const windows = [
    ['quiet (no operator call, 5 s)', null],
    [
      `bids report ${from} … ${meta.today}`,
      () => operator('GET', `/admin/api/reports/bids?from=${from}&to=${meta.today}`),
      (b) => `${count(b.rows?.length ?? 0)} rows`,
    ],
    [
      `exposure preview, ${meta.market} ${meta.today} open`,
      () => operator('GET', `/admin/api/exposure?kind=main&marketId=${meta.marketId}&date=${meta.today}&session=open`),
      (b) => `${count(b.totalBids)} bids, ${count(b.outcomes?.length ?? 0)} outcomes`,
    ],
    [
      'declaration preview (open 128)',
      () => operator('POST', '/admin/api/results/preview', { ...draw, pana: '128' }),
      (b) => `${count(b.settledBids)} bids would settle, ${count(b.winners)} winners`,
    ],
    [
      'declaration (open 128)',
      () => operator('POST', '/admin/api/results', { ...draw, pana: '128' }),
      (b) => `${count(b.settledBids)} bids settled, ${count(b.winners)} winners, payout ${count(b.payout)}`,
    ],
  ];

  console.log(
    `\npoll /api-get-dashboard-data with ${count(tokens.length)} players' tokens, ${RATE} req/s over ${CONNECTIONS} connections; budget per window: p99 < ${BUDGET.p99} ms, ${BUDGET.failed} failed`,
  );
  // A first quiet window, not counted: every player's first poll, and the server's code still being compiled.
  const warmUp = await pollWhile(null);
  console.log(`\nwarm-up (not counted): p99 ${fmt(warmUp.p99, 1)} ms, ${count(warmUp.failed)} failed`);
  let quiet = null;
  for (const [name, call, summary] of windows) {
    const w = await pollWhile(call);
    const pollOk = w.p99 < BUDGET.p99 && w.failed <= BUDGET.failed && w.sent > 0;
    let callText = '';
    let callOk = true;
    if (w.outcome) {
      callOk = w.outcome.status >= 200 && w.outcome.status < 300;
      let body = null;
      try {
        body = JSON.parse(w.outcome.text);
      } catch {
        // not JSON
      }
      callText = callOk
        ? `took ${secs(w.outcome.ms)} (${body ? summary(body) : '?'})`
        : `FAILED ${w.outcome.status} after ${secs(w.outcome.ms)}: ${w.outcome.text.slice(0, 300)}`;
    }
    if (!pollOk || !callOk) misses++;
    console.log(`\n${name}${callText ? `: ${callText}` : ''}`);
    console.log(
      `  polls  ${count(w.sent)} sent in ${secs(w.windowMs)} (rate asks ${count(w.expected)}), p50 ${fmt(w.p50, 1)} ms, p99 ${fmt(w.p99, 1)} ms, max ${fmt(w.max, 1)} ms, ${count(w.failed)} failed   ${pollOk ? 'within' : 'MISS'}`,
    );
    // The machine's own noise: the same figures against the quiet window's (DESIGN.md: ratios where noisy).
    if (!quiet) quiet = w;
    else console.log(`  p99 ${fmt(w.p99 / quiet.p99, 2)}× the quiet window's, max ${fmt(w.max / quiet.max, 2)}×`);
    console.log(`  load average ${w.load}`);
  }
} catch (err) {
  misses++;
  console.error(err);
} finally {
  await stop(server);
  if (copied) removeDb(dbFile);
  if (args.keep && !args.reuse) console.log(`\ndatabase kept at ${seeded} (run again with --reuse ${seeded})`);
  else if (!args.reuse) removeDb(seeded);
}
console.log(
  `\nstall check: ${misses ? `${misses} window(s) MISS` : 'every window within budget'}; load average ${load()}`,
);
process.exit(misses ? 1 : 0);
