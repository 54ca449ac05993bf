#!/usr/bin/env node
// Bid submission under load (DESIGN.md section 9): /api-submit-bid, one line per request, 50 connections,
// 5,000 players, SQLite with synchronous=FULL. Prints accepted bids/s, p50/p99 latency and the ledger check.
//   node bench/bids.mjs [--seconds 10] [--connections 50]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { buildServer, fmt, newToken, root, startServer, stop, tempDb } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);
const PLAYERS = 5_000;
const PORT = 18191;

buildServer();
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
let n = 0;
const body = (token) =>
  JSON.stringify({
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
const result = await autocannon({
  url: `http://127.0.0.1:${PORT}/api-submit-bid`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: body(tokens[n++ % PLAYERS]) }),
    },
  ],
});
await stop(server);

const check = new Database(dbFile, { readonly: true });
const accepted = check.prepare('select count(*) as n from bids').get().n;
check.close();
const ledgerCheck = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli/ledger-check.js')], {
  env: { ...process.env, DATABASE_URL: dbFile },
  encoding: 'utf8',
});

console.log(`\nbid submission, ${connections} connections, ${seconds} s, ${PLAYERS} players, SQLite synchronous=FULL`);
console.log(
  `  requests        ${fmt(result.requests.total)} (${fmt(result.non2xx)} non-2xx, ${fmt(result.errors)} errors)`,
);
console.log(`  accepted bids/s ${fmt(accepted / seconds)}   (budget ≥ 4,000)`);
console.log(`  latency p50     ${fmt(result.latency.p50, 1)} ms`);
console.log(`  latency p99     ${fmt(result.latency.p99, 1)} ms   (budget < 50 ms)`);
console.log(
  `  ledger check    ${ledgerCheck.status === 0 ? 'clean' : `FAILED\n${ledgerCheck.stdout}${ledgerCheck.stderr}`}`,
);
const ok = ledgerCheck.status === 0 && accepted / seconds >= 4_000 && result.latency.p99 < 50;
console.log(
  `  load average    ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(ok ? 0 : 1);
