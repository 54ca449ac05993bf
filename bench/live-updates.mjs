#!/usr/bin/env node
// Live updates (docs/budgets.md, ADR 013): a declared result reaches 10,000 open event streams (GET /api/events).
// The streams are opened by a child process (bench/live-updates-clients.mjs, raw sockets, so the clients
// cost little), each as its own player with its own token. Then the operator declares a result through
// the operator API, and the time from sending the declaration to the moment the LAST stream got its
// `market` event is measured. Also printed: the servers' CPU while the streams sit idle (no database
// work, one comment line per stream every 25 s) and the load average.
//   node bench/live-updates.mjs [--streams 10000] [--port 18195] [--engine sqlite|postgres] [--no-build]
// SQLite: one server process. PostgreSQL (--engine postgres; PANA_BENCH_PG_URL or PANA_TEST_PG_URL, else an
// embedded server, bench/postgres.mjs): two server processes, half the streams on each, the declaration
// sent to the first, so half the streams hear of it through LISTEN/NOTIFY.
// Every server keeps its limits (ADR 024): the players connect from PER_ADDRESS to an address of
// 127.0.0.0/8 each (the servers run with LIVE_STREAMS_PER_ADDRESS=PER_ADDRESS), as players behind
// carrier addresses do, and each holds one stream.
// Budget: every stream gets the event within 2,000 ms; exit code 1 on a miss.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildServer, fmt, newToken, processTreeCpu, root, startServer, stop, tempDb } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '10000' },
    port: { type: 'string', default: '18195' },
    engine: { type: 'string', default: 'sqlite' },
    'no-build': { type: 'boolean', default: false },
  },
});
const STREAMS = Number(args.streams);
const PORT = Number(args.port);
const ENGINE = args.engine;
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error(`--engine is sqlite or postgres, not ${ENGINE}`);
const PROCESSES = ENGINE === 'postgres' ? 2 : 1;
const BUDGET_MS = 2_000;
/** Streams per client address, and the servers' LIVE_STREAMS_PER_ADDRESS. */
const PER_ADDRESS = 100;
/** The loopback address the i-th player connects from: 127.1.0.1, 127.1.0.2, … (PER_ADDRESS players each). */
const addressOf = (i) => {
  const k = Math.floor(i / PER_ADDRESS);
  return `127.1.${Math.floor(k / 250)}.${(k % 250) + 1}`;
};
const serverEnv = { LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS) };
const IDLE_SECONDS = 5;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const now = () => performance.timeOrigin + performance.now();

if (!args['no-build']) buildServer();
const created = Date.now();
// The draw to declare: yesterday's Kalyan, whose demo result is taken away first (it has no bids).
const drawDate = new Date(created + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const players = Array.from({ length: STREAMS }, (_, i) => ({ mobile: String(6000000000 + i), ...newToken() }));

/** The players, their wallets and sessions, and the draw made declarable, on SQLite. */
function prepareSqlite(dbFile) {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  const kalyan = db.prepare("select id from markets where kind = 'main' and name = 'Kalyan'").get().id;
  db.transaction(() => {
    db.prepare('delete from results where market_id = ? and draw_date = ?').run(kalyan, drawDate);
    const user = db.prepare(
      'insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, ?, 1, 0, ?, ?)',
    );
    const wallet = db.prepare('insert into wallets (user_id, balance, updated_at) values (?, 0, ?)');
    const session = db.prepare(
      "insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at) values (?, ?, 'bench', ?, ?, ?)",
    );
    for (const [i, p] of players.entries()) {
      const id = user.run(`Live ${i}`, p.mobile, 'x', created, created).lastInsertRowid;
      wallet.run(id, created);
      session.run(p.hash, id, created, created, created + 86_400_000);
    }
  })();
  db.close();
  return Number(kalyan);
}

/** The same on PostgreSQL, 1,000 rows per statement. */
async function preparePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const kalyan = Number(
      (await client.query("select id from markets where kind = 'main' and name = 'Kalyan'")).rows[0].id,
    );
    await client.query('begin');
    await client.query('delete from results where market_id = $1 and draw_date = $2', [kalyan, drawDate]);
    for (let i = 0; i < players.length; i += 1_000) {
      const chunk = players.slice(i, i + 1_000);
      const ids = (
        await client.query(
          `insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
           select 'Live ' || m, m, 'x', 1, 0, $2, $2 from unnest($1::text[]) as m returning id, mobile`,
          [chunk.map((p) => p.mobile), created],
        )
      ).rows;
      const byMobile = new Map(ids.map((r) => [r.mobile, Number(r.id)]));
      const userIds = chunk.map((p) => byMobile.get(p.mobile));
      await client.query(
        'insert into wallets (user_id, balance, updated_at) select u, 0, $2 from unnest($1::bigint[]) as u',
        [userIds, created],
      );
      await client.query(
        `insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at)
         select h, u, 'bench', $3, $3, $4 from unnest($1::text[], $2::bigint[]) as t(h, u)`,
        [chunk.map((p) => p.hash), userIds, created, created + 86_400_000],
      );
    }
    await client.query('commit');
    return kalyan;
  } finally {
    await client.end();
  }
}

let target = null;
let databaseUrl;
if (ENGINE === 'postgres') {
  const { postgresTarget } = await import('./postgres.mjs');
  target = await postgresTarget({ prefix: 'pana_bench_live' });
  databaseUrl = target.url;
} else {
  databaseUrl = tempDb();
}
const servers = [];
const clients = fork(join(root, 'bench/live-updates-clients.mjs'), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const message = (type) => new Promise((resolve) => clients.on('message', (m) => m.type === type && resolve(m)));
let failed = false;
try {
  // First start migrates and seeds (markets, the demo operator, yesterday's demo results).
  await stop(await startServer({ port: PORT, dbFile: databaseUrl }));
  const kalyan = ENGINE === 'postgres' ? await preparePostgres(databaseUrl) : prepareSqlite(databaseUrl);
  for (let i = 0; i < PROCESSES; i++) servers.push(await startServer({ port: PORT + i, dbFile: databaseUrl, env: serverEnv }));

  const opened = message('opened');
  clients.send({
    type: 'open',
    targets: players.map((p, i) => ({ port: PORT + (i % PROCESSES), token: p.token, localAddress: addressOf(i) })),
  });
  const { ok, refused, ms } = await opened;
  console.log(
    `\nlive updates on ${ENGINE === 'postgres' ? 'PostgreSQL, 2 server processes (half the streams on each)' : 'SQLite, 1 server process'}`,
  );
  console.log(
    `  streams open      ${fmt(ok)} in ${fmt(ms / 1000, 1)} s (${fmt(refused)} refused), from ${fmt(Math.ceil(STREAMS / PER_ADDRESS))} addresses, ${PER_ADDRESS} each`,
  );
  if (ok !== STREAMS) throw new Error(`only ${ok} of ${STREAMS} streams opened`);

  const serverCpu = () => servers.reduce((sum, s) => sum + processTreeCpu(s.pid), 0);
  const cpu0 = serverCpu();
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const idleCpu = serverCpu() - cpu0;

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
  const { count, first, last, byPort } = await Promise.race([
    arrived,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('not every stream got the event within 30 s')), 30_000),
    ),
  ]);
  const total = last - sent;
  console.log(`  idle servers' CPU ${fmt(idleCpu, 2)} s over ${IDLE_SECONDS} s with ${fmt(STREAMS)} idle streams`);
  console.log(`  declaration       answered in ${fmt(answered - sent)} ms`);
  console.log(`  first stream      ${fmt(first - sent)} ms after the declaration was sent`);
  for (const [port, at] of Object.entries(byPort)) {
    console.log(
      `  last on :${port}      ${fmt(at - sent)} ms${Number(port) === PORT ? ' (the declaring process)' : ' (through NOTIFY)'}`,
    );
  }
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
  while (servers.length) await stop(servers.pop());
  await target?.cleanup();
}
process.exit(failed ? 1 : 0);
