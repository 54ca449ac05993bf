import { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Db, type Engine, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { FixedClock } from '../lib/clock.ts';
import { type SmsProvider } from '../modules/auth/sms.ts';
import { openWallet } from '../modules/wallet/ledger.ts';
import { createDatabase, databaseName, dropDatabase, MONDAY_MORNING, type PgTemplates, testEngine } from './postgres.ts';

export const APP_KEY = 'pana-public-app-key';

/** An SMS provider that remembers what it sent, so tests can read the code a phone would get. */
export class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  sent: Array<{ mobile: string; code: string }> = [];
  constructor(readonly echoesCodes = true) {}
  async sendOtp(mobile: string, code: string): Promise<void> {
    this.sent.push({ mobile, code });
  }
  lastCode(mobile: string): string {
    const last = this.sent.filter((s) => s.mobile === mobile).at(-1);
    if (!last) throw new Error(`no code sent to ${mobile}`);
    return last.code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: FixedClock;
  sms: RecordingSms;
  config: Config;
  /** The engine the test runs on (PANA_TEST_DB; SQLite by default). */
  engine: Engine;
  /** POSTs a player call with env_type and app_key filled in; returns status code and parsed body. */
  call(path: string, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ statusCode: number; body: any }>;
  close(): Promise<void>;
}

export { MONDAY_MORNING } from './postgres.ts';

/**
 * A fresh database for one test app: in memory on SQLite; on PostgreSQL (PANA_TEST_DB=postgres) a
 * database `pana_test_<run>_<random>` copied from one of the run's templates (src/test/global-setup.ts:
 * migrated, and seeded at MONDAY_MORNING with or without the demo player), dropped again by `drop`.
 * `seeded` is true when the copy is already seeded as `seed` asks.
 */
export async function freshDatabaseUrl(seed?: { demo: boolean; now: number }): Promise<{ url: string; seeded: boolean; drop: () => Promise<void> }> {
  if (testEngine() === 'sqlite') return { url: ':memory:', seeded: false, drop: async () => {} };
  const server = inject('pgUrl');
  if (!server) throw new Error('PANA_TEST_DB=postgres but no PostgreSQL was provided (run the tests through vitest.config.ts)');
  const templates: PgTemplates = inject('pgTemplates');
  const seeded = seed !== undefined && seed.now === MONDAY_MORNING;
  const template = !seeded ? templates.migrated : seed.demo ? templates.demo : templates.plain;
  const name = databaseName(inject('pgPrefix'));
  const url = await createDatabase(server, name, template);
  return { url, seeded, drop: () => dropDatabase(server, name) };
}

export interface TestAppOptions {
  demo?: boolean;
  now?: number;
  config?: Partial<Config>;
  sms?: RecordingSms;
  /** Shorter HTTP timeouts and live heartbeats, for the tests of connection limits. */
  app?: Pick<AppOptions, 'httpTimeouts' | 'liveHeartbeatMs'>;
}

/**
 * A server on a fresh, migrated and seeded database (markets, rates, settings; the demo player when
 * `demo`), with a fixed clock and a recording SMS provider. The engine is SQLite in memory, or
 * PostgreSQL with PANA_TEST_DB=postgres (a database of its own, dropped by `close`).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const demo = options.demo ?? true;
  const fresh = await freshDatabaseUrl({ demo, now: options.now ?? MONDAY_MORNING });
  // A copy of a seeded template is migrated and seeded already (the template by the same functions, once per run).
  return openTestApp(fresh.url, { ...options, demo, prepared: fresh.seeded, onClose: fresh.drop });
}

/**
 * A test app on the database `url` names (a SQLite file, say): migrated and seeded first unless
 * `prepared`; `onClose` runs after the app closed.
 */
export async function openTestApp(url: string, options: TestAppOptions & { prepared?: boolean; onClose?: () => Promise<void> } = {}): Promise<TestApp> {
  const clock = new FixedClock(options.now ?? MONDAY_MORNING);
  const config = testConfig({ ...options.config, DATABASE_URL: url });
  const database = openDatabase(config.DATABASE_URL);
  if (!options.prepared) {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, clock.now(), { demo: options.demo ?? true, openWallet });
  }
  const sms = options.sms ?? new RecordingSms();
  const app = await buildApp({ ...options.app, config, database, clock, sms, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    sms,
    config,
    engine: database.engine,
    async call(path, body = {}, headers = {}) {
      const res = await app.inject({ method: 'POST', url: path, payload: { env_type: 'Prod', app_key: APP_KEY, ...body }, headers });
      return { statusCode: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await options.onClose?.();
    },
  };
}

/** Counts the rows of the tables a refused request must not have touched. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['users', 'wallets', 'wallet_ledger', 'sessions', 'otp_challenges'] as const;
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const r = await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[t] = Number(r.n);
  }
  return counts;
}

/** Registers a player through the API (check mobile, code, registration) and returns the token. */
export async function registerPlayer(t: TestApp, mobile: string, password = 'secret123', name = 'Asha Patil'): Promise<string> {
  const check = await t.call('/api-check-mobile', { mobile });
  if (check.statusCode !== 200) throw new Error(`check-mobile: ${JSON.stringify(check.body)}`);
  const reg = await t.call('/api-user-registration', { name, mobile, password, otp: t.sms.lastCode(mobile), email: 'x@y.z', security_pin: '1234', device_id: 'test' });
  if (reg.statusCode !== 200) throw new Error(`registration: ${JSON.stringify(reg.body)}`);
  return reg.body.unique_token as string;
}
