import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askCashout, call, createAgent, floatOf, playerOf, topUpFloat, walletOf } from '../../test/agent-fixtures.ts';
import { loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * Concurrent movements of one float or one wallet (ADR 029, "Conditional debits"), sent at once through
 * the API on both engines (PANA_TEST_DB; on PostgreSQL they run on separate connections): a float never
 * passes its floor, a wallet never goes below zero, and what succeeded is exactly what moved.
 */

let t: TestApp;
let owner: string;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  owner = await loginAdmin(t, 'owner');
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

/** The lowest balance a float ever had, from its ledger. */
async function lowestFloat(adminId: number): Promise<number> {
  const row = await t.db
    .selectFrom('float_ledger')
    .select((eb) => eb.fn.min<number>('balance_after').as('n'))
    .where('admin_id', '=', adminId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The points of a kind of wallet row, summed over every player. */
async function walletRows(kind: 'agent_credit' | 'agent_debit'): Promise<{ rows: number; points: number }> {
  const row = await t.db
    .selectFrom('wallet_ledger')
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('points'),
    ])
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), points: Number(row.points) };
}

const statuses = (answers: Array<{ statusCode: number; body: any }>) => {
  const ok = answers.filter((a) => a.statusCode === 200);
  const refusals = answers.filter((a) => a.statusCode !== 200).map((a) => [a.statusCode, a.body.msg]);
  return { ok: ok.length, refusals: [...new Set(refusals.map((r) => JSON.stringify(r)))].map((r) => JSON.parse(r)) };
};

describe('concurrent movements of one float or wallet', () => {
  it('credits from a float that covers only some of them: never below zero, each success moved once', async () => {
    const agent = await createAgent(t, owner, { role: 'agent', creditLimit: 0 });
    await topUpFloat(t, owner, agent.id, 550);
    const players = await Promise.all(Array.from({ length: 12 }, () => playerOf(t, agent.id)));
    const answers = await Promise.all(
      players.map((p) => call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, { amount: 100 })),
    );
    expect(statuses(answers)).toEqual({ ok: 5, refusals: [[409, 'Not enough float']] });
    expect(await floatOf(t, agent.id)).toBe(50);
    expect(await lowestFloat(agent.id)).toBe(50);
    expect(await walletRows('agent_credit')).toEqual({ rows: 5, points: 500 });
    expect((await Promise.all(players.map((p) => walletOf(t, p.id)))).reduce((a, b) => a + b, 0)).toBe(500);
    expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.body.float))).toEqual(
      new Set([450, 350, 250, 150, 50]),
    );
  });

  it('credits down to minus the credit limit and not one point past it', async () => {
    const agent = await createAgent(t, owner, { role: 'agent', creditLimit: 300 });
    await topUpFloat(t, owner, agent.id, 200);
    const player = await playerOf(t, agent.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', `/admin/api/agent/players/${player.mobile}/credit`, agent.token, { amount: 100 }),
      ),
    );
    expect(statuses(answers)).toEqual({ ok: 5, refusals: [[409, 'Beyond your credit limit of 300 points']] });
    expect(await floatOf(t, agent.id)).toBe(-300);
    expect(await lowestFloat(agent.id)).toBe(-300);
    expect(await walletOf(t, player.id)).toBe(500);
    expect(await walletRows('agent_credit')).toEqual({ rows: 5, points: 500 });
  });

  it("takes back on one cash-out request at once: the request consumed once, one movement", async () => {
    const agent = await createAgent(t, owner, { role: 'agent' });
    const player = await playerOf(t, agent.id, { balance: 350 });
    await askCashout(t, player, 300);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', `/admin/api/agent/players/${player.mobile}/take-back`, agent.token, { amount: 300 }),
      ),
    );
    expect(statuses(answers)).toEqual({ ok: 1, refusals: [[409, 'The player has not asked to cash out']] });
    expect(await walletOf(t, player.id)).toBe(50);
    expect(await floatOf(t, agent.id)).toBe(300);
    expect(await walletRows('agent_debit')).toEqual({ rows: 1, points: -300 });
    const done = await t.db
      .selectFrom('agent_cashout_requests')
      .select(['status', 'float_movement_id'])
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    expect(done.float_movement_id).not.toBeNull();
  });

  it("credits and take-backs of one agent's player racing each other both ways stay whole", async () => {
    const agent = await createAgent(t, owner, { role: 'agent' });
    await topUpFloat(t, owner, agent.id, 1000);
    const player = await playerOf(t, agent.id, { balance: 1000 });
    await askCashout(t, player, 100);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          t,
          'POST',
          `/admin/api/agent/players/${player.mobile}/${i % 2 === 0 ? 'credit' : 'take-back'}`,
          agent.token,
          { amount: 100 },
        ),
      ),
    );
    // Every credit goes through; one take-back consumes the player's one request, the others find none.
    expect(answers.filter((_, i) => i % 2 === 0).map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(statuses(answers.filter((_, i) => i % 2 === 1))).toEqual({
      ok: 1,
      refusals: [[409, 'The player has not asked to cash out']],
    });
    expect([await floatOf(t, agent.id), await walletOf(t, player.id)]).toEqual([500, 1500]);
  });

  it("gives float from a master agent to their agents at once: the master's float never below its floor", async () => {
    const master = await createAgent(t, owner, { role: 'master_agent', creditLimit: 100 });
    const a1 = await createAgent(t, owner, { role: 'agent', parentId: master.id });
    const a2 = await createAgent(t, owner, { role: 'agent', parentId: master.id });
    await topUpFloat(t, owner, master.id, 800);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t, 'POST', `/admin/api/agent/agents/${i % 2 === 0 ? a1.id : a2.id}/float`, master.token, {
          direction: 'give',
          amount: 300,
          note: 'Float',
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ ok: 3, refusals: [[409, 'Beyond your credit limit of 100 points']] });
    expect(await floatOf(t, master.id)).toBe(-100);
    expect(await lowestFloat(master.id)).toBe(-100);
    expect((await floatOf(t, a1.id)) + (await floatOf(t, a2.id))).toBe(900);
    // And back at once: each agent's float never below zero.
    const back = await Promise.all(
      [a1, a2, a1, a2, a1, a2].map((a) =>
        call(t, 'POST', `/admin/api/agent/agents/${a.id}/float`, master.token, {
          direction: 'take',
          amount: 300,
          note: 'Back',
        }),
      ),
    );
    expect(statuses(back)).toEqual({ ok: 3, refusals: [[409, 'Not enough float']] });
    expect([await floatOf(t, master.id), await floatOf(t, a1.id), await floatOf(t, a2.id)]).toEqual([800, 0, 0]);
  });
});
