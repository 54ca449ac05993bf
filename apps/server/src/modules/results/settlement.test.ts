import { type DrawResult, type Family, rateFor, type RateTable, settleBid, type StoredBidTypeKey } from '@pana/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminCall,
  createPlayer,
  insertRandomBids,
  loginAdmin,
  prng,
  type RandomDraws,
  randomDraws,
  setOddRates,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { declareResult } from './service.ts';

const DATE = '2026-11-22';
const START = 1_000_000_000;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

interface Day {
  t: TestApp;
  token: string;
  players: number[];
  draws: RandomDraws;
  rates: Record<Family, RateTable>;
}

/** A fresh app with truncating rates, 40 players and random bids on every family (the same for the same seed). */
async function randomDay(seed: number, count: Record<Family, number>): Promise<Day> {
  const t = await createTestApp({ demo: false });
  apps.push(t);
  const random = prng(seed);
  const rates = await setOddRates(t.db);
  const players: number[] = [];
  for (let i = 0; i < 40; i++) players.push(await createPlayer(t.db, { balance: START }));
  const draws = await randomDraws(t.db, random);
  await insertRandomBids(t.db, random, { players, draws, date: DATE, count });
  return { t, token: await loginAdmin(t), players, draws, rates };
}

function declare(day: Day, body: Record<string, unknown>) {
  return adminCall(day.t, 'POST', '/admin/api/results', day.token, { date: DATE, ...body });
}

async function declareAll(day: Day, draws: RandomDraws) {
  const answers = [
    await declare(day, { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.open }),
    await declare(day, { kind: 'main', marketId: draws.main.marketId, session: 'close', pana: draws.main.close }),
    await declare(day, { kind: 'starline', marketId: draws.starline.marketId, pana: draws.starline.pana }),
    await declare(day, { kind: 'gali', marketId: draws.gali.marketId, jodi: draws.gali.jodi }),
  ];
  for (const a of answers) expect(a.statusCode, JSON.stringify(a.body)).toBe(200);
  return answers.map((a) => a.body);
}

async function bidsOf(day: Day) {
  const rows = await day.t.db
    .selectFrom('bids')
    .select([
      'id',
      'user_id',
      'family',
      'bid_type',
      'session',
      'digits',
      'closedigits',
      'points',
      'status',
      'win_amount',
    ])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    user_id: Number(r.user_id),
    points: Number(r.points),
    win_amount: Number(r.win_amount),
  }));
}

function resultOf(family: Family, draws: RandomDraws, openOnly = false): DrawResult {
  if (family === 'main') return { family, openPana: draws.main.open, closePana: openOnly ? null : draws.main.close };
  return family === 'starline' ? { family, pana: draws.starline.pana } : { family, jodi: draws.gali.jodi };
}

async function balances(day: Day): Promise<Map<number, number>> {
  const rows = await day.t.db.selectFrom('wallets').select(['user_id', 'balance']).execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.balance)]));
}

describe('settlement in chunks', () => {
  it('settles and pays the same in chunks of 7 bids as in one go, with a clean ledger', async () => {
    const count = { main: 600, starline: 200, gali: 200 };
    const whole = await randomDay(4, count);
    const chunked = await randomDay(4, count);
    const wholeAnswers = await declareAll(whole, whole.draws);
    const deps = { db: chunked.t.db, reads: chunked.t.db, clock: chunked.t.clock, settlementChunkBids: 7 };
    const actor = { adminId: 1, ip: '127.0.0.1' };
    const d = chunked.draws;
    const chunkedAnswers = [
      await declareResult(deps, { kind: 'main', marketId: d.main.marketId, date: DATE, session: 'open', pana: d.main.open }, actor),
      await declareResult(deps, { kind: 'main', marketId: d.main.marketId, date: DATE, session: 'close', pana: d.main.close }, actor),
      await declareResult(deps, { kind: 'starline', marketId: d.starline.marketId, date: DATE, pana: d.starline.pana }, actor),
      await declareResult(deps, { kind: 'gali', marketId: d.gali.marketId, date: DATE, jodi: d.gali.jodi }, actor),
    ];
    const totals = (a: { settledBids: number; winners: number; payout: number }) => ({ settledBids: a.settledBids, winners: a.winners, payout: a.payout });
    expect(chunkedAnswers.map(totals)).toEqual(wholeAnswers.map(totals));
    expect(chunkedAnswers.reduce((n, a) => n + a.winners, 0)).toBeGreaterThan(0);
    expect(await bidsOf(chunked)).toEqual(await bidsOf(whole));
    expect(await balances(chunked)).toEqual(await balances(whole));
    expect(await checkLedger(chunked.t.db)).toEqual([]);
  });
});

describe('settlement against the domain', () => {
  it.each([1, 2, 3])(
    'settles thousands of random bids of every type, session and family exactly as settleBid does (seed %i)',
    async (seed) => {
      const day = await randomDay(seed, { main: 4_000, starline: 1_000, gali: 1_000 });
      const { draws, rates } = day;
      const expected = (b: Awaited<ReturnType<typeof bidsOf>>[number], openOnly = false) =>
        settleBid(
          {
            family: b.family,
            type: b.bid_type as StoredBidTypeKey,
            session: b.session,
            digits: b.digits,
            closedigits: b.closedigits,
            points: b.points,
          },
          resultOf(b.family, draws, openOnly),
          rateFor(b.family, b.bid_type as StoredBidTypeKey, rates[b.family]),
        );

      // After the open only: the open-session bids are settled, everything the close decides is pending.
      await declare(day, { kind: 'main', marketId: draws.main.marketId, session: 'open', pana: draws.main.open });
      for (const b of (await bidsOf(day)).filter((x) => x.family === 'main')) {
        const e = expected(b, true);
        expect({ id: b.id, status: b.status, win: b.win_amount }).toEqual({
          id: b.id,
          status: e.status,
          win: e.status === 'won' ? e.payout : 0,
        });
      }

      await declare(day, { kind: 'main', marketId: draws.main.marketId, session: 'close', pana: draws.main.close });
      await declare(day, { kind: 'starline', marketId: draws.starline.marketId, pana: draws.starline.pana });
      await declare(day, { kind: 'gali', marketId: draws.gali.marketId, jodi: draws.gali.jodi });

      const bids = await bidsOf(day);
      expect(bids).toHaveLength(6_000);
      const wins = new Map<number, number>();
      const staked = new Map<number, number>();
      const byStatus: Record<string, number> = {};
      for (const b of bids) {
        const e = expected(b);
        expect({ id: b.id, type: b.bid_type, status: b.status, win: b.win_amount }).toEqual({
          id: b.id,
          type: b.bid_type,
          status: e.status,
          win: e.status === 'won' ? e.payout : 0,
        });
        byStatus[`${b.family} ${b.bid_type} ${b.status}`] =
          (byStatus[`${b.family} ${b.bid_type} ${b.status}`] ?? 0) + 1;
        staked.set(b.user_id, (staked.get(b.user_id) ?? 0) + b.points);
        wins.set(b.user_id, (wins.get(b.user_id) ?? 0) + b.win_amount);
      }
      // The random day really exercises every type with winners and losers.
      for (const key of ['single_digit', 'single_pana', 'jodi_digit', 'half_sangam', 'full_sangam']) {
        expect(byStatus[`main ${key} won`], key).toBeGreaterThan(0);
        expect(byStatus[`main ${key} lost`], key).toBeGreaterThan(0);
      }
      for (const key of ['left_digit', 'right_digit', 'jodi_digit'])
        expect(byStatus[`gali ${key} won`], key).toBeGreaterThan(0);
      expect(byStatus['starline single_digit won']).toBeGreaterThan(0);

      const after = await balances(day);
      for (const p of day.players) expect(after.get(p)).toBe(START - (staked.get(p) ?? 0) + (wins.get(p) ?? 0));
      const winRows = await day.t.db
        .selectFrom('wallet_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'win')
        .executeTakeFirstOrThrow();
      expect(Number(winRows.n)).toBe(bids.filter((b) => b.status === 'won').length);
      expect(await checkLedger(day.t.db)).toEqual([]);
    },
  );

  it('leaves balances exactly as if only the corrected result had been declared after a revert and a re-declaration', async () => {
    const count = { main: 1_500, starline: 500, gali: 500 };
    const corrected = await randomDay(7, count);
    const mistaken = await randomDay(7, count);
    const { draws } = corrected;
    const wrong: RandomDraws = {
      main: { ...draws.main, open: draws.main.close, close: draws.main.open },
      starline: { ...draws.starline, pana: draws.main.open },
      gali: {
        ...draws.gali,
        jodi:
          draws.gali.jodi.split('').reverse().join('') === draws.gali.jodi
            ? '00'
            : draws.gali.jodi.split('').reverse().join(''),
      },
    };

    await declareAll(mistaken, wrong);
    const reverts = [
      await adminCall(mistaken.t, 'POST', '/admin/api/results/revert', mistaken.token, {
        kind: 'main',
        marketId: draws.main.marketId,
        date: DATE,
        session: 'open',
        reason: 'swapped panas',
      }),
      await adminCall(mistaken.t, 'POST', '/admin/api/results/revert', mistaken.token, {
        kind: 'starline',
        marketId: draws.starline.marketId,
        date: DATE,
      }),
      await adminCall(mistaken.t, 'POST', '/admin/api/results/revert', mistaken.token, {
        kind: 'gali',
        marketId: draws.gali.marketId,
        date: DATE,
      }),
    ];
    for (const r of reverts) expect(r.statusCode).toBe(200);
    const redeclared = await declareAll(mistaken, draws);
    const once = await declareAll(corrected, draws);

    expect(redeclared).toEqual(once);
    expect(await balances(mistaken)).toEqual(await balances(corrected));
    expect((await bidsOf(mistaken)).map((b) => [b.id, b.status, b.win_amount])).toEqual(
      (await bidsOf(corrected)).map((b) => [b.id, b.status, b.win_amount]),
    );
    expect(await checkLedger(mistaken.t.db)).toEqual([]);
    expect(await checkLedger(corrected.t.db)).toEqual([]);
  });
});

describe('concurrent declarations', () => {
  it('settles a draw once when the same result is declared twice at the same moment', async () => {
    const day = await randomDay(11, { main: 1_000, starline: 0, gali: 0 });
    const body = { kind: 'main', marketId: day.draws.main.marketId, session: 'open', pana: day.draws.main.open };
    const answers = await Promise.all([
      declare(day, body),
      declare(day, body),
      declare(day, { ...body, pana: day.draws.main.close }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const won = (await bidsOf(day)).filter((b) => b.status === 'won').length;
    const winRows = await day.t.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'win')
      .executeTakeFirstOrThrow();
    expect(Number(winRows.n)).toBe(won);
    expect(answers.find((a) => a.statusCode === 200)!.body.winners).toBe(won);
    const audit = await day.t.db.selectFrom('audit_log').select('id').where('action', '=', 'result.declare').execute();
    expect(audit).toHaveLength(1);
    expect(await checkLedger(day.t.db)).toEqual([]);
  });

  it('reverts once when the same revert arrives twice at the same moment', async () => {
    const day = await randomDay(12, { main: 500, starline: 0, gali: 0 });
    await declare(day, { kind: 'main', marketId: day.draws.main.marketId, session: 'open', pana: day.draws.main.open });
    const body = { kind: 'main', marketId: day.draws.main.marketId, date: DATE, session: 'open' };
    const answers = await Promise.all(
      [1, 2].map(() => adminCall(day.t, 'POST', '/admin/api/results/revert', day.token, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await day.t.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'win_reversal')
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(answers.find((a) => a.statusCode === 200)!.body.reverted[0].reversedBids);
    expect(await checkLedger(day.t.db)).toEqual([]);
  });
});
