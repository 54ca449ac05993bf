import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { type Answer, type ServerProcess, startServer } from '../../multiprocess/cluster.ts';
import { createPlayer } from '../../test/fixtures.ts';
import { APP_KEY } from '../../test/harness.ts';
import { createDatabase, databaseName, dropDatabase, MONDAY_MORNING, testEngine } from '../../test/postgres.ts';
import { createSession } from '../auth/sessions.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * One UTR credits once across two real server processes on one PostgreSQL database (ADR 011): the
 * same notification posted many times at once to both, as a forwarder's retries behind a load
 * balancer would. PostgreSQL only (SQLite is one process by design).
 */

const onPostgres = testEngine() === 'postgres';
const SECRET = 'two-process-secret-0123456789abcdef';
const UTR = '409876543210';

let a: ServerProcess;
let b: ServerProcess;
let database: DatabaseHandle;
let dbName = '';
let startedAt = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  dbName = databaseName(`${inject('pgPrefix')}_pay`);
  const url = await createDatabase(inject('pgUrl'), dbName);
  const env = {
    DATABASE_URL: url,
    CLOCK_START: new Date(MONDAY_MORNING).toISOString(),
    SEED_DEMO: 'false',
    PAYMENT_HOOKS: 'upi',
    PAYMENT_WEBHOOK_SECRET: SECRET,
  };
  startedAt = Date.now();
  const started = await Promise.allSettled([startServer('A', env), startServer('B', env)]);
  for (const s of started) {
    if (s.status !== 'fulfilled') continue;
    if (s.value.name === 'A') a = s.value;
    else b = s.value;
  }
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  database = openDatabase(url);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  if (dbName) await dropDatabase(inject('pgUrl'), dbName);
  expect(codes).toEqual([0, 0]);
}, 60_000);

async function send(server: ServerProcess, path: string, raw: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });
  return { statusCode: res.status, body: await res.json() };
}

/** The servers' clock started at MONDAY_MORNING and runs on: the timestamp a forwarder on time would send. */
const serverSeconds = () => String(Math.floor((MONDAY_MORNING + (Date.now() - startedAt)) / 1000));

function signed(body: object): { raw: string; headers: Record<string, string> } {
  const raw = JSON.stringify(body);
  const timestamp = serverSeconds();
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex');
  return { raw, headers: { 'x-pana-timestamp': timestamp, 'x-pana-signature': `sha256=${signature}` } };
}

describe.skipIf(!onPostgres)('a UTR notified to two server processes at once', () => {
  it('credits its claim once; every other copy is answered as a replay', async () => {
    const userId = await createPlayer(database.db, { balance: 0, now: MONDAY_MORNING });
    const token = await createSession(database.db, userId, 'test', MONDAY_MORNING, testConfig());
    const claim = await send(a, '/api-fund-request-add', JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, unique_token: token, request_amount: '500', utr: UTR }), {});
    expect(claim.statusCode, JSON.stringify(claim.body)).toBe(200);

    const notification = (eventId: string) =>
      signed({ event_id: eventId, utr: UTR, amount: '500.00', payer_vpa: 'payer@okaxis', received_at: '2026-11-23T10:01:00+05:30' });
    // The same event twelve times and the same UTR under other event ids, half to each process.
    const copies = Array.from({ length: 16 }, (_, i) => notification(i % 4 === 0 ? `other-${i}` : 'sms-1'));
    const answers = await Promise.all(copies.map((c, i) => send(i % 2 === 0 ? a : b, '/hooks/payments/upi', c.raw, c.headers)));
    expect(answers.map((r) => r.statusCode), JSON.stringify(answers.map((r) => r.body))).toEqual(Array(16).fill(200));
    expect(answers.filter((r) => r.body.result === 'credited')).toHaveLength(1);
    expect(answers.filter((r) => r.body.result === 'replay')).toHaveLength(15);

    const wallet = await database.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(500);
    expect(await database.db.selectFrom('payment_notifications').select('status').execute()).toEqual([{ status: 'credited' }]);
    expect(await checkLedger(database.db)).toEqual([]);
  }, 60_000);
});
