// A second process for the result chain's concurrency test (results/chain.test.ts): on DATABASE_URL,
// `rounds` times over the Starline market ids given, declares the draw of `date` and reverts it
// again, as operator `adminId`, through the results service (one transaction each). Prints the
// number of chain entries it made.
import { openDatabase } from '../db/database.ts';
import { FixedClock } from '../lib/clock.ts';
import { declareResult, revertResult } from '../modules/results/service.ts';

const [url, adminId, date, now, rounds, ...marketIds] = process.argv.slice(2);
if (!url || !adminId || !date || !now || !rounds) {
  throw new Error('usage: declare-results <url> <adminId> <date> <now> <rounds> <marketId>…');
}
const database = openDatabase(url);
const deps = { db: database.db, reads: database.reads, clock: new FixedClock(Number(now)) };
const actor = { adminId: Number(adminId), ip: '127.0.0.2' };
let entries = 0;
try {
  for (let round = 0; round < Number(rounds); round++) {
    for (const id of marketIds) {
      const draw = { kind: 'starline' as const, marketId: Number(id), date };
      await declareResult(deps, { ...draw, pana: '128' }, actor);
      await revertResult(deps, { ...draw, reason: 'test' }, actor);
      entries += 2;
    }
  }
  console.log(`entries ${entries}`);
} finally {
  await database.close();
}
