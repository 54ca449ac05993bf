import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putSettings } from '../modules/content/settings.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { demoBalance, demoToken, familyBid, mainBid, marketId } from '../test/players.ts';

/**
 * The published React web client of this API family, already in players' hands (ADR 009,
 * docs/api.md#compatibility-with-older-apps): the
 * bodies it sends, exactly, and the fields it reads. Each test fails if the server drops the point.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

/** The SP DP TP screen's three calls: lines of 120, 90 and 10 points, each call saying the grand total 220. */
const SP_DP_TP_CALLS: Array<[string, Array<{ digits: string; points: string }>]> = [
  [
    'Single Pana',
    [
      { digits: '128', points: '100' },
      { digits: '137', points: '20' },
    ],
  ],
  [
    'Double Pana',
    [
      { digits: '119', points: '50' },
      { digits: '550', points: '40' },
    ],
  ],
  ['Triple Pana', [{ digits: '777', points: '10' }]],
];

const asSent = (lines: Array<{ digits: string; points: string }>) =>
  lines.map((l) => ({ ...l, closedigits: '', session: 'Open' }));

describe('SP DP TP with the grand total in every call', () => {
  it('accepts the three calls each carrying totalbit 220; the wallet falls by exactly 220 in three ledger debits', async () => {
    const token = await demoToken(t);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const before = await demoBalance(t);
    for (const [label, lines] of SP_DP_TP_CALLS) {
      const res = await t.call(
        '/api-submit-bid',
        mainBid(token, id, label, asSent(lines), { totalbit: '220', bid_date: '23-November-2026' }),
      );
      expect(res.statusCode, label).toBe(200);
      expect(res.body.status).toBe(true);
    }
    expect(await demoBalance(t)).toBe(before - 220);
    const debits = await t.db
      .selectFrom('wallet_ledger')
      .select('amount')
      .where('kind', '=', 'bid')
      .orderBy('id')
      .execute();
    expect(debits.map((d) => Number(d.amount))).toEqual([-120, -90, -10]);
    const bids = await t.db.selectFrom('bids').select(['bid_type', 'points']).orderBy('id').execute();
    expect(bids.map((b) => [b.bid_type, Number(b.points)])).toEqual([
      ['single_pana', 100],
      ['single_pana', 20],
      ['double_pana', 50],
      ['double_pana', 40],
      ['triple_pana', 10],
    ]);
  });

  it("checks the balance against the call's own lines, never against totalbit", async () => {
    const player = await createPlayerWithToken(t, { balance: 130 });
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const [label, lines] = SP_DP_TP_CALLS[0]!;
    const res = await t.call('/api-submit-bid', mainBid(player.token, id, label, asSent(lines), { totalbit: '220' }));
    expect(res.body).toMatchObject({ status: true, wallet_amt: 10 });
    expect(await balanceOf(t.db, player.id)).toBe(10);
  });

  it.each([
    ['smaller than the lines on a pana call', 'Single Pana', [{ digits: '128', points: '100' }], '90'],
    [
      'larger than the lines on a type SP DP TP is not sent as',
      'Single Digit',
      [{ digits: '4', points: '100' }],
      '220',
    ],
    ['not a whole number', 'Double Pana', [{ digits: '119', points: '50' }], 'lots'],
  ])('still refuses a totalbit %s, and nothing moves', async (_name, label, lines, totalbit) => {
    const token = await demoToken(t);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const before = await fundsSnapshot(t.db);
    const res = await t.call('/api-submit-bid', mainBid(token, id, label, asSent(lines), { totalbit }));
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Total points do not match the bids' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });
});

describe('/api-starline-wining-history-data', () => {
  it('answers the wins as win_data (what the web client reads) and as bid_data (the spec), the same list', async () => {
    const token = await demoToken(t);
    const slot = (await t.call('/api-starline-game', {})).body.result.find(
      (m: { msg_status: number }) => m.msg_status === 1,
    );
    const bid = await t.call(
      '/api-starline-submit-bid',
      familyBid(token, slot.game_id, 'Single Digit', 'Open', [
        { digits: '5', closedigits: '', points: '10', session: 'Open' },
      ]),
    );
    expect(bid.body.status).toBe(true);
    // The slot's draw is over by the evening; an operator declares 168 (ank 5), so the single digit 5 wins.
    t.clock.set('2026-11-23T23:30:00+05:30');
    const declared = await adminCall(t, 'POST', '/admin/api/results', await loginAdmin(t, 'operator'), {
      kind: 'starline',
      marketId: slot.game_id,
      date: '2026-11-23',
      pana: '168',
    });
    expect(declared.body).toMatchObject({ status: true, winners: 1 });
    const res = await t.call('/api-starline-wining-history-data', {
      unique_token: token,
      date_from: '11/23/2026',
      date_to: '11/23/2026',
    });
    expect(res.body.status).toBe(true);
    expect(res.body.win_data).toHaveLength(1);
    expect(res.body.win_data[0]).toMatchObject({ pana: 'Single Digit', digits: '5', points: 10 });
    expect(res.body.bid_data).toEqual(res.body.win_data);
  });
});

describe("the Starline and Gali game lists carry their chart's link", () => {
  it('/api-starline-game answers web_starline_chart_url and /api-galidisawar-game web_galidessar_chart_url, from the settings', async () => {
    await putSettings(t.db, {
      web_starline_chart_url: 'https://charts.example/starline',
      web_galidessar_chart_url: 'https://charts.example/gali',
    });
    const starline = await t.call('/api-starline-game', {});
    expect(starline.body.status).toBe(true);
    expect(starline.body.web_starline_chart_url).toBe('https://charts.example/starline');
    const gali = await t.call('/api-galidisawar-game', {});
    expect(gali.body.status).toBe(true);
    expect(gali.body.web_galidessar_chart_url).toBe('https://charts.example/gali');
  });
});

describe('/api-user-withdraw-fund-request with payment_method ""', () => {
  const withdraw = (token: string, mobile: string) =>
    t.call('/api-user-withdraw-fund-request', {
      unique_token: token,
      mobile,
      request_amount: '500',
      payment_method: '',
    });
  const saveNumbers = (userId: number, apps: Array<'gpay' | 'paytm' | 'phonepe'>) =>
    t.db
      .insertInto('payment_numbers')
      .values(apps.map((app, i) => ({ user_id: userId, app, number: `981111111${i}`, created_at: 0, updated_at: 0 })))
      .execute();

  it.each([
    ['gpay', 2],
    ['paytm', 3],
    ['phonepe', 4],
  ] as const)(
    'pays to the one number on file (%s): the request names it and the points are held',
    async (app, method) => {
      const player = await createPlayerWithToken(t, { balance: 2_000 });
      await saveNumbers(player.id, [app]);
      const res = await withdraw(player.token, player.mobile);
      expect(res).toEqual({ statusCode: 200, body: { status: true, msg: 'Withdraw request sent successfully' } });
      const request = await t.db.selectFrom('withdraw_requests').selectAll().executeTakeFirstOrThrow();
      expect(request).toMatchObject({
        user_id: player.id,
        amount: 500,
        method,
        payout_number: '9811111110',
        status: 'pending',
      });
      expect(await balanceOf(t.db, player.id)).toBe(1_500);
    },
  );

  it('refuses with no number on file, and nothing moves', async () => {
    const player = await createPlayerWithToken(t, { balance: 2_000 });
    const before = await fundsSnapshot(t.db);
    const res = await withdraw(player.token, player.mobile);
    expect(res).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Please add a withdrawal number in the Wallet first' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect(await balanceOf(t.db, player.id)).toBe(2_000);
  });

  it('asks for a method with several numbers on file, and nothing moves', async () => {
    const player = await createPlayerWithToken(t, { balance: 2_000 });
    await saveNumbers(player.id, ['gpay', 'phonepe']);
    const before = await fundsSnapshot(t.db);
    const res = await withdraw(player.token, player.mobile);
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Please select a payment method' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });
});
