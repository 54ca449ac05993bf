import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, createPlayer, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let viewer: string;
beforeEach(async () => {
  t = await createTestApp({ demo: false });
  viewer = await loginAdmin(t, 'viewer');
});
afterEach(() => t.close());

const search = async (query: Record<string, unknown>) => consoleCall(t, 'GET', '/admin/api/users', viewer, query);
const mobiles = async (query: Record<string, unknown>) => (await search(query)).body.items.map((p: any) => p.mobile);

describe('searching players', () => {
  beforeEach(async () => {
    await createPlayer(t.db, { balance: 500, mobile: '9811111111', name: 'Asha Patil', now: 1 });
    await createPlayer(t.db, { balance: 0, mobile: '9822222222', name: 'Ravi PATIL', now: 2 });
    await createPlayer(t.db, { balance: 70, mobile: '7033333333', name: 'Meena 50%_off', now: 3 });
  });

  it('answers every player, newest first, with balance, betting status and block', async () => {
    await t.db.updateTable('users').set({ blocked: 1, betting_status: 0 }).where('mobile', '=', '9822222222').execute();
    const res = await search({});
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: true,
      msg: 'OK',
      total: 3,
      page: 1,
      items: [
        { mobile: '7033333333', name: 'Meena 50%_off', balance: 70, bettingStatus: 1, blocked: false, createdAt: 3 },
        { mobile: '9822222222', name: 'Ravi PATIL', balance: 0, bettingStatus: 0, blocked: true, createdAt: 2 },
        { mobile: '9811111111', name: 'Asha Patil', balance: 500, bettingStatus: 1, blocked: false, createdAt: 1 },
      ],
    });
  });

  it('matches the start of a mobile number, not its middle', async () => {
    expect(await mobiles({ q: '98' })).toEqual(['9822222222', '9811111111']);
    expect(await mobiles({ q: '981' })).toEqual(['9811111111']);
    expect(await mobiles({ q: '3333' })).toEqual([]);
  });

  it('matches a part of the name without regard to case', async () => {
    expect(await mobiles({ q: 'patil' })).toEqual(['9822222222', '9811111111']);
    expect(await mobiles({ q: 'ASHA' })).toEqual(['9811111111']);
    expect(await mobiles({ q: '  ravi  ' })).toEqual(['9822222222']);
  });

  it('reads % and _ in a search literally', async () => {
    expect(await mobiles({ q: '%' })).toEqual(['7033333333']);
    expect(await mobiles({ q: '0%_' })).toEqual(['7033333333']);
    expect(await mobiles({ q: 'a_h' })).toEqual([]);
  });

  it('pages 50 players at a time and counts them all', async () => {
    for (let i = 0; i < 52; i++)
      await createPlayer(t.db, {
        balance: 0,
        mobile: `60000000${String(i).padStart(2, '0')}`,
        name: `Bulk ${i}`,
        now: 10 + i,
      });
    const first = await search({ q: 'bulk' });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.total).toBe(52);
    const second = await search({ q: 'bulk', page: 2 });
    expect(second.body).toMatchObject({ page: 2, total: 52 });
    expect(second.body.items.map((p: any) => p.name)).toEqual(['Bulk 1', 'Bulk 0']);
  });

  it.each([
    ['page 0', { page: 0 }, 'Page must be a whole number from 1'],
    ['page words', { page: 'two' }, 'Page must be a whole number from 1'],
    ['a search of 101 characters', { q: 'x'.repeat(101) }, 'Search must be at most 100 characters'],
  ])('refuses %s', async (_name, query, msg) => {
    expect(await search(query)).toMatchObject({ statusCode: 400, body: { status: false, msg } });
  });
});

describe('one player', () => {
  it("answers the player's latest ledger rows and bids, newest first, and the totals of all their bids", async () => {
    const userId = await createPlayer(t.db, { balance: 1_000, mobile: '9811111111', name: 'Asha Patil', now: 5 });
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const gali = await marketIdOf(t.db, 'gali', 'Gali');
    await insertBids(
      t.db,
      [
        {
          userId,
          marketId: kalyan,
          family: 'main',
          date: '2026-11-22',
          lines: [{ type: 'single_digit', session: 'open', digits: '5', points: 100 }],
        },
        {
          userId,
          marketId: gali,
          family: 'gali',
          date: '2026-11-23',
          lines: [
            { type: 'left_digit', session: 'close', digits: '4', points: 50 },
            { type: 'jodi_digit', session: 'close', digits: '47', points: 20 },
          ],
        },
      ],
      7,
    );
    const [firstBid] = await t.db.selectFrom('bids').select('id').orderBy('id').execute();
    await t.db
      .updateTable('bids')
      .set({ status: 'won', win_amount: 950, settled_at: 8 })
      .where('id', '=', firstBid!.id)
      .execute();
    // The main submission came from a board (ADR 016): its bids show it.
    await t.db.updateTable('bid_submissions').set({ board: 'single_digit_bulk', board_value: '' }).where('market_id', '=', kalyan).execute();
    const res = await consoleCall(t, 'GET', '/admin/api/users/9811111111', viewer);
    expect(res.statusCode).toBe(200);
    expect(res.body.user).toEqual({
      mobile: '9811111111',
      name: 'Asha Patil',
      balance: 830,
      bettingStatus: 1,
      blocked: false,
      createdAt: 5,
    });
    expect(res.body.ledger.map((l: any) => [l.amount, l.balanceAfter, l.kind])).toEqual([
      [-70, 830, 'bid'],
      [-100, 900, 'bid'],
      [1_000, 1_000, 'adjustment'],
    ]);
    expect(
      res.body.bids.map((b: any) => [
        b.family,
        b.market,
        b.drawDate,
        b.type,
        b.typeName,
        b.session,
        b.digits,
        b.points,
        b.status,
        b.winAmount,
        b.board,
      ]),
    ).toEqual([
      ['gali', 'Gali', '2026-11-23', 'jodi_digit', 'Jodi Digit', 'close', '47', 20, 'pending', 0, ''],
      ['gali', 'Gali', '2026-11-23', 'left_digit', 'Left Digit', 'close', '4', 50, 'pending', 0, ''],
      ['main', 'Kalyan', '2026-11-22', 'single_digit', 'Single Digit', 'open', '5', 100, 'won', 950, 'Single Digit Bulk'],
    ]);
    expect(res.body.totals).toEqual({ bids: 3, points: 170, wins: 1, winAmount: 950 });
  });

  it('answers 404 for a number nobody registered and for text that is no number', async () => {
    for (const mobile of ['9000000009', 'abc', '98765432100']) {
      expect(await consoleCall(t, 'GET', `/admin/api/users/${mobile}`, viewer)).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'Player not found' },
      });
    }
  });
});
