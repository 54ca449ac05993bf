import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, createPlayer, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { testEngine } from '../../test/postgres.ts';
import { announce } from '../projections/index.ts';
import { checkLedger, MAX_LISTED } from './ledger-check.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const checks = async () => (await checkLedger(t.db)).map((p) => p.check);

describe('the ledger check', () => {
  it('finds nothing wrong with a freshly seeded database', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it.runIf(testEngine() === 'postgres')(
    'takes PostgreSQL statistics of what it reads again first (stale after a large declaration, they made it run for hours)',
    async () => {
      const analyzed = async () =>
        (
          await sql<{ relname: string; n: number }>`
            select relname, analyze_count as n from pg_stat_user_tables where relname in ('bids', 'wallet_ledger', 'draw_players')`.execute(
            t.db,
          )
        ).rows.map((r): [string, number] => [r.relname, Number(r.n)]);
      const before = new Map(await analyzed());
      await checkLedger(t.db);
      // The statistics collector reports with a short delay.
      let after = new Map(await analyzed());
      for (let i = 0; i < 50 && [...after].some(([k, n]) => n <= (before.get(k) ?? 0)); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = new Map(await analyzed());
      }
      for (const table of ['bids', 'wallet_ledger', 'draw_players']) expect(after.get(table)).toBeGreaterThan(before.get(table) ?? 0);
    },
  );

  it('reports a balance that does not match its ledger', async () => {
    await t.db.updateTable('wallets').set({ balance: 10_001 }).execute();
    const problems = await checkLedger(t.db);
    expect(problems.map((p) => p.check)).toEqual(['balance = sum of ledger']);
    expect(problems[0]!.detail).toContain('balance 10001, ledger sum 10000');
  });

  it('reports a ledger row whose balance_after is not the running sum', async () => {
    const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const adjustment = await t.db
      .insertInto('wallet_adjustments')
      .values({ user_id: user.id, amount: -10, note: '', admin_id: null, created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('wallet_ledger')
      .values({
        user_id: user.id,
        amount: -10,
        balance_after: 9_995,
        kind: 'adjustment',
        ref_type: 'wallet_adjustment',
        ref_id: adjustment.id,
        note: '',
        created_at: 0,
      })
      .execute();
    await t.db.updateTable('wallets').set({ balance: 9_990 }).execute();
    expect(await checks()).toEqual(['balance_after is the running sum']);
  });

  it('lists at most a hundred breaks of one check', async () => {
    const rows = Array.from({ length: 150 }, () => ({
      user_id: 1,
      amount: 0,
      balance_after: 1,
      kind: 'adjustment',
      ref_type: 'wallet_adjustment',
      ref_id: 0,
      note: '',
      created_at: 0,
    }));
    await t.db.insertInto('wallet_ledger').values(rows).execute();
    const problems = (await checkLedger(t.db)).filter((p) => p.check === 'balance_after is the running sum');
    expect(problems).toHaveLength(MAX_LISTED + 1);
    expect(problems.at(-1)!.detail).toMatch(/and more/);
  });
});

describe('the ledger check of bids and wins', () => {
  let player: number;
  let market: number;
  let token: string;

  beforeEach(async () => {
    player = await createPlayer(t.db, { balance: 1_000 });
    market = await marketIdOf(t.db, 'main', 'Kalyan');
    token = await loginAdmin(t);
  });

  async function placeAndSettle(): Promise<{ submission: number; won: number; lost: number }> {
    const [submission] = await insertBids(t.db, [
      {
        userId: player,
        marketId: market,
        family: 'main',
        date: '2026-11-23',
        lines: [
          { type: 'single_digit', session: 'open', digits: '1', points: 10 },
          { type: 'single_digit', session: 'open', digits: '2', points: 20 },
        ],
      },
    ]);
    t.clock.set('2026-11-23T12:00:00Z');
    const res = await adminCall(t, 'POST', '/admin/api/results', token, {
      kind: 'main',
      marketId: market,
      date: '2026-11-23',
      session: 'open',
      pana: '128',
    });
    expect(res.statusCode).toBe(200);
    const bids = await t.db.selectFrom('bids').select(['id', 'status']).orderBy('id').execute();
    return { submission: submission!, won: Number(bids[0]!.id), lost: Number(bids[1]!.id) };
  }

  /** Inserts a ledger row for the player and moves the wallet with it, so only the invariant under test breaks. */
  async function addLedgerRow(
    row: { amount: number; kind: string; ref_type: string; ref_id: number },
    userId = player,
  ) {
    const wallet = await t.db
      .selectFrom('wallets')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const after = Number(wallet.balance) + row.amount;
    await t.db
      .insertInto('wallet_ledger')
      .values({ ...row, user_id: userId, balance_after: after, note: '', created_at: 0 })
      .execute();
    await t.db.updateTable('wallets').set({ balance: after }).where('user_id', '=', userId).execute();
    // As the ledger module would, so each test breaks only the invariant it names (the day totals have their own test).
    await t.db.transaction().execute((trx) => announce(trx, { kind: 'ledger-moved', userId, ledgerKind: row.kind, amount: Math.abs(row.amount), now: 0 }));
  }

  it('passes a day of bids, wins, a revert and a corrected declaration', async () => {
    await placeAndSettle();
    await adminCall(t, 'POST', '/admin/api/results/revert', token, {
      kind: 'main',
      marketId: market,
      date: '2026-11-23',
      session: 'open',
    });
    await adminCall(t, 'POST', '/admin/api/results', token, {
      kind: 'main',
      marketId: market,
      date: '2026-11-23',
      session: 'open',
      pana: '129',
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reports a submission without its debit', async () => {
    const { submission } = await placeAndSettle();
    const debit = await t.db
      .selectFrom('wallet_ledger')
      .select(['id', 'amount'])
      .where('ref_type', '=', 'bid_submission')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('wallet_ledger')
      .set({ ref_id: 0 })
      .where('id', '=', debit.id)
      .execute();
    const problems = await checkLedger(t.db);
    expect(problems).toContainEqual({ check: 'one debit per bid submission', detail: `submission ${submission} of 30 has no debit` });
    expect(problems).toContainEqual({ check: 'ledger row points at a business row', detail: `ledger ${debit.id} (bid) has no reference` });
  });

  it('reports a submission debited twice or by the wrong amount', async () => {
    const { submission } = await placeAndSettle();
    await addLedgerRow({ amount: -30, kind: 'bid', ref_type: 'bid_submission', ref_id: submission });
    expect(await checks()).toEqual(['one debit per bid submission']);
  });

  it('reports a submission whose lines do not add up to its total', async () => {
    const { submission } = await placeAndSettle();
    await t.db.updateTable('bid_submissions').set({ total_points: 35 }).where('id', '=', submission).execute();
    expect(await checks()).toEqual(['bid submission lines add up to its total', 'one debit per bid submission']);
  });

  it('reports a won bid without its credit, and a won bid credited twice', async () => {
    const { won } = await placeAndSettle();
    await addLedgerRow({ amount: 95, kind: 'win', ref_type: 'bid', ref_id: won });
    expect(await checks()).toEqual(['a won bid has exactly one net credit of its win']);
    await addLedgerRow({ amount: -190, kind: 'win_reversal', ref_type: 'bid', ref_id: won });
    expect(await checks()).toEqual(['a won bid has exactly one net credit of its win']);
  });

  it('reports a won bid whose credit differs from its win', async () => {
    const { won } = await placeAndSettle();
    await t.db.updateTable('bids').set({ win_amount: 96 }).where('id', '=', won).execute();
    const problems = await checkLedger(t.db);
    expect(problems).toEqual([
      {
        check: 'a won bid has exactly one net credit of its win',
        detail: `bid ${won} won 96: 1 credit(s), 0 reversal(s), net 95`,
      },
      // The reports' payout of the draw was built from the win as settled, 95.
      {
        check: "the reports' draw totals equal the settled bids",
        detail: expect.stringMatching(/2026-11-23 settled on day \d+: totals say 2 bid\(s\), 30 points, 1 winner\(s\), payout 95; the bids 2, 30, 1, 96$/),
      },
    ]);
  });

  it('reports a lost bid that was credited', async () => {
    const { lost } = await placeAndSettle();
    await addLedgerRow({ amount: 190, kind: 'win', ref_type: 'bid', ref_id: lost });
    expect(await checks()).toEqual(['a lost or pending bid has no credit left']);
  });

  it('reports a ledger row naming a bid or submission that does not exist, or of another player', async () => {
    await placeAndSettle();
    await addLedgerRow({ amount: 10, kind: 'win', ref_type: 'bid', ref_id: 999999 });
    await addLedgerRow({ amount: -10, kind: 'bid', ref_type: 'bid_submission', ref_id: 888888 });
    const problems = await checkLedger(t.db);
    expect(problems.map((p) => p.detail)).toEqual([
      expect.stringMatching(/names bid_submission 888888, which does not exist/),
      expect.stringMatching(/names bid 999999, which does not exist/),
    ]);
  });

  it("reports a credit written to another player's wallet", async () => {
    const { won } = await placeAndSettle();
    const other = await createPlayer(t.db, { balance: 0 });
    const row = await t.db.selectFrom('wallet_ledger').select('id').where('kind', '=', 'win').executeTakeFirstOrThrow();
    await t.db.deleteFrom('wallet_ledger').where('id', '=', row.id).execute();
    await t.db.updateTable('wallets').set({ balance: 970 }).where('user_id', '=', player).execute();
    await addLedgerRow({ amount: 95, kind: 'win', ref_type: 'bid', ref_id: won }, other);
    const problems = await checkLedger(t.db);
    expect(problems.map((p) => p.check)).toContain('ledger row points at a business row');
    expect(problems.find((p) => p.check === 'ledger row points at a business row')!.detail).toMatch(
      new RegExp(`of user ${other} names bid ${won} of user ${player}`),
    );
  });

  it('reports a live exposure that differs from the pending bids', async () => {
    const market = await marketIdOf(t.db, 'main', 'Kalyan');
    await insertBids(t.db, [
      { userId: player, marketId: market, family: 'main', date: '2026-11-24', lines: [{ type: 'single_digit', session: 'open', digits: '7', points: 10 }] },
    ]);
    expect(await checks()).toEqual([]);
    await t.db.updateTable('pending_bid_groups').set({ bids: 2 }).where('digits', '=', '7').execute();
    expect(await checks()).toEqual(['the live exposure equals the pending bids']);
    await t.db.deleteFrom('pending_bid_groups').execute();
    const problems = await checkLedger(t.db);
    expect(problems.map((p) => p.detail)).toEqual([expect.stringMatching(/2026-11-24 single_digit 7 × 10: exposure counts 0 bid\(s\), 1 pending/)]);
  });

  it("reports draw totals of the reports that differ from the settled bids", async () => {
    await placeAndSettle();
    expect(await checks()).toEqual([]);
    await t.db.updateTable('draw_totals').set({ points: 31 }).execute();
    const problems = await checkLedger(t.db);
    expect(problems).toEqual([
      {
        check: "the reports' draw totals equal the settled bids",
        detail: expect.stringMatching(/^market \d+ 2026-11-23 settled on day \d+: totals say 2 bid\(s\), 31 points, 1 winner\(s\), payout 95; the bids 2, 30, 1, 95$/),
      },
    ]);
    await t.db.deleteFrom('draw_totals').execute();
    expect((await checkLedger(t.db)).map((p) => p.detail)).toEqual([
      expect.stringMatching(/totals say 0 bid\(s\), 0 points, 0 winner\(s\), payout 0; the bids 2, 30, 1, 95$/),
    ]);
  });

  it("reports players of the reports without a bid on the draw, and a settled bid's player missing", async () => {
    await placeAndSettle();
    const other = await createPlayer(t.db, { balance: 0 });
    await t.db.insertInto('draw_players').values({ market_id: market, draw_date: '2026-11-23', user_id: other }).execute();
    expect(await checkLedger(t.db)).toEqual([
      {
        check: "the reports' players of a draw placed bids on it",
        detail: `user ${other} is counted a player of market ${market} 2026-11-23 without a bid on it`,
      },
    ]);
    await t.db.deleteFrom('draw_players').execute();
    expect(await checkLedger(t.db)).toEqual([
      {
        check: "the reports' players of a draw include every settled bid's",
        detail: `user ${player} has settled bids on market ${market} 2026-11-23 but is not counted a player of it`,
      },
    ]);
  });

  it('reports a ledger kind that does not belong to its reference', async () => {
    const { won } = await placeAndSettle();
    await addLedgerRow({ amount: 0, kind: 'bid', ref_type: 'bid', ref_id: won });
    expect(await checks()).toEqual(['ledger row has a known kind and reference type', 'ledger row points at a business row']);
  });
});
