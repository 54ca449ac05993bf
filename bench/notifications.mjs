// Notifications of a declared result (docs/budgets.md, ADR 014): how long the background worker takes to write
// the 'result' item of every player of a draw and the 'win' item of every winner after the declaration
// committed, and how long it holds the thread at a time (the players' requests wait meanwhile).
//
//   node --import tsx bench/notifications.mjs [--players 100000] [--winners 10000] [--devices 1000] [--keep]
//
// Run from the repository root; not part of `npm test`. SQLite: a file in the system's temporary folder,
// migrated and seeded by the server's own code, then bulk-loaded with a plain connection: N players in
// the draw's players (`draw_players`, as settlement writes them), the winners' won bids (settled at the
// declaration's instant), and some players with a push subscription. Then one `notification_jobs` row,
// as the declaration writes it, and the worker (modules/notifications/worker.ts) drained in this process,
// pushes answered at once by a stub (this measures the items, not the network). Printed: the time to
// write every item, items per second, the longest stretch the event loop was blocked (from
// monitorEventLoopDelay) and the CPU seconds used.
import { rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { FixedClock } from '../apps/server/src/lib/clock.ts';
import { NotificationWorker } from '../apps/server/src/modules/notifications/worker.ts';
import { openWallet } from '../apps/server/src/modules/wallet/ledger.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '100000' },
    winners: { type: 'string', default: '10000' },
    devices: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
  },
});
const PLAYERS = Number(args.players);
const WINNERS = Math.min(Number(args.winners), PLAYERS);
const DEVICES = Math.min(Number(args.devices), PLAYERS);
const DATE = '2026-11-22';
const NOW = Date.parse('2026-11-23T10:00:00+05:30');

const file = join(tmpdir(), `pana-bench-notifications-${process.pid}.db`);
const handle = openDatabase(file);
await migrateToLatest(handle.db);
await seedDatabase(handle.db, NOW, { demo: false, openWallet });
await handle.close();

// Bulk load with a plain connection.
const raw = new SqliteDatabase(file);
raw.pragma('journal_mode = WAL');
const marketId = raw.prepare("select id from markets where kind = 'main' order by id limit 1").get().id;
const load = performance.now();
raw.transaction(() => {
  const user = raw.prepare("insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at) values (?, ?, 'x', 1, 0, 0, 0)");
  const player = raw.prepare('insert into draw_players (market_id, draw_date, user_id) values (?, ?, ?)');
  const submission = raw.prepare("insert into bid_submissions (user_id, market_id, family, draw_date, request_id, total_points, line_count, created_at) values (?, ?, 'main', ?, null, 10, 1, 0)");
  const bid = raw.prepare(
    "insert into bids (submission_id, user_id, market_id, family, draw_date, bid_type, session, digits, closedigits, points, status, win_amount, settled_at, created_at) values (?, ?, ?, 'main', ?, 'single_digit', 'open', '1', '', 10, 'won', 95, ?, 0)",
  );
  const device = raw.prepare('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, 0)');
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  const auth = Buffer.alloc(16, 1).toString('base64url');
  const step = Math.max(1, Math.floor(PLAYERS / Math.max(1, WINNERS)));
  let winners = 0;
  for (let i = 0; i < PLAYERS; i++) {
    const userId = Number(user.run(`Player ${i}`, `6${String(i).padStart(9, '0')}`).lastInsertRowid);
    player.run(marketId, DATE, userId);
    if (i % step === 0 && winners < WINNERS) {
      winners++;
      const sub = Number(submission.run(userId, marketId, DATE).lastInsertRowid);
      bid.run(sub, userId, marketId, DATE, NOW);
    }
    if (i < DEVICES) device.run(userId, `https://push.example/${userId}`, p256dh, auth);
  }
  raw
    .prepare("insert into notification_jobs (kind, market_id, draw_date, session, result, settled_at, created_at) values ('draw', ?, ?, 'open', '128-1', ?, ?)")
    .run(marketId, DATE, NOW, NOW);
})();
raw.close();
console.log(`loaded ${PLAYERS.toLocaleString('en-IN')} players of the draw, ${WINNERS.toLocaleString('en-IN')} winners, ${DEVICES.toLocaleString('en-IN')} devices in ${((performance.now() - load) / 1000).toFixed(1)} s`);

const server = openDatabase(file);
const worker = new NotificationWorker({
  db: server.db,
  clock: new FixedClock(NOW),
  keys: async () => ({ publicKey: '', privateKey: '', subject: 'mailto:bench@pana.invalid' }),
  transport: async () => 'sent',
});
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const cpu = process.cpuUsage();
const start = performance.now();
await worker.drain();
const seconds = (performance.now() - start) / 1000;
delay.disable();
const used = process.cpuUsage(cpu);
const items = Number((await server.db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const left = Number((await server.db.selectFrom('push_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
await worker.stop();
await server.close();
if (!args.keep) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });

console.log(`\nnotifications of one declaration (SQLite, in process; load average ${loadavg()[0].toFixed(2)})`);
console.log(`  items written        ${items.toLocaleString('en-IN')} (${PLAYERS.toLocaleString('en-IN')} result + ${WINNERS.toLocaleString('en-IN')} win)`);
console.log(`  pushes sent          to ${DEVICES.toLocaleString('en-IN')} devices (stubbed), ${left} left in the outbox`);
console.log(`  time                 ${seconds.toFixed(2)} s, ${Math.round(items / seconds).toLocaleString('en-IN')} items/s, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s`);
console.log(`  event loop blocked   at most ${(delay.max / 1e6).toFixed(0)} ms at a time (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`);
const expected = PLAYERS + WINNERS;
if (items !== expected || left !== 0) {
  console.log(`  FAILED: expected ${expected} items and an empty outbox`);
  process.exitCode = 1;
}
