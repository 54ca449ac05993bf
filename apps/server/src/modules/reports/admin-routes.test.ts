import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, createPlayer, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let operator: string;
let player: number;
beforeEach(async () => {
  t = await createTestApp({ demo: false });
  operator = await loginAdmin(t, 'operator');
  player = await createPlayer(t.db, { balance: 10_000 });
});
afterEach(() => t.close());

const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);
const report = (path: string, query: Record<string, unknown>) =>
  consoleCall(t, 'GET', `/admin/api/reports/${path}`, operator, query);

describe('the bids report', () => {
  beforeEach(async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const milan = await marketIdOf(t.db, 'main', 'Milan Day');
    const slot = await marketIdOf(t.db, 'starline', '10:00 AM');
    await insertBids(t.db, [
      {
        userId: player,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-20',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 500 }],
      },
      {
        userId: player,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-22',
        lines: [
          { type: 'single_digit', session: 'open', digits: '1', points: 100 },
          { type: 'single_digit', session: 'open', digits: '2', points: 50 },
        ],
      },
      {
        userId: player,
        marketId: milan,
        family: 'main',
        date: '2026-11-22',
        lines: [{ type: 'single_pana', session: 'open', digits: '128', points: 10 }],
      },
      {
        userId: player,
        marketId: slot,
        family: 'starline',
        date: '2026-11-22',
        lines: [{ type: 'single_digit', session: 'open', digits: '3', points: 30 }],
      },
      {
        userId: player,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-23',
        lines: [{ type: 'single_digit', session: 'close', digits: '9', points: 20 }],
      },
    ]);
    const declared = await consoleCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'main',
      marketId: kalyan,
      date: '2026-11-22',
      session: 'open',
      pana: '128',
    });
    expect(declared.body).toMatchObject({ status: true, winners: 1, payout: 950 });
  });

  it('sums bids, points, winners, payout and net per draw date and market, in date, kind and list order', async () => {
    const res = await report('bids', { from: '2026-11-22', to: '2026-11-23' });
    expect(res.statusCode).toBe(200);
    expect(res.body.from).toBe('2026-11-22');
    expect(
      res.body.rows.map((r: any) => [r.date, r.kind, r.market, r.bids, r.points, r.winners, r.payout, r.net]),
    ).toEqual([
      ['2026-11-22', 'main', 'Milan Day', 1, 10, 0, 0, 10],
      ['2026-11-22', 'main', 'Kalyan', 2, 150, 1, 950, -800],
      ['2026-11-22', 'starline', '10:00 AM', 1, 30, 0, 0, 30],
      ['2026-11-23', 'main', 'Kalyan', 1, 20, 0, 0, 20],
    ]);
  });

  it('keeps to one kind when asked, and to today without dates', async () => {
    const starline = await report('bids', { from: '2026-11-01', to: '2026-11-30', kind: 'starline' });
    expect(starline.body.rows.map((r: any) => r.market)).toEqual(['10:00 AM']);
    const today = await report('bids', {});
    expect(today.body).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(today.body.rows).toHaveLength(1);
  });

  it('downloads as CSV with a header row and the file named after the range', async () => {
    const res = await report('bids', { from: '2026-11-22', to: '2026-11-22', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bids-2026-11-22-2026-11-22.csv"');
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    expect(res.text.split('\r\n')).toEqual([
      'date,kind,market_id,market,bids,points,winners,payout,net',
      `2026-11-22,main,${await marketIdOf(t.db, 'main', 'Milan Day')},Milan Day,1,10,0,0,10`,
      `2026-11-22,main,${kalyan},Kalyan,2,150,1,950,-800`,
      `2026-11-22,starline,${await marketIdOf(t.db, 'starline', '10:00 AM')},10:00 AM,1,30,0,0,30`,
      '',
    ]);
  });

  it('escapes market names in CSV and defuses those a spreadsheet would run as formulas', async () => {
    const names = ['=HYPERLINK("http://evil.example","Click")', 'Sri, "Devi"', '@SUM(A1)', '+91 Day', '-Minus'];
    for (const [i, name] of names.entries()) {
      const created = await consoleCall(t, 'POST', '/admin/api/markets', operator, {
        kind: 'gali',
        name,
        openTime: `${i + 1}:00 PM`,
      });
      expect(created.statusCode).toBe(200);
      await insertBids(t.db, [
        {
          userId: player,
          marketId: created.body.id,
          family: 'gali',
          date: '2026-11-21',
          lines: [{ type: 'left_digit', session: 'close', digits: '4', points: 10 }],
        },
      ]);
    }
    const res = await report('bids', { from: '2026-11-21', to: '2026-11-21', format: 'csv', kind: 'gali' });
    const markets = res.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.replace(/^2026-11-21,gali,\d+,/, '').replace(/,1,10,0,0,10$/, ''));
    expect(markets).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
      '"Sri, ""Devi"""',
      "'@SUM(A1)",
      "'+91 Day",
      "'-Minus",
    ]);
  });

  it.each([
    ['a start after the end', { from: '2026-11-23', to: '2026-11-22' }, 'From date must not be after To date'],
    ['more than 366 days', { from: '2025-11-22', to: '2026-11-23' }, 'Choose at most 366 days'],
    [
      'a date that does not exist',
      { from: '2026-02-30', to: '2026-03-01' },
      'Dates must be real dates written YYYY-MM-DD',
    ],
    ['a date in another format', { from: '11/22/2026' }, 'Dates must be real dates written YYYY-MM-DD'],
    [
      'a date of the year 9999',
      { from: '9999-12-31', to: '9999-12-31' },
      'Dates must be real dates written YYYY-MM-DD',
    ],
    ['an unknown format', { format: 'xlsx' }, 'Format must be json or csv'],
    ['an unknown kind', { kind: 'weekly' }, 'Kind must be main, starline or gali'],
  ])('refuses %s', async (_name, query, msg) => {
    expect(await report('bids', query)).toMatchObject({ statusCode: 400, body: { status: false, msg } });
  });

  it('accepts exactly 366 days', async () => {
    expect((await report('bids', { from: '2025-11-23', to: '2026-11-23' })).statusCode).toBe(200);
  });
});

describe('the funds report', () => {
  beforeEach(async () => {
    const deposit = (amount: number, status: 'pending' | 'approved' | 'rejected', decidedAt: number | null) => ({
      user_id: player,
      amount,
      method: 'GPay',
      txn_ref: null,
      status,
      note: '',
      created_at: ist('2026-11-20', '09:00'),
      decided_at: decidedAt,
      decided_by: null,
    });
    await t.db
      .insertInto('fund_requests')
      .values([
        deposit(500, 'approved', ist('2026-11-21', '00:10')),
        deposit(700, 'approved', ist('2026-11-21', '23:50')),
        deposit(900, 'approved', ist('2026-11-22', '00:00')),
        deposit(300, 'approved', ist('2026-11-20', '23:59')),
        deposit(1_000, 'rejected', ist('2026-11-21', '12:00')),
        deposit(2_000, 'pending', null),
      ])
      .execute();
    const withdrawal = (amount: number, status: 'pending' | 'approved', decidedAt: number | null) => ({
      user_id: player,
      amount,
      method: 2,
      payout_number: '9811111111',
      status,
      note: '',
      receipt: '',
      created_at: ist('2026-11-20', '09:00'),
      decided_at: decidedAt,
      decided_by: null,
    });
    await t.db
      .insertInto('withdraw_requests')
      .values([withdrawal(600, 'approved', ist('2026-11-23', '09:00')), withdrawal(800, 'pending', null)])
      .execute();
  });

  it('lists every India date of the range with the deposits and withdrawals approved on it', async () => {
    const res = await report('funds', { from: '2026-11-21', to: '2026-11-23' });
    expect(res.body.rows).toEqual([
      { date: '2026-11-21', deposits: 2, depositAmount: 1_200, withdrawals: 0, withdrawalAmount: 0 },
      { date: '2026-11-22', deposits: 1, depositAmount: 900, withdrawals: 0, withdrawalAmount: 0 },
      { date: '2026-11-23', deposits: 0, depositAmount: 0, withdrawals: 1, withdrawalAmount: 600 },
    ]);
  });

  it('downloads as CSV', async () => {
    const res = await report('funds', { from: '2026-11-22', to: '2026-11-23', format: 'csv' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="funds-2026-11-22-2026-11-23.csv"');
    expect(res.text).toBe(
      'date,deposits,deposit_amount,withdrawals,withdrawal_amount\r\n2026-11-22,1,900,0,0\r\n2026-11-23,0,0,1,600\r\n',
    );
  });

  it('refuses a range longer than 366 days', async () => {
    expect(await report('funds', { from: '2024-01-01', to: '2026-01-01' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Choose at most 366 days' },
    });
  });
});
