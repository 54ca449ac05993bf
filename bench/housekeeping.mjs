// Housekeeping (ADR 021): how fast a run deletes a backlog, and how long one 5,000-row statement holds
// the database (on SQLite the thread and the only writer: a bid waits at most that long behind it).
//
//   node --import tsx bench/housekeeping.mjs [--engine sqlite|postgres] [--outcomes 300000] [--sessions 100000] [--keep]
//
// Run from the repository root; not part of `npm test`. A database migrated and seeded by the server's
// own code, then loaded in bulk: `--outcomes` outcome rows of a capped market spread over 30 past draws
// (a full sangam draw has up to 48,400 outcomes), and `--sessions` player sessions that expired a
// week ago, next to as many live ones that must stay. Then one `runHousekeeping` in this process.
// Printed: rows deleted per second, the average statement, the longest stretch the event loop was
// blocked (monitorEventLoopDelay; on SQLite, whose driver is synchronous, the longest statement), CPU seconds; it fails when a row due is left or a live
// session went.
import { rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { HOUSEKEEPING_BATCH, runHousekeeping } from '../apps/server/src/modules/housekeeping/service.ts';
import { openWallet } from '../apps/server/src/modules/wallet/ledger.ts';
import { postgresTarget } from './postgres.mjs';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    outcomes: { type: 'string', default: '300000' },
    sessions: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
  },
});
if (args.engine !== 'sqlite' && args.engine !== 'postgres') throw new Error('--engine is sqlite or postgres');
const DRAWS = 30;
const PER_DRAW = Math.ceil(Number(args.outcomes) / DRAWS);
const SESSIONS = Number(args.sessions);
const NOW = Date.parse('2026-11-23T10:00:00+05:30');
const WEEK = 7 * 24 * 60 * 60_000;

const target =
  args.engine === 'postgres' ? await postgresTarget({ prefix: 'pana_bench_housekeeping', keep: args.keep }) : null;
const file = join(tmpdir(), `pana-bench-housekeeping-${process.pid}.db`);
const handle = openDatabase(target?.url ?? file);
const db = handle.db;
try {
  await migrateToLatest(db);
  await seedDatabase(db, NOW, { demo: true, openWallet });
  const market = await db
    .selectFrom('markets')
    .select('id')
    .where('kind', '=', 'main')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const marketId = Number(market.id);
  const load = performance.now();
  // Bulk load with one statement per draw: numbers 0…n-1 from a recursive CTE (both engines), each a
  // full sangam outcome (open pana, close pana) as the bid path writes it.
  const numbers = (n) => sql`with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < ${n})`;
  for (let d = 0; d < DRAWS; d++) {
    const drawDate = new Date(Date.UTC(2026, 9, 1 + d)).toISOString().slice(0, 10);
    await db
      .insertInto('liability_draws')
      .values({ market_id: marketId, draw_date: drawDate, submissions: PER_DRAW })
      .execute();
    await sql`${numbers(PER_DRAW)} insert into outcome_points (market_id, draw_date, bid_type, session, digits, closedigits, points)
      select ${marketId}, ${drawDate}, 'full_sangam', 'open', cast(100 + i % 900 as varchar(3)), cast(100 + i / 900 as varchar(3)), 10 from n`.execute(
      db,
    );
  }
  for (const [prefix, expiresAt] of [
    ['old', NOW - WEEK],
    ['live', NOW + WEEK],
  ]) {
    await sql`${numbers(SESSIONS)} insert into sessions (token_hash, user_id, device_id, created_at, last_seen_at, expires_at)
      select cast(${prefix} as varchar(8)) || '-' || cast(i as varchar(12)), ${Number(user.id)}, 'bench', ${NOW - 2 * WEEK}, ${NOW - 2 * WEEK}, ${expiresAt} from n`.execute(
      db,
    );
  }
  if (args.engine === 'postgres') await sql`analyze`.execute(db);
  console.log(
    `loaded ${(PER_DRAW * DRAWS).toLocaleString('en-IN')} outcome rows of ${DRAWS} past draws and ${(2 * SESSIONS).toLocaleString('en-IN')} sessions (half expired) in ${((performance.now() - load) / 1000).toFixed(1)} s`,
  );

  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const counts = await runHousekeeping(db, NOW, { RATE_WINDOW_SECONDS: 900, OTP_RESEND_SECONDS: 30 });
  const seconds = (performance.now() - start) / 1000;
  delay.disable();
  const used = process.cpuUsage(cpu);
  const deleted = (counts?.outcome_points ?? 0) + (counts?.sessions ?? 0);
  const count = async (table) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const outcomesLeft = await count('outcome_points');
  const sessionsLeft = await count('sessions');

  console.log(`\nhousekeeping of a backlog (${handle.engine}, in process; load average ${loadavg()[0].toFixed(2)})`);
  console.log(
    `  deleted              ${counts?.outcome_points.toLocaleString('en-IN')} outcome rows, ${counts?.liability_draws} draws, ${counts?.sessions.toLocaleString('en-IN')} sessions`,
  );
  console.log(
    `  time                 ${seconds.toFixed(2)} s, ${Math.round(deleted / seconds).toLocaleString('en-IN')} rows/s, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s`,
  );
  const statements =
    Math.ceil((counts?.outcome_points ?? 0) / HOUSEKEEPING_BATCH) +
    Math.ceil((counts?.sessions ?? 0) / HOUSEKEEPING_BATCH);
  console.log(
    `  per statement        ${((seconds * 1000) / Math.max(1, statements)).toFixed(0)} ms on average (${statements} statements of ${HOUSEKEEPING_BATCH.toLocaleString('en-IN')} rows at most)`,
  );
  // SQLite's driver is synchronous: the longest block of the event loop is the longest statement.
  console.log(`  event loop blocked   at most ${(delay.max / 1e6).toFixed(0)} ms at a time`);
  // The seeded demo player's own session is not the bench's: live sessions are SESSIONS or more.
  if (outcomesLeft !== 0 || counts?.sessions !== SESSIONS || sessionsLeft < SESSIONS) {
    console.log(
      `  FAILED: ${outcomesLeft} outcome rows left, ${counts?.sessions} sessions deleted, ${sessionsLeft} left`,
    );
    process.exitCode = 1;
  }
} finally {
  await handle.close();
  if (target) await target.cleanup();
  else if (!args.keep) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
