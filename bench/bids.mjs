#!/usr/bin/env node
// Bid submission under load (docs/budgets.md): /api-submit-bid, one line per request, 5,000 players.
// Prints accepted bids/s (rows added to `bids`), p50/p99 latency, the load average and the ledger check.
//   node bench/bids.mjs [--seconds 10] [--connections 50] [--port 18191]
//                       [--engine sqlite|postgres] [--processes 1|2] [--keep]
//
// SQLite (the default): one server process, synchronous=FULL, 50 connections; budget ≥ 8,000 accepted
// bids/s, p99 < 20 ms, ledger clean (docs/budgets.md). The bid batches run in the writer thread (ADR 025),
// HTTP and the checks on the serving thread.
//
// PostgreSQL (--engine postgres): the server PANA_BENCH_PG_URL (or PANA_TEST_PG_URL) names, else an
// embedded one (bench/postgres.mjs: as the server tests run it, fsync and synchronous_commit off). The
// built server migrates and seeds the database on a first start; players, wallets (opening adjustment
// and its ledger row, as on SQLite), sessions and the always-open market are then written with `pg`.
// Phase 1: one server process, all connections on it. Phase 2 (--processes 2, the default): two
// server processes on two ports sharing the database, the connections split across them (two
// autocannon runs at once). Each phase prints accepted bids/s, p99, the CPU seconds the server
// processes and PostgreSQL used per 1,000 bids and the load average; then the ratio 2 processes / 1
// (budget ≥ 1.5×) and the ledger check. The ratio budget needs the cores: with fewer than 4
// (os.cpus()) both processes, PostgreSQL and autocannon share them, so the ratio is printed as a report
// and only a ledger problem fails the run (docs/OPERATIONS.md, "Capacity", models the rest).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildServer, fmt, newToken, processTreeCpu, serverJs, startServer, stop, tempDb } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '18191' },
    engine: { type: 'string', default: 'sqlite' },
    processes: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const ENGINE = args.engine;
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error(`--engine is sqlite or postgres, not ${ENGINE}`);
const PROCESSES = Number(args.processes ?? (ENGINE === 'postgres' ? 2 : 1));
if (PROCESSES !== 1 && PROCESSES !== 2) throw new Error('--processes is 1 or 2');
if (ENGINE === 'sqlite' && PROCESSES !== 1) throw new Error('--processes 2 needs --engine postgres (SQLite runs one process)');
const PLAYERS = 5_000;
/** SQLite's budget: accepted bids a second and the p99 latency in ms. */
const BUDGET = { bidsPerSecond: 8_000, p99: 20 };
const PORT = Number(args.port);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One line of Single Digit on the always-open market, for the next player in turn. */
let n = 0;
const body = (tokens) => {
  const token = tokens[n++ % PLAYERS];
  return JSON.stringify({
    env_type: 'Prod',
    app_key: 'pana-public-app-key',
    unique_token: token,
    game_id: tokens.market,
    new_result: {
      gameid: tokens.market,
      session: 'Single Digit',
      gametype: 'Close',
      result: [{ digits: String(n % 10), points: '10', session: 'Close' }],
    },
  });
};
const submitLoad = (port, tokens, conns) =>
  autocannon({
    url: `http://127.0.0.1:${port}/api-submit-bid`,
    connections: conns,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: body(tokens) }),
      },
    ],
  });

if (!process.env.PANA_BENCH_SERVER_JS) buildServer();
if (ENGINE === 'postgres') process.exit(await postgresBench());
const dbFile = tempDb();
// First start migrates and seeds; then players, sessions and an always-open market are added directly.
await stop(await startServer({ port: PORT, dbFile }));
const db = new Database(dbFile);
db.pragma('journal_mode = WAL');
const now = Date.now();
const tokens = [];
db.transaction(() => {
  // Open session until 11:59 PM, close session until 11:58 PM the next day: open at any hour but one minute.
  const market = db
    .prepare(
      "insert into markets (kind, name, open_minute, close_minute, days, active, sort_order, created_at, updated_at) values ('main', 'Bench', 1439, 1438, '0123456', 1, 99, ?, ?)",
    )
    .run(now, now).lastInsertRowid;
  tokens.market = Number(market);
  const user = db.prepare(
    'insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, ?, 1, 0, ?, ?)',
  );
  const wallet = db.prepare('insert into wallets (user_id, balance, updated_at) values (?, 1000000000, ?)');
  // An opening balance as the server writes one: an operator-less adjustment and its ledger row.
  const adjustment = db.prepare(
    "insert into wallet_adjustments (user_id, amount, note, admin_id, created_at) values (?, 1000000000, 'Bench opening balance', null, ?)",
  );
  const ledger = db.prepare(
    "insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at) values (?, 1000000000, 1000000000, 'adjustment', 'wallet_adjustment', ?, '', ?)",
  );
  const session = db.prepare(
    "insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) values (?, ?, 'bench', ?, ?, ?)",
  );
  for (let i = 0; i < PLAYERS; i++) {
    const id = user.run(`Bench ${i}`, String(7000000000 + i), 'x', now, now).lastInsertRowid;
    wallet.run(id, now);
    ledger.run(id, adjustment.run(id, now).lastInsertRowid, now);
    const t = newToken();
    session.run(t.hash, id, now, now, now + 86_400_000);
    tokens.push(t.token);
  }
})();
db.close();

const server = await startServer({ port: PORT, dbFile });
const cpu0 = processTreeCpu(server.pid);
const result = await submitLoad(PORT, tokens, connections);
const serverCpu = processTreeCpu(server.pid) - cpu0;
await stop(server);

const check = new Database(dbFile, { readonly: true });
const accepted = check.prepare('select count(*) as n from bids').get().n;
check.close();
const ledgerCheck = spawnSync(process.execPath, [join(dirname(serverJs), 'cli/ledger-check.js')], {
  env: { ...process.env, DATABASE_URL: dbFile },
  encoding: 'utf8',
});

console.log(`\nbid submission, ${connections} connections, ${seconds} s, ${PLAYERS} players, SQLite synchronous=FULL`);
console.log(
  `  requests        ${fmt(result.requests.total)} (${fmt(result.non2xx)} non-2xx, ${fmt(result.errors)} errors)`,
);
console.log(`  accepted bids/s ${fmt(accepted / seconds)}   (budget ≥ ${fmt(BUDGET.bidsPerSecond)})`);
console.log(`  latency p50     ${fmt(result.latency.p50, 1)} ms`);
console.log(`  latency p99     ${fmt(result.latency.p99, 1)} ms   (budget < ${BUDGET.p99} ms)`);
console.log(`  server CPU      ${fmt((serverCpu / Math.max(accepted, 1)) * 1000, 2)} s per 1,000 bids`);
console.log(
  `  ledger check    ${ledgerCheck.status === 0 ? 'clean' : `FAILED\n${ledgerCheck.stdout}${ledgerCheck.stderr}`}`,
);
const ok = ledgerCheck.status === 0 && accepted / seconds >= BUDGET.bidsPerSecond && result.latency.p99 < BUDGET.p99;
console.log(`  load average    ${load()}`);
process.exit(ok ? 0 : 1);

/** The PostgreSQL bench (see the header); resolves with the exit code. */
async function postgresBench() {
  const { postgresTarget } = await import('./postgres.mjs');
  const target = await postgresTarget({ prefix: 'pana_bench_bids', keep: args.keep });
  const { url, postgresPid } = target;
  const servers = [];
  try {
    // The built server migrates and seeds; then the bench's players and market, in one transaction.
    await stop(await startServer({ port: PORT, dbFile: url }));
    const tokens = await writePlayers(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const settings = await client.query(
      "select name, setting, unit from pg_settings where name in ('server_version', 'shared_buffers', 'fsync', 'synchronous_commit', 'max_connections') order by name",
    );
    const bidCount = async () => Number((await client.query('select count(*) as n from bids')).rows[0].n);
    console.log(
      `\nbid submission on PostgreSQL, ${connections} connections, ${seconds} s per phase, ${PLAYERS} players; ${cpus().length} cores`,
    );
    console.log(`  PostgreSQL settings: ${settings.rows.map((r) => `${r.name}=${r.setting}${r.unit ?? ''}`).join(', ')}`);

    /** One phase: `count` server processes, the connections split across them, all at once. */
    const phase = async (count) => {
      for (let i = 0; i < count; i++) servers.push(await startServer({ port: PORT + i, dbFile: url }));
      const before = await bidCount();
      const load0 = load();
      const serverCpu = () => servers.reduce((sum, s) => sum + processTreeCpu(s.pid), 0);
      const cpu0 = { server: serverCpu(), postgres: postgresPid ? processTreeCpu(postgresPid) : null };
      // Meanwhile, one round trip at a time (`select 1`, 5 ms apart) on the bench's own connection: what
      // a statement's round trip costs on this machine under this load (the bid writer makes ~4 per bid).
      const trips = [];
      let loading = true;
      const sampler = (async () => {
        while (loading) {
          const t = performance.now();
          await client.query('select 1');
          trips.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const results = await Promise.all(
        servers.map((_, i) =>
          submitLoad(PORT + i, tokens, Math.floor(connections / count) + (i < connections % count ? 1 : 0)),
        ),
      );
      loading = false;
      await sampler;
      trips.sort((a, b) => a - b);
      const trip = (q) => fmt(trips[Math.min(trips.length - 1, Math.floor(trips.length * q))] ?? 0, 2);
      const cpu1 = { server: serverCpu(), postgres: postgresPid ? processTreeCpu(postgresPid) : null };
      const accepted = (await bidCount()) - before;
      const load1 = load();
      while (servers.length) await stop(servers.pop());
      const perThousand = (s) => fmt((s / Math.max(accepted, 1)) * 1000, 2);
      const p99 = Math.max(...results.map((r) => r.latency.p99));
      console.log(`\n  ${count} server process${count > 1 ? 'es' : ''} (${results.map((r) => r.connections ?? '').join(' + ') || connections} connections)`);
      const sum = (f) => results.reduce((t, r) => t + f(r), 0);
      console.log(
        `    requests        ${fmt(sum((r) => r.requests.total))} (${fmt(sum((r) => r.non2xx))} non-2xx, ${fmt(sum((r) => r.errors))} errors)`,
      );
      console.log(`    accepted bids/s ${fmt(accepted / seconds)}`);
      console.log(`    latency p50     ${results.map((r) => fmt(r.latency.p50, 1)).join(' / ')} ms`);
      console.log(`    latency p99     ${results.map((r) => fmt(r.latency.p99, 1)).join(' / ')} ms`);
      console.log(
        `    CPU per 1,000 bids: server processes ${perThousand(cpu1.server - cpu0.server)} s` +
          (cpu0.postgres === null ? '' : `, PostgreSQL ${perThousand(cpu1.postgres - cpu0.postgres)} s`),
      );
      console.log(`    round trip      select 1: p50 ${trip(0.5)} ms, p90 ${trip(0.9)} ms (${fmt(trips.length)} samples)`);
      console.log(`    load average    ${load0} before, ${load1} after`);
      return { rate: accepted / seconds, p99 };
    };

    const one = await phase(1);
    const two = PROCESSES === 2 ? await phase(2) : null;
    await client.end();
    const ledgerCheck = spawnSync(process.execPath, [join(dirname(serverJs), 'cli/ledger-check.js')], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    const cores = cpus().length;
    let ratioOk = true;
    if (two) {
      const ratio = two.rate / one.rate;
      ratioOk = ratio >= 1.5;
      console.log(
        `\n  2 processes / 1   ${ratio.toFixed(2)}×   (budget ≥ 1.5×${
          cores < 4
            ? `; a report only on ${cores} cores: both processes, PostgreSQL and autocannon share them`
            : ratioOk
              ? ''
              : ': OVER'
        })`,
      );
    }
    console.log(
      `  ledger check      ${ledgerCheck.status === 0 ? 'clean' : `FAILED\n${ledgerCheck.stdout}${ledgerCheck.stderr}`}`,
    );
    console.log(`  load average      ${load()}; ${cores} cores`);
    return ledgerCheck.status === 0 && (ratioOk || cores < 4) ? 0 : 1;
  } finally {
    while (servers.length) await stop(servers.pop());
    await target.cleanup();
  }
}

/**
 * The bench's 5,000 players, as the SQLite path writes them: each with a wallet of 1,000,000,000
 * points opened as the server opens one (an operator-less adjustment and its ledger row), a session,
 * and the always-open market. Returns the players' tokens (`tokens.market`: the market's id).
 */
async function writePlayers(url) {
  const now = Date.now();
  const tokens = [];
  const hashes = [];
  for (let i = 0; i < PLAYERS; i++) {
    const t = newToken();
    tokens.push(t.token);
    hashes.push(t.hash);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Open session until 11:59 PM, close session until 11:58 PM the next day: open at any hour but one minute.
    const market = await client.query(
      "insert into markets (kind, name, open_minute, close_minute, days, active, sort_order, created_at, updated_at) values ('main', 'Bench', 1439, 1438, '0123456', 1, 99, $1, $1) returning id",
      [now],
    );
    tokens.market = Number(market.rows[0].id);
    const users = await client.query(
      `insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
       select 'Bench ' || i, (7000000000 + i)::text, 'x', 1, 0, $1, $1 from generate_series(0, $2::int - 1) as i
       returning id, mobile`,
      [now, PLAYERS],
    );
    const ids = users.rows.sort((a, b) => Number(a.mobile) - Number(b.mobile)).map((r) => Number(r.id));
    await client.query(
      'insert into wallets (user_id, balance, updated_at) select id, 1000000000, $2 from unnest($1::bigint[]) as id',
      [ids, now],
    );
    // An opening balance as the server writes one: an operator-less adjustment and its ledger row.
    await client.query(
      `with adjustment as (
         insert into wallet_adjustments (user_id, amount, note, admin_id, created_at)
         select id, 1000000000, 'Bench opening balance', null, $2 from unnest($1::bigint[]) as id
         returning id, user_id)
       insert into wallet_ledger (user_id, amount, balance_after, kind, ref_type, ref_id, note, created_at)
       select user_id, 1000000000, 1000000000, 'adjustment', 'wallet_adjustment', id, '', $2 from adjustment`,
      [ids, now],
    );
    await client.query(
      `insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at)
       select hash, id, 'bench', $3, $3, $4 from unnest($1::text[], $2::bigint[]) as s(hash, id)`,
      [hashes, ids, now, now + 86_400_000],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
  return tokens;
}
