import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { demoToken, familyBid, mainBid, marketId } from '../../test/players.ts';

/**
 * The histories read the day a bid was placed as well as its draw's date: a bid placed at 00:30 on an overnight
 * main market belongs to the draw that opened the evening before, and the default range of the day it was
 * placed (today, India) lists it, with its draw's date on the row.
 */

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await demoToken(t);
});
afterEach(() => t.close());

/** India time (`hh:mm` or `hh:mm:ss`) on the harness's Monday 2026-11-23 (or another day of November with `day`). */
const ist = (time: string, day = 23) => Date.parse(`2026-11-${day}T${time.length === 5 ? `${time}:00` : time}+05:30`);

/** A market the operator creates (the clock still at Monday morning): main with open and close, Starline and Gali with one time. */
async function createMarket(kind: 'main' | 'starline' | 'gali', name: string, openTime: string, closeTime?: string): Promise<number> {
  const operator = await loginAdmin(t, 'operator');
  const res = await adminCall(t, 'POST', '/admin/api/markets', operator, { kind, name, openTime, ...(closeTime ? { closeTime } : {}) });
  expect(res.statusCode).toBe(200);
  return Number(res.body.id);
}

const item = (digits: string, drawDate: string, more: Record<string, unknown> = {}) =>
  expect.objectContaining({ game_name: 'Late Night', digits, bid_date: drawDate, wining_date: drawDate, ...more });

describe('a bid placed after midnight on a market open across midnight (11:59 PM to 11:58 PM)', () => {
  let market: number;
  beforeEach(async () => {
    market = await createMarket('main', 'Late Night', '11:59 PM', '11:58 PM');
    // Before midnight, in the minute the 23rd's draw takes bids before it opens: placed on the 23rd.
    t.clock.set(ist('23:58:30'));
    expect(
      (await t.call('/api-submit-bid', mainBid(token, market, 'Single Digit', [{ digits: '1', points: 10, session: 'Open' }])))
        .statusCode,
    ).toBe(200);
    // At 00:30 on the 24th: still the draw that opened on the 23rd.
    t.clock.set(ist('00:30', 24));
    expect(
      (await t.call('/api-submit-bid', mainBid(token, market, 'Single Digit', [{ digits: '2', points: 10, session: 'Close' }])))
        .statusCode,
    ).toBe(200);
    expect((await t.db.selectFrom('bids').select('draw_date').orderBy('id').execute()).map((b) => b.draw_date)).toEqual([
      '2026-11-23',
      '2026-11-23',
    ]);
  });

  it('is in the default Bid History of the day it was placed, with its draw’s date on the row', async () => {
    const today = await t.call('/api-bid-history-data', { unique_token: token });
    expect(today.body).toEqual({ status: true, msg: 'OK', bid_data: [item('2', '23-November-2026')] });
    // The same range written out; the bid placed before midnight stays on its own day.
    const written = await t.call('/api-bid-history-data', { unique_token: token, bid_from: '11/24/2026', bid_to: '11/24/2026' });
    expect(written.body.bid_data).toEqual([item('2', '23-November-2026')]);
  });

  it('is still in the range of its draw’s date, beside the bid placed that evening', async () => {
    const drawDay = await t.call('/api-bid-history-data', { unique_token: token, bid_from: '11/23/2026', bid_to: '11/23/2026' });
    expect(drawDay.body.bid_data).toEqual([item('2', '23-November-2026'), item('1', '23-November-2026')]);
    const dayAfter = await t.call('/api-bid-history-data', { unique_token: token, bid_from: '11/25/2026', bid_to: '11/25/2026' });
    expect(dayAfter.body).toEqual({ status: true, msg: 'No data found', bid_data: [] });
  });

  it('shows its win in the default Win History of the day it was placed', async () => {
    await t.db.updateTable('bids').set({ status: 'won', win_amount: 95 }).execute();
    const wins = await t.call('/api-wining-history-data', { unique_token: token });
    expect(wins.body.win_data).toEqual([item('2', '23-November-2026', { amount: 95 })]);
  });

  it('is its player’s to see only: a second player’s default history is empty, and a call without a player’s token is refused', async () => {
    const other = await registerPlayer(t, '9123400001', 'other-pass-1');
    expect((await t.call('/api-bid-history-data', { unique_token: other })).body).toEqual({
      status: true,
      msg: 'No data found',
      bid_data: [],
    });
    expect((await t.call('/api-bid-history-data', {})).statusCode).toBe(401);
    const operator = await loginAdmin(t, 'owner');
    expect((await t.call('/api-bid-history-data', { unique_token: operator })).statusCode).toBe(401);
  });
});

describe('a real night market (Main Bazar, 9:40 PM to 12:05 AM)', () => {
  it('lists a bid placed at 00:01 in that day’s default Bid History, with the date of the draw it belongs to', async () => {
    const id = await marketId(t, 'main', 'Main Bazar');
    t.clock.set(ist('00:01', 24));
    expect(
      (await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '4', points: 10, session: 'Close' }])))
        .statusCode,
    ).toBe(200);
    const today = await t.call('/api-bid-history-data', { unique_token: token });
    expect(today.body.bid_data).toEqual([
      expect.objectContaining({ game_name: 'Main Bazar', digits: '4', bid_date: '23-November-2026' }),
    ]);
  });
});

describe.each([
  ['starline', '/api-starline-submit-bid', '/api-starline-bid-history-data', 'Single Digit', 'Open'],
  ['gali', '/api-galidisawar-submit-bid', '/api-galidisawar-bid-history-data', 'Left Digit', 'Open'],
] as const)('%s at 00:30', (kind, submit, history, type, session) => {
  it('lists a bid placed at 00:30 in that day’s default history, with its draw’s date (the day of its 1:00 AM draw)', async () => {
    const id = await createMarket(kind, 'Late Night', '1:00 AM');
    t.clock.set(ist('00:30', 24));
    expect((await t.call(submit, familyBid(token, id, type, session, [{ digits: '3', points: 10 }]))).statusCode).toBe(200);
    const today = await t.call(history, { unique_token: token });
    expect(today.body.bid_data).toEqual([item('3', '24-November-2026')]);
  });
});
