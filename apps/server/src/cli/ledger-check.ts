// `npm run ledger:check`: verifies the ledger invariants (docs/ARCHITECTURE.md#data, ADR 005) on DATABASE_URL's database.
// Exits 1 and lists every break when one fails.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  const problems = await checkLedger(database.db);
  if (problems.length === 0) {
    console.log(`Ledger check passed (${database.engine} ${database.description}).`);
  } else {
    for (const p of problems) console.error(`FAIL ${p.check}: ${p.detail}`);
    console.error(`${problems.length} ledger problem(s).`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
