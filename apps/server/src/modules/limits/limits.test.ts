import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleCall, createPlayer, createPlayerWithToken, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, freshDatabaseUrl, MONDAY_MORNING, openTestApp, type TestApp } from '../../test/harness.ts';
import { demoBalance, demoToken, mainBid, marketId } from '../../test/players.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { AlertWatcher, type PlacedEvent } from './alerts.ts';
import { maxPointsWithin } from './liability.ts';

let t: TestApp;
let token: string;
let admin: string;
let kalyan: number;
beforeEach(async () => {
  t = await createTestApp({ config: { MARKET_CACHE_MS: 0 } });
  token = await demoToken(t);
  admin = await loginAdmin(t, 'operator');
  kalyan = await marketId(t, 'main', 'Kalyan Morning');
});
afterEach(() => t.close());

const single = (digits: string, points: number | string, session = 'Open') => ({
  digits,
  closedigits: '',
  points: String(points),
  session,
});
const jodi = (digits: string, points: number | string) => ({ digits, points: String(points) });

async function written() {
  const n = async (table: 'bids' | 'bid_submissions' | 'wallet_ledger' | 'outcome_points') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Outcomes a refused submission touched keep a row of 0 points.
  const points = await t.db
    .selectFrom('outcome_points')
    .select(['bid_type', 'session', 'digits', 'closedigits', 'points'])
    .where('points', '>', 0)
    .orderBy('digits')
    .orderBy('session')
    .execute();
  return {
    bids: await n('bids'),
    submissions: await n('bid_submissions'),
    ledger: await n('wallet_ledger'),
    balance: await demoBalance(t),
    points: points.map((p) => ({ ...p, points: Number(p.points) })),
  };
}

const setLine = (body: object) => consoleCall(t, 'PUT', '/admin/api/limits/lines', admin, body);
const setCap = (id: number, liabilityCap: number | null) =>
  consoleCall(t, 'PATCH', `/admin/api/markets/${id}`, admin, { liabilityCap });

describe('line limits per bid type and family', () => {
  it('keeps the spec minimum of 10 and no maximum by default', async () => {
    expect((await t.call('/api-submit-bid', mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 9)]))).body.msg).toBe(
      'Required minimum bid amount is 10',
    );
    expect((await t.call('/api-submit-bid', mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 10)]))).statusCode).toBe(
      200,
    );
    expect((await t.call('/api-submit-bid', mainBid(token, kalyan, 'Jodi Digit', [jodi('46', 9000)]))).statusCode).toBe(
      200,
    );
  });

  it('refuses below the minimum and above the maximum, naming the limit; at each limit it places', async () => {
    const saved = await setLine({ family: 'main', type: 'jodi_digit', min: 20, max: 5000 });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.lines).toContainEqual({
      family: 'main',
      type: 'jodi_digit',
      name: 'Jodi Digit',
      min: 20,
      max: 5000,
    });
    const before = await written();
    const below = await t.call('/api-submit-bid', mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 19)]));
    expect(below).toEqual({ statusCode: 400, body: { status: false, msg: 'Minimum bid for Jodi Digit is 20' } });
    const above = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 20), jodi('46', 5001)]),
    );
    expect(above).toEqual({ statusCode: 400, body: { status: false, msg: 'Maximum bid for Jodi Digit is 5000' } });
    expect(await written()).toEqual(before);
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 20), jodi('46', 5000)])))
        .statusCode,
    ).toBe(200);
    // Other types, and the same type of another family, keep their own limits.
    await setLine({ family: 'starline', type: 'single_digit', min: null, max: 20 });
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('4', 1000)]))).statusCode,
    ).toBe(200);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('checks the lines an expansion becomes, by their own type', async () => {
    await setLine({ family: 'main', type: 'single_pana', min: null, max: 50 });
    const res = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'SP Motor', [{ digits: '123', points: 60, session: 'Open' }]),
    );
    expect(res.body.msg).toBe('Maximum bid for Single Pana is 50');
  });

  it('refuses bad limits with a clear message, writes nothing, and audits a change', async () => {
    for (const [body, msg] of [
      [
        { family: 'main', type: 'jodi_digit', min: 5, max: null },
        'The minimum must be a whole number from 10 to 1,000,000,000, or empty for 10',
      ],
      [
        { family: 'main', type: 'jodi_digit', min: 10.5, max: null },
        'The minimum must be a whole number from 10 to 1,000,000,000, or empty for 10',
      ],
      [{ family: 'main', type: 'jodi_digit', min: 100, max: 50 }, 'The maximum must not be below the minimum'],
      [
        { family: 'main', type: 'jodi_digit', min: null, max: 1e20 },
        'The maximum must be a whole number from 10 to 1,000,000,000, or empty for none',
      ],
      [{ family: 'main', type: 'x'.repeat(100), min: 20, max: null }, 'Invalid request body'],
      [{ family: 'lottery', type: 'jodi_digit', min: 20, max: null }, 'Kind must be main, starline or gali'],
      [{ family: 'main', type: 'sp_motor', min: 20, max: null }, 'Unknown bid type sp_motor for main'],
      [{ family: 'gali', type: 'half_sangam', min: 20, max: null }, 'Unknown bid type half_sangam for gali'],
    ] as const) {
      const res = await setLine(body);
      expect(res.statusCode).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await t.db.selectFrom('bid_limits').selectAll().execute()).toEqual([]);
    expect((await consoleCall(t, 'PUT', '/admin/api/limits/lines', admin, { family: 'main' })).statusCode).toBe(400);
    await setLine({ family: 'main', type: 'jodi_digit', min: 20, max: null });
    await setLine({ family: 'main', type: 'jodi_digit', min: null, max: null });
    expect(await t.db.selectFrom('bid_limits').selectAll().execute()).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before_json', 'after_json'])
      .where('action', '=', 'limits.line')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'limits.line',
        entity_id: 'main:jodi_digit',
        before_json: '{"min":null,"max":null}',
        after_json: '{"min":20,"max":null}',
      },
      {
        action: 'limits.line',
        entity_id: 'main:jodi_digit',
        before_json: '{"min":20,"max":null}',
        after_json: '{"min":null,"max":null}',
      },
    ]);
    const viewer = await loginAdmin(t, 'viewer');
    expect(
      (
        await consoleCall(t, 'PUT', '/admin/api/limits/lines', viewer, {
          family: 'main',
          type: 'jodi_digit',
          min: 20,
          max: null,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the liability cap per outcome', () => {
  it('is found by the rate: the most points whose payout stays within the cap', () => {
    expect(maxPointsWithin(950, { val1: 10, val2: 95 })).toBe(100);
    expect(maxPointsWithin(949, { val1: 10, val2: 95 })).toBe(99);
    expect(maxPointsWithin(100, { val1: 10, val2: 0 })).toBeNull();
    expect(maxPointsWithin(1_000_000_000_000, { val1: 1_000_000_000, val2: 1 })).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('places up to the cap, refuses the bid that would pass it, and the other outcomes stay open', async () => {
    // Single Digit pays 95 for 10: a cap of 950 is 100 points on one digit.
    const set = await setCap(kalyan, 950);
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    expect(set.body.item.liabilityCap).toBe(950);
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 60)]))).statusCode,
    ).toBe(200);
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 40)]))).statusCode,
    ).toBe(200);
    const before = await written();
    const over = await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 10)]));
    expect(over).toEqual({ statusCode: 400, body: { status: false, msg: 'Limit reached for 5, try fewer points' } });
    expect(await written()).toEqual(before);
    // The close session's 5 is another outcome; so is 6.
    expect(
      (
        await t.call(
          '/api-submit-bid',
          mainBid(token, kalyan, 'Single Digit', [single('5', 100, 'Close'), single('6', 100)]),
        )
      ).statusCode,
    ).toBe(200);
    expect((await written()).points).toEqual([
      { bid_type: 'single_digit', session: 'close', digits: '5', closedigits: '', points: 100 },
      { bid_type: 'single_digit', session: 'open', digits: '5', closedigits: '', points: 100 },
      { bid_type: 'single_digit', session: 'open', digits: '6', closedigits: '', points: 100 },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a whole board when one line passes the cap: nothing written, the lines within it included', async () => {
    await setCap(kalyan, 950);
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('7', 95)]));
    const before = await written();
    // Lines of one outcome count together: 3 + 3 on top of 95 passes 100.
    const res = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'Single Digit', [single('1', 10), single('7', 10), single('2', 10)]),
    );
    expect(res.body.msg).toBe('Limit reached for 7, try fewer points');
    expect(await written()).toEqual(before);
  });

  it('counts a jodi once whatever session it is sent with, and names a sangam by both parts', async () => {
    // Jodi pays 950 for 10: a cap of 9500 is 100 points on one jodi.
    await setCap(kalyan, 9500);
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 60)], { gametype: 'Open' })))
        .statusCode,
    ).toBe(200);
    const res = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'Jodi Digit', [jodi('45', 50)], { gametype: 'Close' }),
    );
    expect(res.body.msg).toBe('Limit reached for 45, try fewer points');
    const rates = await t.db
      .selectFrom('rates')
      .select(['val_1', 'val_2'])
      .where('family', '=', 'main')
      .where('rate_key', '=', 'half_sangam')
      .executeTakeFirstOrThrow();
    const cap = Math.floor((50 * Number(rates.val_2)) / Number(rates.val_1));
    await setCap(kalyan, cap);
    const sangam = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'Half Sangam', [{ digits: '4', closedigits: '128', points: 60, session: 'Open' }]),
    );
    expect(sangam.body.msg).toBe('Limit reached for 4-128, try fewer points');
  });

  it('takes back what a submission the wallet refuses had added to its outcomes', async () => {
    await setCap(kalyan, 950);
    const poor = await createPlayerWithToken(t, { balance: 30 });
    const res = await t.call(
      '/api-submit-bid',
      mainBid(poor.token, kalyan, 'Single Digit', [single('5', 20), single('6', 20)]),
    );
    expect(res.body.msg).toBe('Insufficient balance please refill your account');
    expect((await written()).points).toEqual([]);
    expect((await t.db.selectFrom('outcome_points').select('points').execute()).map((p) => Number(p.points))).toEqual([
      0, 0,
    ]);
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 100)]))).statusCode,
    ).toBe(200);
  });

  it('holds under 200 concurrent bids on one outcome: never above the cap, no lost points', async () => {
    await setCap(kalyan, 950 * 20); // 2,000 points of Single Digit 3
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayerWithToken(t, { balance: 1_000 })));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.call(
          '/api-submit-bid',
          mainBid((players[i % 20] as { token: string }).token, kalyan, 'Single Digit', [single('3', 30)]),
        ),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(placed).toHaveLength(66); // 66 × 30 = 1,980 ≤ 2,000 < 67 × 30
    expect(new Set(refused.map((a) => a.body.msg))).toEqual(new Set(['Limit reached for 3, try fewer points']));
    const stored = await t.db
      .selectFrom('bids')
      .select((eb) => eb.fn.sum<number>('points').as('points'))
      .where('market_id', '=', kalyan)
      .executeTakeFirstOrThrow();
    expect(Number(stored.points)).toBe(1_980);
    expect((await written()).points).toEqual([
      { bid_type: 'single_digit', session: 'open', digits: '3', closedigits: '', points: 1_980 },
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a bad cap, clears it with null, and audits it with the market', async () => {
    for (const bad of [0, -5, 1.5, 1e13, '100']) {
      const res = await setCap(kalyan, bad as number);
      expect(res.statusCode).toBe(400);
    }
    expect((await setCap(kalyan, 950)).statusCode).toBe(200);
    expect((await setCap(kalyan, null)).body.item.liabilityCap).toBeNull();
    expect(
      (await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 500)]))).statusCode,
    ).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'market.update')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => JSON.parse(a.after_json ?? '{}').liabilityCap)).toEqual([950, null]);
    const created = await consoleCall(t, 'POST', '/admin/api/markets', admin, {
      kind: 'starline',
      name: 'Capped 9 PM',
      openTime: '9:00 PM',
      liabilityCap: 5000,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const market = await t.db
      .selectFrom('markets')
      .select('liability_cap')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(Number(market.liability_cap)).toBe(5000);
  });
});

describe('alerts', () => {
  async function alerts() {
    await vi.waitFor(async () =>
      expect((await consoleCall(t, 'GET', '/admin/api/alerts', admin)).statusCode).toBe(200),
    );
    return (await consoleCall(t, 'GET', '/admin/api/alerts', admin)).body.items as Array<Record<string, unknown>>;
  }
  const waitForAlerts = (n: number) =>
    vi.waitFor(async () => expect(await t.db.selectFrom('operator_alerts').select('id').execute()).toHaveLength(n), {
      timeout: 10_000,
      interval: 20,
    });

  it('notes a burst, a large line and an outcome near its cap, each with the player and the draw', async () => {
    const saved = await consoleCall(t, 'PUT', '/admin/api/limits/alerts', admin, {
      burstSubmissions: 3,
      burstMinutes: 10,
      linePoints: 500,
      capSharePercent: 50,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.alerts).toEqual({ burstSubmissions: 3, burstMinutes: 10, linePoints: 500, capSharePercent: 50 });
    await setCap(kalyan, 950);
    // Three submissions: none alerts (40 points on 5 is below half the cap's 100, no line above 500).
    for (const d of ['1', '2', '5'])
      await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single(d, d === '5' ? 40 : 10)]));
    // The fourth is a burst, and 5 reaches half its cap.
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 10)]));
    await waitForAlerts(2);
    // A large line on an uncapped market.
    const milan = await marketId(
      t,
      'main',
      (
        await t.db
          .selectFrom('markets')
          .select('name')
          .where('kind', '=', 'main')
          .where('id', '<>', kalyan)
          .executeTakeFirstOrThrow()
      ).name,
    );
    const large = await t.call('/api-submit-bid', mainBid(token, milan, 'Single Digit', [single('8', 600)]));
    expect(large.statusCode, JSON.stringify(large.body)).toBe(200);
    await waitForAlerts(3);
    const items = await alerts();
    expect(items[0]?.kind).toBe('line');
    expect(new Set(items.map((a) => a.kind))).toEqual(new Set(['line', 'share', 'burst']));
    for (const a of items) expect(a).toMatchObject({ mobile: '9876543210', drawDate: '2026-11-23' });
    expect(items.find((a) => a.kind === 'share')).toMatchObject({
      marketId: kalyan,
      marketName: 'Kalyan Morning',
      amount: 475,
      detail: 'Single Digit 5: payout 475 of the cap 950 (alert at 50%)',
    });
    expect(items.find((a) => a.kind === 'line')).toMatchObject({
      amount: 600,
      detail: 'Single Digit 8: 600 points (alert above 500)',
    });
    expect(items.find((a) => a.kind === 'burst')).toMatchObject({ detail: 'More than 3 submissions in 10 minutes' });
    // Once per burst window and once per outcome; a line at the threshold is no alert. The alerts are
    // written in order: once the last line's alert is in, every earlier submission was checked.
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('5', 10)]));
    await t.call('/api-submit-bid', mainBid(token, milan, 'Single Digit', [single('9', 500)]));
    await t.call('/api-submit-bid', mainBid(token, milan, 'Single Digit', [single('7', 700)]));
    await waitForAlerts(4);
    const kinds = await t.db.selectFrom('operator_alerts').select(['kind', 'amount']).orderBy('id').execute();
    expect(kinds.map((k) => `${k.kind} ${Number(k.amount)}`).slice(2)).toEqual(['line 600', 'line 700']);
  });

  it('pages the alerts list and refuses a bad page with a clear message', async () => {
    expect((await consoleCall(t, 'GET', '/admin/api/alerts', admin, { before: 5 })).body.items).toEqual([]);
    for (const before of ['abc', '-1', '1.5', '1e30', '99999999999999999999']) {
      const res = await consoleCall(t, 'GET', '/admin/api/alerts', admin, { before });
      expect(res.statusCode, before).toBe(400);
      expect(res.body.status).toBe(false);
    }
    expect((await consoleCall(t, 'GET', '/admin/api/alerts', null)).statusCode).toBe(401);
  });

  it('turns an alert off with 0, refuses bad thresholds and audits a change', async () => {
    expect((await consoleCall(t, 'PUT', '/admin/api/limits/alerts', admin, { capSharePercent: 101 })).body.msg).toBe(
      'Share of the cap must be a whole number from 0 (off) to 100',
    );
    expect((await consoleCall(t, 'PUT', '/admin/api/limits/alerts', admin, { burstMinutes: -1 })).statusCode).toBe(400);
    expect((await consoleCall(t, 'PUT', '/admin/api/limits/alerts', admin, {})).statusCode).toBe(400);
    expect((await consoleCall(t, 'PUT', '/admin/api/limits/alerts', admin, { burstSubmissions: 'x' })).statusCode).toBe(
      400,
    );
    expect((await consoleCall(t, 'PUT', '/admin/api/limits/alerts', admin, { linePoints: 0 })).statusCode).toBe(200);
    await t.call('/api-submit-bid', mainBid(token, kalyan, 'Single Digit', [single('8', 20_000)]));
    await new Promise((r) => setTimeout(r, 50));
    expect(await t.db.selectFrom('operator_alerts').selectAll().execute()).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'limits.alerts')
      .execute();
    expect(audit).toEqual([{ before_json: '{"linePoints":10000}', after_json: '{"linePoints":0}' }]);
  });
});

describe('burst alerts, counted in the database', () => {
  const MINUTE = 60_000;
  /** Burst, large line and cap-share alerts of the database, oldest first. */
  const alertsOf = async (app: TestApp, kind: 'burst' | 'line') =>
    (
      await app.db
        .selectFrom('operator_alerts')
        .select(['user_id', 'market_id', 'draw_date', 'detail', 'amount', 'created_at'])
        .where('kind', '=', kind)
        .orderBy('id')
        .execute()
    ).map((a) => ({ ...a, user_id: Number(a.user_id), market_id: Number(a.market_id), amount: Number(a.amount) }));
  /**
   * Each submission here carries a line above the line alert's threshold: its line alert is written in
   * the same insert as whatever burst its check found, so once the line alerts of every submission
   * are in, every burst check has run (no waiting for something not to happen).
   */
  const checked = (app: TestApp, submissions: number) =>
    vi.waitFor(async () => expect(await alertsOf(app, 'line')).toHaveLength(submissions), {
      timeout: 10_000,
      interval: 20,
    });
  const setAlerts = async (app: TestApp, operator: string) => {
    const saved = await consoleCall(app, 'PUT', '/admin/api/limits/alerts', operator, {
      burstSubmissions: 3,
      burstMinutes: 10,
      linePoints: 500,
      capSharePercent: 0,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  };
  /** One submission a second later than the last, with a 600-point line (the line alert marks it checked). */
  const place = async (app: TestApp, player: string, market = kalyan) => {
    app.clock.advance(1_000);
    const res = await app.call('/api-submit-bid', mainBid(player, market, 'Single Digit', [single('4', 600)]));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  };

  it('stays quiet below and at N, alerts once above it, and once per M-minute period', async () => {
    await setAlerts(t, admin);
    const player = await createPlayerWithToken(t, { balance: 100_000 });
    await place(t, player.token);
    await place(t, player.token);
    await place(t, player.token);
    await checked(t, 3);
    expect(await alertsOf(t, 'burst')).toEqual([]);
    // The fourth within 10 minutes passes 3: one alert, with the player, the draw and the count.
    await place(t, player.token);
    await checked(t, 4);
    expect(await alertsOf(t, 'burst')).toEqual([
      {
        user_id: player.id,
        market_id: kalyan,
        draw_date: '2026-11-23',
        detail: 'More than 3 submissions in 10 minutes',
        amount: 4,
        created_at: MONDAY_MORNING + 4_000,
      },
    ]);
    // Still bursting in the same period: no second alert. Another player's submissions are their own.
    await place(t, player.token);
    await place(t, token);
    await checked(t, 6);
    expect(await alertsOf(t, 'burst')).toHaveLength(1);
    // 10 minutes after the fifth, the window up to a new submission holds only that one.
    t.clock.advance(10 * MINUTE - 1_000);
    await place(t, player.token);
    await checked(t, 7);
    expect(await alertsOf(t, 'burst')).toHaveLength(1);
    // A new burst in the next period (04:40 UTC onwards) is a new alert.
    for (let i = 0; i < 3; i++) await place(t, player.token);
    await checked(t, 10);
    const bursts = await alertsOf(t, 'burst');
    expect(bursts.map((b) => [b.amount, b.created_at])).toEqual([
      [4, MONDAY_MORNING + 4_000],
      [4, MONDAY_MORNING + 10 * MINUTE + 9_000],
    ]);
  });

  it('counts the M minutes up to a submission: one exactly M minutes older is out, one a millisecond younger is in', async () => {
    await setAlerts(t, admin);
    const a = await createPlayerWithToken(t, { balance: 100_000 });
    const b = await createPlayerWithToken(t, { balance: 100_000 });
    for (let i = 0; i < 3; i++) await place(t, a.token); // +1 s, +2 s, +3 s
    for (let i = 0; i < 3; i++) await place(t, b.token); // +4 s, +5 s, +6 s
    // A's fourth at +10 min +1 s: the first, exactly 10 minutes older, is out; three in the window.
    t.clock.set(MONDAY_MORNING + 10 * MINUTE);
    await place(t, a.token);
    // B's fourth at +10 min +4 s - 1 ms: all four are within the 10 minutes.
    t.clock.set(MONDAY_MORNING + 10 * MINUTE + 3_000 - 1);
    await place(t, b.token);
    await checked(t, 8);
    expect((await alertsOf(t, 'burst')).map((x) => [x.user_id, x.amount])).toEqual([[b.id, 4]]);
  });

  it('checks a batch of any size, each event in its own window (the statement is padded to 8, 32, 128 or 500)', async () => {
    const errors: unknown[] = [];
    const watcher = new AlertWatcher(t.db, (err) => errors.push(err));
    const settings = { burstSubmissions: 3, burstMinutes: 10, linePoints: 0, capSharePercent: 0 };
    const submit = (userId: number, at: number) =>
      t.db
        .insertInto('bid_submissions')
        .values({
          user_id: userId,
          market_id: kalyan,
          family: 'main',
          draw_date: '2026-11-23',
          request_id: null,
          total_points: 10,
          line_count: 1,
          created_at: at,
        })
        .execute();
    const event = (userId: number, now: number): PlacedEvent => ({
      userId,
      marketId: kalyan,
      family: 'main',
      drawDate: '2026-11-23',
      lines: [],
      liability: null,
      now,
      settings,
    });
    const quiet = await createPlayer(t.db, { balance: 0 });
    let at = MONDAY_MORNING;
    for (const size of [1, 9, 40, 200, 500]) {
      // A busy player with four submissions in the window, checked as the batch's last event; before it,
      // the quiet player's events, 10 minutes apart: one submission in each one's window.
      const busy = await createPlayer(t.db, { balance: 0 });
      const batch: PlacedEvent[] = [];
      for (let i = 0; i < size - 1; i++) {
        at += 10 * MINUTE;
        await submit(quiet, at);
        batch.push(event(quiet, at));
      }
      for (let i = 0; i < 4; i++) await submit(busy, (at += 1));
      batch.push(event(busy, at));
      for (const e of batch) watcher.note(e);
      await watcher.flushed();
      expect(errors).toEqual([]);
      const bursts = await t.db
        .selectFrom('operator_alerts')
        .select(['user_id', 'amount'])
        .where('kind', '=', 'burst')
        .where('user_id', 'in', [quiet, busy])
        .execute();
      expect(
        bursts.map((b) => [Number(b.user_id), Number(b.amount)]),
        `a batch of ${size}`,
      ).toEqual([[busy, 4]]);
      await t.db.deleteFrom('operator_alerts').execute();
      at += 10 * MINUTE;
    }
  });

  it('counts the submissions made before a restart: a new app on the same database sees them', async () => {
    // A database that outlives its app: a SQLite file, or a PostgreSQL database of its own.
    let url: string;
    let drop: () => Promise<void>;
    if (t.engine === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'pana-bursts-'));
      url = join(dir, 'pana.db');
      drop = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const fresh = await freshDatabaseUrl();
      url = fresh.url;
      drop = fresh.drop;
    }
    try {
      const first = await openTestApp(url, { config: { MARKET_CACHE_MS: 0 } });
      const market = await marketId(first, 'main', 'Kalyan Morning');
      const player = await createPlayerWithToken(first, { balance: 100_000 });
      const operator = await loginAdmin(first, 'operator');
      try {
        await setAlerts(first, operator);
        for (let i = 0; i < 3; i++) await place(first, player.token, market);
        await checked(first, 3);
      } finally {
        await first.close();
      }
      const second = await openTestApp(url, { prepared: true, config: { MARKET_CACHE_MS: 0 } });
      try {
        second.clock.set(MONDAY_MORNING + 3_000);
        expect(await alertsOf(second, 'burst')).toEqual([]);
        await place(second, player.token, market);
        await checked(second, 4);
        expect((await alertsOf(second, 'burst')).map((b) => [b.user_id, b.amount])).toEqual([[player.id, 4]]);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});
