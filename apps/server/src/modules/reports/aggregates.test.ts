import { addDays, FAMILIES, type Family } from '@pana/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db } from '../../db/database.ts';
import * as drawTotalsMigration from '../../db/migrations/2026-11-25-01-draw-totals.ts';
import { indiaDayBounds } from '../../lib/india-days.ts';
import { settledDayOf } from '../../lib/india-days.ts';
import { adminCall, createPlayer, insertRandomBids, loginAdmin, prng, randomDraws, setOddRates } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { allMarketIds, bidsOfDrawDate, winsSettled } from './dashboard-repository.ts';
import { bidsByDrawAndMarket } from './repository.ts';

const DATES = ['2026-11-21', '2026-11-22'];
const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);
let t: TestApp;
afterEach(() => t.close());

/** The bids report's figures as a scan of the bids computes them (what the report read before the aggregates). */
async function scanReport(db: Db, from: string, to: string) {
  const { rows } = await sql<{ draw_date: string; market_id: number; bids: number; points: number; winners: number; payout: number }>`
    select draw_date, market_id, count(*) as bids, sum(points) as points,
      sum(case when status = 'won' then 1 else 0 end) as winners, sum(case when status = 'won' then win_amount else 0 end) as payout
    from bids where draw_date >= ${from} and draw_date <= ${to} group by draw_date, market_id order by draw_date, market_id`.execute(db);
  return rows.map((r) => [r.draw_date, Number(r.market_id), Number(r.bids), Number(r.points), Number(r.winners), Number(r.payout)]);
}

async function aggregateReport(db: Db, from: string, to: string) {
  const rows = await bidsByDrawAndMarket(db, from, to);
  return rows
    .map((r) => [r.date, r.marketId, r.bids, r.points, r.winners, r.payout] as const)
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
}

/** The dashboard's bid figures of a day as a scan of the bids computes them. */
async function scanDay(db: Db, date: string, settledOn: string) {
  const { rows } = await sql<{ family: Family; n: number; points: number }>`
    select family, count(*) as n, sum(points) as points from bids where draw_date = ${date} group by family`.execute(db);
  const players = await sql<{ n: number }>`select count(distinct user_id) as n from bids where draw_date = ${date}`.execute(db);
  const { start, end } = indiaDayBounds(settledOn);
  const paid = await sql<{ total: number }>`
    select coalesce(sum(win_amount), 0) as total from bids
    where status = 'won' and settled_at >= ${start} and settled_at < ${end} and draw_date >= ${addDays(settledOn, -7)} and draw_date <= ${settledOn}`.execute(db);
  return {
    perFamily: FAMILIES.map((f) => {
      const r = rows.find((x) => x.family === f);
      return [f, Number(r?.n ?? 0), Number(r?.points ?? 0)];
    }),
    players: Number(players.rows[0]!.n),
    payouts: Number(paid.rows[0]!.total),
  };
}

async function aggregateDay(db: Db, date: string, settledOn: string) {
  const ids = await allMarketIds(db);
  const bids = await bidsOfDrawDate(db, ids, date);
  const settledDay = settledDayOf(indiaDayBounds(settledOn).start);
  return {
    perFamily: FAMILIES.map((f) => {
      const r = bids.perFamily.find((x) => x.family === f);
      return [f, r?.count ?? 0, r?.points ?? 0];
    }),
    players: bids.players,
    payouts: await winsSettled(db, ids, { from: addDays(settledOn, -7), to: settledOn }, settledDay),
  };
}

async function expectSameAsScan(db: Db) {
  expect(await aggregateReport(db, DATES[0]!, DATES[1]!)).toEqual(await scanReport(db, DATES[0]!, DATES[1]!));
  for (const date of DATES) {
    for (const settledOn of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      expect(await aggregateDay(db, date, settledOn)).toEqual(await scanDay(db, date, settledOn));
    }
  }
  expect(await checkLedger(db)).toEqual([]);
}

describe("the reports' aggregates", () => {
  it('give the figures of a scan of the bids after bids, settlements on two days, a revert and a re-declaration, and when rebuilt by their migration', async () => {
    t = await createTestApp({ demo: false, now: ist('2026-11-21', '09:00') });
    const random = prng(11);
    await setOddRates(t.db);
    const players: number[] = [];
    for (let i = 0; i < 12; i++) players.push(await createPlayer(t.db, { balance: 10_000_000 }));
    const draws = await randomDraws(t.db, random);
    for (const date of DATES) await insertRandomBids(t.db, random, { players, draws, date, count: { main: 300, starline: 80, gali: 80 } });
    await expectSameAsScan(t.db);

    t.clock.set(ist('2026-11-23', '10:00'));
    let token = await loginAdmin(t);
    const declare = async (date: string, body: Record<string, unknown>) => {
      const res = await adminCall(t, 'POST', '/admin/api/results', token, { date, ...body });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    };
    const revert = async (date: string, body: Record<string, unknown>) => {
      const res = await adminCall(t, 'POST', '/admin/api/results/revert', token, { date, reason: 'test', ...body });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    };
    // The 21st fully settled on the 23rd; the 22nd's open and Starline on the 23rd, its close on the 24th.
    await declare(DATES[0]!, { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.open });
    await declare(DATES[0]!, { kind: 'main', marketId: draws.main.marketId, session: 'close', pana: draws.main.close });
    await declare(DATES[0]!, { kind: 'starline', marketId: draws.starline.marketId, pana: draws.starline.pana });
    await declare(DATES[0]!, { kind: 'gali', marketId: draws.gali.marketId, jodi: draws.gali.jodi });
    await declare(DATES[1]!, { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.close });
    await declare(DATES[1]!, { kind: 'starline', marketId: draws.starline.marketId, pana: draws.starline.pana });
    await expectSameAsScan(t.db);

    t.clock.set(ist('2026-11-24', '10:00'));
    token = await loginAdmin(t);
    await declare(DATES[1]!, { kind: 'main', marketId: draws.main.marketId, session: 'close', pana: draws.main.open });
    await expectSameAsScan(t.db);

    // Reverting the 22nd's open takes back its close too (settled on two days); then both again on the 24th.
    await revert(DATES[1]!, { kind: 'main', marketId: draws.main.marketId, session: 'open' });
    await revert(DATES[0]!, { kind: 'gali', marketId: draws.gali.marketId });
    await expectSameAsScan(t.db);
    await declare(DATES[1]!, { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.open });
    await declare(DATES[1]!, { kind: 'main', marketId: draws.main.marketId, session: 'close', pana: draws.main.close });
    await declare(DATES[0]!, { kind: 'gali', marketId: draws.gali.marketId, jodi: draws.gali.jodi });
    await expectSameAsScan(t.db);

    // An existing installation: the migration fills the tables from the bids already settled.
    const before = await aggregateReport(t.db, DATES[0]!, DATES[1]!);
    await drawTotalsMigration.down(t.db);
    await drawTotalsMigration.up(t.db);
    expect(await aggregateReport(t.db, DATES[0]!, DATES[1]!)).toEqual(before);
    await expectSameAsScan(t.db);
  });

  it('give the figures of a scan after the draws of one date are declared at the same moment by the same players', async () => {
    t = await createTestApp({ demo: false, now: ist('2026-11-21', '09:00') });
    const random = prng(12);
    const players: number[] = [];
    for (let i = 0; i < 6; i++) players.push(await createPlayer(t.db, { balance: 10_000_000 }));
    const draws = await randomDraws(t.db, random);
    await insertRandomBids(t.db, random, { players, draws, date: DATES[0]!, count: { main: 400, starline: 300, gali: 300 } });
    t.clock.set(ist('2026-11-23', '10:00'));
    const token = await loginAdmin(t);
    const answers = await Promise.all(
      [
        { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.open },
        { kind: 'starline', marketId: draws.starline.marketId, pana: draws.starline.pana },
        { kind: 'gali', marketId: draws.gali.marketId, jodi: draws.gali.jodi },
      ].map((body) => adminCall(t, 'POST', '/admin/api/results', token, { date: DATES[0], ...body })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await expectSameAsScan(t.db);
  });
});
