import { LIMIT_RAISE_DELAY_MS } from '@pana/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, openTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { familyBid, mainBid, marketId } from '../../test/players.ts';
import { testEngine } from '../../test/postgres.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let player: { id: number; mobile: string; token: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 100_000, name: 'Ravi Kumar' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const call = (path: string, body: Record<string, unknown> = {}, token = player.token) =>
  t.call(path, { unique_token: token, ...body });
const setLimit = (key: string, amount: unknown) => call('/api-play-limit-set', { key, amount });
const takeBreak = (period: string, confirmed: unknown = true) => call('/api-play-break', { period, confirmed });

/** A Single Digit bid of `points` on a main market (open session). */
async function bid(points: number, market = 'Kalyan Morning', session: 'Open' | 'Close' = 'Open') {
  const id = await marketId(t, 'main', market);
  return t.call('/api-submit-bid', mainBid(player.token, id, 'Single Digit', [{ digits: '1', points, session }]));
}
const deposit = (amount: number | string) => call('/api-fund-request-add', { request_amount: String(amount) });
const refusal = (message: string) => ({ status: false, msg: message });
const limitOf = async (key: string) =>
  ((await call('/api-play-limits')).body.limits as Array<{ key: string }>).find((l) => l.key === key);
const submissions = async () =>
  Number(
    (
      await t.db
        .selectFrom('bid_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The points of the player's deposit requests still pending. */
const pendingTotal = async () =>
  Number(
    (
      await t.db
        .selectFrom('fund_requests')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('user_id', '=', player.id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).total,
  );

describe('the stake limits', () => {
  it('takes bids below and up to a daily stake limit and refuses the one that passes it, naming the limit, with nothing written', async () => {
    expect((await setLimit('stake_day', '5000')).body).toMatchObject({ status: true, msg: 'Limit saved' });
    expect((await bid(3_000)).statusCode).toBe(200);
    expect((await bid(2_000)).statusCode).toBe(200);
    const before = await fundsSnapshot(t.db);
    const refused = await bid(10);
    expect(refused).toEqual({
      statusCode: 400,
      body: refusal('Your daily stake limit of 5,000 points would be passed'),
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect(await limitOf('stake_day')).toMatchObject({ amount: 5_000, pending: null, used: 5_000 });
  });

  it('counts a weekly stake limit from Monday to Sunday, India time', async () => {
    await setLimit('stake_week', 100);
    expect((await bid(60)).statusCode).toBe(200);
    t.clock.advance(6 * DAY); // Sunday, 10:00 AM
    expect((await bid(40)).statusCode).toBe(200);
    expect((await bid(10)).body).toEqual(refusal('Your weekly stake limit of 100 points would be passed'));
    t.clock.advance(DAY); // the next Monday: a new week
    expect((await bid(100)).statusCode).toBe(200);
  });

  it('starts a new day at India midnight for a daily limit', async () => {
    await setLimit('stake_day', 100);
    expect((await bid(100)).statusCode).toBe(200);
    t.clock.set(Date.parse('2026-11-23T23:59:00+05:30'));
    expect((await bid(10, 'Main Bazar', 'Close')).body.msg).toBe(
      'Your daily stake limit of 100 points would be passed',
    );
    t.clock.set(Date.parse('2026-11-24T10:00:00+05:30'));
    expect((await bid(100)).statusCode).toBe(200);
  });

  it('holds a daily stake limit under concurrent bids of the same player', async () => {
    await setLimit('stake_day', 100);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call(
          '/api-submit-bid',
          mainBid(player.token, id, 'Single Digit', [{ digits: '1', points: 10, session: 'Open' }]),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.body.msg)).toEqual(
      Array(20).fill('Your daily stake limit of 100 points would be passed'),
    );
    expect(await balanceOf(t.db, player.id)).toBe(100_000 - 100);
    expect(await submissions()).toBe(10);
  });

  it.runIf(testEngine() === 'postgres')(
    'holds it when the player bids through two servers on one PostgreSQL at once',
    async () => {
      const other = await openTestApp(t.config.DATABASE_URL, { prepared: true });
      try {
        await setLimit('stake_week', 150);
        const id = await marketId(t, 'main', 'Kalyan Morning');
        const body = mainBid(player.token, id, 'Single Digit', [{ digits: '1', points: 10, session: 'Open' }]);
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? t : other).call('/api-submit-bid', body)),
        );
        expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(15);
        expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.body.msg))).toEqual(
          new Set(['Your weekly stake limit of 150 points would be passed']),
        );
        expect(await balanceOf(t.db, player.id)).toBe(100_000 - 150);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the loss limits', () => {
  it('counts stakes less wins: a win makes room, and the bid that would pass the net loss is refused', async () => {
    await setLimit('loss_day', 200);
    expect((await bid(150)).statusCode).toBe(200); // loss 150
    expect((await bid(60, 'Time Bazar')).body).toEqual(refusal('Your daily loss limit of 200 points would be passed'));
    expect((await bid(50, 'Time Bazar')).statusCode).toBe(200); // loss 200: at the limit
    // Kalyan Morning's open pana 128 (digit 1): the 150-point Single Digit bid wins 150 × 95 / 10 = 1,425.
    t.clock.set(Date.parse('2026-11-23T11:05:00+05:30'));
    const operator = await loginAdmin(t);
    const declared = await adminCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'main',
      marketId: await marketId(t, 'main', 'Kalyan Morning'),
      date: '2026-11-23',
      session: 'open',
      pana: '128',
    });
    expect(declared.body).toMatchObject({ payout: 1_425 });
    expect(await limitOf('loss_day')).toMatchObject({ used: 200 - 1_425 });
    expect((await bid(1_425, 'Time Bazar')).statusCode).toBe(200); // loss back at 200
    expect((await bid(10, 'Time Bazar')).body).toEqual(refusal('Your daily loss limit of 200 points would be passed'));
  });

  it('counts the loss again when a result is reverted: the reversal takes the win back', async () => {
    await setLimit('loss_week', 1_000);
    expect((await bid(100)).statusCode).toBe(200);
    t.clock.set(Date.parse('2026-11-23T11:05:00+05:30'));
    const operator = await loginAdmin(t);
    const draw = {
      kind: 'main',
      marketId: await marketId(t, 'main', 'Kalyan Morning'),
      date: '2026-11-23',
      session: 'open',
    };
    await adminCall(t, 'POST', '/admin/api/results', operator, { ...draw, pana: '128' });
    expect(await limitOf('loss_week')).toMatchObject({ used: 100 - 950 });
    expect((await adminCall(t, 'POST', '/admin/api/results/revert', operator, draw)).statusCode).toBe(200);
    expect(await limitOf('loss_week')).toMatchObject({ used: 100 });
    expect((await bid(901, 'Time Bazar')).body).toEqual(
      refusal('Your weekly loss limit of 1,000 points would be passed'),
    );
    expect((await bid(900, 'Time Bazar')).statusCode).toBe(200);
  });
});

describe('the deposit limits', () => {
  it('counts pending requests and credited deposits, refuses the request that passes the limit, and credits what an operator approves', async () => {
    await setLimit('deposit_day', 1_000);
    expect((await deposit(600)).statusCode).toBe(200);
    expect((await deposit(400)).statusCode).toBe(200); // 1,000: at the limit
    const before = await fundsSnapshot(t.db);
    expect(await deposit(100)).toEqual({
      statusCode: 400,
      body: refusal('Your daily deposit limit of 1,000 points would be passed'),
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);

    const operator = await loginAdmin(t);
    const [first, second] = await t.db.selectFrom('fund_requests').select('id').orderBy('id').execute();
    await adminCall(t, 'POST', `/admin/api/fund-requests/${first?.id}/reject`, operator, { note: 'No payment' });
    // A lower limit set since never refuses money an operator approves: it is credited and counted.
    await setLimit('deposit_day', 100);
    expect(
      (await adminCall(t, 'POST', `/admin/api/fund-requests/${second?.id}/approve`, operator, {})).statusCode,
    ).toBe(200);
    expect(await limitOf('deposit_day')).toMatchObject({ amount: 100, used: 400 });
    expect((await deposit(100)).body.msg).toBe('Your daily deposit limit of 100 points would be passed');
  });

  it('tells Add Funds the room left under the tightest deposit limit, or the break, before a UPI app opens', async () => {
    const detail = async () => (await call('/api-last-fund-request-detail', { mobile_no: player.mobile })).body;
    expect(await detail()).toMatchObject({ deposit_refusal: '', deposit_room: null, deposit_room_message: '' });
    await setLimit('deposit_week', 5_000);
    await setLimit('deposit_day', 1_000);
    await deposit(700);
    expect(await detail()).toMatchObject({
      deposit_refusal: '',
      deposit_room: 300,
      deposit_room_message: 'Your daily deposit limit of 1,000 points would be passed',
    });
    await setLimit('deposit_day', 500);
    expect(await detail()).toMatchObject({ deposit_room: 0 });
    await takeBreak('24h');
    expect(await detail()).toMatchObject({
      deposit_refusal:
        'You are taking a break until 24-November-2026 10:00 AM. Betting, deposits and transfers are closed until then; you can still withdraw.',
      deposit_room: null,
    });
  });

  it('holds a daily deposit limit under concurrent requests of the same player', async () => {
    // Ten at once: the most deposit claims a player may make in an hour (ADR 011).
    await setLimit('deposit_day', 500);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(100)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.body.msg)).toEqual(
      Array(5).fill('Your daily deposit limit of 500 points would be passed'),
    );
    expect(await pendingTotal()).toBe(500);
  });

  it('answers a retried claim with its UTR at the limit with the first request, not a refusal', async () => {
    await setLimit('deposit_day', 500);
    const claim = { request_amount: '500', utr: '412345678901' };
    const first = await call('/api-fund-request-add', claim);
    expect(first.statusCode).toBe(200);
    const retry = await call('/api-fund-request-add', claim);
    expect(retry).toEqual(first);
    expect(await pendingTotal()).toBe(500);
  });

  it.runIf(testEngine() === 'postgres')(
    'holds it when the player claims deposits through two servers on one PostgreSQL at once, with and without a UTR',
    async () => {
      const other = await openTestApp(t.config.DATABASE_URL, { prepared: true });
      try {
        // Ten at once: the most deposit claims a player may make in an hour (ADR 011).
        await setLimit('deposit_week', 500);
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 === 0 ? t : other).call('/api-fund-request-add', {
              unique_token: player.token,
              request_amount: '100',
              ...(i % 3 === 0 ? { utr: String(500_000_000_000 + i) } : {}),
            }),
          ),
        );
        expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
        expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.body.msg))).toEqual(
          new Set(['Your weekly deposit limit of 500 points would be passed']),
        );
        expect(await pendingTotal()).toBe(500);
      } finally {
        await other.close();
      }
    },
  );

  it('counts a weekly deposit limit over the week', async () => {
    await setLimit('deposit_week', 1_000);
    expect((await deposit(500)).statusCode).toBe(200);
    t.clock.advance(2 * DAY);
    expect((await deposit(501)).body.msg).toBe('Your weekly deposit limit of 1,000 points would be passed');
    expect((await deposit(500)).statusCode).toBe(200);
  });
});

describe('changing a limit', () => {
  it('lowers at once, and raises only after 24 hours by the server clock, showing when', async () => {
    await setLimit('stake_day', 500);
    expect((await bid(100)).statusCode).toBe(200);
    await setLimit('stake_day', 100);
    expect((await bid(10)).body.msg).toBe('Your daily stake limit of 100 points would be passed');

    const raised = await setLimit('stake_day', 1_000);
    expect(raised.body.msg).toBe('Saved. A higher limit or no limit takes effect in 24 hours.');
    expect(await limitOf('stake_day')).toMatchObject({
      amount: 100,
      pending: { amount: 1_000, at: t.clock.now() + LIMIT_RAISE_DELAY_MS, when: '24-November-2026 10:00 AM' },
    });
    t.clock.advance(LIMIT_RAISE_DELAY_MS - 60_000); // Tuesday 9:59 AM: a new day, the old limit
    expect((await bid(110)).body.msg).toBe('Your daily stake limit of 100 points would be passed');
    expect((await bid(100)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect(await limitOf('stake_day')).toMatchObject({ amount: 1_000, pending: null });
    expect((await bid(900)).statusCode).toBe(200);
    expect((await bid(10)).body.msg).toBe('Your daily stake limit of 1,000 points would be passed');
  });

  it('removes a limit after 24 hours, and a lower limit set meanwhile cancels the waiting removal', async () => {
    await setLimit('stake_day', 100);
    expect((await setLimit('stake_day', '')).body.msg).toBe(
      'Saved. A higher limit or no limit takes effect in 24 hours.',
    );
    expect(await limitOf('stake_day')).toMatchObject({ amount: 100, pending: { amount: null } });
    t.clock.advance(LIMIT_RAISE_DELAY_MS);
    expect(await limitOf('stake_day')).toMatchObject({ amount: null, pending: null });
    expect((await bid(5_000)).statusCode).toBe(200);

    await setLimit('stake_week', 10_000);
    await setLimit('stake_week', null);
    await setLimit('stake_week', 9_000);
    t.clock.advance(LIMIT_RAISE_DELAY_MS);
    expect(await limitOf('stake_week')).toMatchObject({ amount: 9_000, pending: null });
  });

  it.each([
    ['an unknown limit', { key: 'stake_month', amount: '100' }, 'Please choose a limit'],
    [
      'words',
      { key: 'stake_day', amount: 'ten' },
      'Please enter a limit in whole points (at least 1), or leave it empty for no limit',
    ],
    [
      'a fraction',
      { key: 'stake_day', amount: '10.5' },
      'Please enter a limit in whole points (at least 1), or leave it empty for no limit',
    ],
    [
      'a negative number',
      { key: 'stake_day', amount: '-5' },
      'Please enter a limit in whole points (at least 1), or leave it empty for no limit',
    ],
    [
      'zero',
      { key: 'stake_day', amount: 0 },
      'Please enter a limit in whole points (at least 1), or leave it empty for no limit',
    ],
    [
      'an object',
      { key: 'stake_day', amount: { x: 1 } },
      'Please enter a limit in whole points (at least 1), or leave it empty for no limit',
    ],
    ['too large', { key: 'stake_day', amount: '100000001' }, 'A limit can be at most 10,00,00,000 points'],
  ])('refuses %s with a clear message and changes nothing', async (_, body, message) => {
    expect(await call('/api-play-limit-set', body)).toEqual({ statusCode: 400, body: refusal(message) });
    expect(await t.db.selectFrom('player_limits').selectAll().execute()).toEqual([]);
  });
});

describe('cool-off and self-exclusion', () => {
  async function withdrawalAllowed() {
    await t.db
      .insertInto('payment_numbers')
      .values({ user_id: player.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 })
      .execute();
    return call('/api-user-withdraw-fund-request', { request_amount: '500', payment_method: 2, mobile: player.mobile });
  }

  it('refuses bids of all three families, deposits, gateway orders and transfers during a self-exclusion, but pays a withdrawal', async () => {
    const receiver = await createPlayerWithToken(t, { balance: 0 });
    const taken = await takeBreak('6m');
    expect(taken.body).toMatchObject({
      status: true,
      msg: 'Your break has started',
      break: { kind: 'self_exclusion', period: '6m', until: '23-May-2027 10:00 AM' },
    });
    const message =
      'You have excluded yourself until 23-May-2027 10:00 AM. Betting, deposits and transfers are closed until then; you can still withdraw.';
    const before = await fundsSnapshot(t.db);
    const starline = await marketId(t, 'starline', '11:00 AM');
    const gali = await marketId(t, 'gali', 'Faridabad');
    const refused = [
      await bid(10),
      await t.call(
        '/api-starline-submit-bid',
        familyBid(player.token, starline, 'Single Digit', 'Open', [{ digits: '1', points: 10 }]),
      ),
      await t.call(
        '/api-galidisawar-submit-bid',
        familyBid(player.token, gali, 'Left Digit', 'Close', [{ digits: '4', points: 10 }]),
      ),
      await deposit(500),
      await call('/api-payment-order-create', { request_amount: '500' }),
      await call('/api-user-transfer-wallet-balance', { amount: '200', mobile_no: receiver.mobile, transfer_note: '' }),
    ];
    for (const answer of refused) expect(answer).toEqual({ statusCode: 403, body: refusal(message) });
    expect(await fundsSnapshot(t.db)).toEqual(before);

    expect((await withdrawalAllowed()).body).toMatchObject({ status: true, msg: 'Withdraw request sent successfully' });
    expect((await call('/api-play-limits')).statusCode).toBe(200);
    expect((await call('/api-user-wallet-balance')).statusCode).toBe(200);
  });

  it('refuses during a cool-off with its own words, and lets play resume when it ends', async () => {
    await takeBreak('24h');
    expect((await bid(10)).body.msg).toBe(
      'You are taking a break until 24-November-2026 10:00 AM. Betting, deposits and transfers are closed until then; you can still withdraw.',
    );
    t.clock.advance(DAY - 1);
    expect((await deposit(500)).statusCode).toBe(403);
    t.clock.advance(1);
    expect((await bid(10)).statusCode).toBe(200);
    expect((await deposit(500)).statusCode).toBe(200);
    expect((await call('/api-play-limits')).body.break).toBeNull();
  });

  it('ends a cool-off after 7 or 30 days and a self-exclusion after a year by the calendar', async () => {
    expect((await takeBreak('7d')).body.break.until).toBe('30-November-2026 10:00 AM');
    expect((await takeBreak('30d')).body.break.until).toBe('23-December-2026 10:00 AM');
    expect((await takeBreak('1y')).body.break).toMatchObject({
      kind: 'self_exclusion',
      until: '23-November-2027 10:00 AM',
    });
  });

  it('never shortens a break: a shorter one is refused, a longer one replaces it', async () => {
    await takeBreak('7d');
    expect(await takeBreak('24h')).toEqual({
      statusCode: 400,
      body: refusal('You are already on a break until 30-November-2026 10:00 AM. A new break must end later.'),
    });
    expect((await takeBreak('6m')).body.break).toMatchObject({ kind: 'self_exclusion', until: '23-May-2027 10:00 AM' });
    t.clock.advance(8 * DAY);
    expect((await bid(10)).statusCode).toBe(403);
  });

  it('needs the confirmation and a known period, refusing anything else with nothing written', async () => {
    expect(await takeBreak('24h', false)).toEqual({ statusCode: 400, body: refusal('Please confirm your break') });
    expect(await call('/api-play-break', { period: '24h' })).toEqual({
      statusCode: 400,
      body: refusal('Please confirm your break'),
    });
    expect(await takeBreak('forever')).toEqual({
      statusCode: 400,
      body: refusal('Please choose how long your break lasts'),
    });
    expect(await call('/api-play-break', { period: ['6m'], confirmed: true })).toEqual({
      statusCode: 400,
      body: refusal('Please choose how long your break lasts'),
    });
    expect(await t.db.selectFrom('play_breaks').selectAll().execute()).toEqual([]);
    expect((await bid(10)).statusCode).toBe(200);
  });
});

describe('the Play responsibly answer', () => {
  it('lists every limit with what was counted, the break and the help line (the support number when none is set)', async () => {
    const answer = (await call('/api-play-limits')).body;
    expect(answer).toMatchObject({ status: true, break: null, help_line: '9000000001', age_confirmed: false });
    expect(answer.limits.map((l: { name: string }) => l.name)).toEqual([
      'Daily deposit limit',
      'Weekly deposit limit',
      'Daily stake limit',
      'Weekly stake limit',
      'Daily loss limit',
      'Weekly loss limit',
    ]);
    await t.db
      .insertInto('settings')
      .values({ key: 'help_line', value: 'iCall 9152987821' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'iCall 9152987821' }))
      .execute();
    expect((await call('/api-play-limits')).body.help_line).toBe('iCall 9152987821');
  });

  it('needs a login', async () => {
    expect((await t.call('/api-play-limits', {})).statusCode).toBe(401);
  });
});

describe('18 or older', () => {
  it("stores the time of the registration's confirmation", async () => {
    await t.call('/api-check-mobile', { mobile: '9123456780' });
    const res = await t.call('/api-user-registration', {
      name: 'Asha',
      mobile: '9123456780',
      password: 'secret123',
      otp: t.sms.lastCode('9123456780'),
      device_id: 'test',
      adult: true,
    });
    expect(res.body).toMatchObject({ status: true, age_confirmed: true });
    const user = await t.db
      .selectFrom('users')
      .select('adult_confirmed_at')
      .where('mobile', '=', '9123456780')
      .executeTakeFirstOrThrow();
    expect(Number(user.adult_confirmed_at)).toBe(t.clock.now());
  });

  it('registers an older app without it (stored null), answers age_confirmed false at login, and records the confirmation asked later', async () => {
    const token = await registerPlayer(t, '9123456781');
    const login = await t.call('/api-user-login', { mobile: '9123456781', password: 'secret123' });
    expect(login.body).toMatchObject({ status: true, age_confirmed: false });
    expect(await call('/api-confirm-age', { confirmed: false }, token)).toEqual({
      statusCode: 400,
      body: refusal('Please confirm that you are 18 or older'),
    });
    expect((await call('/api-confirm-age', { confirmed: true }, token)).body).toEqual({
      status: true,
      msg: 'Thank you',
    });
    expect((await t.call('/api-user-login', { mobile: '9123456781', password: 'secret123' })).body.age_confirmed).toBe(
      true,
    );
  });

  it('refuses a registration that answers no, with nothing written', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456782' });
    const res = await t.call('/api-user-registration', {
      name: 'Asha',
      mobile: '9123456782',
      password: 'secret123',
      otp: t.sms.lastCode('9123456782'),
      adult: false,
    });
    expect(res).toEqual({ statusCode: 400, body: refusal('Please confirm that you are 18 or older') });
    expect(await t.db.selectFrom('users').select('id').where('mobile', '=', '9123456782').execute()).toEqual([]);
  });
});

describe("the console's player page", () => {
  it('shows the break with its end, the 18+ confirmation and the limits, read-only', async () => {
    await setLimit('stake_day', 100);
    await setLimit('stake_day', 500);
    await takeBreak('6m');
    const operator = await loginAdmin(t, 'viewer');
    const detail = await adminCall(t, 'GET', `/admin/api/users/${player.mobile}`, operator);
    expect(detail.body.play).toEqual({
      break: {
        kind: 'self_exclusion',
        period: '6m',
        startedAt: t.clock.now(),
        endsAt: Date.parse('2027-05-23T10:00:00+05:30'),
      },
      ageConfirmedAt: null,
      limits: [
        {
          key: 'stake_day',
          name: 'Daily stake limit',
          amount: 100,
          pendingAmount: 500,
          pendingAt: t.clock.now() + LIMIT_RAISE_DELAY_MS,
        },
      ],
    });
  });
});

describe('the day totals', () => {
  it('are checked against the ledger', async () => {
    expect((await bid(100)).statusCode).toBe(200);
    await t.db.updateTable('player_day_totals').set({ staked: 90 }).where('user_id', '=', player.id).execute();
    expect((await checkLedger(t.db)).map((p) => p.detail)).toEqual([
      `user ${player.id} day 20780: the day totals differ from the ledger by staked 10, won 0, deposited 0`,
    ]);
    await t.db.updateTable('player_day_totals').set({ staked: 100 }).where('user_id', '=', player.id).execute();
  });
});
