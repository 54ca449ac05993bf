import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { topUp } from '../../test/fixtures.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { demoBalance, demoToken, familyBid, mainBid, marketId } from '../../test/players.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await demoToken(t);
});
afterEach(() => t.close());

/** India time on the harness's Monday 2026-11-23 (or the next day with `day`). */
const ist = (hhmm: string, day = 23) => Date.parse(`2026-11-${day}T${hhmm}:00+05:30`);

async function counts() {
  const n = async (table: 'bids' | 'bid_submissions' | 'wallet_ledger') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { bids: await n('bids'), submissions: await n('bid_submissions'), ledger: await n('wallet_ledger'), balance: await demoBalance(t) };
}

describe('placing main-market bids', () => {
  it('places a single digit bid: one debit, one bid row, one ledger row', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', closedigits: '', points: '20', session: 'Open' }]));
    expect(res).toEqual({ statusCode: 200, body: { status: true, msg: 'Bid placed successfully!', message: 'Bid placed successfully!', wallet_amt: 9980 } });
    const bids = await t.db.selectFrom('bids').selectAll().execute();
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({ family: 'main', bid_type: 'single_digit', session: 'open', digits: '5', closedigits: '', points: 20, status: 'pending', draw_date: '2026-11-23' });
    const ledger = await t.db.selectFrom('wallet_ledger').selectAll().where('kind', '=', 'bid').execute();
    expect(ledger).toMatchObject([{ amount: -20, balance_after: 9980, ref_type: 'bid_submission' }]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('stores each line with its own session, read from any of the spellings clients send', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const lines = [
      { digits: '1', points: 10, session: 'Open' },
      { digits: '2', points: 10, session: 'open' },
      { digits: '3', points: 10, session: 'close' },
      { digits: '4', points: 10, session: 'Close' },
      { digits: '5', points: 10, session: 'closed' },
      { digits: '6', points: 10 },
    ];
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', lines, { gametype: 'Close' }));
    expect(res.statusCode).toBe(200);
    const sessions = (await t.db.selectFrom('bids').select(['digits', 'session']).orderBy('digits').execute()).map((b) => b.session);
    expect(sessions).toEqual(['open', 'open', 'close', 'close', 'close', 'close']);
  });

  it.each([
    ['Jodi Digit', [{ digits: '47', points: 10 }], 'jodi_digit', 'close'],
    ['Single Pana', [{ digits: '128', points: 10, session: 'Open' }], 'single_pana', 'open'],
    ['Double Pana', [{ digits: '100', points: 10, session: 'Open' }], 'double_pana', 'open'],
    ['Triple Pana', [{ digits: '777', points: 10, session: 'Close' }], 'triple_pana', 'close'],
    ['Half Sangam', [{ digits: '4', closedigits: '128', points: 10, session: 'Open' }], 'half_sangam', 'open'],
    ['Full Sangam', [{ digits: '128', closedigits: '357', points: 10, pana: '128', closepana: '357' }], 'full_sangam', 'close'],
    ['SP Motor', [{ digits: '123', points: 10, session: 'Open' }], 'single_pana', 'open'],
    ['DP Motor', [{ digits: '112', points: 10, session: 'Open' }], 'double_pana', 'open'],
  ])('places a %s bid stored as %s', async (type, lines, stored, session) => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const res = await t.call('/api-submit-bid', mainBid(token, id, type, lines));
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('bids').select(['bid_type', 'session']).executeTakeFirst()).toEqual({ bid_type: stored, session });
  });

  it('accepts SP DP TP as three calls labelled Single Pana, Double Pana and Triple Pana', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    for (const [type, digits] of [['Single Pana', '137'], ['Double Pana', '119'], ['Triple Pana', '111']] as const) {
      const res = await t.call('/api-submit-bid', mainBid(token, id, type, [{ digits, points: '10', session: 'Open' }], { pana: 'SP DP TP' }));
      expect(res.statusCode).toBe(200);
    }
    expect((await t.db.selectFrom('bids').select('bid_type').orderBy('id').execute()).map((b) => b.bid_type)).toEqual(['single_pana', 'double_pana', 'triple_pana']);
  });

  it.each([
    ['an unknown bid type', { type: 'Lucky Seven' }, 400, 'Invalid bid type'],
    ['a digit outside its set', { lines: [{ digits: '12', points: 10, session: 'Open' }] }, 400, 'Number 12 is not valid'],
    ['a pana that is not one of the 220', { type: 'Single Pana', lines: [{ digits: '122', points: 10, session: 'Open' }] }, 400, 'Number 122 is not valid'],
    ['a missing digit', { lines: [{ digits: '', points: 10 }] }, 400, 'Please enter the number'],
    ['no lines', { lines: [] }, 400, 'Please enter the number'],
    ['missing points', { lines: [{ digits: '5' }] }, 400, 'Please enter point'],
    ['points "ten"', { lines: [{ digits: '5', points: 'ten' }] }, 400, 'Please enter point'],
    ['points "10.5"', { lines: [{ digits: '5', points: '10.5' }] }, 400, 'Please enter point'],
    ['negative points', { lines: [{ digits: '5', points: '-5' }] }, 400, 'Required minimum bid amount is 10'],
    ['points under 10', { lines: [{ digits: '5', points: 9 }] }, 400, 'Required minimum bid amount is 10'],
    ['the digit error before the points error', { lines: [{ digits: 'x', points: 1 }] }, 400, 'Number x is not valid'],
    ['more than the wallet', { lines: [{ digits: '5', points: 6000 }, { digits: '6', points: 5000 }] }, 400, 'Insufficient balance please refill your account'],
    ['a wrong total', { lines: [{ digits: '5', points: 10 }], extra: { totalbit: '20' } }, 400, 'Total points do not match the bids'],
    ['an unknown market', { gameId: 99999 }, 404, 'Market not found'],
    ['a Starline slot on the main call', { starline: true }, 404, 'Market not found'],
    ['a past draw date', { extra: { bid_date: '22-November-2026' } }, 400, "Bids are accepted only for today's draw"],
    ['a malformed bid date', { extra: { bid_date: '2026-11-23' } }, 400, 'Invalid bid date'],
    ['lines that are not objects', { lines: ['5'] }, 400, 'Invalid request body'],
  ])('refuses %s with nothing written', async (_what, c: any, code, msg) => {
    const before = await counts();
    const id = c.starline ? await marketId(t, 'starline', '9:00 PM') : (c.gameId ?? (await marketId(t, 'main', 'Kalyan Morning')));
    const body = mainBid(token, id, c.type ?? 'Single Digit', c.lines ?? [{ digits: '5', points: 10, session: 'Open' }], c.extra);
    const res = await t.call('/api-submit-bid', body);
    expect(res).toEqual({ statusCode: code, body: { status: false, msg } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a body without new_result, and a player whose betting is off', async () => {
    expect((await t.call('/api-submit-bid', { unique_token: token, game_id: 1 })).body).toEqual({ status: false, msg: 'Invalid request body' });
    await t.db.updateTable('users').set({ betting_status: 0 }).execute();
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10 }]));
    expect(res.statusCode).toBe(403);
    expect(await demoBalance(t)).toBe(10_000);
  });

  it('closes the open session and Jodi, Half and Full Sangam at the open time, by the server clock', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    t.clock.set(ist('10:59'));
    expect((await t.call('/api-submit-bid', mainBid(token, id, 'Jodi Digit', [{ digits: '12', points: 10 }]))).statusCode).toBe(200);
    t.clock.set(ist('11:00'));
    const open = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Open' }]));
    expect(open).toEqual({ statusCode: 409, body: { status: false, msg: 'Bidding is closed for Single Digit' } });
    for (const [type, line] of [
      ['Jodi Digit', { digits: '12', points: 10 }],
      ['Half Sangam', { digits: '4', closedigits: '128', points: 10, session: 'Close' }],
      ['Full Sangam', { digits: '128', closedigits: '357', points: 10 }],
    ] as const) {
      expect((await t.call('/api-submit-bid', mainBid(token, id, type, [line]))).body.msg).toBe(`Bidding is closed for ${type}`);
    }
    const close = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Close' }]));
    expect(close.statusCode).toBe(200);
    t.clock.set(ist('12:00'));
    expect((await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Close' }]))).statusCode).toBe(409);
  });

  it('refuses open-session bids once the open result is declared, checked inside the write transaction', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    await t.db.insertInto('results').values({ market_id: id, draw_date: '2026-11-23', open_pana: '128', open_ank: 1, updated_at: 0 }).execute();
    const before = await counts();
    const open = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Open' }]));
    expect(open).toEqual({ statusCode: 409, body: { status: false, msg: 'Bidding is closed for Single Digit' } });
    expect(await counts()).toEqual(before);
    const close = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Close' }]));
    expect(close.statusCode).toBe(200);
  });

  it('takes bids for an overnight market after midnight into the draw that opened the day before', async () => {
    const id = await marketId(t, 'main', 'Main Bazar');
    t.clock.set(ist('00:01', 24));
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Close' }], { bid_date: '24-November-2026' }));
    expect(res.statusCode).toBe(200);
    expect((await t.db.selectFrom('bids').select('draw_date').executeTakeFirstOrThrow()).draw_date).toBe('2026-11-23');
    // From its close time on, bids go to the draw that opens that evening.
    t.clock.set(ist('00:05', 24));
    expect((await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10, session: 'Close' }]))).statusCode).toBe(200);
    expect((await t.db.selectFrom('bids').select('draw_date').orderBy('id').execute()).map((b) => b.draw_date)).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('refuses bids on a market that does not run today', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    await t.db.insertInto('market_off_dates').values({ market_id: id, date: '2026-11-23' }).execute();
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10 }]));
    expect(res).toEqual({ statusCode: 409, body: { status: false, msg: 'Bidding is closed for Single Digit' } });
    await t.db.updateTable('markets').set({ days: '023456' }).where('id', '=', id).execute(); // no Mondays
    await t.db.deleteFrom('market_off_dates').execute();
    expect((await t.call('/api-submit-bid', mainBid(token, id, 'Single Digit', [{ digits: '5', points: 10 }]))).statusCode).toBe(409);
  });

  it('answers a retried submission with its first answer and debits once', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const body = mainBid(token, id, 'Single Digit', [{ digits: '5', points: 100 }], { request_id: 'phone-42-0001' });
    const first = await t.call('/api-submit-bid', body);
    const retries = await Promise.all([t.call('/api-submit-bid', body), t.call('/api-submit-bid', body)]);
    expect(first.body.wallet_amt).toBe(9900);
    for (const r of retries) expect(r).toEqual(first);
    expect(await demoBalance(t)).toBe(9900);
    expect((await counts()).bids).toBe(1);
  });

  it('accepts exactly the 50 of 200 parallel submissions a wallet can pay for', async () => {
    const player = await registerPlayer(t, '9123456789');
    const userId = Number((await t.db.selectFrom('users').select('id').where('mobile', '=', '9123456789').executeTakeFirstOrThrow()).id);
    await t.db.updateTable('users').set({ betting_status: 1 }).where('id', '=', userId).execute();
    await topUp(t.db, userId, 500);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.call('/api-submit-bid', mainBid(player, id, 'Single Digit', [{ digits: String(i % 10), points: 10 }]))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(50);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.body.msg === 'Insufficient balance please refill your account')).toBe(true);
    const wallet = await t.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('Starline and Gali Disawar bids', () => {
  it('places a Starline bid with its own success text and the comma wording when short', async () => {
    const id = await marketId(t, 'starline', '11:00 AM');
    const ok = await t.call('/api-starline-submit-bid', familyBid(token, id, 'Single Pana', 'Open', [{ digits: '128', points: '10', session: 'Open' }]));
    expect(ok.body).toMatchObject({ status: true, msg: 'Bid Successfully Placed', message: 'Bid Successfully Placed' });
    const short = await t.call('/api-starline-submit-bid', familyBid(token, id, 'Single Digit', 'Open', [{ digits: '1', points: '20000' }]));
    expect(short.body).toEqual({ status: false, msg: 'Insufficient balance, please refill your account' });
  });

  it('closes a Starline slot at its time', async () => {
    const id = await marketId(t, 'starline', '10:00 AM');
    const res = await t.call('/api-starline-submit-bid', familyBid(token, id, 'Single Digit', 'Open', [{ digits: '1', points: 10 }]));
    expect(res).toEqual({ statusCode: 409, body: { status: false, msg: 'Bidding is closed for Single Digit' } });
  });

  it.each([
    ['Left Digit', '4', 'left_digit'],
    ['Right Digit', '7', 'right_digit'],
    ['Jodi Digit', '47', 'jodi_digit'],
  ])('places a Gali %s bid, stored with session close', async (type, digits, stored) => {
    const id = await marketId(t, 'gali', 'Faridabad');
    const res = await t.call('/api-galidisawar-submit-bid', familyBid(token, id, type, 'Close', [{ digits, points: 10 }]));
    expect(res.body).toMatchObject({ status: true, msg: 'Bid placed successfully!' });
    expect(await t.db.selectFrom('bids').select(['family', 'bid_type', 'session']).executeTakeFirst()).toEqual({ family: 'gali', bid_type: stored, session: 'close' });
  });

  it('refuses a Gali bid after the market time (Disawar closes at 5:00 AM)', async () => {
    const id = await marketId(t, 'gali', 'Disawar');
    expect((await t.call('/api-galidisawar-submit-bid', familyBid(token, id, 'Left Digit', 'Close', [{ digits: '4', points: 10 }]))).body.msg).toBe('Bidding is closed for Left Digit');
  });
});

describe('histories', () => {
  it('lists the bids of a family between two dates with the labels clients render', async () => {
    const main = await marketId(t, 'main', 'Kalyan Morning');
    await t.call('/api-submit-bid', mainBid(token, main, 'Triple Pana', [{ digits: '777', points: 10, session: 'Open' }]));
    const star = await marketId(t, 'starline', '11:00 AM');
    await t.call('/api-starline-submit-bid', familyBid(token, star, 'Triple Pana', 'Open', [{ digits: '000', points: 10 }]));
    const bids = await t.call('/api-bid-history-data', { unique_token: token, bid_from: '11/23/2026', bid_to: '11/23/2026' });
    expect(bids.body).toEqual({
      status: true,
      msg: 'OK',
      bid_data: [{ bid_id: expect.any(Number), pana: 'Triple Pana', bid_type: 'Triple Pana', board: '', game_name: 'Kalyan Morning', session: 'Open', digits: '777', closedigits: '', bid_date: '23-November-2026', wining_date: '23-November-2026', points: 10, amount: 10 }],
    });
    const starBids = await t.call('/api-starline-bid-history-data', { unique_token: token, bid_from: '11/1/2026', bid_to: '11/30/2026' });
    expect(starBids.body.bid_data).toHaveLength(1);
    expect(starBids.body.bid_data[0]).toMatchObject({ pana: 'Triple Pana', game_name: '11:00 AM', digits: '000' });
    const wins = await t.call('/api-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' });
    expect(wins.body).toEqual({ status: true, msg: 'No data found', win_data: [] });
    const galiWins = await t.call('/api-galidisawar-wining-history-data', { unique_token: token });
    expect(galiWins.body).toEqual({ status: true, msg: 'No data found', bid_data: [] });
  });

  it('labels a main triple pana win "Tripple Pana", as the main win history spells it', async () => {
    const main = await marketId(t, 'main', 'Kalyan Morning');
    await t.call('/api-submit-bid', mainBid(token, main, 'Triple Pana', [{ digits: '777', points: 10, session: 'Open' }]));
    await t.db.updateTable('bids').set({ status: 'won', win_amount: 7000 }).execute();
    const wins = await t.call('/api-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' });
    expect(wins.body.win_data).toEqual([expect.objectContaining({ pana: 'Tripple Pana', amount: 7000, wining_date: '23-November-2026' })]);
  });

  it('names the bid type the player chose for the lines of SP Motor, DP Motor and SP DP TP, beside the legacy labels', async () => {
    const main = await marketId(t, 'main', 'Kalyan Morning');
    const placed = [
      await t.call('/api-submit-bid', mainBid(token, main, 'SP Motor', [{ digits: '123', points: 10, session: 'Open' }])),
      await t.call('/api-submit-bid', mainBid(token, main, 'DP Motor', [{ digits: '112', points: 10, session: 'Open' }])),
      // SP DP TP as the spec sends it: a call per pana type, each naming the type the player chose.
      await t.call('/api-submit-bid', mainBid(token, main, 'Single Pana', [{ digits: '137', points: 10, session: 'Open' }], { bid_type: 'SP DP TP' })),
      await t.call('/api-submit-bid', mainBid(token, main, 'Triple Pana', [{ digits: '111', points: 10, session: 'Open' }], { bid_type: 'SP DP TP' })),
      // A plain bid, as an old client sends it.
      await t.call('/api-submit-bid', mainBid(token, main, 'Single Pana', [{ digits: '128', points: 10, session: 'Open' }])),
    ];
    expect(placed.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await t.db.updateTable('bids').set({ status: 'won', win_amount: 1500 }).execute();
    const read = (items: { digits: string; pana: string; bid_type: string; board: string }[]) => items.map((item) => [item.digits, item.pana, item.bid_type, item.board]).sort();
    const wins = await t.call('/api-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' });
    // The board with its value, worked out from the lines of calls that name none (ADR 016).
    expect(read(wins.body.win_data)).toEqual([
      ['111', 'Tripple Pana', 'SP DP TP', 'SP DP TP · 3'],
      ['112', 'Double Pana', 'DP Motor', 'DP Motor · 12'],
      ['123', 'Single Pana', 'SP Motor', 'SP Motor · 123'],
      ['128', 'Single Pana', 'Single Pana', ''],
      ['137', 'Single Pana', 'SP DP TP', 'SP DP TP · 1'],
    ]);
    const bids = await t.call('/api-bid-history-data', { unique_token: token, bid_from: '11/23/2026', bid_to: '11/23/2026' });
    expect(read(bids.body.bid_data)).toEqual([
      ['111', 'Triple Pana', 'SP DP TP', 'SP DP TP · 3'],
      ['112', 'Double Pana', 'DP Motor', 'DP Motor · 12'],
      ['123', 'Single Pana', 'SP Motor', 'SP Motor · 123'],
      ['128', 'Single Pana', 'Single Pana', ''],
      ['137', 'Single Pana', 'SP DP TP', 'SP DP TP · 1'],
    ]);
  });

  it.each([
    [{ bid_from: '2026-11-23' }, 'Invalid date (use M/D/YYYY)'],
    [{ bid_from: '2/30/2026' }, 'Invalid date (use M/D/YYYY)'],
    [{ bid_from: '11/24/2026', bid_to: '11/23/2026' }, 'From Date must not be after To Date'],
    [{ bid_from: '1/1/2025', bid_to: '11/23/2026' }, 'Choose at most 366 days'],
  ])('refuses the range %j', async (range, msg) => {
    expect(await t.call('/api-bid-history-data', { unique_token: token, ...range })).toEqual({ statusCode: 400, body: { status: false, msg } });
  });

  it('needs a token', async () => {
    expect((await t.call('/api-bid-history-data', {})).statusCode).toBe(401);
  });
});
