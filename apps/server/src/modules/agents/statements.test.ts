import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { createAgentPlayer, createTestAgent, loginAgent, type TestAgent } from '../../test/agents.ts';
import { consoleCall, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, openTestApp, type TestApp } from '../../test/harness.ts';
import { mainBid } from '../../test/players.ts';
import { testEngine } from '../../test/postgres.ts';
import { Housekeeper } from '../housekeeping/worker.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { closeDueStatements, STATEMENT_BACKFILL_WEEKS, statementFigures } from './statements.ts';

/**
 * Agents' weekly statements (ADR 029): the arithmetic against a hand-computed fortnight played and
 * settled through the real API, closing once however many processes close at once, the CSV, and who
 * may read what.
 */

let t: TestApp;
afterEach(() => t.close());

/** An instant of India wall-clock time. */
const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

const single = (digits: string, points: number) => ({
  digits,
  closedigits: '',
  points: String(points),
  session: 'Open',
});

/** Places Single Digit bids on a main market's open session through the player API. */
async function bid(token: string, marketId: number, lines: Array<[digits: string, points: number]>) {
  const res = await t.call(
    '/api-submit-bid',
    mainBid(
      token,
      marketId,
      'Single Digit',
      lines.map(([d, p]) => single(d, p)),
    ),
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: true });
}

/** Declares a main market's open pana (the ank is its digits' sum's last digit) through the console, as a new operator. */
async function declareOpen(marketId: number, date: string, pana: string) {
  const operator = await loginAdmin(t, 'operator');
  const res = await consoleCall(t, 'POST', '/admin/api/results', operator, {
    kind: 'main',
    marketId,
    date,
    session: 'open',
    pana,
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: true });
}

async function statementsOf(adminId: number) {
  return t.db
    .selectFrom('agent_statements')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('week_start')
    .execute()
    .then((rows) =>
      rows.map((r) => ({
        week: r.week_start,
        players: Number(r.players),
        stakes: Number(r.stakes),
        wins: Number(r.wins),
        netLoss: Number(r.net_loss),
        carriedIn: Number(r.carried_in),
        commissionBp: Number(r.commission_bp),
        commission: Number(r.commission),
        overrideNetLoss: Number(r.override_net_loss),
        overrideBp: Number(r.override_bp),
        override: Number(r.override),
        carriedOut: Number(r.carried_out),
      })),
    );
}

async function commissions() {
  const rows = await t.db
    .selectFrom('float_movements')
    .select(['admin_id', 'amount', 'statement_id', 'note', 'by_admin_id'])
    .where('kind', '=', 'commission')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ adminId: Number(r.admin_id), amount: Number(r.amount), note: r.note, by: r.by_admin_id }));
}

async function floatOf(adminId: number) {
  const row = await t.db
    .selectFrom('agent_floats')
    .select('balance')
    .where('admin_id', '=', adminId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

describe('the statement arithmetic', () => {
  beforeEach(async () => {
    t = await createTestApp({ demo: false });
  });

  it('floors commission and override, pays nothing on a net win, and carries only a deficit', () => {
    const play = (stakes: number, wins: number) => ({ players: 1, stakes, wins });
    const base = { agents: { stakes: 0, wins: 0 }, commissionBp: 1050, overrideBp: 0, previousCarriedOut: 0 };
    expect(statementFigures({ ...base, own: play(3800, 950), carryOver: false })).toMatchObject({
      netLoss: 2850,
      commission: 299,
      carriedOut: 0,
    });
    expect(statementFigures({ ...base, own: play(100, 900), carryOver: false })).toMatchObject({
      netLoss: -800,
      commission: 0,
      carriedOut: 0,
    });
    expect(statementFigures({ ...base, own: play(100, 900), carryOver: true })).toMatchObject({
      commission: 0,
      carriedOut: -800,
    });
    expect(statementFigures({ ...base, own: play(1000, 0), carryOver: true, previousCarriedOut: -800 })).toMatchObject({
      carriedIn: -800,
      commission: 21, // floor(1050 × 200 / 10 000) = floor(21)
      carriedOut: 0,
    });
    expect(statementFigures({ ...base, own: play(1000, 0), carryOver: false, previousCarriedOut: -800 })).toMatchObject(
      { carriedIn: 0, commission: 105 },
    );
    const master = statementFigures({
      ...base,
      own: play(0, 0),
      agents: { stakes: 1999, wins: 0 },
      overrideBp: 250,
      carryOver: true,
    });
    expect(master).toMatchObject({ overrideNetLoss: 1999, override: 49, commission: 0, carriedOut: 0 }); // floor(49.975)
    expect(
      statementFigures({ ...base, own: play(0, 0), agents: { stakes: 0, wins: 10 }, overrideBp: 250, carryOver: true }),
    ).toMatchObject({
      override: 0,
      carriedOut: 0, // the override carries nothing
    });
  });
});

/**
 * A master agent M (5% on their own players, 2.5% override) with agents A1 (10.5%) and A2 (8%); players
 * P1, P2 of A1, P3 of A2, PM of M, each with 10,000 points; every bid a Single Digit on an open session,
 * every declaration a pana of ank 1 (128), so digit 1 wins 9.5 times its points.
 *
 * Week 1 (Mon 2026-11-23 … Sun 11-29):
 * - Mon, Kalyan Morning: P1 100 on 1 (wins 950) and 1,400 on 2; P2 2,000 on 3; P3 200 on 1 (wins 1,900);
 *   PM 401 on 5. Declared Monday 12:30.
 * - Sun, Kalyan: P2 300 on 1 (wins 2,850) and P3 150 on 7, declared only on Monday 11-30 (week 2):
 *   the stakes count in week 1, P2's win in week 2.
 * Week 2 (Mon 11-30 … Sun 12-06): P1 1,000 on 9 and P3 2,000 on 4 at Kalyan Morning, declared Monday.
 *
 * By hand:
 * | account | week | players | stakes | wins  | net    | carry off: commission | carry on: in, commission, out |
 * |---------|------|---------|--------|-------|--------|-----------------------|-------------------------------|
 * | A1      | 1    | 2       | 3,800  | 950   | 2,850  | ⌊1050×2850/1e4⌋ = 299 | 0, 299, 0                     |
 * | A2      | 1    | 1       | 350    | 1,900 | −1,550 | 0 (a net win)          | 0, 0, −1,550                  |
 * | M       | 1    | 1       | 401    | 0     | 401    | ⌊500×401/1e4⌋ = 20     | 0, 20, 0                      |
 * | A1      | 2    | 1       | 1,000  | 2,850 | −1,850 | 0 (a net win)          | 0, 0, −1,850                  |
 * | A2      | 2    | 1       | 2,000  | 0     | 2,000  | ⌊800×2000/1e4⌋ = 160   | −1,550, ⌊800×450/1e4⌋ = 36, 0 |
 * | M       | 2    | 0       | 0      | 0     | 0      | 0                      | 0, 0, 0                       |
 * M's override: week 1 on 2,850 − 1,550 = 1,300: ⌊250×1300/1e4⌋ = 32; week 2 on −1,850 + 2,000 = 150: ⌊3.75⌋ = 3.
 */
describe.each([
  { carryOver: false, label: 'carry-over off' },
  { carryOver: true, label: 'carry-over on' },
])('closing a fortnight played through the API ($label)', ({ carryOver }) => {
  let m: TestAgent;
  let a1: TestAgent;
  let a2: TestAgent;

  beforeEach(async () => {
    t = await createTestApp({ demo: false, config: { MARKET_CACHE_MS: 0 } });
    const owner = await loginAdmin(t, 'owner');
    const saved = await consoleCall(t, 'PUT', '/admin/api/settings', owner, {
      agent_carry_over: carryOver ? '1' : '0',
    });
    expect(saved.body).toMatchObject({ status: true, settings: { agent_carry_over: carryOver ? '1' : '0' } });
    m = await createTestAgent(t, { role: 'master_agent', commissionBp: 500, overrideBp: 250 });
    a1 = await createTestAgent(t, { role: 'agent', commissionBp: 1050, parentId: m.id, overrideBp: 9999 }); // an agent's override rate counts for nothing
    a2 = await createTestAgent(t, { role: 'agent', commissionBp: 800, parentId: m.id });
  });

  it('closes each week once it has ended, with the hand-computed figures, and posts each commission to the float', async () => {
    const p1 = await createAgentPlayer(t, a1.id, { balance: 10_000 });
    const p2 = await createAgentPlayer(t, a1.id, { balance: 10_000 });
    const p3 = await createAgentPlayer(t, a2.id, { balance: 10_000 });
    const pm = await createAgentPlayer(t, m.id, { balance: 10_000 });
    const house = await createAgentPlayer(t, null, { balance: 10_000 }); // nobody's: in no statement
    const morning = await marketIdOf(t.db, 'main', 'Kalyan Morning');
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');

    // Week 1, Monday.
    t.clock.set(ist('2026-11-23', '10:00'));
    await bid(p1.token, morning, [
      ['1', 100],
      ['2', 1400],
    ]);
    await bid(p2.token, morning, [['3', 2000]]);
    await bid(p3.token, morning, [['1', 200]]);
    await bid(pm.token, morning, [['5', 401]]);
    await bid(house.token, morning, [['6', 5000]]);
    t.clock.set(ist('2026-11-23', '12:30'));
    await declareOpen(morning, '2026-11-23', '128');
    // Week 1, Sunday afternoon: declared next week.
    t.clock.set(ist('2026-11-29', '15:00'));
    await bid(p2.token, kalyan, [['1', 300]]);
    await bid(p3.token, kalyan, [['7', 150]]);

    // Sunday 23:59:59.999 India time: the week has not ended.
    t.clock.set(ist('2026-11-30', '00:00') - 1);
    expect(await closeDueStatements(t.db, t.clock.now())).toEqual({ closed: 0, paid: 0, points: 0, failed: [] });
    // Sunday 24:00: it has.
    t.clock.set(ist('2026-11-30', '00:00'));
    expect(await closeDueStatements(t.db, t.clock.now())).toEqual({
      closed: 3,
      paid: 2,
      points: 299 + 20 + 32,
      failed: [],
    });
    expect(await closeDueStatements(t.db, t.clock.now())).toEqual({ closed: 0, paid: 0, points: 0, failed: [] });

    // Week 2, Monday: Sunday's draw declared (P2's win), new bids, declared.
    t.clock.set(ist('2026-11-30', '10:00'));
    await declareOpen(kalyan, '2026-11-29', '128');
    await bid(p1.token, morning, [['9', 1000]]);
    await bid(p3.token, morning, [['4', 2000]]);
    t.clock.set(ist('2026-11-30', '12:30'));
    await declareOpen(morning, '2026-11-30', '128');
    t.clock.set(ist('2026-12-07', '00:00'));
    const week2 = await closeDueStatements(t.db, t.clock.now());
    expect(week2).toEqual({ closed: 3, paid: 2, points: carryOver ? 36 + 3 : 160 + 3, failed: [] });

    const w1 = '2026-11-23';
    const w2 = '2026-11-30';
    const none = { overrideNetLoss: 0, overrideBp: 0, override: 0 };
    expect(await statementsOf(a1.id)).toEqual([
      {
        week: w1,
        players: 2,
        stakes: 3800,
        wins: 950,
        netLoss: 2850,
        carriedIn: 0,
        commissionBp: 1050,
        commission: 299,
        ...none,
        carriedOut: 0,
      },
      {
        week: w2,
        players: 1,
        stakes: 1000,
        wins: 2850,
        netLoss: -1850,
        carriedIn: 0,
        commissionBp: 1050,
        commission: 0,
        ...none,
        carriedOut: carryOver ? -1850 : 0,
      },
    ]);
    expect(await statementsOf(a2.id)).toEqual([
      {
        week: w1,
        players: 1,
        stakes: 350,
        wins: 1900,
        netLoss: -1550,
        carriedIn: 0,
        commissionBp: 800,
        commission: 0,
        ...none,
        carriedOut: carryOver ? -1550 : 0,
      },
      {
        week: w2,
        players: 1,
        stakes: 2000,
        wins: 0,
        netLoss: 2000,
        carriedIn: carryOver ? -1550 : 0,
        commissionBp: 800,
        commission: carryOver ? 36 : 160,
        ...none,
        carriedOut: 0,
      },
    ]);
    expect(await statementsOf(m.id)).toEqual([
      {
        week: w1,
        players: 1,
        stakes: 401,
        wins: 0,
        netLoss: 401,
        carriedIn: 0,
        commissionBp: 500,
        commission: 20,
        overrideNetLoss: 1300,
        overrideBp: 250,
        override: 32,
        carriedOut: 0,
      },
      {
        week: w2,
        players: 0,
        stakes: 0,
        wins: 0,
        netLoss: 0,
        carriedIn: 0,
        commissionBp: 500,
        commission: 0,
        overrideNetLoss: 150,
        overrideBp: 250,
        override: 3,
        carriedOut: 0,
      },
    ]);

    // One commission movement per paying statement, from the server, into the float.
    expect(await commissions()).toEqual([
      { adminId: m.id, amount: 52, note: 'Commission, week of 2026-11-23', by: null },
      { adminId: a1.id, amount: 299, note: 'Commission, week of 2026-11-23', by: null },
      { adminId: m.id, amount: 3, note: 'Commission, week of 2026-11-30', by: null },
      { adminId: a2.id, amount: carryOver ? 36 : 160, note: 'Commission, week of 2026-11-30', by: null },
    ]);
    expect(await floatOf(a1.id)).toBe(299);
    expect(await floatOf(a2.id)).toBe(carryOver ? 36 : 160);
    expect(await floatOf(m.id)).toBe(55);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('closing', () => {
  beforeEach(async () => {
    t = await createTestApp({ demo: false });
  });

  /** An agent with a losing player in the week of MONDAY_MORNING (1,000 staked, nothing won: 10% is 100). */
  async function losingWeek() {
    const agent = await createTestAgent(t, { role: 'agent', commissionBp: 1000 });
    const player = await createAgentPlayer(t, agent.id, { balance: 5000 });
    const market = await marketIdOf(t.db, 'main', 'Kalyan');
    await insertBids(
      t.db,
      [
        {
          userId: player.id,
          marketId: market,
          family: 'main',
          date: '2026-11-23',
          lines: [{ type: 'single_digit', session: 'open', digits: '4', points: 1000 }],
        },
      ],
      t.clock.now(),
    );
    t.clock.set(ist('2026-11-30', '06:00'));
    return agent;
  }

  it('closes once when two runs close the same week at the same moment', async () => {
    const agent = await losingWeek();
    const second = testEngine() === 'postgres' ? openDatabase(t.config.DATABASE_URL) : null;
    try {
      // On PostgreSQL a second process: its own Kysely instance and pool on the same database.
      const runs = await Promise.all([
        closeDueStatements(t.db, t.clock.now()),
        closeDueStatements(second?.db ?? t.db, t.clock.now()),
      ]);
      expect(runs.map((r) => r.closed).sort()).toEqual([0, 1]);
      expect(runs.flatMap((r) => r.failed)).toEqual([]);
    } finally {
      await second?.close();
    }
    expect((await statementsOf(agent.id)).map((s) => [s.week, s.commission])).toEqual([['2026-11-23', 100]]);
    expect(await commissions()).toEqual([
      { adminId: agent.id, amount: 100, note: 'Commission, week of 2026-11-23', by: null },
    ]);
    expect(await floatOf(agent.id)).toBe(100);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it.runIf(testEngine() === 'sqlite')(
    'closes once when a second process closes the same SQLite file at the same moment',
    async () => {
      // The server and `npm run housekeeping` beside it: two connections (two writer threads) on one file.
      await t.close();
      const dir = mkdtempSync(join(tmpdir(), 'pana-statements-'));
      t = await openTestApp(join(dir, 'pana.db'), { demo: false });
      try {
        const agent = await losingWeek();
        const second = openDatabase(t.config.DATABASE_URL);
        try {
          for (let round = 0; round < 3; round++) {
            const runs = await Promise.all([
              closeDueStatements(t.db, t.clock.now()),
              closeDueStatements(second.db, t.clock.now()),
            ]);
            expect(runs.flatMap((r) => r.failed)).toEqual([]);
            expect(runs.reduce((n, r) => n + r.closed, 0)).toBe(round === 0 ? 1 : 0);
          }
        } finally {
          await second.close();
        }
        expect(await commissions()).toEqual([
          { adminId: agent.id, amount: 100, note: 'Commission, week of 2026-11-23', by: null },
        ]);
        expect(await checkLedger(t.db)).toEqual([]);
      } finally {
        await t.close();
        t = await createTestApp({ demo: false }); // closed again by afterEach
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('closes once when many runs race, on both engines', async () => {
    const agent = await losingWeek();
    const runs = await Promise.all(Array.from({ length: 5 }, () => closeDueStatements(t.db, t.clock.now())));
    expect(runs.reduce((n, r) => n + r.closed, 0)).toBe(1);
    expect(await commissions()).toHaveLength(1);
    expect(await floatOf(agent.id)).toBe(100);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('closes suspended agents too, one statement per week since their creation week, a week without play at zero', async () => {
    const agent = await createTestAgent(t, { role: 'agent', commissionBp: 1000, suspended: true });
    t.clock.set(ist('2026-12-16', '09:00'));
    expect((await closeDueStatements(t.db, t.clock.now())).closed).toBe(3);
    expect((await statementsOf(agent.id)).map((s) => [s.week, s.players, s.stakes, s.commission])).toEqual([
      ['2026-11-23', 0, 0, 0],
      ['2026-11-30', 0, 0, 0],
      ['2026-12-07', 0, 0, 0],
    ]);
    expect(await commissions()).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it(`goes back at most ${STATEMENT_BACKFILL_WEEKS} weeks on a first run`, async () => {
    const agent = await createTestAgent(t, { role: 'agent', commissionBp: 1000 });
    t.clock.set(ist('2027-03-03', '09:00')); // a Wednesday, 14 weeks on
    expect((await closeDueStatements(t.db, t.clock.now())).closed).toBe(STATEMENT_BACKFILL_WEEKS);
    const weeks = (await statementsOf(agent.id)).map((s) => s.week);
    expect(weeks[0]).toBe('2027-01-04');
    expect(weeks.at(-1)).toBe('2027-02-22');
  });

  it('runs from the server’s housekeeper: when it starts, and after each housekeeping run', async () => {
    const agent = await losingWeek();
    const keeper = new Housekeeper({ db: t.db, clock: t.clock, config: t.config });
    keeper.start();
    await keeper.stop(); // waits for the closing its start began
    expect((await statementsOf(agent.id)).map((s) => s.week)).toEqual(['2026-11-23']);
    t.clock.set(ist('2026-12-07', '06:00'));
    const next = new Housekeeper({ db: t.db, clock: t.clock, config: t.config });
    await next.run();
    expect((await statementsOf(agent.id)).map((s) => s.week)).toEqual(['2026-11-23', '2026-11-30']);
    await next.stop();
    expect(await commissions()).toHaveLength(1);
  });
});

describe('the CSV and who may read statements', () => {
  let m: TestAgent;
  let a1: TestAgent;
  let a2: TestAgent;
  let other: TestAgent;
  let ids: { m: number; a1: number; a2: number; other: number };

  beforeEach(async () => {
    t = await createTestApp({ demo: false });
    m = await createTestAgent(t, { role: 'master_agent', commissionBp: 500, overrideBp: 100 });
    a1 = await createTestAgent(t, { role: 'agent', commissionBp: 1000, parentId: m.id });
    a2 = await createTestAgent(t, { role: 'agent', commissionBp: 1000, parentId: m.id });
    other = await createTestAgent(t, { role: 'agent', commissionBp: 1000 });
    const market = await marketIdOf(t.db, 'main', 'Kalyan');
    const line = (points: number) => [{ type: 'single_digit' as const, session: 'open' as const, digits: '4', points }];
    const players = [
      await createAgentPlayer(t, a1.id, { balance: 5000, mobile: '9000000002', name: '=Ravi, "the" punter' }),
      await createAgentPlayer(t, a1.id, { balance: 5000, mobile: '9000000001', name: 'Asha' }),
      await createAgentPlayer(t, m.id, { balance: 5000, mobile: '9000000003', name: 'Mohan' }),
      await createAgentPlayer(t, a2.id, { balance: 5000, mobile: '9000000004', name: 'Zoya' }),
      await createAgentPlayer(t, other.id, { balance: 5000, mobile: '9000000005', name: 'Other' }),
    ];
    const points = [300, 200, 100, 400, 50];
    await insertBids(
      t.db,
      players.map((p, i) => ({
        userId: p.id,
        marketId: market,
        family: 'main' as const,
        date: '2026-11-23',
        lines: line(points[i] as number),
      })),
      t.clock.now(),
    );
    t.clock.set(ist('2026-11-30', '06:00'));
    await closeDueStatements(t.db, t.clock.now());
    for (const a of [m, a1, a2, other]) a.token = await loginAgent(t, a.username);
    const idOf = async (adminId: number) =>
      Number(
        (
          await t.db
            .selectFrom('agent_statements')
            .select('id')
            .where('admin_id', '=', adminId)
            .executeTakeFirstOrThrow()
        ).id,
      );
    ids = { m: await idOf(m.id), a1: await idOf(a1.id), a2: await idOf(a2.id), other: await idOf(other.id) };
  });

  it('lists the statement’s figures, then one line per player, formulas defused', async () => {
    const viewer = await loginAdmin(t, 'viewer');
    const res = await consoleCall(t, 'GET', `/admin/api/agents/statements/${ids.a1}/csv`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${a1.username}-2026-11-23.csv"`);
    expect(res.text.split('\r\n')).toEqual([
      'agent,role,week_start,week_end,players,stakes,wins,net_loss,carried_in,commission_bp,commission,override_net_loss,override_bp,override,carried_out,total,closed_at',
      `${a1.username},agent,2026-11-23,2026-11-29,2,500,0,500,0,1000,50,0,0,0,0,50,2026-11-30T00:30:00.000Z`,
      '',
      'mobile,name,agent,stakes,wins,net',
      `9000000001,Asha,${a1.username},200,0,200`,
      `9000000002,"'=Ravi, ""the"" punter",${a1.username},300,0,300`,
      '',
    ]);
    // A master agent's lists their own players, then their agents'.
    const master = await consoleCall(t, 'GET', `/admin/api/agents/statements/${ids.m}/csv`, viewer);
    expect(master.text.split('\r\n').slice(1, 2)).toEqual([
      `${m.username},master_agent,2026-11-23,2026-11-29,1,100,0,100,0,500,5,900,100,9,0,14,2026-11-30T00:30:00.000Z`,
    ]);
    expect(master.text.split('\r\n').slice(4)).toEqual([
      `9000000003,Mohan,${m.username},100,0,100`,
      `9000000001,Asha,${a1.username},200,0,200`,
      `9000000002,"'=Ravi, ""the"" punter",${a1.username},300,0,300`,
      `9000000004,Zoya,${a2.username},400,0,400`,
      '',
    ]);
  });

  it('keeps the players as they were when the week closed, so a move afterwards leaves the CSV adding up', async () => {
    const owner = await loginAdmin(t, 'owner');
    expect((await consoleCall(t, 'PATCH', '/admin/api/players/9000000001/agent', owner, { agentId: other.id })).statusCode).toBe(200);
    const csv = async (id: number) => (await consoleCall(t, 'GET', `/admin/api/agents/statements/${id}/csv`, owner)).text.split('\r\n');
    expect((await csv(ids.a1)).slice(4)).toEqual([
      `9000000001,Asha,${a1.username},200,0,200`,
      `9000000002,"'=Ravi, ""the"" punter",${a1.username},300,0,300`,
      '',
    ]);
    expect((await csv(ids.other)).slice(4)).toEqual([`9000000005,Other,${other.username},50,0,50`, '']);
  });

  it('lists statements for staff, newest first, by week and agent', async () => {
    const viewer = await loginAdmin(t, 'viewer');
    const all = await consoleCall(t, 'GET', '/admin/api/agents/statements', viewer);
    expect(all.statusCode).toBe(200);
    expect(all.body).toMatchObject({ status: true, total: 4, page: 1 });
    expect(all.body.items.map((s: any) => s.agent.username)).toEqual([
      m.username,
      a1.username,
      a2.username,
      other.username,
    ]);
    expect(all.body.items[0]).toMatchObject({
      id: ids.m,
      agent: { id: m.id, username: m.username, displayName: `Agent ${m.username}`, role: 'master_agent' },
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      players: 1,
      stakes: 100,
      commission: 5,
      overrideNetLoss: 900,
      override: 9,
      total: 14,
    });
    const one = await consoleCall(t, 'GET', '/admin/api/agents/statements', viewer, {
      agentId: a2.id,
      week: '2026-11-23',
    });
    expect(one.body.items.map((s: any) => s.id)).toEqual([ids.a2]);
    expect(
      (await consoleCall(t, 'GET', '/admin/api/agents/statements', viewer, { week: '2026-11-30' })).body.items,
    ).toEqual([]);
    for (const [query, msg] of [
      [{ week: '2026-11-24' }, 'Week must be the date of a Monday written YYYY-MM-DD'],
      [{ week: '2026-02-30' }, 'Week must be the date of a Monday written YYYY-MM-DD'],
      [{ agentId: 'x' }, 'Agent id must be a whole number'],
      [{ page: '0' }, 'Page must be a whole number from 1'],
    ] as const) {
      expect(await consoleCall(t, 'GET', '/admin/api/agents/statements', viewer, query)).toMatchObject({
        statusCode: 400,
        body: { status: false, msg },
      });
    }
    expect(await consoleCall(t, 'GET', '/admin/api/agents/statements/999999/csv', viewer)).toMatchObject({
      statusCode: 404,
      body: { status: false, msg: 'Statement not found' },
    });
  });

  it('shows an agent their own statements, a master agent their agents’ too, and the week so far', async () => {
    const mine = await consoleCall(t, 'GET', '/admin/api/agent/statements', a1.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.items.map((s: any) => [s.id, s.mine])).toEqual([[ids.a1, true]]);
    expect(mine.body.openWeek).toEqual({
      weekStart: '2026-11-30',
      weekEnd: '2026-12-06',
      players: 0,
      stakes: 0,
      wins: 0,
      netLoss: 0,
      carriedIn: 0,
      estimatedCommission: 0,
      overrideNetLoss: 0,
      estimatedOverride: 0,
    });
    const masters = await consoleCall(t, 'GET', '/admin/api/agent/statements', m.token);
    expect(masters.body.items.map((s: any) => [s.id, s.mine])).toEqual([
      [ids.m, true],
      [ids.a1, false],
      [ids.a2, false],
    ]);
    expect(
      (await consoleCall(t, 'GET', '/admin/api/agent/statements', m.token, { agentId: a2.id })).body.items.map(
        (s: any) => s.id,
      ),
    ).toEqual([ids.a2]);
    for (const [token, agentId] of [
      [m.token, other.id],
      [a1.token, a2.id],
      [a1.token, m.id],
    ] as const) {
      expect(await consoleCall(t, 'GET', '/admin/api/agent/statements', token, { agentId })).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'This agent is not yours' },
      });
    }

    // The open week: a1's player loses 700 this week, a2's wins 950 on 100.
    const market = await marketIdOf(t.db, 'main', 'Kalyan');
    const asha = Number(
      (await t.db.selectFrom('users').select('id').where('mobile', '=', '9000000001').executeTakeFirstOrThrow()).id,
    );
    const zoya = Number(
      (await t.db.selectFrom('users').select('id').where('mobile', '=', '9000000004').executeTakeFirstOrThrow()).id,
    );
    await insertBids(
      t.db,
      [
        {
          userId: asha,
          marketId: market,
          family: 'main',
          date: '2026-11-30',
          lines: [{ type: 'single_digit', session: 'open', digits: '4', points: 700 }],
        },
      ],
      t.clock.now(),
    );
    await insertBids(
      t.db,
      [
        {
          userId: zoya,
          marketId: market,
          family: 'main',
          date: '2026-11-30',
          lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 100 }],
        },
      ],
      t.clock.now(),
    );
    const operator = await loginAdmin(t, 'operator');
    t.clock.set(ist('2026-11-30', '16:00'));
    expect(
      (
        await consoleCall(t, 'POST', '/admin/api/results', operator, {
          kind: 'main',
          marketId: market,
          date: '2026-11-30',
          session: 'open',
          pana: '128',
        })
      ).body,
    ).toMatchObject({ status: true });
    expect((await consoleCall(t, 'GET', '/admin/api/agent/statements', a1.token)).body.openWeek).toMatchObject({
      players: 1,
      stakes: 700,
      wins: 0,
      netLoss: 700,
      estimatedCommission: 70,
    });
    expect((await consoleCall(t, 'GET', '/admin/api/agent/statements', m.token)).body.openWeek).toMatchObject({
      players: 0,
      stakes: 0,
      estimatedCommission: 0,
      overrideNetLoss: 700 + 100 - 950,
      estimatedOverride: 0,
    });
  });

  it('gives an agent the CSV of their own statements and a master agent their agents’, and nobody else’s (404)', async () => {
    const csv = (token: string, id: number) => consoleCall(t, 'GET', `/admin/api/agent/statements/${id}/csv`, token);
    expect((await csv(a1.token, ids.a1)).statusCode).toBe(200);
    expect((await csv(m.token, ids.a1)).statusCode).toBe(200);
    expect((await csv(m.token, ids.m)).statusCode).toBe(200);
    for (const [token, id] of [
      [a1.token, ids.a2],
      [a1.token, ids.m],
      [a2.token, ids.a1],
      [m.token, ids.other],
      [other.token, ids.a1],
      [a1.token, 999999],
    ] as const) {
      expect(await csv(token, id)).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'Statement not found' },
      });
    }
  });

  it('lets each caller through to each new route or refuses them in the envelope', async () => {
    const player = await createAgentPlayer(t, null, { balance: 0 });
    const tokens: Record<string, string | null> = {
      anonymous: null,
      player: player.token,
      viewer: await loginAdmin(t, 'viewer'),
      operator: await loginAdmin(t, 'operator'),
      owner: await loginAdmin(t, 'owner'),
      master_agent: m.token,
      agent: a1.token,
    };
    const staff = {
      anonymous: 401,
      player: 401,
      viewer: 200,
      operator: 200,
      owner: 200,
      master_agent: 403,
      agent: 403,
    };
    const agents = {
      anonymous: 401,
      player: 401,
      viewer: 403,
      operator: 403,
      owner: 403,
      master_agent: 200,
      agent: 200,
    };
    const routes: Array<[string, Record<string, number>]> = [
      ['/admin/api/agents/statements', staff],
      [`/admin/api/agents/statements/${ids.a1}/csv`, staff],
      ['/admin/api/reports/agents', staff],
      ['/admin/api/agent/statements', agents],
      [`/admin/api/agent/statements/${ids.a1}/csv`, agents],
    ];
    for (const [url, expected] of routes) {
      for (const [caller, token] of Object.entries(tokens)) {
        const res = await consoleCall(t, 'GET', url, token);
        expect([url, caller, res.statusCode]).toEqual([url, caller, expected[caller]]);
        if (res.statusCode !== 200) {
          expect(res.body).toEqual({
            status: false,
            msg: res.statusCode === 401 ? 'Please log in' : 'Not allowed for your role',
          });
        }
      }
    }
  });
});

describe('the carry-over setting', () => {
  beforeEach(async () => {
    t = await createTestApp({ demo: false });
  });

  it('is off by default, the owner’s only, checked, and audited', async () => {
    const owner = await loginAdmin(t, 'owner');
    const operator = await loginAdmin(t, 'operator');
    const viewer = await loginAdmin(t, 'viewer');
    const agent = await createTestAgent(t, { role: 'agent', commissionBp: 100 });
    expect((await consoleCall(t, 'GET', '/admin/api/settings', viewer)).body.settings.agent_carry_over).toBe('0');
    const audits = async () =>
      Number(
        (
          await t.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await audits();
    expect(await consoleCall(t, 'PUT', '/admin/api/settings', operator, { agent_carry_over: '1' })).toMatchObject({
      statusCode: 403,
      body: { status: false, msg: 'Only an owner can change agent_carry_over' },
    });
    expect(
      await consoleCall(t, 'PUT', '/admin/api/settings', operator, { agent_carry_over: '1', marquee_text: 'Hello' }),
    ).toMatchObject({ statusCode: 403 });
    expect((await consoleCall(t, 'PUT', '/admin/api/settings', viewer, { agent_carry_over: '1' })).statusCode).toBe(
      403,
    );
    expect(
      (await consoleCall(t, 'PUT', '/admin/api/settings', agent.token, { agent_carry_over: '1' })).statusCode,
    ).toBe(403);
    expect(await consoleCall(t, 'PUT', '/admin/api/settings', owner, { agent_carry_over: 'yes' })).toMatchObject({
      statusCode: 400,
      body: { status: false, msg: 'agent_carry_over must be 0 or 1' },
    });
    expect(await audits()).toBe(before);
    expect((await consoleCall(t, 'GET', '/admin/api/settings', viewer)).body.settings).toMatchObject({
      agent_carry_over: '0',
      marquee_text: '',
    });

    expect(await consoleCall(t, 'PUT', '/admin/api/settings', owner, { agent_carry_over: '1' })).toMatchObject({
      statusCode: 200,
      body: { status: true, settings: { agent_carry_over: '1' } },
    });
    const row = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'settings.update', entity: 'settings', entity_id: 'agent_carry_over' });
    expect(JSON.parse(row.before_json ?? '')).toEqual({ agent_carry_over: '0' });
    expect(JSON.parse(row.after_json ?? '')).toEqual({ agent_carry_over: '1' });
    // An operator may still save other settings beside it when it is not among them.
    expect((await consoleCall(t, 'PUT', '/admin/api/settings', operator, { marquee_text: 'Hello' })).statusCode).toBe(
      200,
    );
  });
});
