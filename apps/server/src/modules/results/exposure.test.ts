import { ALL_PANAS, JODIS } from '@pana/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCall,
  createPlayer,
  insertBids,
  insertRandomBids,
  loginAdmin,
  prng,
  type RandomDraws,
  randomDraws,
  setOddRates,
  snapshot,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const DATE = '2026-11-22';
let t: TestApp;
let token: string;
let draws: RandomDraws;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  token = await loginAdmin(t, 'viewer');
  const random = prng(5);
  await setOddRates(t.db);
  const players = [];
  for (let i = 0; i < 10; i++) players.push(await createPlayer(t.db, { balance: 1_000_000_000 }));
  draws = await randomDraws(t.db, random);
  await insertRandomBids(t.db, random, {
    players,
    draws,
    date: DATE,
    count: { main: 2_000, starline: 600, gali: 600 },
  });
});
afterEach(() => t.close());

const exposure = (query: Record<string, unknown>) =>
  adminCall(t, 'GET', '/admin/api/exposure', token, { date: DATE, ...query });

/** What the preview (the declaration's own SQL) says a result would pay. */
async function previewPayout(body: Record<string, unknown>): Promise<number> {
  const res = await adminCall(t, 'POST', '/admin/api/results/preview', token, { date: DATE, ...body });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.payout;
}

function expectLargestFirst(outcomes: Array<{ payout: number }>) {
  for (let i = 1; i < outcomes.length; i++) expect(outcomes[i - 1]!.payout).toBeGreaterThanOrEqual(outcomes[i]!.payout);
}

describe('exposure', () => {
  it('prices every open pana of a main draw as its declaration would pay, largest first, writing nothing', async () => {
    const before = await snapshot(t.db);
    const res = await exposure({ kind: 'main', marketId: draws.main.marketId, session: 'open' });
    expect(await snapshot(t.db)).toEqual(before);
    expect(res.statusCode).toBe(200);
    const { outcomes, totalPoints, totalBids } = res.body;
    expect(outcomes).toHaveLength(220);
    expect(new Set(outcomes.map((o: any) => o.result))).toEqual(new Set(ALL_PANAS));
    expectLargestFirst(outcomes);
    const open = await t.db
      .selectFrom('bids')
      .select(['points'])
      .where('session', '=', 'open')
      .where('bid_type', 'in', ['single_digit', 'single_pana', 'double_pana', 'triple_pana'])
      .where('family', '=', 'main')
      .execute();
    expect(totalBids).toBe(open.length);
    expect(totalPoints).toBe(open.reduce((n, b) => n + Number(b.points), 0));
    for (const o of outcomes) {
      expect(o.net).toBe(totalPoints - o.payout);
      expect(o.payout, o.result).toBe(
        await previewPayout({ kind: 'main', marketId: draws.main.marketId, session: 'open', pana: o.result }),
      );
    }
  });

  it('prices every close pana given the declared open, Jodi and Sangams included', async () => {
    const operator = await loginAdmin(t, 'operator');
    await adminCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'main',
      marketId: draws.main.marketId,
      date: DATE,
      session: 'open',
      pana: draws.main.open,
    });
    const res = await exposure({ kind: 'main', marketId: draws.main.marketId, session: 'close' });
    expect(res.body).toMatchObject({ status: true, session: 'close', openPana: draws.main.open, note: null });
    expect(res.body.outcomes).toHaveLength(220);
    expectLargestFirst(res.body.outcomes);
    for (const o of res.body.outcomes.filter((_: unknown, i: number) => i % 7 === 0 || i < 5)) {
      expect(o.payout, o.result).toBe(
        await previewPayout({ kind: 'main', marketId: draws.main.marketId, session: 'close', pana: o.result }),
      );
    }
    // The actual close pana's cost includes its Jodi, Half and Full Sangam winners.
    const top = res.body.outcomes.find((o: any) => o.result === draws.main.close);
    const declared = await adminCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'main',
      marketId: draws.main.marketId,
      date: DATE,
      session: 'close',
      pana: draws.main.close,
    });
    expect(top.payout).toBe(declared.body.payout);
    expect(top.winningBids).toBe(declared.body.winners);
  });

  it('prices only close-session Single Digit and Pana bids before the open is declared, and says so', async () => {
    const res = await exposure({ kind: 'main', marketId: draws.main.marketId, session: 'close' });
    expect(res.body.openPana).toBeNull();
    expect(res.body.note).toMatch(/open result is not declared/);
    const counted = await t.db
      .selectFrom('bids')
      .select(['points'])
      .where('family', '=', 'main')
      .where('session', '=', 'close')
      .where('bid_type', 'in', ['single_digit', 'single_pana', 'double_pana', 'triple_pana'])
      .execute();
    expect(res.body.totalBids).toBe(counted.length);
    // With the open declared later, the same close pana costs at least as much (Jodi and Sangams add to it).
    const operator = await loginAdmin(t, 'operator');
    await adminCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'main',
      marketId: draws.main.marketId,
      date: DATE,
      session: 'open',
      pana: draws.main.open,
    });
    const full = await exposure({ kind: 'main', marketId: draws.main.marketId, session: 'close' });
    const partial = new Map(res.body.outcomes.map((o: any) => [o.result, o.payout]));
    for (const o of full.body.outcomes) expect(o.payout).toBeGreaterThanOrEqual(partial.get(o.result) as number);
  });

  it('prices the 220 panas of a Starline slot and the 100 jodis of a Gali market', async () => {
    const star = await exposure({ kind: 'starline', marketId: draws.starline.marketId });
    expect(star.body.outcomes).toHaveLength(220);
    for (const o of star.body.outcomes.slice(0, 20))
      expect(o.payout).toBe(
        await previewPayout({ kind: 'starline', marketId: draws.starline.marketId, pana: o.result }),
      );
    const gali = await exposure({ kind: 'gali', marketId: draws.gali.marketId });
    expect(gali.body.outcomes.map((o: any) => o.result).sort()).toEqual([...JODIS]);
    expectLargestFirst(gali.body.outcomes);
    for (const o of gali.body.outcomes) {
      expect(o.ank).toBeNull();
      expect(o.payout, o.result).toBe(
        await previewPayout({ kind: 'gali', marketId: draws.gali.marketId, jodi: o.result }),
      );
    }
  });

  it('is exact for a small hand-made draw', async () => {
    const u = await createPlayer(t.db, { balance: 1_000 });
    const kalyan = (
      await t.db.selectFrom('markets').select('id').where('name', '=', 'Kalyan').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .updateTable('rates')
      .set({ val_1: 10, val_2: 95 })
      .where('family', '=', 'main')
      .where('rate_key', '=', 'single_digit')
      .execute();
    await t.db
      .updateTable('rates')
      .set({ val_1: 10, val_2: 1_500 })
      .where('family', '=', 'main')
      .where('rate_key', '=', 'single_pana')
      .execute();
    await insertBids(t.db, [
      {
        userId: u,
        marketId: Number(kalyan),
        family: 'main',
        date: DATE,
        lines: [
          { type: 'single_digit', session: 'open', digits: '1', points: 15 },
          { type: 'single_digit', session: 'open', digits: '1', points: 15 },
          { type: 'single_pana', session: 'open', digits: '128', points: 10 },
        ],
      },
    ]);
    const res = await exposure({ kind: 'main', marketId: Number(kalyan), session: 'open' });
    // Two bids of 15 pay 142 each (not floor(30 × 9.5) = 285).
    expect(res.body.outcomes[0]).toEqual({
      result: '128',
      ank: 1,
      payout: 142 * 2 + 1_500,
      winningBids: 3,
      net: 40 - 1_784,
    });
    expect(res.body.outcomes[1]).toEqual({ result: '137', ank: 1, payout: 284, winningBids: 2, net: 40 - 284 });
    expect(res.body.outcomes.at(-1)).toMatchObject({ payout: 0, winningBids: 0 });
  });

  it('refuses a draw whose result is declared and a main draw without a session', async () => {
    const operator = await loginAdmin(t, 'operator');
    await adminCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'gali',
      marketId: draws.gali.marketId,
      date: DATE,
      jodi: draws.gali.jodi,
    });
    expect(await exposure({ kind: 'gali', marketId: draws.gali.marketId })).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'The Gali result is already declared; revert it first' },
    });
    expect(await exposure({ kind: 'main', marketId: draws.main.marketId })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Please choose the session (open or close)' },
    });
    expect(await exposure({ kind: 'main', marketId: 'x', session: 'open' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Please choose the market' },
    });
    expect(await exposure({ kind: 'main', marketId: 9_999, session: 'open' })).toMatchObject({ statusCode: 404 });
  });
});
