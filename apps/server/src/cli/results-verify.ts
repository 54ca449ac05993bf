// `npm run results:verify`: recomputes the result chain (ADR 019) on DATABASE_URL's database, every
// entry's SHA-256 and its link to the one before. Exits 1 naming the first broken entry, 0 otherwise.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { checkChain } from '../modules/result-chain/chain.ts';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  const outcome = await checkChain(database.db);
  if (outcome.ok) {
    console.log(
      `Result chain verified: ${outcome.count} entries, nothing changed (${database.engine} ${database.description}).`,
    );
  } else {
    console.error(`FAIL result chain: ${outcome.broken.reason}`);
    console.error(`The first ${outcome.count} entries verify; entry #${outcome.broken.seq} is the first broken one.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
