import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCall,
  balanceOf,
  createPlayer,
  insertBids,
  loginAdmin,
  marketIdOf,
  snapshot,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let token: string;
let kalyan: number;

/** The test clock reads Monday 2026-11-23 10:00 India time; yesterday's draws are all over. */
const YESTERDAY = '2026-11-22';
const TODAY = '2026-11-23';

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  token = await loginAdmin(t, 'operator');
  kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
});
afterEach(() => t.close());

const declare = (body: Record<string, unknown>) => adminCall(t, 'POST', '/admin/api/results', token, body);
const revert = (body: Record<string, unknown>) => adminCall(t, 'POST', '/admin/api/results/revert', token, body);

async function ledgerOf(userId: number) {
  return t.db
    .selectFrom('wallet_ledger')
    .select(['kind', 'amount', 'balance_after', 'ref_type', 'ref_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('declaring a main market', () => {
  it('settles the open then the close and pays each winner once, with the ledger to show it', async () => {
    const asha = await createPlayer(t.db, { balance: 1_000 });
    const ravi = await createPlayer(t.db, { balance: 1_000 });
    const [ashaSub] = await insertBids(t.db, [
      {
        userId: asha,
        marketId: kalyan,
        family: 'main',
        date: YESTERDAY,
        lines: [
          { type: 'single_digit', session: 'open', digits: '1', points: 15 }, // wins 15 × 95 / 10 = 142 (floor)
          { type: 'single_pana', session: 'open', digits: '128', points: 10 }, // wins 1500
          { type: 'jodi_digit', session: 'close', digits: '15', points: 10 }, // wins 950 at close
          { type: 'half_sangam', session: 'open', digits: '1', closedigits: '357', points: 10 }, // wins 10000 at close
          { type: 'single_digit', session: 'close', digits: '4', points: 10 }, // loses
        ],
      },
      {
        userId: ravi,
        marketId: kalyan,
        family: 'main',
        date: YESTERDAY,
        lines: [
          { type: 'single_digit', session: 'open', digits: '2', points: 100 },
          { type: 'full_sangam', session: 'close', digits: '128', closedigits: '358', points: 10 },
        ],
      },
    ]);
    expect(await balanceOf(t.db, asha)).toBe(1_000 - 55);

    const open = await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    expect(open).toMatchObject({
      statusCode: 200,
      body: { status: true, settledBids: 3, winners: 2, winningPlayers: 1, payout: 1_642, result: '128-1' },
    });
    expect(await balanceOf(t.db, asha)).toBe(945 + 1_642);
    expect(await balanceOf(t.db, ravi)).toBe(1_000 - 110);

    const close = await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '357' });
    expect(close).toMatchObject({
      statusCode: 200,
      body: { status: true, settledBids: 4, winners: 2, winningPlayers: 1, payout: 10_950, result: '128-15-357' },
    });
    expect(await balanceOf(t.db, asha)).toBe(945 + 1_642 + 10_950);
    expect(await balanceOf(t.db, ravi)).toBe(890);

    const bids = await t.db
      .selectFrom('bids')
      .select(['id', 'user_id', 'status', 'win_amount'])
      .orderBy('id')
      .execute();
    expect(bids.map((b) => [b.status, Number(b.win_amount)])).toEqual([
      ['won', 142],
      ['won', 1_500],
      ['won', 950],
      ['won', 10_000],
      ['lost', 0],
      ['lost', 0],
      ['lost', 0],
    ]);
    expect(await ledgerOf(asha)).toEqual([
      { kind: 'adjustment', amount: 1_000, balance_after: 1_000, ref_type: 'wallet_adjustment', ref_id: expect.any(Number) },
      { kind: 'bid', amount: -55, balance_after: 945, ref_type: 'bid_submission', ref_id: ashaSub },
      { kind: 'win', amount: 142, balance_after: 1_087, ref_type: 'bid', ref_id: bids[0]!.id },
      { kind: 'win', amount: 1_500, balance_after: 2_587, ref_type: 'bid', ref_id: bids[1]!.id },
      { kind: 'win', amount: 950, balance_after: 3_537, ref_type: 'bid', ref_id: bids[2]!.id },
      { kind: 'win', amount: 10_000, balance_after: 13_537, ref_type: 'bid', ref_id: bids[3]!.id },
    ]);
    expect((await ledgerOf(ravi)).map((l) => l.kind)).toEqual(['adjustment', 'bid']);

    const result = await t.db
      .selectFrom('results')
      .selectAll()
      .where('market_id', '=', kalyan)
      .executeTakeFirstOrThrow();
    expect(result).toMatchObject({
      open_pana: '128',
      open_ank: 1,
      close_pana: '357',
      close_ank: 5,
      jodi: '15',
      open_declared_at: t.clock.now(),
      close_declared_at: t.clock.now(),
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('trims the pana an operator types and derives the ank', async () => {
    const res = await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: ' 100 ' });
    expect(res.body).toMatchObject({ status: true, result: '100-1', settledBids: 0, winners: 0, payout: 0 });
  });

  it('records who declared, what and the totals in the audit log', async () => {
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'result.declare').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity: 'result',
      entity_id: `${kalyan}:${YESTERDAY}`,
      ip: '127.0.0.1',
      created_at: t.clock.now(),
    });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      market: 'Kalyan',
      session: 'open',
      openPana: '128',
      openAnk: 1,
      settledBids: 0,
    });
    const me = await adminCall(t, 'GET', '/admin/api/me', token);
    expect(Number(audit[0]!.admin_id)).toBe(me.body.id);
  });

  it('declares an overnight market close after midnight for the draw of the day it opened', async () => {
    const mainBazar = await marketIdOf(t.db, 'main', 'Main Bazar'); // 9:40 PM - 12:05 AM
    t.clock.set('2026-11-22T18:34:00Z'); // 2026-11-23 00:04 India time: the close is one minute away
    await declare({ kind: 'main', marketId: mainBazar, date: YESTERDAY, session: 'open', pana: '128' });
    const early = await declare({ kind: 'main', marketId: mainBazar, date: YESTERDAY, session: 'close', pana: '357' });
    expect(early).toMatchObject({
      statusCode: 400,
      body: {
        status: false,
        msg: 'Results cannot be declared for a future draw: the close draw of 2026-11-22 is at 12:05 AM',
      },
    });
    t.clock.advance(60_000);
    expect(
      (await declare({ kind: 'main', marketId: mainBazar, date: YESTERDAY, session: 'close', pana: '357' })).statusCode,
    ).toBe(200);
  });
});

describe('Starline and Gali results', () => {
  it('settles a Starline slot with one pana and its ank', async () => {
    const slot = await marketIdOf(t.db, 'starline', '10:00 AM');
    const u = await createPlayer(t.db, { balance: 500 });
    await insertBids(t.db, [
      {
        userId: u,
        marketId: slot,
        family: 'starline',
        date: TODAY,
        lines: [
          { type: 'single_digit', session: 'open', digits: '0', points: 10 },
          { type: 'triple_pana', session: 'open', digits: '000', points: 10 },
          { type: 'double_pana', session: 'open', digits: '550', points: 10 },
        ],
      },
    ]);
    const res = await declare({ kind: 'starline', marketId: slot, date: TODAY, pana: '000' });
    expect(res.body).toMatchObject({ status: true, result: '000-0', settledBids: 3, winners: 2, payout: 95 + 7_000 });
    expect(await balanceOf(t.db, u)).toBe(470 + 7_095);
    const row = await t.db.selectFrom('results').selectAll().where('market_id', '=', slot).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ open_pana: '000', open_ank: 0, close_pana: null, jodi: null });
  });

  it('settles a Gali market with a jodi: left digit, right digit and jodi at their own rates', async () => {
    const gali = await marketIdOf(t.db, 'gali', 'Disawar');
    const u = await createPlayer(t.db, { balance: 500 });
    await insertBids(t.db, [
      {
        userId: u,
        marketId: gali,
        family: 'gali',
        date: YESTERDAY,
        lines: [
          { type: 'left_digit', session: 'close', digits: '4', points: 10 },
          { type: 'right_digit', session: 'close', digits: '7', points: 20 },
          { type: 'jodi_digit', session: 'close', digits: '47', points: 10 },
          { type: 'jodi_digit', session: 'close', digits: '74', points: 10 },
        ],
      },
    ]);
    const res = await declare({ kind: 'gali', marketId: gali, date: YESTERDAY, jodi: '47' });
    expect(res.body).toMatchObject({ status: true, result: '47', settledBids: 4, winners: 3, payout: 95 + 190 + 950 });
    const row = await t.db.selectFrom('results').selectAll().where('market_id', '=', gali).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ jodi: '47', open_pana: null, open_declared_at: t.clock.now() });
  });
});

describe('refusals', () => {
  async function refusedWithNothingWritten(body: unknown, status: number, msg: string) {
    const u = await createPlayer(t.db, { balance: 100 });
    await insertBids(t.db, [
      {
        userId: u,
        marketId: kalyan,
        family: 'main',
        date: YESTERDAY,
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 10 }],
      },
    ]);
    const before = await snapshot(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/results',
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
    expect({ statusCode: res.statusCode, body: res.json() }).toEqual({
      statusCode: status,
      body: { status: false, msg },
    });
    expect(await snapshot(t.db)).toEqual(before);
  }

  it.each([
    ['a pana not among the 220', { session: 'open', pana: '321' }, 'Number 321 is not valid'],
    ['a pana with 0 first', { session: 'open', pana: '012' }, 'Number 012 is not valid'],
    ['four digits', { session: 'open', pana: '1234' }, 'Number 1234 is not valid'],
    ['letters', { session: 'open', pana: '12a' }, 'Number 12a is not valid'],
    ['no pana', { session: 'open' }, 'Please enter the pana'],
    ['a blank pana', { session: 'open', pana: '  ' }, 'Please enter the pana'],
    ['no session', { pana: '128' }, 'Please choose the session (open or close)'],
    ['a session that does not exist', { session: 'evening', pana: '128' }, 'Session must be open or close'],
    ['a pana sent as a number', { session: 'open', pana: 128 }, 'Pana must be text, e.g. "128"'],
  ])('refuses %s with 400 and writes nothing', async (_name, fields, msg) => {
    await refusedWithNothingWritten({ kind: 'main', marketId: kalyan, date: YESTERDAY, ...fields }, 400, msg);
  });

  it.each([
    ['no kind', { kind: undefined }, 'Kind must be main, starline or gali'],
    ['an unknown kind', { kind: 'lottery' }, 'Kind must be main, starline or gali'],
    ['no market', { marketId: undefined }, 'Please choose the market'],
    ['a market id as text', { marketId: 'seven' }, 'Please choose the market'],
    ['a fractional market id', { marketId: 1.5 }, 'Please choose the market'],
    ['no date', { date: undefined }, 'Please enter the draw date (YYYY-MM-DD)'],
    ['a date in another format', { date: '22-11-2026' }, 'Please enter the draw date (YYYY-MM-DD)'],
    ['a date that does not exist', { date: '2026-02-30' }, 'Please enter the draw date (YYYY-MM-DD)'],
  ])('refuses %s with 400 and writes nothing', async (_name, fields, msg) => {
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128', ...fields },
      400,
      msg,
    );
  });

  it('refuses a body that is not an object', async () => {
    await refusedWithNothingWritten([1, 2], 400, 'Invalid request body');
  });

  it('refuses an unknown market with 404', async () => {
    await refusedWithNothingWritten(
      { kind: 'main', marketId: 9_999, date: YESTERDAY, session: 'open', pana: '128' },
      404,
      'Market not found',
    );
  });

  it('refuses an inactive market with 404', async () => {
    await t.db.updateTable('markets').set({ active: 0 }).where('id', '=', kalyan).execute();
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' },
      404,
      'Market not found',
    );
  });

  it('refuses a market of another kind', async () => {
    await refusedWithNothingWritten(
      { kind: 'starline', marketId: kalyan, date: YESTERDAY, pana: '128' },
      400,
      'Kalyan is not a Starline market',
    );
    const gali = await marketIdOf(t.db, 'gali');
    await refusedWithNothingWritten(
      { kind: 'main', marketId: gali, date: YESTERDAY, session: 'open', pana: '128' },
      400,
      'Disawar is not a main market',
    );
  });

  it('refuses a Gali result that is not a jodi', async () => {
    const gali = await marketIdOf(t.db, 'gali');
    await refusedWithNothingWritten(
      { kind: 'gali', marketId: gali, date: YESTERDAY, jodi: '4' },
      400,
      'Number 4 is not valid',
    );
    await refusedWithNothingWritten({ kind: 'gali', marketId: gali, date: YESTERDAY }, 400, 'Please enter the jodi');
  });

  it('refuses a draw after today', async () => {
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: '2026-11-24', session: 'open', pana: '128' },
      400,
      'Results cannot be declared for a future draw',
    );
  });

  it("refuses today's draw before its session's time", async () => {
    // 10:00 AM; Kalyan opens at 3:45 PM and closes at 5:45 PM.
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: TODAY, session: 'open', pana: '128' },
      400,
      'Results cannot be declared for a future draw: the open draw of 2026-11-23 is at 3:45 PM',
    );
    t.clock.set('2026-11-23T10:15:00Z'); // 3:45 PM India time
    expect(
      (await declare({ kind: 'main', marketId: kalyan, date: TODAY, session: 'open', pana: '128' })).statusCode,
    ).toBe(200);
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: TODAY, session: 'close', pana: '357' },
      400,
      'Results cannot be declared for a future draw: the close draw of 2026-11-23 is at 5:45 PM',
    );
  });

  it('refuses a Starline slot before its time', async () => {
    const slot = await marketIdOf(t.db, 'starline', '9:00 PM');
    await refusedWithNothingWritten(
      { kind: 'starline', marketId: slot, date: TODAY, pana: '128' },
      400,
      'Results cannot be declared for a future draw: the draw of 2026-11-23 is at 9:00 PM',
    );
  });

  it('refuses a close before the open is declared', async () => {
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '357' },
      409,
      'Declare the open result first',
    );
  });

  it('refuses to declare the same result twice without a revert', async () => {
    expect(
      (await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' })).statusCode,
    ).toBe(200);
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '137' },
      409,
      'The open result is already declared; revert it first',
    );
    expect(
      (await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '357' })).statusCode,
    ).toBe(200);
    await refusedWithNothingWritten(
      { kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '357' },
      409,
      'The close result is already declared; revert it first',
    );
    const gali = await marketIdOf(t.db, 'gali');
    expect((await declare({ kind: 'gali', marketId: gali, date: YESTERDAY, jodi: '47' })).statusCode).toBe(200);
    await refusedWithNothingWritten(
      { kind: 'gali', marketId: gali, date: YESTERDAY, jodi: '47' },
      409,
      'The Gali result is already declared; revert it first',
    );
  });

  it('refuses a revert of a result that is not declared', async () => {
    const before = await snapshot(t.db);
    expect(await revert({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open' })).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'No result is declared for this draw' },
    });
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    const declared = await snapshot(t.db);
    expect(await revert({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close' })).toMatchObject({
      statusCode: 409,
      body: { msg: 'The close result is not declared' },
    });
    expect(await revert({ kind: 'main', marketId: kalyan, date: YESTERDAY })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Please choose the session (open or close)' },
    });
    expect(await snapshot(t.db)).toEqual(declared);
    expect(before.audit).toBe(declared.audit! - 1);
  });
});

describe('reverting a result', () => {
  async function dayWithWinners() {
    const asha = await createPlayer(t.db, { balance: 100 });
    const ravi = await createPlayer(t.db, { balance: 100 });
    await insertBids(t.db, [
      {
        userId: asha,
        marketId: kalyan,
        family: 'main',
        date: YESTERDAY,
        lines: [{ type: 'single_pana', session: 'open', digits: '128', points: 10 }],
      },
      {
        userId: ravi,
        marketId: kalyan,
        family: 'main',
        date: YESTERDAY,
        lines: [{ type: 'jodi_digit', session: 'close', digits: '15', points: 10 }],
      },
    ]);
    return { asha, ravi };
  }

  it('takes back every win, reopens the bids, clears the result and shows who went below zero', async () => {
    const { asha, ravi } = await dayWithWinners();
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    expect(await balanceOf(t.db, asha)).toBe(90 + 1_500);
    // Asha spends most of her win before the operator notices the wrong pana.
    await insertBids(t.db, [
      {
        userId: asha,
        marketId: kalyan,
        family: 'main',
        date: TODAY,
        lines: [{ type: 'single_digit', session: 'open', digits: '3', points: 1_550 }],
      },
    ]);

    const res = await revert({
      kind: 'main',
      marketId: kalyan,
      date: YESTERDAY,
      session: 'open',
      reason: 'Wrong pana typed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      reverted: [{ session: 'open', result: '128-1', reversedBids: 1, reversedPayout: 1_500, reopenedBids: 1 }],
      negativeBalances: [{ userId: asha, balance: 40 - 1_500, mobile: expect.any(String), name: expect.any(String) }],
    });
    expect(await balanceOf(t.db, asha)).toBe(-1_460);
    expect(await balanceOf(t.db, ravi)).toBe(90);
    const bids = await t.db
      .selectFrom('bids')
      .select(['status', 'win_amount', 'settled_at'])
      .where('draw_date', '=', YESTERDAY)
      .execute();
    expect(bids.every((b) => b.status === 'pending' && Number(b.win_amount) === 0 && b.settled_at === null)).toBe(true);
    expect(await t.db.selectFrom('results').selectAll().where('market_id', '=', kalyan).execute()).toEqual([]);
    const reversal = (await ledgerOf(asha)).at(-1);
    expect(reversal).toMatchObject({ kind: 'win_reversal', amount: -1_500, balance_after: -1_460, ref_type: 'bid' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'result.revert')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ reason: 'Wrong pana typed', reversedPayout: 1_500 });
    expect(JSON.parse(audit.before_json!)).toMatchObject({ session: 'open', openPana: '128' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reverts the close first when the open of a market with a declared close is reverted', async () => {
    const { asha, ravi } = await dayWithWinners();
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '357' });
    expect(await balanceOf(t.db, ravi)).toBe(90 + 950);
    const res = await revert({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open' });
    expect(res.body.reverted.map((s: any) => [s.session, s.result, s.reversedPayout])).toEqual([
      ['close', '5-357', 950],
      ['open', '128-1', 1_500],
    ]);
    expect(res.body.negativeBalances).toEqual([]);
    expect([await balanceOf(t.db, asha), await balanceOf(t.db, ravi)]).toEqual([90, 90]);
    expect(await t.db.selectFrom('results').selectAll().execute()).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reverts only the close when asked, keeping the open and its settled bids', async () => {
    const { asha, ravi } = await dayWithWinners();
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '357' });
    const res = await revert({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close' });
    expect(res.body.reverted).toHaveLength(1);
    expect([await balanceOf(t.db, asha), await balanceOf(t.db, ravi)]).toEqual([1_590, 90]);
    const row = await t.db.selectFrom('results').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      open_pana: '128',
      close_pana: null,
      close_ank: null,
      jodi: null,
      close_declared_at: null,
    });
    const corrected = await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'close', pana: '456' });
    expect(corrected.body).toMatchObject({ settledBids: 1, winners: 1, result: '128-15-456' });
    expect(await balanceOf(t.db, ravi)).toBe(90 + 950);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reverts a Starline and a Gali result', async () => {
    const slot = await marketIdOf(t.db, 'starline', '10:00 AM');
    const gali = await marketIdOf(t.db, 'gali');
    const u = await createPlayer(t.db, { balance: 100 });
    await insertBids(t.db, [
      {
        userId: u,
        marketId: slot,
        family: 'starline',
        date: YESTERDAY,
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 10 }],
      },
      {
        userId: u,
        marketId: gali,
        family: 'gali',
        date: YESTERDAY,
        lines: [{ type: 'left_digit', session: 'close', digits: '4', points: 10 }],
      },
    ]);
    await declare({ kind: 'starline', marketId: slot, date: YESTERDAY, pana: '128' });
    await declare({ kind: 'gali', marketId: gali, date: YESTERDAY, jodi: '47' });
    expect(await balanceOf(t.db, u)).toBe(80 + 95 + 95);
    expect((await revert({ kind: 'starline', marketId: slot, date: YESTERDAY })).body.reverted).toEqual([
      { session: 'open', result: '128-1', reversedBids: 1, reversedPayout: 95, reopenedBids: 1 },
    ]);
    expect((await revert({ kind: 'gali', marketId: gali, date: YESTERDAY })).body.reverted).toEqual([
      { session: 'close', result: '47', reversedBids: 1, reversedPayout: 95, reopenedBids: 1 },
    ]);
    expect(await balanceOf(t.db, u)).toBe(80);
    expect(await t.db.selectFrom('results').selectAll().execute()).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('preview', () => {
  it('answers exactly what the declaration then does, and writes nothing', async () => {
    const u1 = await createPlayer(t.db, { balance: 10_000 });
    const u2 = await createPlayer(t.db, { balance: 10_000 });
    const lines = (digits: string) => [
      { type: 'single_digit' as const, session: 'open' as const, digits: '1', points: 13 },
      { type: 'single_pana' as const, session: 'open' as const, digits, points: 17 },
      { type: 'single_digit' as const, session: 'close' as const, digits: '1', points: 10 },
    ];
    await insertBids(t.db, [
      { userId: u1, marketId: kalyan, family: 'main', date: YESTERDAY, lines: lines('128') },
      { userId: u2, marketId: kalyan, family: 'main', date: YESTERDAY, lines: lines('137') },
    ]);
    const body = { kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' };
    const before = await snapshot(t.db);
    const preview = await adminCall(t, 'POST', '/admin/api/results/preview', token, body);
    expect(await snapshot(t.db)).toEqual(before);
    expect(preview.body).toEqual({
      status: true,
      msg: 'Preview of the declaration',
      settledBids: 4,
      winners: 3,
      winningPlayers: 2,
      payout: 123 * 2 + 2_550,
      result: '128-1',
    });
    const declared = await declare(body);
    const { msg: _m1, ...previewed } = preview.body;
    const { msg: _m2, ...done } = declared.body;
    expect(done).toEqual(previewed);
  });

  it('refuses what the declaration would refuse', async () => {
    expect(
      (
        await adminCall(t, 'POST', '/admin/api/results/preview', token, {
          kind: 'main',
          marketId: kalyan,
          date: YESTERDAY,
          session: 'close',
          pana: '357',
        })
      ).body,
    ).toEqual({
      status: false,
      msg: 'Declare the open result first',
    });
    expect(
      (
        await adminCall(t, 'POST', '/admin/api/results/preview', token, {
          kind: 'main',
          marketId: kalyan,
          date: YESTERDAY,
          session: 'open',
          pana: '999x',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the list of results', () => {
  it('lists the results declared on a date, of one kind or all', async () => {
    const gali = await marketIdOf(t.db, 'gali', 'Gali');
    await declare({ kind: 'main', marketId: kalyan, date: YESTERDAY, session: 'open', pana: '128' });
    await declare({ kind: 'gali', marketId: gali, date: YESTERDAY, jodi: '05' });
    const all = await adminCall(t, 'GET', '/admin/api/results', token, { date: YESTERDAY });
    expect(all.body.results.map((r: any) => [r.market, r.result])).toEqual([
      ['Gali', '05'],
      ['Kalyan', '128-1*-***'],
    ]);
    const main = await adminCall(t, 'GET', '/admin/api/results', token, { kind: 'main', date: YESTERDAY });
    expect(main.body.results).toEqual([
      expect.objectContaining({
        marketId: kalyan,
        market: 'Kalyan',
        kind: 'main',
        date: YESTERDAY,
        openPana: '128',
        openAnk: 1,
        closePana: null,
        openDeclaredAt: t.clock.now(),
        closeDeclaredAt: null,
      }),
    ]);
    const today = await adminCall(t, 'GET', '/admin/api/results', token);
    expect(today.body).toEqual({ status: true, msg: 'OK', date: TODAY, results: [] });
  });
});
