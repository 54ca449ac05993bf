#!/usr/bin/env node
// Cold start (docs/budgets.md, ADR 007): how long the built server takes, from its process being
// started to its first ready answer (`GET /readyz` 200, which reads the database), on the large database
// of bench/large-database.mjs (100,000 players, 6M settled bids over 60 days, 1M pending: over 1 GB).
// Budget: ≤ 1.5 s, the median of the runs. A restart at 9:30 PM (a deploy, a crash) must not keep
// players waiting for the database's size.
//
//   node --import tsx bench/cold-start.mjs [--reuse <file>] [--keep] [--runs 5] [--no-build]
//
// Seeds the database first (a few minutes) unless --reuse names one that bench/stall.mjs or this bench
// kept (--keep); --reuse <file> with no database there seeds it there and keeps it. Every run serves
// the same copy of it, and alternates with the same start on a new, empty database: the difference is
// what the database's size costs (nothing should: the server reads no table in full at start). Where
// this process may drop the kernel's page cache (root), each run also starts once after dropping it,
// as after a reboot (shown, not held to the budget: it is mostly Node reading node_modules from disk).
import { spawn } from 'node:child_process';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { databaseBytes, largeDatabaseMeta, seedLargeDatabase, SERVER_ENV } from './large-database.mjs';
import { buildServer, fmt, freePort, loadAverage, root, serverJs, tempDb } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'string' },
    keep: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const BUDGET_MS = 1_500;
const GB = 2 ** 30;

if (!args['no-build']) buildServer();
console.log(`cold start: ${cpus().length} cores, load average ${loadAverage()}`);

const removeDb = (file) => {
  for (const suffix of ['', '-wal', '-shm', '.json']) rmSync(file + suffix, { force: true });
};

const seeded = args.reuse ?? tempDb();
if (!largeDatabaseMeta(seeded)) await seedLargeDatabase(seeded, { port: await freePort() });
const size = databaseBytes(seeded);
const served = `${seeded.replace(/\.db$/, '')}-cold-${process.pid}.db`;
copyFileSync(seeded, served);
console.log(`database ${fmt(size / GB, 2)} GB (${seeded})`);

/** Drops the kernel's page cache; false when this process may not. */
function dropPageCache() {
  try {
    writeFileSync('/proc/sys/vm/drop_caches', '3');
    return true;
  } catch {
    return false;
  }
}

/** Starts the built server on `file`; resolves with the ms from spawn to the first /readyz 200. */
async function startOnce(file) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: file, LOG_LEVEL: 'silent', ...SERVER_ENV },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let readyMs = null;
  while (readyMs === null && performance.now() - started < 60_000 && child.exitCode === null) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (r.ok) readyMs = performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  child.kill('SIGTERM');
  await exited;
  if (readyMs === null) throw new Error('the server did not become ready within 60 s');
  return readyMs;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const canDrop = dropPageCache();
const empty = tempDb();
const times = { large: [], empty: [], cold: [] };
try {
  // First opens (the copy's WAL and shared-memory files, the empty database's schema): not counted.
  await startOnce(served);
  await startOnce(empty);
  for (let run = 0; run < RUNS; run++) {
    if (canDrop) {
      dropPageCache();
      times.cold.push(await startOnce(served));
    }
    times.large.push(await startOnce(served));
    times.empty.push(await startOnce(empty));
  }
} finally {
  removeDb(served);
  removeDb(empty);
  if (!args.reuse && !args.keep) removeDb(seeded);
  else if (args.keep) console.log(`database kept at ${seeded} (run again with --reuse ${seeded})`);
}

const runs = (list) => `median ${fmt(median(list), 0)} ms (runs ${list.map((ms) => fmt(ms, 0)).join(', ')} ms)`;
const ok = median(times.large) <= BUDGET_MS && size >= GB;
console.log(`\nserver start to its first ready answer, ${RUNS} alternating runs`);
console.log(`  ${fmt(size / GB, 2)} GB database   ${runs(times.large)}   budget ≤ ${fmt(BUDGET_MS)} ms: ${median(times.large) <= BUDGET_MS ? 'within' : 'OVER'}`);
console.log(`  empty database     ${runs(times.empty)}   (the size costs ${fmt(median(times.large) - median(times.empty), 0)} ms)`);
if (canDrop) console.log(`  after dropping the page cache, ${fmt(size / GB, 2)} GB database   ${runs(times.cold)}   (not held to the budget)`);
if (size < GB) console.log('  the database is under 1 GB: the budget is for 1 GB or more (seed with more bids)');
console.log(`  load average ${loadAverage()}`);
process.exit(ok ? 0 : 1);
