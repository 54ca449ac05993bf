// `npm run admin:create -- --username NAME --password PASSWORD [--role owner|operator|viewer]`: creates an
// operator account in DATABASE_URL's database (migrated first). The role defaults to owner; passwords
// shorter than 10 characters are refused. Exits 1 with the reason when nothing was created.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { recordAudit } from '../modules/operators/audit.ts';
import { ADMIN_ROLES, type AdminRole, createAdmin, normalizeUsername } from '../modules/operators/service.ts';

const USAGE = 'Usage: npm run admin:create -- --username NAME --password PASSWORD [--role owner|operator|viewer]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'owner' } },
    strict: true,
  }).values;
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
}
const { username, password, role } = args;
if (!username || !password) fail(USAGE);
if (!ADMIN_ROLES.includes(role as AdminRole)) fail(`--role must be one of ${ADMIN_ROLES.join(', ')}`);

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const now = Date.now();
  const id = await createAdmin(database.db, { username, password, role: role as AdminRole }, now);
  await recordAudit(database.db, {
    adminId: null,
    action: 'admin.create',
    entity: 'admin',
    entityId: id,
    after: { username: normalizeUsername(username), role, why: 'admin:create' },
    ip: '',
    now,
  });
  console.log(`Created ${role} ${normalizeUsername(username)} (${database.engine} ${database.description}).`);
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  await database.close();
}
