import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { consoleCall, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoToken, mainBid, marketId } from '../../test/players.ts';
import { testEngine } from '../../test/postgres.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { deleteOutcomePoints, withPostgresLock } from './repository.ts';
import {
  ALERT_RETENTION_DAYS,
  cutoffsAt,
  FEED_OBSERVATION_RETENTION_DAYS,
  HOUSEKEEPING_LOCK,
  type HousekeepingCounts,
  noneDeleted,
  runHousekeeping,
} from './service.ts';
import { Housekeeper } from './worker.ts';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

let t: TestApp;
let token: string;
let admin: string;
let kalyan: number;
let demoId: number;
beforeEach(async () => {
  t = await createTestApp({ config: { MARKET_CACHE_MS: 0 } });
  token = await demoToken(t);
  admin = await loginAdmin(t, 'operator');
  kalyan = await marketId(t, 'main', 'Kalyan Morning');
  const demo = await t.db.selectFrom('users').select('id').where('mobile', '=', '9876543210').executeTakeFirstOrThrow();
  demoId = Number(demo.id);
});
afterEach(() => t.close());

const run = (batch?: number) => runHousekeeping(t.db, t.clock.now(), t.config, batch);
const single = (digits: string, points: number) => ({
  digits,
  closedigits: '',
  points: String(points),
  session: 'Open',
});
const bid = (digits: string, points: number) =>
  t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single(digits, points)]));

/** The draws (date → rows) with outcome rows, and those with a lock row. */
async function draws() {
  const points = await t.db.selectFrom('outcome_points').select(['draw_date']).orderBy('draw_date').execute();
  const locks = await t.db.selectFrom('liability_draws').select(['draw_date']).orderBy('draw_date').execute();
  const byDate: Record<string, number> = {};
  for (const p of points) byDate[p.draw_date] = (byDate[p.draw_date] ?? 0) + 1;
  return { points: byDate, locks: locks.map((l) => l.draw_date) };
}

/** `n` outcome rows (Single Pana 100…) of a draw of Kalyan Morning, with its lock row, as the bid path leaves them. */
async function pastDraw(drawDate: string, n: number) {
  await t.db.insertInto('liability_draws').values({ market_id: kalyan, draw_date: drawDate, submissions: n }).execute();
  const rows = Array.from({ length: n }, (_, i) => ({
    market_id: kalyan,
    draw_date: drawDate,
    bid_type: 'single_pana',
    session: 'open' as const,
    digits: String(100 + i),
    closedigits: '',
    points: 10 + i,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('outcome_points')
      .values(rows.slice(i, i + 500))
      .execute();
}

const nothing = noneDeleted();

describe('housekeeping of the liability cap’s rows', () => {
  it('deletes the draws before yesterday (India) and keeps yesterday’s and today’s; the cap still holds after', async () => {
    // Monday 23 November 2026, 10:00 India time. Single Digit pays 95 for 10: a cap of 950 is 100 points.
    expect(
      (await consoleCall(t, 'PATCH', `/admin/api/markets/${kalyan}`, admin, { liabilityCap: 950 })).statusCode,
    ).toBe(200);
    expect((await bid('5', 60)).statusCode).toBe(200);
    await pastDraw('2026-11-20', 4);
    await pastDraw('2026-11-21', 3);
    await pastDraw('2026-11-22', 2); // yesterday: an overnight market's late bids, its settlement
    expect(cutoffsAt(t.clock.now(), t.config).drawsBefore).toBe('2026-11-22');

    expect(await run()).toEqual({ ...nothing, outcome_points: 7, liability_draws: 2 });
    expect(await draws()).toEqual({
      points: { '2026-11-22': 2, '2026-11-23': 1 },
      locks: ['2026-11-22', '2026-11-23'],
    });

    // Today's draw still knows its 60 points: 50 more would pass the cap, 40 fit exactly.
    expect((await bid('5', 50)).body).toEqual({ status: false, msg: 'Limit reached for 5, try fewer points' });
    expect((await bid('5', 40)).statusCode).toBe(200);
    expect((await bid('5', 10)).body.msg).toBe('Limit reached for 5, try fewer points');
    expect(await run()).toEqual(nothing);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('keeps a draw until the day after next: at 23:59 the day after it stays, at 00:00 it goes (India time)', async () => {
    await pastDraw('2026-11-23', 2);
    t.clock.set('2026-11-24T18:29:00Z'); // Tuesday 23:59 India: the draw is yesterday's
    expect((await run())?.outcome_points).toBe(0);
    t.clock.advance(60_000); // Wednesday 00:00 India
    expect(await run()).toEqual({ ...nothing, outcome_points: 2, liability_draws: 1 });
    expect(await draws()).toEqual({ points: {}, locks: [] });
  });

  it('deletes a large draw in batches of at most `batch` rows, until none is left', async () => {
    await pastDraw('2026-11-01', 23);
    await pastDraw('2026-11-02', 5);
    const draw = { marketId: kalyan, drawDate: '2026-11-01' };
    expect(await deleteOutcomePoints(t.db, draw, 4)).toBe(4);
    expect((await draws()).points['2026-11-01']).toBe(19);
    // 19 + 5 rows in statements of 4 at most: every row due goes.
    expect(await run(4)).toEqual({ ...nothing, outcome_points: 24, liability_draws: 2 });
    expect(await draws()).toEqual({ points: {}, locks: [] });
  });

  it('refuses a batch that is not a whole number of at least 1, deleting nothing', async () => {
    await pastDraw('2026-11-01', 2);
    await expect(run(0)).rejects.toThrow('The housekeeping batch must be a whole number ≥ 1');
    await expect(run(1.5)).rejects.toThrow('whole number');
    expect((await draws()).points).toEqual({ '2026-11-01': 2 });
  });
});

describe('housekeeping of sessions, codes, counters and alerts', () => {
  it('deletes what is past its cut-off and keeps what is within it', async () => {
    const now = t.clock.now();
    const adminRow = await t.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    // The demo player's own session (its login above).
    const livePlayerSessions = await t.db.selectFrom('sessions').select('token_hash').execute();
    const session = (hash: string, expiresAt: number, revokedAt: number | null = null) => ({
      token_hash: hash,
      user_id: demoId,
      device_id: 'test',
      created_at: expiresAt - 30 * DAY,
      last_seen_at: expiresAt - 30 * DAY,
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    await t.db
      .insertInto('sessions')
      .values([
        session('expired-two-days', now - 2 * DAY),
        session('expired-revoked', now - DAY - 1, now - 20 * DAY),
        session('expired-today', now - 12 * HOUR),
        session('revoked-not-expired', now + DAY, now - HOUR),
      ])
      .execute();
    const adminSession = (hash: string, expiresAt: number) => ({
      token_hash: hash,
      admin_id: Number(adminRow.id),
      created_at: expiresAt - 12 * HOUR,
      expires_at: expiresAt,
      revoked_at: null,
    });
    await t.db
      .insertInto('admin_sessions')
      .values([adminSession('admin-old', now - 3 * DAY), adminSession('admin-recent', now - HOUR)])
      .execute();
    const otp = (mobile: string, expiresAt: number) => ({
      mobile,
      purpose: 'register',
      code_hash: 'x',
      attempts: 0,
      sends: 1,
      created_at: expiresAt - 5 * 60_000,
      last_sent_at: expiresAt - 5 * 60_000,
      expires_at: expiresAt,
      verified_at: null,
      consumed_at: null,
    });
    await t.db
      .insertInto('otp_challenges')
      .values([otp('9000000001', now - DAY - 1), otp('9000000002', now - 2 * HOUR)])
      .execute();
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'login:mobile:old', window_start: now - 2 * DAY, count: 9 },
        { key: 'login:mobile:recent', window_start: now - 2 * HOUR, count: 3 },
      ])
      .execute();
    const alert = (detail: string, createdAt: number) => ({
      kind: 'line' as const,
      user_id: demoId,
      market_id: kalyan,
      draw_date: null,
      detail,
      amount: 20_000,
      dedupe_key: null,
      created_at: createdAt,
    });
    await t.db
      .insertInto('operator_alerts')
      .values([
        alert('old', now - (ALERT_RETENTION_DAYS + 1) * DAY),
        alert('recent', now - (ALERT_RETENTION_DAYS - 1) * DAY),
      ])
      .execute();

    const observation = (error: string, fetchedAt: number) => ({
      source_id: 1,
      market_id: kalyan,
      draw_date: '2026-10-01',
      session: 'open' as const,
      fetched_at: fetchedAt,
      url: 'https://results.example/kalyan',
      status: 'error' as const,
      digits: null,
      text: null,
      sha256: null,
      error,
    });
    await t.db
      .insertInto('feed_observations')
      .values([
        observation('old', now - (FEED_OBSERVATION_RETENTION_DAYS + 1) * DAY),
        observation('recent', now - (FEED_OBSERVATION_RETENTION_DAYS - 1) * DAY),
      ])
      .execute();

    // One row a statement: the two sessions due take three statements, and both go.
    expect(await run(1)).toEqual({
      ...nothing,
      sessions: 2,
      admin_sessions: 1,
      otp_challenges: 1,
      rate_limits: 1,
      operator_alerts: 1,
      feed_observations: 1,
    });
    expect((await t.db.selectFrom('feed_observations').select('error').execute()).map((r) => r.error)).toEqual(['recent']);
    const left = async (table: 'sessions' | 'admin_sessions') =>
      (
        await t.db
          .selectFrom(table as 'sessions')
          .select('token_hash')
          .execute()
      )
        .map((r) => r.token_hash)
        .sort();
    expect(await left('sessions')).toEqual(
      ['expired-today', 'revoked-not-expired', ...livePlayerSessions.map((s) => s.token_hash)].sort(),
    );
    expect(await left('admin_sessions')).toContain('admin-recent');
    expect(await left('admin_sessions')).not.toContain('admin-old');
    expect((await t.db.selectFrom('otp_challenges').select('mobile').execute()).map((r) => r.mobile)).toEqual([
      '9000000002',
    ]);
    const counters = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(counters).toContain('login:mobile:recent');
    expect(counters).not.toContain('login:mobile:old'); // the logins above counted some of their own: kept
    expect((await t.db.selectFrom('operator_alerts').select('detail').execute()).map((r) => r.detail)).toEqual([
      'recent',
    ]);

    // The player's and the operator's own sessions still work.
    expect((await bid('5', 10)).statusCode).toBe(200);
    const list = await consoleCall(t, 'GET', '/admin/api/alerts', admin);
    expect(list.statusCode).toBe(200);
    expect((list.body.items as Array<{ detail: string }>).map((a) => a.detail)).toEqual(['recent']);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('waits out the longest rate-limit window and the resend wait when they are set longer than a day', () => {
    const now = t.clock.now();
    const cut = cutoffsAt(now, { RATE_WINDOW_SECONDS: 3 * 24 * 60 * 60, OTP_RESEND_SECONDS: 2 * 24 * 60 * 60 });
    expect(cut.rateWindowsBefore).toBe(now - 3 * DAY);
    expect(cut.otpsExpiredBefore).toBe(now - 2 * DAY);
    expect(cutoffsAt(now, t.config)).toMatchObject({ rateWindowsBefore: now - DAY, otpsExpiredBefore: now - DAY });
  });

  it('a counter deleted after its window ends counts as a fresh window would: the login limit still holds', async () => {
    // Five wrong passwords lock the number for the window; after the window and housekeeping, it counts from 1 again.
    const wrong = () => t.call('/api-user-login', { mobile: '9876543210', password: 'wrong-pass' });
    let last = await wrong();
    for (let i = 0; i < 20 && last.statusCode !== 429; i++) last = await wrong();
    expect(last.statusCode).toBe(429);
    t.clock.advance(DAY + 1);
    expect((await run())?.rate_limits).toBeGreaterThan(0);
    expect((await wrong()).statusCode).toBe(401);
  });
});

describe('several processes', () => {
  it('two runs at once delete every row due once between them (harmless on either engine)', async () => {
    await pastDraw('2026-11-01', 30);
    const other = testEngine() === 'postgres' ? openDatabase(t.config.DATABASE_URL) : null;
    try {
      const results = await Promise.all([
        runHousekeeping(t.db, t.clock.now(), t.config, 7),
        runHousekeeping(other?.db ?? t.db, t.clock.now(), t.config, 7),
      ]);
      const ran = results.filter((r): r is HousekeepingCounts => r !== null);
      expect(ran.length).toBeGreaterThanOrEqual(1);
      expect(ran.reduce((sum, r) => sum + r.outcome_points, 0)).toBe(30);
      expect(await draws()).toEqual({ points: {}, locks: [] });
    } finally {
      await other?.close();
    }
  });

  it.runIf(testEngine() === 'postgres')(
    'on PostgreSQL a process skips its run while another holds the lock, and runs once it is free',
    async () => {
      await pastDraw('2026-11-01', 5);
      const other = openDatabase(t.config.DATABASE_URL);
      try {
        const whileHeld = await withPostgresLock(other.db, HOUSEKEEPING_LOCK, async () => ({
          run: await runHousekeeping(t.db, t.clock.now(), t.config),
        }));
        expect(whileHeld).toEqual({ run: null }); // the other process held the lock: this run was skipped
        expect((await draws()).points).toEqual({ '2026-11-01': 5 });
        expect((await runHousekeeping(t.db, t.clock.now(), t.config))?.outcome_points).toBe(5);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the server’s housekeeper', () => {
  it('runs once at a time, reports what it deleted, and does nothing once stopped', async () => {
    await pastDraw('2026-11-01', 3);
    const keeper = new Housekeeper({ db: t.db, clock: t.clock, config: t.config });
    const [a, b] = [keeper.run(), keeper.run()];
    expect(a).toBe(b);
    expect((await a)?.outcome_points).toBe(3);
    keeper.start();
    await keeper.stop();
    await pastDraw('2026-11-02', 1);
    expect(await keeper.run()).toBeNull();
    expect((await draws()).points).toEqual({ '2026-11-02': 1 });
  });
});
