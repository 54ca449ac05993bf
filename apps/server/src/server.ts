import { buildApp } from './app.ts';
import { ConfigError, loadConfig, productionProblems, productionRefusal } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_PLAYER, seedDatabase } from './db/seed.ts';
import { type Clock, OffsetClock, systemClock } from './lib/clock.ts';
import { vapidKeyProblems } from './modules/notifications/vapid-keys.ts';
import { DEMO_ADMIN, ensureStartupAdmins, isDemoAdminLoginValid } from './modules/operators/service.ts';
import { openWallet } from './modules/wallet/ledger.ts';
import { defaultPasswordProblems } from './production.ts';

/** Starts the server: configuration, database (migrated, seeded on first run), listen, graceful shutdown. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  // NODE_ENV=production refuses a configuration that is unsafe for players (codes echoed, demo
  // seeding, a known operator password): one line per reason on stderr, exit code 1, and this before
  // the database is opened, so nothing is written (config.ts, productionProblems; docs/OPERATIONS.md).
  const production = config.NODE_ENV === 'production';
  const unsafe = productionProblems(config);
  if (production && unsafe.length > 0) {
    for (const problem of unsafe) console.error(productionRefusal(problem));
    process.exitCode = 1;
    return;
  }
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  if (production) {
    // Operators already in the database: after the migrations, before anything is seeded or created;
    // and a stored VAPID private key VAPID_KEY_SECRET cannot decrypt (a plain-text one is encrypted now).
    const weak = [...(await defaultPasswordProblems(database.db)), ...(await vapidKeyProblems(database.db, config))];
    if (weak.length > 0) {
      for (const problem of weak) console.error(productionRefusal(problem));
      await database.close();
      process.exitCode = 1;
      return;
    }
  }
  const clock: Clock = config.CLOCK_START ? new OffsetClock(Date.parse(config.CLOCK_START)) : systemClock;
  const seeded = await seedDatabase(database.db, clock.now(), { demo: config.SEED_DEMO, openWallet });
  // The first owner (ADMIN_USERNAME/ADMIN_PASSWORD) and, for a demo with no operator yet, the demo operator.
  await ensureStartupAdmins(database.db, config, clock.now());
  const showDemoAdmin = config.SEED_DEMO && (await isDemoAdminLoginValid(database.db));
  const app = await buildApp({ config, database, clock });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `Pana is running on ${url}  (database: ${database.engine} ${database.description}${seeded ? ', seeded now' : ''})`,
    `  player app  ${url}/`,
    `  API docs    ${url}/docs`,
  ];
  if (config.SEED_DEMO) lines.push(`  demo player mobile ${DEMO_PLAYER.mobile}, password ${DEMO_PLAYER.password}`);
  if (showDemoAdmin) lines.push(`  demo operator ${url}/admin  username ${DEMO_ADMIN.username}, password ${DEMO_ADMIN.password}`);
  if (config.CLOCK_START) lines.push(`  CLOCK_START: the server's clock started at ${config.CLOCK_START}`);
  if (config.LEGACY_OTP === 'client') lines.push('  WARNING LEGACY_OTP=client: codes are echoed and registration/reset accept no code (unsafe)');
  if (config.SMS_PROVIDER === 'console') lines.push('  SMS_PROVIDER=console: one-time codes are logged and echoed in responses (development/demo only)');
  if (!production && unsafe.length > 0) {
    lines.push(
      `  This is a demo start (NODE_ENV=${config.NODE_ENV}): NODE_ENV=production would refuse ${unsafe.map((p) => p.variable).join(', ')}.`,
      '  Production checklist: docs/OPERATIONS.md',
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
