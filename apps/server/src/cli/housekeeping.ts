// `npm run housekeeping`: one housekeeping run (ADR 021) on DATABASE_URL's database, for operators who
// run it from cron rather than relying on the servers' hourly run (both together are harmless).
// Prints what it deleted per table; exits 1 when it fails. Then closes the agents' weekly statements
// that are due (ADR 029; safe beside running servers, each statement is inserted once) and says how many.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { closeDueStatements } from '../modules/agents/statements.ts';
import { runHousekeeping, totalOf } from '../modules/housekeeping/service.ts';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  const started = Date.now();
  const counts = await runHousekeeping(database.db, Date.now(), config);
  if (counts === null) {
    console.log(`Housekeeping skipped: another process is running it (${database.engine} ${database.description}).`);
  } else {
    for (const [table, n] of Object.entries(counts)) console.log(`${table.padEnd(16)} ${n} deleted`);
    console.log(
      `Housekeeping done: ${totalOf(counts)} rows in ${Date.now() - started} ms (${database.engine} ${database.description}).`,
    );
  }
  const statements = await closeDueStatements(database.db, Date.now());
  console.log(
    `Agent statements closed: ${statements.closed} (${statements.paid} with commission, ${statements.points} points).`,
  );
  for (const f of statements.failed)
    console.error(`Agent statement not closed: agent ${f.adminId}, week of ${f.weekStart}: ${f.error}`);
  if (statements.failed.length > 0) process.exitCode = 1;
} catch (err) {
  console.error(`Housekeeping failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
