#!/usr/bin/env node
// Live updates (issue 17): a declared result reaches 10,000 open event streams (GET /api/events).
// One server process on SQLite; the streams are opened by a child process (bench/live-updates-clients.mjs,
// raw sockets, so the clients cost little), each as its own player with its own token. Then the
// operator declares a result through the operator API, and the time from sending the declaration to
// the moment the LAST stream got its `market` event is measured. Also printed: the server's CPU while
// the 10,000 streams sit idle (no database work, one comment line per stream every 25 s) and the
// load average.
//   node bench/live-updates.mjs [--streams 10000] [--port 18195] [--no-build]
// Budget: every stream gets the event within 2,000 ms; exit code 1 on a miss.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { buildServer, fmt, newToken, processTreeCpu, root, startServer, stop, tempDb } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '10000' },
    port: { type: 'string', default: '18195' },
    'no-build': { type: 'boolean', default: false },
  },
});
const STREAMS = Number(args.streams);
const PORT = Number(args.port);
const BUDGET_MS = 2_000;
const IDLE_SECONDS = 5;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const now = () => performance.timeOrigin + performance.now();

if (!args['no-build']) buildServer();
const dbFile = tempDb();
// First start migrates and seeds (markets, the demo operator, yesterday's demo results).
await stop(await startServer({ port: PORT, dbFile }));

const db = new Database(dbFile);
db.pragma('journal_mode = WAL');
const created = Date.now();
const tokens = [];
const kalyan = db.prepare("select id from markets where kind = 'main' and name = 'Kalyan'").get().id;
// The draw to declare: yesterday's, whose demo result is taken away first (it has no bids).
const drawDate = new Date(created + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
db.transaction(() => {
  db.prepare('delete from results where market_id = ? and draw_date = ?').run(kalyan, drawDate);
  const user = db.prepare(
    'insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, ?, 1, 0, ?, ?)',
  );
  const wallet = db.prepare('insert into wallets (user_id, balance, updated_at) values (?, 0, ?)');
  const session = db.prepare(
    "insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) values (?, ?, 'bench', ?, ?, ?)",
  );
  for (let i = 0; i < STREAMS; i++) {
    const id = user.run(`Live ${i}`, String(6000000000 + i), 'x', created, created).lastInsertRowid;
    wallet.run(id, created);
    const t = newToken();
    session.run(t.hash, id, created, created, created + 86_400_000);
    tokens.push(t.token);
  }
})();
db.close();

const server = await startServer({ port: PORT, dbFile });
const clients = fork(join(root, 'bench/live-updates-clients.mjs'), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const message = (type) => new Promise((resolve) => clients.on('message', (m) => m.type === type && resolve(m)));
let failed = false;
try {
  const opened = message('opened');
  clients.send({ type: 'open', port: PORT, tokens });
  const { ok, refused, ms } = await opened;
  console.log(
    `\nlive updates: ${fmt(ok)} streams open in ${fmt(ms / 1000, 1)} s (${fmt(refused)} refused), load ${load()}`,
  );
  if (ok !== STREAMS) throw new Error(`only ${ok} of ${STREAMS} streams opened`);

  const cpu0 = processTreeCpu(server.pid);
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const idleCpu = processTreeCpu(server.pid) - cpu0;

  const login = await fetch(`http://127.0.0.1:${PORT}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
  }).then((r) => r.json());
  const arrived = message('arrived');
  clients.send({ type: 'watch' });
  await message('watching');
  const sent = now();
  const declared = await fetch(`http://127.0.0.1:${PORT}/admin/api/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ kind: 'main', marketId: kalyan, date: drawDate, session: 'open', pana: '128' }),
  });
  const answered = now();
  if (declared.status !== 200) throw new Error(`declaration refused: ${declared.status} ${await declared.text()}`);
  const { count, first, last } = await Promise.race([
    arrived,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('not every stream got the event within 30 s')), 30_000),
    ),
  ]);
  const total = last - sent;
  console.log(`  idle server CPU   ${fmt(idleCpu, 2)} s over ${IDLE_SECONDS} s with ${fmt(STREAMS)} idle streams`);
  console.log(`  declaration       answered in ${fmt(answered - sent)} ms`);
  console.log(`  first stream      ${fmt(first - sent)} ms after the declaration was sent`);
  console.log(
    `  last stream       ${fmt(total)} ms (${fmt(count)} of ${fmt(STREAMS)})   (budget ≤ ${fmt(BUDGET_MS)} ms)`,
  );
  console.log(`  load average      ${load()}`);
  if (count !== STREAMS || total > BUDGET_MS) {
    console.log('  MISSED the budget');
    failed = true;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  clients.kill();
  await stop(server);
}
process.exit(failed ? 1 : 0);
