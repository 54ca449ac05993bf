#!/usr/bin/env node
// The dashboard poll (docs/budgets.md): /api-get-dashboard-data, the call every logged-in player's
// home screen makes every 5 s, 50 connections, 1,000 players' tokens in turn; beside it the same call
// without a token, the same with a token asking for gzip as browsers do, and a bare Fastify hello-world
// (the ceiling of this machine). They run in alternating rounds in one run (a shared, loaded machine
// drifts), and each figure is the mean of its rounds. Budget: the logged-in poll (no compression asked,
// as the budget was set) ≥ 40% of the hello-world with p99 < 20 ms. Exits 1 on a miss.
//   node bench/dashboard.mjs [--seconds 5] [--rounds 3] [--connections 50]
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { buildServer, fmt, newToken, root, startServer, stop, tempDb } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
const PLAYERS = 1_000;
const BUDGET = 0.4;
const P99_BUDGET_MS = 20;

const run = (url, requests) => autocannon({ url, connections, duration: seconds, requests });
const post = (body) => [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }];

// A bare Fastify answering a POST with a small JSON body.
const helloSource = `
import Fastify from 'fastify';
const app = Fastify();
app.post('/hello', async () => ({ status: true, msg: 'hello' }));
await app.listen({ port: 18193, host: '127.0.0.1' });
`;
const hello = spawn(process.execPath, ['--input-type=module', '-e', helloSource], {
  cwd: `${root}/apps/server`,
  stdio: 'inherit',
});

buildServer();
const dbFile = tempDb();
await stop(await startServer({ port: 18192, dbFile }));
const db = new Database(dbFile);
db.pragma('journal_mode = WAL');
const now = Date.now();
const tokens = [];
db.transaction(() => {
  const user = db.prepare(
    'insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, ?, 1, 0, ?, ?)',
  );
  const wallet = db.prepare('insert into wallets (user_id, balance, updated_at) values (?, 0, ?)');
  const session = db.prepare(
    "insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) values (?, ?, 'bench', ?, ?, ?)",
  );
  for (let i = 0; i < PLAYERS; i++) {
    const id = user.run(`Poll ${i}`, String(7100000000 + i), 'x', now, now).lastInsertRowid;
    wallet.run(id, now);
    const t = newToken();
    session.run(t.hash, id, now, now, now + 86_400_000);
    tokens.push(t.token);
  }
})();
db.close();
const server = await startServer({ port: 18192, dbFile });

const KEY = { env_type: 'Prod', app_key: 'pana-public-app-key' };
let n = 0;
const targets = {
  hello: () => run('http://127.0.0.1:18193/hello', post({})),
  anonymous: () => run('http://127.0.0.1:18192/api-get-dashboard-data', post({ ...KEY, unique_token: null })),
  'logged in': () =>
    run('http://127.0.0.1:18192/api-get-dashboard-data', [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...KEY, unique_token: tokens[n++ % PLAYERS] }) }),
      },
    ]),
  // As a browser asks for it (the answer then goes out gzipped): shown beside the budget's figure.
  'logged in, gzip': () =>
    run('http://127.0.0.1:18192/api-get-dashboard-data', [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...KEY, unique_token: tokens[n++ % PLAYERS] }) }),
      },
    ]),
};
const results = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, measure] of Object.entries(targets)) results[name].push(await measure());
}
await stop(server);
hello.kill();

const mean = (list, pick) => list.reduce((sum, r) => sum + pick(r), 0) / list.length;
const rate = (name) => mean(results[name], (r) => r.requests.average);
const p99 = (name) => Math.max(...results[name].map((r) => r.latency.p99));
const errors = (name) => results[name].reduce((sum, r) => sum + r.non2xx + r.errors, 0);
const ratio = rate('logged in') / rate('hello');
console.log(`\ndashboard poll, ${connections} connections, ${rounds} alternating rounds of ${seconds} s`);
console.log(`  bare Fastify hello-world   ${fmt(rate('hello'))} req/s`);
for (const name of ['anonymous', 'logged in', 'logged in, gzip']) {
  console.log(
    `  poll, ${name.padEnd(16)}   ${fmt(rate(name))} req/s (${fmt((rate(name) / rate('hello')) * 100, 1)}%, worst p99 ${fmt(p99(name), 1)} ms, ${fmt(errors(name))} non-2xx/errors)`,
  );
}
console.log(`  logged-in ratio            ${fmt(ratio * 100, 1)}%   (budget ≥ ${BUDGET * 100}%, p99 < ${P99_BUDGET_MS} ms)`);
console.log(`  load average               ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const ok = ratio >= BUDGET && p99('logged in') < P99_BUDGET_MS && Object.keys(targets).every((name) => errors(name) === 0);
console.log(ok ? '  within budget' : '  OVER BUDGET');
process.exit(ok ? 0 : 1);
