import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fundsSnapshot, topUp } from '../../test/fixtures.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { demoToken, familyBid, mainBid, marketId } from '../../test/players.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// Boards and submissions that mix bid types (ADR 016): all or none, one debit, the board in the histories.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await demoToken(t);
});
afterEach(() => t.close());

const ist = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00+05:30`);

/** Everything a refused submission must leave as it was. */
async function written(): Promise<Record<string, number>> {
  const n = async (table: 'bids' | 'bid_submissions' | 'pending_bid_groups') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { ...(await fundsSnapshot(t.db)), bids: await n('bids'), submissions: await n('bid_submissions'), groups: await n('pending_bid_groups') };
}

/** Two Digit Panel of 1 and 2: eight single panas and two double panas, each line naming its type. */
const TWO_DIGIT_PANEL_12 = [
  ...['123', '124', '125', '126', '127', '128', '129', '120'].map((digits) => ({ type: 'Single Pana', digits, points: 10, session: 'Open' })),
  { type: 'Double Pana', digits: '112', points: 20, session: 'Open' },
  { type: 'Double Pana', digits: '122', points: 20, session: 'Open' },
];

async function newPlayer(mobile: string, points: number): Promise<{ token: string; userId: number }> {
  const player = await registerPlayer(t, mobile);
  const userId = Number((await t.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id);
  await t.db.updateTable('users').set({ betting_status: 1 }).where('id', '=', userId).execute();
  if (points > 0) await topUp(t.db, userId, points);
  return { token: player, userId };
}

describe('a board whose lines mix bid types', () => {
  it('is placed whole: one submission with its board, every line of its own type, one ledger debit', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const before = await written();
    const res = await t.call(
      '/api-submit-bid',
      mainBid(token, id, 'Two Digit Panel', TWO_DIGIT_PANEL_12, { board: 'Two Digit Panel', board_value: '12', totalbit: '120' }),
    );
    expect(res).toEqual({ statusCode: 200, body: { status: true, msg: 'Bid placed successfully!', message: 'Bid placed successfully!', wallet_amt: 9880 } });
    const submissions = await t.db.selectFrom('bid_submissions').selectAll().execute();
    expect(submissions).toMatchObject([{ board: 'two_digit_panel', board_value: '12', total_points: 120, line_count: 10, entry_type: null }]);
    const bids = await t.db.selectFrom('bids').select(['bid_type', 'digits', 'session', 'points']).orderBy('id').execute();
    expect(bids.map((b) => b.bid_type)).toEqual([...Array(8).fill('single_pana'), 'double_pana', 'double_pana']);
    expect(bids.every((b) => b.session === 'open')).toBe(true);
    const ledger = await t.db.selectFrom('wallet_ledger').selectAll().where('kind', '=', 'bid').execute();
    expect(ledger).toMatchObject([{ amount: -120, balance_after: 9880, ref_type: 'bid_submission', ref_id: submissions[0]?.id }]);
    expect((await written()).ledger).toBe(Number(before.ledger) + 1);
    expect(await checkLedger(t.db)).toEqual([]);

    const history = await t.call('/api-bid-history-data', { unique_token: token, bid_from: '11/23/2026', bid_to: '11/23/2026' });
    expect(history.body.bid_data).toHaveLength(10);
    for (const item of history.body.bid_data) expect(item.board).toBe('Two Digit Panel · 12');
    expect(history.body.bid_data.find((i: { digits: string }) => i.digits === '112')).toMatchObject({ pana: 'Double Pana', bid_type: 'Double Pana' });
  });

  it('takes the call\'s type for lines that name none, and a Starline Family Panel of mixed panas', async () => {
    const slot = await marketId(t, 'starline', '11:00 AM');
    const lines = [
      { digits: '123', points: 10 },
      { type: 'single_pana', digits: '128', points: 10 },
      { type: 'Single Pana', digits: '137', points: 10 },
      { type: 'single pana', digits: '178', points: 10 },
    ];
    const res = await t.call('/api-starline-submit-bid', familyBid(token, slot, 'Single Pana', 'Open', lines, { board: 'family_panel', board_value: '123' }));
    expect(res.body).toMatchObject({ status: true, msg: 'Bid Successfully Placed', wallet_amt: 9960 });
    const wins = async () => {
      await t.db.updateTable('bids').set({ status: 'won', win_amount: 1500 }).where('digits', '=', '137').execute();
      return t.call('/api-starline-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' });
    };
    expect((await wins()).body.win_data).toEqual([expect.objectContaining({ digits: '137', pana: 'Single Pana', board: 'Family Panel · 123', amount: 1500 })]);
  });

  it('types the lines of a named board that name no type as the board types their digits', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const lines = TWO_DIGIT_PANEL_12.map(({ digits, points, session }) => ({ digits, points, session }));
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Two Digit Panel', lines, { board: 'Two Digit Panel', board_value: '12' }));
    expect(res.body).toMatchObject({ status: true, wallet_amt: 9880 });
    const types = await t.db.selectFrom('bids').select(['digits', 'bid_type']).where('digits', 'in', ['123', '112']).orderBy('digits').execute();
    expect(types).toEqual([
      { digits: '112', bid_type: 'double_pana' },
      { digits: '123', bid_type: 'single_pana' },
    ]);
  });

  it('places a Gali Group Jodi and shows it in the Gali histories', async () => {
    const id = await marketId(t, 'gali', 'Faridabad');
    const jodis = ['17', '12', '67', '62', '71', '21', '76', '26'].map((digits) => ({ digits, points: 10 }));
    const res = await t.call('/api-galidisawar-submit-bid', familyBid(token, id, 'Jodi Digit', 'Close', jodis, { board: 'Group Jodi', board_value: '17' }));
    expect(res.body).toMatchObject({ status: true, wallet_amt: 9920 });
    const bids = await t.call('/api-galidisawar-bid-history-data', { unique_token: token, bid_from: '11/23/2026', bid_to: '11/23/2026' });
    expect(new Set(bids.body.bid_data.map((i: { board: string }) => i.board))).toEqual(new Set(['Group Jodi · 17']));
    await t.db.updateTable('bids').set({ status: 'won', win_amount: 950 }).where('digits', '=', '62').execute();
    const wins = await t.call('/api-galidisawar-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' });
    expect(wins.body.bid_data).toEqual([expect.objectContaining({ digits: '62', board: 'Group Jodi · 17', pana: 'Jodi Digit' })]);
  });

  it('stores a main board of jodis as Jodi is stored (close), whatever session the lines carry', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const lines = ['00', '11', '22'].map((digits) => ({ type: 'Jodi Digit', digits, points: 10, session: 'Open' }));
    expect((await t.call('/api-submit-bid', mainBid(token, id, 'Jodi Digit', lines, { board: 'Red Bracket', board_value: 'full' }))).statusCode).toBe(200);
    expect(await t.db.selectFrom('bids').select('session').distinct().execute()).toEqual([{ session: 'close' }]);
    expect(await t.db.selectFrom('bid_submissions').select(['board', 'board_value']).execute()).toEqual([{ board: 'red_bracket', board_value: 'Full' }]);
  });
});

describe('all or none', () => {
  const cases: Array<[string, Record<string, unknown>, object[], string]> = [
    ['one bad line', { board: 'Two Digit Panel', board_value: '12' }, [...TWO_DIGIT_PANEL_12.slice(0, 5), { type: 'Single Pana', digits: '12x', points: 10 }], 'Number 12x is not valid'],
    ['a line below the minimum', {}, [...TWO_DIGIT_PANEL_12.slice(0, 9), { type: 'Double Pana', digits: '122', points: 5 }], 'Required minimum bid amount is 10'],
    ['a line of another class than its type', {}, [{ type: 'Double Pana', digits: '123', points: 10 }], 'Number 123 is not valid'],
    ['a line outside the board', { board: 'Two Digit Panel', board_value: '12' }, [...TWO_DIGIT_PANEL_12, { type: 'Single Pana', digits: '345', points: 10 }], 'Number 345 is not part of Two Digit Panel · 12'],
    ['a bad board value', { board: 'Group Jodi', board_value: '1' }, [{ type: 'Jodi Digit', digits: '12', points: 10 }], 'Number 1 is not valid'],
    ['an unknown board', { board: 'Jackpot', board_value: '1' }, TWO_DIGIT_PANEL_12, 'Unknown board'],
    ['a line type the family has not', {}, [{ type: 'Left Digit', digits: '1', points: 10 }], 'Invalid bid type'],
    ['a line off the board that names no type, on a call that names none', { board: 'Odd Even', board_value: 'Odd' }, [{ digits: '1', points: 10 }, { digits: '2', points: 10 }], 'Invalid bid type'],
    ['lines that name no type and no board, on a call that names none', {}, [{ digits: '1', points: 10 }], 'Invalid bid type'],
    ['a totalbit that is not the lines\' total', { totalbit: '100' }, TWO_DIGIT_PANEL_12, 'Total points do not match the bids'],
  ];
  it.each(cases)('refuses the whole submission on %s, writing nothing', async (_, extra, lines, msg) => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const before = await written();
    expect(await t.call('/api-submit-bid', mainBid(token, id, 'Board', lines, extra))).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await written()).toEqual(before);
  });

  it('refuses a board the family does not offer, and a main board on Starline', async () => {
    const gali = await marketId(t, 'gali', 'Faridabad');
    const refused = await t.call('/api-galidisawar-submit-bid', familyBid(token, gali, 'Jodi Digit', 'Close', [{ digits: '11', points: 10 }], { board: 'Odd Even', board_value: 'Odd' }));
    expect(refused.body).toEqual({ status: false, msg: 'Odd Even is not offered on this market' });
    const star = await marketId(t, 'starline', '11:00 AM');
    const red = await t.call('/api-starline-submit-bid', familyBid(token, star, 'Single Digit', 'Open', [{ digits: '1', points: 10 }], { board: 'Red Bracket', board_value: 'Full' }));
    expect(red.body).toEqual({ status: false, msg: 'Red Bracket is not offered on this market' });
    expect((await written()).bids).toBe(0);
  });

  it('refuses it whole when the balance does not cover every line, with the family\'s words', async () => {
    const player = await newPlayer('9123456780', 110);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const before = await written();
    const res = await t.call('/api-submit-bid', mainBid(player.token, id, 'Board', TWO_DIGIT_PANEL_12, { board: 'Two Digit Panel', board_value: '12' }));
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Insufficient balance please refill your account' } });
    expect(await written()).toEqual(before);
  });

  it('answers a motor board short of points with the motors\' words', async () => {
    const player = await newPlayer('9123456781', 30);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const lines = ['123', '128', '138', '238'].map((digits) => ({ type: 'Single Pana', digits, points: 10, session: 'Open' }));
    const res = await t.call('/api-submit-bid', mainBid(player.token, id, 'SP Motor', lines, { board: 'SP Motor', board_value: '8321' }));
    expect(res.body).toEqual({ status: false, msg: 'Not enough balance!' });
  });

  it('refuses it whole when one line\'s session is closed', async () => {
    t.clock.set(ist('11:30'));
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const before = await written();
    const lines = [
      { type: 'Single Digit', digits: '1', points: 10, session: 'Close' },
      { type: 'Single Digit', digits: '2', points: 10, session: 'Open' },
    ];
    const res = await t.call('/api-submit-bid', mainBid(token, id, 'Board', lines, { board: 'Single Digit Bulk' }));
    expect(res).toEqual({ statusCode: 409, body: { status: false, msg: 'Bidding is closed for Single Digit' } });
    const jodi = await t.call('/api-submit-bid', mainBid(token, id, 'Board', [lines[0] as object, { type: 'Jodi Digit', digits: '12', points: 10 }]));
    expect(jodi).toEqual({ statusCode: 409, body: { status: false, msg: 'Bidding is closed for Jodi Digit' } });
    expect(await written()).toEqual(before);
  });

  it('never overdraws a wallet under concurrent mixed submissions', async () => {
    const player = await newPlayer('9123456782', 1000);
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.call('/api-submit-bid', mainBid(player.token, id, 'Board', TWO_DIGIT_PANEL_12, { board: 'Two Digit Panel', board_value: '12' }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(8);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.body.msg === 'Insufficient balance please refill your account')).toBe(true);
    const wallet = await t.db.selectFrom('wallets').select('balance').where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(40);
    const bids = await t.db.selectFrom('bids').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(Number(bids.n)).toBe(80);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
