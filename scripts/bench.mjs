#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/budgets.md, printed; never part of `npm test`.
//   npm run bench                 everything
//   npm run bench -- bids         only the named ones: bundle, slow-network, lighthouse, dashboard, bids,
//                                 bids-postgres, settlement, settlement-postgres, stall,
//                                 cold-start, live-updates, live-updates-postgres, notifications,
//                                 housekeeping, housekeeping-postgres
// bids-postgres, settlement-postgres, live-updates-postgres and housekeeping-postgres use the server PANA_BENCH_PG_URL (or PANA_TEST_PG_URL) names, else
// an embedded one.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './lib/setup.mjs';

/** The large database stall and cold-start share: seeded by the first of them to run, removed at the end. */
const large = join(tmpdir(), `pana-bench-large-${process.pid}.db`);
/** Node's arguments for each bench; the script (the one `.mjs` path) is resolved from the repository root. */
const all = {
  bundle: ['bench/bundle.mjs'],
  'slow-network': ['bench/slow-network.mjs'],
  lighthouse: ['bench/lighthouse.mjs'],
  dashboard: ['bench/dashboard.mjs'],
  bids: ['bench/bids.mjs'],
  'bids-postgres': ['bench/bids.mjs', '--engine', 'postgres'],
  settlement: ['--import', 'tsx', 'bench/settlement.mjs'],
  'settlement-postgres': ['--import', 'tsx', 'bench/settlement.mjs', '--engine', 'postgres'],
  stall: ['--import', 'tsx', 'bench/stall.mjs', '--reuse', large],
  'cold-start': ['--import', 'tsx', 'bench/cold-start.mjs', '--reuse', large],
  'live-updates': ['bench/live-updates.mjs'],
  'live-updates-postgres': ['bench/live-updates.mjs', '--engine', 'postgres'],
  notifications: ['--import', 'tsx', 'bench/notifications.mjs'],
  housekeeping: ['--import', 'tsx', 'bench/housekeeping.mjs'],
  'housekeeping-postgres': ['--import', 'tsx', 'bench/housekeeping.mjs', '--engine', 'postgres'],
};
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
ensureInstalled();
/** These build the whole app first unless told --no-build: once per `npm run bench` is enough. */
const buildsApp = new Set(['bundle', 'slow-network', 'lighthouse']);
let isAppBuilt = false;
let failed = 0;
for (const [name, args] of Object.entries(all)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== bench: ${name} ===`);
  const code = run(
    process.execPath,
    [
      ...args.map((a) => (a.startsWith('bench/') ? join(root, a) : a)),
      ...(isAppBuilt && buildsApp.has(name) ? ['--no-build'] : []),
    ],
    { cwd: root },
  );
  if (buildsApp.has(name)) isAppBuilt = true;
  if (code !== 0) failed++;
}
for (const suffix of ['', '-wal', '-shm', '.json']) rmSync(large + suffix, { force: true });
process.exit(failed ? 1 : 0);
