import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, createPlayer, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let operator: string;
const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

beforeEach(async () => {
  // No demo data: no result is declared anywhere, so every past draw awaits one.
  t = await createTestApp({ demo: false, now: ist('2026-11-23', '10:30') });
  operator = await loginAdmin(t, 'operator');
});
afterEach(() => t.close());

const dashboard = async (query: Record<string, unknown> = {}) =>
  consoleCall(t, 'GET', '/admin/api/dashboard', operator, query);

describe('the dashboard', () => {
  it('lists the draws closing in the next hour, soonest first, with the minutes left', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    expect(res.body.date).toBe('2026-11-23');
    expect(res.body.closingSoon).toEqual([
      {
        kind: 'main',
        marketId: await marketIdOf(t.db, 'main', 'Kalyan Morning'),
        name: 'Kalyan Morning',
        session: 'open',
        closesAt: '11:00 AM',
        minutesLeft: 30,
      },
      {
        kind: 'starline',
        marketId: await marketIdOf(t.db, 'starline', '11:00 AM'),
        name: '11:00 AM',
        session: 'open',
        closesAt: '11:00 AM',
        minutesLeft: 30,
      },
    ]);
    t.clock.set(ist('2026-11-23', '11:30'));
    const later = (await dashboard()).body.closingSoon.map((d: any) => [d.name, d.session, d.minutesLeft]);
    expect(later).toEqual([
      ['Sridevi', 'open', 5],
      ['Kalyan Morning', 'close', 30],
      ['12:00 PM', 'open', 30],
    ]);
  });

  it('counts a market closing after midnight as closing soon on the night it opened', async () => {
    t.clock.set(ist('2026-11-23', '23:50'));
    operator = await loginAdmin(t, 'operator'); // the morning's session has ended (12 hours)
    const soon = (await dashboard()).body.closingSoon.map((d: any) => [d.name, d.session, d.closesAt, d.minutesLeft]);
    expect(soon).toEqual([['Main Bazar', 'close', '12:05 AM', 15]]);
  });

  it("lists the draws whose time has passed today without a result, the night's overnight close included", async () => {
    const res = await dashboard();
    expect(res.body.awaitingResults).toEqual([
      {
        kind: 'main',
        marketId: await marketIdOf(t.db, 'main', 'Main Bazar'),
        name: 'Main Bazar',
        date: '2026-11-22',
        session: 'close',
      },
      {
        kind: 'gali',
        marketId: await marketIdOf(t.db, 'gali', 'Disawar'),
        name: 'Disawar',
        date: '2026-11-23',
        session: 'close',
      },
      {
        kind: 'starline',
        marketId: await marketIdOf(t.db, 'starline', '10:00 AM'),
        name: '10:00 AM',
        date: '2026-11-23',
        session: 'open',
      },
    ]);
  });

  it('drops a draw from the waiting list once its result is declared', async () => {
    const disawar = await marketIdOf(t.db, 'gali', 'Disawar');
    const declared = await consoleCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'gali',
      marketId: disawar,
      date: '2026-11-23',
      jodi: '47',
    });
    expect(declared.statusCode).toBe(200);
    expect((await dashboard()).body.awaitingResults.map((d: any) => d.name)).toEqual(['Main Bazar', '10:00 AM']);
  });

  it("counts the day's bids per family, the players who placed them, registrations, and the wins settled that day", async () => {
    const asha = await createPlayer(t.db, { balance: 5_000, now: ist('2026-11-23', '09:00') });
    const ravi = await createPlayer(t.db, { balance: 5_000, now: ist('2026-11-22', '09:00') });
    await createPlayer(t.db, { balance: 0, now: ist('2026-11-23', '00:00') });
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const slot = await marketIdOf(t.db, 'starline', '10:00 AM');
    const gali = await marketIdOf(t.db, 'gali', 'Gali');
    await insertBids(t.db, [
      {
        userId: asha,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-23',
        lines: [
          { type: 'single_digit', session: 'open', digits: '1', points: 100 },
          { type: 'jodi_digit', session: 'close', digits: '12', points: 20 },
        ],
      },
      {
        userId: ravi,
        marketId: slot,
        family: 'starline',
        date: '2026-11-23',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 40 }],
      },
      {
        userId: asha,
        marketId: gali,
        family: 'gali',
        date: '2026-11-23',
        lines: [{ type: 'left_digit', session: 'close', digits: '4', points: 15 }],
      },
      // Yesterday's draw: neither its bids nor its players count today.
      {
        userId: ravi,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-22',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 300 }],
      },
    ]);
    // Settled today: yesterday's Kalyan open (300 points on ank 1 → 2,850) and today's 10:00 AM slot (40 points → 380).
    for (const body of [
      { kind: 'main', marketId: kalyan, date: '2026-11-22', session: 'open', pana: '128' },
      { kind: 'starline', marketId: slot, date: '2026-11-23', pana: '137' },
    ]) {
      expect((await consoleCall(t, 'POST', '/admin/api/results', operator, body)).statusCode).toBe(200);
    }
    const res = await dashboard();
    expect(res.body).toMatchObject({
      activePlayers: 2,
      registrations: 2,
      bids: { main: { count: 2, points: 120 }, starline: { count: 1, points: 40 }, gali: { count: 1, points: 15 } },
      payouts: 2_850 + 380,
    });
    // The next day, the same wins are no longer that day's payouts.
    t.clock.set(ist('2026-11-24', '10:00'));
    operator = await loginAdmin(t, 'operator');
    expect((await dashboard()).body.payouts).toBe(0);
    expect((await dashboard({ date: '2026-11-23' })).body.payouts).toBe(3_230);
  });

  it('counts the deposits and withdrawals waiting for an operator, whatever the day', async () => {
    const player = await createPlayer(t.db, { balance: 0 });
    const deposit = (amount: number, status: 'pending' | 'approved') => ({
      user_id: player,
      amount,
      method: '',
      txn_ref: null,
      status,
      note: '',
      created_at: 0,
      decided_at: null,
      decided_by: null,
    });
    await t.db
      .insertInto('fund_requests')
      .values([deposit(500, 'pending'), deposit(700, 'pending'), deposit(900, 'approved')])
      .execute();
    await t.db
      .insertInto('withdraw_requests')
      .values({
        user_id: player,
        amount: 1_000,
        method: 2,
        payout_number: '9811111111',
        status: 'pending',
        note: '',
        receipt: '',
        created_at: 0,
        decided_at: null,
        decided_by: null,
      })
      .execute();
    expect((await dashboard()).body).toMatchObject({
      pendingDeposits: { count: 2, amount: 1_200 },
      pendingWithdrawals: { count: 1, amount: 1_000 },
      bankPayoutsWaiting: { count: 0, amount: 0 },
    });
  });

  it('counts the approved bank payouts the bank has not answered: not paid or failed ones, not app payouts', async () => {
    const player = await createPlayer(t.db, { balance: 0 });
    const withdrawal = (amount: number, method: number, status: 'pending' | 'approved', payout: 'paid' | 'failed' | null = null) => ({
      user_id: player,
      amount,
      method,
      payout_number: method === 5 ? 'XXXXXX9012' : '9811111111',
      status,
      note: '',
      receipt: '',
      created_at: 0,
      decided_at: status === 'pending' ? null : 1,
      decided_by: null,
      ...(method === 5 ? { bank_holder_name: 'Ravi', bank_account_number: '123456789012', bank_ifsc: 'SBIN0001234' } : {}),
      payout_status: payout,
      payout_utr: payout === 'paid' ? 'UTIB123456789012' : null,
    });
    await t.db
      .insertInto('withdraw_requests')
      .values([
        withdrawal(700, 5, 'approved'),
        withdrawal(900, 5, 'approved'),
        withdrawal(300, 5, 'approved', 'paid'),
        withdrawal(400, 5, 'approved', 'failed'),
        withdrawal(500, 5, 'pending'),
        withdrawal(600, 2, 'approved'),
      ])
      .execute();
    expect((await dashboard()).body).toMatchObject({
      pendingWithdrawals: { count: 1, amount: 500 },
      bankPayoutsWaiting: { count: 2, amount: 1_600 },
    });
  });

  it('shows another day without the closing list, with every draw of that day still waiting', async () => {
    const res = await dashboard({ date: '2026-11-20' });
    expect(res.body.date).toBe('2026-11-20');
    expect(res.body.closingSoon).toEqual([]);
    // 13 main markets × open and close (Main Bazar's close of the 20th falls on the 21st, and the 19th's on the 20th),
    // 12 Starline slots, 4 Gali markets.
    expect(res.body.awaitingResults).toHaveLength(26 + 12 + 4);
    expect((await dashboard({ date: '2026-11-30' })).body.awaitingResults).toEqual([]);
  });

  it.each(['2026-11-31', '9999-12-31', '0001-01-01', 'today'])('refuses the date %s', async (date) => {
    expect(await dashboard({ date })).toMatchObject({
      statusCode: 400,
      body: { status: false, msg: 'Dates must be real dates written YYYY-MM-DD' },
    });
  });
});
