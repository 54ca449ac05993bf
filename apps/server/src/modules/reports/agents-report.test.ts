import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentPlayer, createTestAgent, type TestAgent } from '../../test/agents.ts';
import { consoleCall, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, openTestApp, type TestApp } from '../../test/harness.ts';
import { testEngine } from '../../test/postgres.ts';
import { closeDueStatements } from '../agents/statements.ts';

/**
 * The owner's agent report (ADR 029): per agent and master agent, players, active players, stakes,
 * wins, net, commission of the statements whose week starts in the range, the float now, and a master
 * agent's subtotal with their agents' players.
 */

let t: TestApp;
let m: TestAgent;
let a1: TestAgent;
let a2: TestAgent;
let b: TestAgent;
afterEach(() => t.close());

const ist = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

/**
 * Master agent m-north (5%, override 1%) with agents a-one and a-two (10% each); b-solo (10%, suspended)
 * under the owner. Week of 2026-11-23 at Kalyan: m-north's player 100 on 4, a-one's two players 300 on 1
 * (wins 2,850) and 200 on 4, b-solo's player 500 on 4, a house player 1,000 on 4; a-two's player does not
 * play. Closed: m-north earns 5 (on 100; the override's base is −2,350), b-solo 50. The next week a-one's
 * second player stakes 200 more.
 */
beforeEach(async () => {
  t = await createTestApp({ demo: false });
  m = await createTestAgent(t, { role: 'master_agent', commissionBp: 500, overrideBp: 100, username: 'm-north' });
  a1 = await createTestAgent(t, { role: 'agent', commissionBp: 1000, parentId: m.id, username: 'a-one' });
  a2 = await createTestAgent(t, { role: 'agent', commissionBp: 1000, parentId: m.id, username: 'a-two' });
  b = await createTestAgent(t, { role: 'agent', commissionBp: 1000, username: 'b-solo', suspended: true });
  const pm = await createAgentPlayer(t, m.id, { balance: 5000 });
  const p1 = await createAgentPlayer(t, a1.id, { balance: 5000 });
  const p2 = await createAgentPlayer(t, a1.id, { balance: 5000 });
  await createAgentPlayer(t, a2.id, { balance: 5000 });
  const q = await createAgentPlayer(t, b.id, { balance: 5000 });
  const house = await createAgentPlayer(t, null, { balance: 5000 });
  const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
  const on = (userId: number, digits: string, points: number, date = '2026-11-23') => ({
    userId,
    marketId: kalyan,
    family: 'main' as const,
    date,
    lines: [{ type: 'single_digit' as const, session: 'open' as const, digits, points }],
  });
  await insertBids(
    t.db,
    [on(pm.id, '4', 100), on(p1.id, '1', 300), on(p2.id, '4', 200), on(q.id, '4', 500), on(house.id, '4', 1000)],
    t.clock.now(),
  );
  t.clock.set(ist('2026-11-23', '16:00'));
  const operator = await loginAdmin(t, 'operator');
  const declared = await consoleCall(t, 'POST', '/admin/api/results', operator, {
    kind: 'main',
    marketId: kalyan,
    date: '2026-11-23',
    session: 'open',
    pana: '128',
  });
  expect(declared.body).toMatchObject({ status: true, winners: 1, payout: 2850 });
  t.clock.set(ist('2026-11-30', '06:00'));
  expect(await closeDueStatements(t.db, t.clock.now())).toMatchObject({ closed: 4, paid: 2, points: 55 });
  t.clock.set(ist('2026-12-01', '10:00'));
  await insertBids(t.db, [on(p2.id, '4', 200, '2026-12-01')], t.clock.now());
});

const report = async (query: Record<string, unknown>) =>
  consoleCall(t, 'GET', '/admin/api/reports/agents', await loginAdmin(t, 'viewer'), query);

describe('the agent report', () => {
  it('sums each account and a master agent’s network between two dates', async () => {
    const res = await report({ from: '2026-11-23', to: '2026-11-29' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, from: '2026-11-23', to: '2026-11-29' });
    const agent = (x: TestAgent, role: 'master_agent' | 'agent') => ({
      id: x.id,
      username: x.username,
      displayName: `Agent ${x.username}`,
      role,
    });
    const master = { id: m.id, username: 'm-north' };
    expect(res.body.rows).toEqual([
      {
        agent: agent(m, 'master_agent'),
        master: null,
        suspended: false,
        players: 1,
        activePlayers: 1,
        stakes: 100,
        wins: 0,
        net: 100,
        commission: 5,
        override: 0,
        float: 5,
        subtotal: { players: 4, activePlayers: 3, stakes: 600, wins: 2850, net: -2250 },
      },
      {
        agent: agent(a1, 'agent'),
        master,
        suspended: false,
        players: 2,
        activePlayers: 2,
        stakes: 500,
        wins: 2850,
        net: -2350,
        commission: 0,
        override: 0,
        float: 0,
        subtotal: null,
      },
      {
        agent: agent(a2, 'agent'),
        master,
        suspended: false,
        players: 1,
        activePlayers: 0,
        stakes: 0,
        wins: 0,
        net: 0,
        commission: 0,
        override: 0,
        float: 0,
        subtotal: null,
      },
      {
        agent: agent(b, 'agent'),
        master: null,
        suspended: true,
        players: 1,
        activePlayers: 1,
        stakes: 500,
        wins: 0,
        net: 500,
        commission: 50,
        override: 0,
        float: 50,
        subtotal: null,
      },
    ]);
  });

  it('counts the days of the range only, and statements whose week starts in it', async () => {
    const second = await report({ from: '2026-11-24', to: '2026-12-06' });
    expect(
      second.body.rows.map((r: any) => [r.agent.username, r.activePlayers, r.stakes, r.wins, r.commission]),
    ).toEqual([
      ['m-north', 0, 0, 0, 0],
      ['a-one', 1, 200, 0, 0],
      ['a-two', 0, 0, 0, 0],
      ['b-solo', 0, 0, 0, 0],
    ]);
    expect(second.body.rows[0].subtotal).toEqual({ players: 4, activePlayers: 1, stakes: 200, wins: 0, net: 200 });
    // Without dates: today (India), 2026-12-01.
    const today = await report({});
    expect(today.body).toMatchObject({ from: '2026-12-01', to: '2026-12-01' });
    expect(today.body.rows[1]).toMatchObject({ agent: { username: 'a-one' }, stakes: 200 });
  });

  it('downloads as CSV, a line per account with the master agent’s subtotal', async () => {
    const res = await report({ from: '2026-11-23', to: '2026-11-29', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="agents-2026-11-23-2026-11-29.csv"');
    expect(res.text.split('\r\n')).toEqual([
      'agent,name,role,master,suspended,players,active_players,stakes,wins,net,commission,override,float,subtotal_players,subtotal_active_players,subtotal_stakes,subtotal_wins,subtotal_net',
      'm-north,Agent m-north,master_agent,,no,1,1,100,0,100,5,0,5,4,3,600,2850,-2250',
      'a-one,Agent a-one,agent,m-north,no,2,2,500,2850,-2350,0,0,0,,,,,',
      'a-two,Agent a-two,agent,m-north,no,1,0,0,0,0,0,0,0,,,,,',
      'b-solo,Agent b-solo,agent,,yes,1,1,500,0,500,50,0,50,,,,,',
      '',
    ]);
  });

  it('refuses bad dates and ranges in the envelope', async () => {
    for (const [query, msg] of [
      [{ from: '2026-11-30', to: '2026-11-23' }, 'From date must not be after To date'],
      [{ from: '2025-01-01', to: '2026-11-23' }, 'Choose at most 366 days'],
      [{ from: '2026-02-30' }, 'Dates must be real dates written YYYY-MM-DD'],
      [{ format: 'pdf' }, 'Format must be json or csv'],
    ] as const) {
      expect(await report(query)).toMatchObject({ statusCode: 400, body: { status: false, msg } });
    }
  });
});

describe.runIf(testEngine() === 'sqlite')('on a SQLite file', () => {
  it('is read by the read pool’s worker threads, off the thread that answers players', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pana-agents-report-'));
    const onFile = await openTestApp(join(dir, 'pana.db'), { demo: false });
    try {
      const agent = await createTestAgent(onFile, { role: 'agent', commissionBp: 1000, username: 'f-file' });
      const player = await createAgentPlayer(onFile, agent.id, { balance: 1000 });
      const kalyan = await marketIdOf(onFile.db, 'main', 'Kalyan');
      await insertBids(
        onFile.db,
        [
          {
            userId: player.id,
            marketId: kalyan,
            family: 'main',
            date: '2026-11-23',
            lines: [{ type: 'single_digit', session: 'open', digits: '4', points: 250 }],
          },
        ],
        onFile.clock.now(),
      );
      const res = await consoleCall(onFile, 'GET', '/admin/api/reports/agents', await loginAdmin(onFile, 'viewer'), {
        from: '2026-11-23',
        to: '2026-11-23',
      });
      expect(res.body.rows).toMatchObject([
        { agent: { username: 'f-file' }, players: 1, activePlayers: 1, stakes: 250, net: 250 },
      ]);
    } finally {
      await onFile.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
