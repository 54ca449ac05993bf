import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { floatBalanceOf, type FloatMovement, moveFloat, openFloat } from './float.ts';
import { balanceOf } from './ledger.ts';
import { checkLedger } from './ledger-check.ts';

/**
 * The float ledger (ADR 029) on its own, below the agents' routes: what each kind writes, the floors
 * of its conditional debits, refusals that write nothing, movements at the same moment, and the ledger
 * check's float rules, each shown to catch its break.
 */
let t: TestApp;
let master: number;
let agent: number;
let player: number;
const NOW = Date.UTC(2026, 10, 23, 6, 0);

async function account(username: string, role: 'master_agent' | 'agent', parentId: number | null): Promise<number> {
  const row = await t.db
    .insertInto('admins')
    .values({ username, password_hash: 'x', role, totp_secret: null, active: 1, created_at: NOW, parent_id: parentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openFloat(t.db, Number(row.id), NOW);
  return Number(row.id);
}

const move = (m: Partial<FloatMovement> & Pick<FloatMovement, 'kind' | 'adminId' | 'amount'>) =>
  t.db.transaction().execute((trx) => moveFloat(trx, { note: m.kind, byAdminId: null, floor: 0, now: NOW, ...m }));

beforeEach(async () => {
  t = await createTestApp();
  master = await account('master1', 'master_agent', null);
  agent = await account('agent1', 'agent', master);
  const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  player = Number(user.id);
});
afterEach(() => t.close());

describe('float movements', () => {
  it('moves points down the tree and back, each movement with its rows, and the check finds nothing wrong', async () => {
    const before = await balanceOf(t.db, player);
    expect(await move({ kind: 'top_up', adminId: master, amount: 1_000 })).toMatchObject({ balance: 1_000 });
    expect(await move({ kind: 'to_agent', adminId: master, counterAdminId: agent, amount: 600 })).toMatchObject({ balance: 400 });
    expect(await move({ kind: 'to_player', adminId: agent, userId: player, amount: 250 })).toMatchObject({ balance: 350, walletBalance: before + 250 });
    expect(await move({ kind: 'from_player', adminId: agent, userId: player, amount: 50 })).toMatchObject({ balance: 400, walletBalance: before + 200 });
    expect(await move({ kind: 'from_agent', adminId: master, counterAdminId: agent, amount: 100 })).toMatchObject({ balance: 500 });
    expect(await move({ kind: 'take_back', adminId: master, amount: 500 })).toMatchObject({ balance: 0 });
    expect(await move({ kind: 'commission', adminId: agent, amount: 7 })).toMatchObject({ balance: 307 });

    expect(await floatBalanceOf(t.db, agent)).toBe(307);
    const walletRows = await t.db.selectFrom('wallet_ledger').select(['kind', 'amount']).where('ref_type', '=', 'float_movement').orderBy('id').execute();
    expect(walletRows.map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['agent_credit', 250],
      ['agent_debit', -50],
    ]);
    expect(await t.db.selectFrom('float_ledger').select('id').execute()).toHaveLength(9);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('spends down to minus the credit limit and no further; a take-back stops at zero', async () => {
    expect(await move({ kind: 'to_player', adminId: agent, userId: player, amount: 100, floor: -100 })).toMatchObject({ balance: -100 });
    expect(await move({ kind: 'to_player', adminId: agent, userId: player, amount: 1, floor: -100 })).toBe('float_short');
    await move({ kind: 'top_up', adminId: agent, amount: 150 });
    expect(await move({ kind: 'take_back', adminId: agent, amount: 51 })).toBe('float_short');
    expect(await move({ kind: 'take_back', adminId: agent, amount: 50 })).toMatchObject({ balance: 0 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('writes nothing when the player or the float is short', async () => {
    const wallet = await balanceOf(t.db, player);
    expect(await move({ kind: 'from_player', adminId: agent, userId: player, amount: wallet + 1 })).toBe('wallet_short');
    expect(await move({ kind: 'to_agent', adminId: master, counterAdminId: agent, amount: 1 })).toBe('float_short');
    expect(await t.db.selectFrom('float_movements').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('float_ledger').select('id').execute()).toEqual([]);
    expect(await balanceOf(t.db, player)).toBe(wallet);
  });

  it('gives a float that covers three credits to three of ten at the same moment, never more', async () => {
    await move({ kind: 'top_up', adminId: agent, amount: 300 });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => move({ kind: 'to_player', adminId: agent, userId: player, amount: 100 })));
    expect(outcomes.filter((o) => o !== 'float_short')).toHaveLength(3);
    expect(await floatBalanceOf(t.db, agent)).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses an amount that is not a whole number above zero', async () => {
    await expect(move({ kind: 'top_up', adminId: agent, amount: 0 })).rejects.toThrow(/whole number above zero/);
    await expect(move({ kind: 'top_up', adminId: agent, amount: 1.5 })).rejects.toThrow(/whole number above zero/);
  });
});

describe("the ledger check's float rules", () => {
  const checks = async () => (await checkLedger(t.db)).map((p) => p.check);

  beforeEach(async () => {
    await move({ kind: 'top_up', adminId: agent, amount: 500 });
    await move({ kind: 'to_player', adminId: agent, userId: player, amount: 200 });
  });

  it('reports a float that differs from its rows', async () => {
    await t.db.updateTable('agent_floats').set({ balance: 301 }).where('admin_id', '=', agent).execute();
    expect(await checks()).toEqual(["an agent's float equals the sum of its ledger rows"]);
  });

  it("reports a row whose balance_after is not the running sum", async () => {
    await t.db.updateTable('float_ledger').set({ balance_after: 499 }).where('kind', '=', 'top_up').execute();
    expect(await checks()).toEqual(["a float row's balance_after is the running sum"]);
  });

  it('reports a float row of another float than its movement', async () => {
    await t.db.updateTable('float_ledger').set({ admin_id: master }).where('kind', '=', 'to_player').execute();
    expect(await checks()).toContain('every float row points at its movement and one of its floats');
  });

  it("reports a player's movement without its wallet row", async () => {
    // The wallet row and the player's balance go together, so only the movement's own rule sees it.
    const row = await t.db.selectFrom('wallet_ledger').select(['id', 'user_id', 'amount']).where('kind', '=', 'agent_credit').executeTakeFirstOrThrow();
    await t.db.deleteFrom('wallet_ledger').where('id', '=', row.id).execute();
    await t.db.updateTable('wallets').set((eb) => ({ balance: eb('balance', '-', Number(row.amount)) })).where('user_id', '=', row.user_id).execute();
    const found = await checks();
    expect(found).toContain('every float movement has its rows, of its amount, summing to what it issues');
    expect(found).not.toContain("an agent's float equals the sum of its ledger rows");
  });

  it('reports a closed statement whose commission was never paid, or paid twice', async () => {
    const statement = await t.db
      .insertInto('agent_statements')
      .values({
        admin_id: agent,
        week_start: '2026-11-16',
        players: 1,
        stakes: 1_000,
        wins: 0,
        net_loss: 1_000,
        carried_in: 0,
        commission_bp: 500,
        commission: 50,
        override_net_loss: 0,
        override_bp: 0,
        override: 0,
        carried_out: 0,
        closed_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await checks()).toEqual(['every closed statement has its one commission']);
    await move({ kind: 'commission', adminId: agent, amount: 50, statementId: Number(statement.id) });
    expect(await checks()).toEqual([]);
    await move({ kind: 'commission', adminId: agent, amount: 50, statementId: Number(statement.id) });
    expect(await checks()).toEqual(['every closed statement has its one commission']);
  });
});
