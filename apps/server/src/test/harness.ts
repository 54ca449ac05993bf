import { type FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { FixedClock } from '../lib/clock.ts';
import { type SmsProvider } from '../modules/auth/sms.ts';

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
  /** POSTs a player call with env_type and app_key filled in; returns status code and parsed body. */
  call(path: string, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ statusCode: number; body: any }>;
  close(): Promise<void>;
}

/** 2026-11-23 10:00 India time: a Monday morning, before most markets open. */
export const MONDAY_MORNING = Date.parse('2026-11-23T04:30:00Z');

/**
 * A server on a fresh, migrated and seeded database (markets, rates, settings; the demo player when
 * `demo`), with a fixed clock and a recording SMS provider.
 */
export async function createTestApp(options: { demo?: boolean; now?: number; config?: Partial<Config>; sms?: RecordingSms } = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  const clock = new FixedClock(options.now ?? MONDAY_MORNING);
  await seedDatabase(database.db, clock.now(), { demo: options.demo ?? true });
  const sms = options.sms ?? new RecordingSms();
  const app = await buildApp({ config, database, clock, sms, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    sms,
    config,
    async call(path, body = {}, headers = {}) {
      const res = await app.inject({ method: 'POST', url: path, payload: { env_type: 'Prod', app_key: APP_KEY, ...body }, headers });
      return { statusCode: res.statusCode, body: res.json() };
    },
    close: () => app.close(),
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
