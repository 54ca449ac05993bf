// `npm run migrate -w @pana/server`: brings the database named by DATABASE_URL to the latest schema.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
} finally {
  await database.close();
}
