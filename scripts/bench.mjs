#!/usr/bin/env node
// `npm run bench`: the performance figures of DESIGN.md section 9, printed; never part of `npm test`.
//   npm run bench                 everything
//   npm run bench -- bids         only the named ones: bundle, dashboard, bids, settlement
import { join } from 'node:path';
import { ensureInstalled, root, run } from './lib/setup.mjs';

const all = {
  bundle: ['bench/bundle.mjs'],
  dashboard: ['bench/dashboard.mjs'],
  bids: ['bench/bids.mjs'],
  settlement: ['--import', 'tsx', 'bench/settlement.mjs'],
};
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
ensureInstalled();
let failed = 0;
for (const [name, args] of Object.entries(all)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== bench: ${name} ===`);
  const last = args[args.length - 1];
  const code = run(process.execPath, [...args.slice(0, -1), join(root, last)], { cwd: root });
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
