import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { type EventStreamClient, openEventStream } from '../test/event-stream.ts';
import { createPlayer, insertBids } from '../test/fixtures.ts';
import { APP_KEY } from '../test/harness.ts';
import { createDatabase, databaseName, dropDatabase, MONDAY_MORNING, testEngine } from '../test/postgres.ts';
import { post, type ServerProcess, startServer } from './cluster.ts';

/**
 * Live updates across two real server processes on one PostgreSQL database (ADR 013): a
 * player's stream is open on B, the operator declares through A, and the stream hears of the result
 * and of the player's new balance through LISTEN/NOTIFY. Runs only on PostgreSQL.
 */

const onPostgres = testEngine() === 'postgres';
/** The promise: within a second of the operator's answer. */
const WITHIN_MS = 1_000;

let a: ServerProcess;
let b: ServerProcess;
let database: DatabaseHandle;
let dbName = '';
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  dbName = databaseName(`${inject('pgPrefix')}_live`);
  const url = await createDatabase(inject('pgUrl'), dbName);
  const env = {
    DATABASE_URL: url,
    CLOCK_START: new Date(MONDAY_MORNING).toISOString(),
    SEED_DEMO: 'true',
    SMS_PROVIDER: 'console',
  };
  a = await startServer('A', env);
  // B's listener connects through LIVE_LISTEN_URL (here the same database): the setting a PgBouncer deployment needs.
  b = await startServer('B', { ...env, LIVE_LISTEN_URL: url });
  database = openDatabase(url);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  for (const s of streams) s.close();
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  if (dbName) await dropDatabase(inject('pgUrl'), dbName);
  expect(codes).toEqual([0, 0]);
}, 60_000);

async function playerWithToken(balance: number): Promise<{ id: number; token: string }> {
  const id = await createPlayer(database.db, { balance, now: MONDAY_MORNING });
  const token = await createSession(database.db, id, 'live', MONDAY_MORNING, testConfig({}));
  return { id, token };
}

async function streamOn(
  server: ServerProcess,
  token: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const stream = await openEventStream(`${server.url}/api/events`, { authorization: `Bearer ${token}`, ...headers });
  streams.push(stream);
  expect(stream.statusCode).toBe(200);
  return stream;
}

/** A one-line Single Digit open bid as the published clients send it. */
function singleDigit(token: string, market: number, digit: string, points: number) {
  return {
    env_type: 'Prod',
    app_key: APP_KEY,
    unique_token: token,
    game_id: String(market),
    new_result: {
      unique_token: token,
      Gamename: 'Market',
      totalbit: String(points),
      gameid: String(market),
      pana: 'Single Digit',
      gametype: 'Open',
      bid_date: '',
      session: 'Single Digit',
      result: [{ digits: digit, closedigits: '', points: String(points), session: 'Open' }],
    },
  };
}

describe.skipIf(!onPostgres)('live updates across two server processes', () => {
  it("a stream on B hears of a result declared through A and of the winner's balance within a second", async () => {
    const kalyan = Number(
      (
        await database.db
          .selectFrom('markets')
          .select('id')
          .where('kind', '=', 'main')
          .where('name', '=', 'Kalyan')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const winner = await playerWithToken(1_000);
    await insertBids(database.db, [
      {
        userId: winner.id,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-22',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 10 }],
      },
    ]);
    const onB = await streamOn(b, winner.token);
    const login = await post(a, '/admin/api/login', { username: 'admin', password: 'admin12345' });
    expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
    // The demo seed declared yesterday's results: take Kalyan's back first (its close goes with its open).
    const reverted = await post(
      a,
      '/admin/api/results/revert',
      { kind: 'main', marketId: kalyan, date: '2026-11-22', session: 'open', reason: 'live updates test' },
      login.body.token,
    );
    expect(reverted.statusCode, JSON.stringify(reverted.body)).toBe(200);

    const declared = await post(
      a,
      '/admin/api/results',
      { kind: 'main', marketId: kalyan, date: '2026-11-22', session: 'open', pana: '128' },
      login.body.token,
    );
    expect(declared.statusCode, JSON.stringify(declared.body)).toBe(200);
    const [result, wallet] = await Promise.all([
      onB.next((e) => e.event === 'market' && e.data.change === 'result_declared', WITHIN_MS),
      onB.next((e) => e.event === 'wallet' && e.data.balance === 1_000 - 10 + 95, WITHIN_MS),
    ]);
    expect(result.data).toMatchObject({
      market_id: kalyan,
      market_name: 'Kalyan',
      session: 'open',
      date: '2026-11-22',
    });
    expect(wallet.data.balance).toBe(1_000 - 10 + 95);
  });

  it('a bid placed through A reaches the stream on B, and a reconnect to A replays a balance missed meanwhile', async () => {
    const player = await playerWithToken(500);
    const onB = await streamOn(b, player.token);
    const ticket = await post(a, '/api-events-ticket', {
      env_type: 'Prod',
      app_key: APP_KEY,
      unique_token: player.token,
    });
    expect(ticket.statusCode).toBe(200);
    const kalyanMorning = Number(
      (
        await database.db
          .selectFrom('markets')
          .select('id')
          .where('kind', '=', 'main')
          .where('name', '=', 'Kalyan Morning')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const placed = await post(a, '/api-submit-bid', singleDigit(player.token, kalyanMorning, '3', 20));
    expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
    const seen = await onB.next((e) => e.event === 'wallet' && e.data.balance === 480, WITHIN_MS);
    onB.close();

    // While the player has no stream open anywhere:
    const again = await post(a, '/api-submit-bid', singleDigit(player.token, kalyanMorning, '4', 30));
    expect(again.statusCode, JSON.stringify(again.body)).toBe(200);
    const onA = await openEventStream(`${a.url}/api/events?ticket=${ticket.body.ticket}`, { 'last-event-id': seen.id });
    streams.push(onA);
    expect((await onA.next((e) => e.event === 'wallet')).data.balance).toBe(450);
  });
});
