import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { topUp } from '../test/fixtures.ts';
import { APP_KEY } from '../test/harness.ts';
import { createDatabase, databaseName, dropDatabase, MONDAY_MORNING, testEngine } from '../test/postgres.ts';
import { type Answer, post, type ServerProcess, startServer } from './cluster.ts';

/**
 * Two real server processes (`node --import tsx src/server.ts`) on one PostgreSQL database, as a
 * deployment runs several behind a load balancer (ADR 004). Both start at once on an
 * empty database; their clocks start at MONDAY_MORNING (CLOCK_START: 10:00 India time, Kalyan
 * Morning opens at 11:00). Runs only on PostgreSQL (PANA_TEST_DB=postgres): SQLite is one process by design.
 */

const onPostgres = testEngine() === 'postgres';

let a: ServerProcess;
let b: ServerProcess;
let database: DatabaseHandle;
let dbName = '';
let kalyanMorning = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  const server = inject('pgUrl');
  dbName = databaseName(`${inject('pgPrefix')}_mp`);
  const url = await createDatabase(server, dbName);
  const env = {
    DATABASE_URL: url,
    CLOCK_START: new Date(MONDAY_MORNING).toISOString(),
    SEED_DEMO: 'true',
    SMS_PROVIDER: 'console',
    LOGIN_MAX_PER_MOBILE: '3',
  };
  const started = await Promise.allSettled([startServer('A', env), startServer('B', env)]);
  for (const s of started) {
    if (s.status !== 'fulfilled') continue;
    if (s.value.name === 'A') a = s.value;
    else b = s.value;
  }
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  database = openDatabase(url);
  const km = await database.db
    .selectFrom('markets')
    .select('id')
    .where('kind', '=', 'main')
    .where('name', '=', 'Kalyan Morning')
    .executeTakeFirstOrThrow();
  kalyanMorning = Number(km.id);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  if (dbName) await dropDatabase(inject('pgUrl'), dbName);
  // A graceful shutdown (SIGTERM: requests in flight finished, connections closed) exits with 0.
  expect(codes).toEqual([0, 0]);
}, 60_000);

/** A player call with env_type and app_key filled in. */
const call = (server: ServerProcess, path: string, body: object = {}) =>
  post(server, path, { env_type: 'Prod', app_key: APP_KEY, ...body });

let mobiles = 0;

/**
 * A new player: the code is asked for through A and the registration goes through B (the OTP
 * challenge lives in the database); betting is enabled and `points` credited as an operator would.
 */
async function newPlayer(points: number): Promise<{ id: number; mobile: string; token: string }> {
  const mobile = `81${String(process.pid % 10_000).padStart(4, '0')}${String(++mobiles).padStart(4, '0')}`;
  const check = await call(a, '/api-check-mobile', { mobile });
  expect(check.statusCode, JSON.stringify(check.body)).toBe(200);
  const reg = await call(b, '/api-user-registration', {
    name: 'Two Process',
    mobile,
    password: 'secret123',
    otp: check.body.otp,
    device_id: 'mp',
  });
  expect(reg.statusCode, JSON.stringify(reg.body)).toBe(200);
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  const id = Number(user.id);
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ betting_status: 1 }).where('id', '=', id).execute();
    if (points > 0) await topUp(trx, id, points, MONDAY_MORNING);
  });
  return { id, mobile, token: reg.body.unique_token as string };
}

/** A submission of Single Digit open-session lines (`[digit, points]`), on Kalyan Morning unless `market` says otherwise. */
function singleDigits(token: string, lines: Array<[string, number]>, requestId?: string, market = kalyanMorning) {
  return {
    unique_token: token,
    game_id: String(market),
    new_result: {
      unique_token: token,
      Gamename: 'Market',
      totalbit: String(lines.reduce((n, [, p]) => n + p, 0)),
      gameid: String(market),
      pana: 'Single Digit',
      gametype: 'Open',
      bid_date: '',
      session: 'Single Digit',
      result: lines.map(([digits, points]) => ({ digits, closedigits: '', points: String(points), session: 'Open' })),
      ...(requestId ? { request_id: requestId } : {}),
    },
  };
}

async function marketNamed(name: string): Promise<number> {
  const m = await database.db
    .selectFrom('markets')
    .select('id')
    .where('kind', '=', 'main')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(m.id);
}

async function balanceOf(userId: number): Promise<number> {
  const w = await database.db
    .selectFrom('wallets')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(w.balance);
}

const statuses = (answers: Answer[]) => answers.map((r) => r.statusCode).sort((x, y) => x - y);

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  it('start at once on an empty database: the migrations, the seed and the demo operator happen once', async () => {
    const n = async (table: 'markets' | 'rates' | 'users' | 'admins' | 'results') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect({ markets: await n('markets'), rates: await n('rates'), admins: await n('admins') }).toEqual({
      markets: 29,
      rates: 14,
      admins: 1,
    });
    expect(
      await database.db.selectFrom('users').select('mobile').where('mobile', '=', '9876543210').execute(),
    ).toHaveLength(1);
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(database.db);
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(3);
    expect(await n('results')).toBe(29 * 28);
  });

  it('share sessions and OTP challenges: a code asked through one is accepted by the other, a token opened by one works on the other', async () => {
    const player = await newPlayer(0);
    const login = await call(b, '/api-user-login', { mobile: player.mobile, password: 'secret123', device_id: 'mp' });
    expect(login.statusCode).toBe(200);
    const onA = await call(a, '/api-user-wallet-balance', { unique_token: login.body.unique_token });
    expect(onA).toMatchObject({ statusCode: 200, body: { status: true, wallet_amt: 0, betting_status: '1' } });
    expect((await call(a, '/api-logout', { unique_token: login.body.unique_token })).statusCode).toBe(200);
    expect((await call(b, '/api-user-wallet-balance', { unique_token: login.body.unique_token })).statusCode).toBe(401);
  });

  it('never spend a wallet twice: 20 submissions of 1,000 points on 10,000 through both at once, exactly 10 placed', async () => {
    const player = await newPlayer(10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          i % 2 ? b : a,
          '/api-submit-bid',
          singleDigits(player.token, [
            [String(i % 10), 600],
            [String((i + 1) % 10), 400],
          ]),
        ),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(10).fill(400)]);
    // Each placed submission saw a different balance: the debits were serialized, none lost.
    const balances = answers.filter((r) => r.statusCode === 200).map((r) => r.body.wallet_amt as number);
    expect(balances.sort((x, y) => x - y)).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000]);
    expect(await balanceOf(player.id)).toBe(0);
    const subs = await database.db
      .selectFrom('bid_submissions')
      .select('total_points')
      .where('user_id', '=', player.id)
      .execute();
    expect(subs.map((s) => Number(s.total_points))).toEqual(Array(10).fill(1000));
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('debit a retried submission once when the retry reaches the other process, one after the other or both at once', async () => {
    const player = await newPlayer(5_000);
    const first = await call(a, '/api-submit-bid', singleDigits(player.token, [['3', 500]], 'phone-1-0001'));
    expect(first).toMatchObject({ statusCode: 200, body: { status: true, wallet_amt: 4500 } });
    const retry = await call(b, '/api-submit-bid', singleDigits(player.token, [['3', 500]], 'phone-1-0001'));
    expect(retry).toMatchObject({ statusCode: 200, body: { status: true, wallet_amt: 4500 } });

    const both = await Promise.all(
      [a, b, a, b].map((s) => call(s, '/api-submit-bid', singleDigits(player.token, [['4', 700]], 'phone-1-0002'))),
    );
    expect(statuses(both)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(player.id)).toBe(3800);
    const subs = await database.db
      .selectFrom('bid_submissions')
      .select(['request_id'])
      .where('user_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(subs.map((s) => s.request_id)).toEqual(['phone-1-0001', 'phone-1-0002']);
    const debits = await database.db
      .selectFrom('wallet_ledger')
      .select('amount')
      .where('user_id', '=', player.id)
      .where('kind', '=', 'bid')
      .orderBy('id')
      .execute();
    expect(debits.map((d) => Number(d.amount))).toEqual([-500, -700]);
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('hold a login rate limit across both: wrong passwords alternating between them, the 4th is refused with 429', async () => {
    const player = await newPlayer(0);
    const wrong = (s: ServerProcess) =>
      call(s, '/api-user-login', { mobile: player.mobile, password: 'wrong-password', device_id: 'mp' });
    expect((await wrong(a)).statusCode).toBe(401);
    expect((await wrong(b)).statusCode).toBe(401);
    expect((await wrong(a)).statusCode).toBe(401);
    const fourth = await wrong(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.msg).toMatch(/^Too many login attempts/);
    // The right password is refused too while the window lasts, through either process.
    expect(
      (await call(a, '/api-user-login', { mobile: player.mobile, password: 'secret123', device_id: 'mp' })).statusCode,
    ).toBe(429);
  });

  it('compare at most OTP_MAX_ATTEMPTS (5) wrong codes sent in parallel through both, then refuse even the right one', async () => {
    const mobile = `82${String(process.pid % 10_000).padStart(4, '0')}0001`;
    const check = await call(a, '/api-check-mobile', { mobile });
    expect(check.statusCode).toBe(200);
    const right = check.body.otp as string;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(right.length, '0');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call(i % 2 ? b : a, '/api-verify-otp', { mobile, otp: wrong })),
    );
    const compared = answers.filter((r) => r.body.msg === 'Enter Valid OTP');
    // Four wrong codes are answered as wrong, the fifth uses the number's hour up (ADR 022); every other guess is refused unseen.
    expect(compared.length).toBe(4);
    expect(answers.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect((await call(b, '/api-verify-otp', { mobile, otp: right })).statusCode).not.toBe(200);
    const rows = await database.db
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('mobile', '=', mobile)
      .execute();
    expect(rows.map((r) => Number(r.attempts))).toEqual([5]);
  });

  it('settle a result exactly once when the same declaration reaches both processes at the same moment', async () => {
    const players = [await newPlayer(2_000), await newPlayer(2_000)];
    // Bids through both processes: ank 1 wins (pana 128 → 1+2+8 = 11 → 1), the others lose.
    for (const [i, p] of players.entries()) {
      const placed = await Promise.all([
        call(
          a,
          '/api-submit-bid',
          singleDigits(p.token, [
            ['1', 100 * (i + 1)],
            ['2', 50],
          ]),
        ),
        call(
          b,
          '/api-submit-bid',
          singleDigits(p.token, [
            ['1', 10],
            ['9', 40],
          ]),
        ),
      ]);
      expect(statuses(placed)).toEqual([200, 200]);
    }
    // The open draw's time comes: the operator moves Kalyan Morning's open to 9:00 (the clocks say 10:00).
    await database.db
      .updateTable('markets')
      .set({ open_minute: 9 * 60 })
      .where('id', '=', kalyanMorning)
      .execute();

    // What the declaration must settle: every pending open-session Single Digit bid on 1 (this test's and earlier ones').
    const winning = await database.db
      .selectFrom('bids')
      .select(['user_id', 'points'])
      .where('market_id', '=', kalyanMorning)
      .where('draw_date', '=', '2026-11-23')
      .where('status', '=', 'pending')
      .where('bid_type', '=', 'single_digit')
      .where('session', '=', 'open')
      .where('digits', '=', '1')
      .execute();
    const expected = {
      winners: winning.length,
      winningPlayers: new Set(winning.map((w) => Number(w.user_id))).size,
      payout: winning.reduce((n, w) => n + Math.floor((Number(w.points) * 95) / 10), 0),
    };

    const login = await post(a, '/admin/api/login', { username: 'admin', password: 'admin12345' });
    expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
    const token = login.body.token as string;
    const declaration = { kind: 'main', marketId: kalyanMorning, date: '2026-11-23', session: 'open', pana: '128' };
    const answers = await Promise.all([
      post(a, '/admin/api/results', declaration, token),
      post(b, '/admin/api/results', declaration, token),
    ]);
    expect(statuses(answers), JSON.stringify(answers)).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200) as Answer;
    expect(won.body).toMatchObject(expected);

    // Single Digit pays 95 per 10: the first player bet 200 and won on 100 + 10 points, the second bet 300 and won on 200 + 10.
    const wins = await database.db
      .selectFrom('wallet_ledger')
      .select(['user_id', 'amount'])
      .where('kind', '=', 'win')
      .where(
        'user_id',
        'in',
        players.map((p) => p.id),
      )
      .orderBy('id')
      .execute();
    const winsOf = (id: number | undefined) =>
      wins
        .filter((w) => Number(w.user_id) === id)
        .map((w) => Number(w.amount))
        .sort((x, y) => x - y);
    expect([winsOf(players[0]?.id), winsOf(players[1]?.id)]).toEqual([
      [95, 950],
      [95, 1900],
    ]);
    expect(await balanceOf(players[0]?.id as number)).toBe(2_000 - 200 + 950 + 95);
    expect(await balanceOf(players[1]?.id as number)).toBe(2_000 - 300 + 1900 + 95);
    const audits = await database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'result.declare')
      .execute();
    expect(audits).toHaveLength(1);
    expect(await checkLedger(database.db)).toEqual([]);

    // Later declarations through either process change nothing; both show the result to players.
    expect((await post(b, '/admin/api/results', declaration, token)).statusCode).toBe(409);
    for (const s of [a, b]) {
      const board = await call(s, '/api-get-dashboard-data');
      expect(board.body.result.find((m: { game_id: number }) => m.game_id === kalyanMorning)).toMatchObject({
        open_result: '128-1',
      });
    }
    expect(await database.db.selectFrom('wallet_ledger').select('id').where('kind', '=', 'win').execute()).toHaveLength(
      expected.winners,
    );
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('keep every balance_after exact when the winners of declarations bid on other markets through the other process meanwhile', async () => {
    const declared = await Promise.all(['Sridevi', 'Time Bazar', 'Madhur Day', 'Milan Day'].map(marketNamed));
    const kalyanNight = await marketNamed('Kalyan Night');
    const players = await Promise.all(Array.from({ length: 16 }, () => newPlayer(10_000)));
    for (const market of declared) {
      const placed = await Promise.all(
        players.map((p, i) =>
          call(i % 2 ? a : b, '/api-submit-bid', singleDigits(p.token, [['1', 100]], undefined, market)),
        ),
      );
      expect(statuses(placed)).toEqual(Array(players.length).fill(200));
    }
    await database.db
      .updateTable('markets')
      .set({ open_minute: 9 * 60 })
      .where('id', 'in', declared)
      .execute();
    const login = await post(b, '/admin/api/login', { username: 'admin', password: 'admin12345' });
    const token = login.body.token as string;

    // While B settles the four draws one after the other, every winner keeps placing bids on Kalyan Night through A.
    let settling = true;
    const bids = players.map(async (p) => {
      let placed = 0;
      while (settling || placed < 2) {
        const r = await call(a, '/api-submit-bid', singleDigits(p.token, [['2', 10]], undefined, kalyanNight));
        expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
        placed++;
      }
      return placed;
    });
    try {
      await new Promise((r) => setTimeout(r, 50));
      for (const market of declared) {
        const res = await post(
          b,
          '/admin/api/results',
          { kind: 'main', marketId: market, date: '2026-11-23', session: 'open', pana: '128' },
          token,
        );
        expect(res.statusCode, `${JSON.stringify(res.body)}\n${b.output().slice(-4000)}`).toBe(200);
        expect(res.body).toMatchObject({ winners: players.length, winningPlayers: players.length });
      }
    } finally {
      settling = false;
    }
    const placed = await Promise.all(bids);
    for (const [i, p] of players.entries())
      expect(await balanceOf(p.id)).toBe(10_000 + 4 * (950 - 100) - (placed[i] as number) * 10);
    expect(await checkLedger(database.db)).toEqual([]);
  });
});
