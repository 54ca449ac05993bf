// `npm run seed -w @pana/server`: migrates, then writes the first-run data if it was never written.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { openWallet } from '../modules/wallet/ledger.ts';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const seeded = await seedDatabase(database.db, Date.now(), { demo: config.SEED_DEMO, openWallet });
  console.log(seeded ? 'Seeded markets, rates and settings' + (config.SEED_DEMO ? ' and the demo player.' : '.') : 'Already seeded; nothing written.');
} finally {
  await database.close();
}
