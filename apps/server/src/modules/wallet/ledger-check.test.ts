import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from './ledger-check.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the ledger check', () => {
  it('finds nothing wrong with a freshly seeded database', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reports a balance that does not match its ledger', async () => {
    await t.db.updateTable('wallets').set({ balance: 10_001 }).execute();
    const problems = await checkLedger(t.db);
    expect(problems.map((p) => p.check)).toEqual(['balance = sum of ledger']);
    expect(problems[0]!.detail).toContain('balance 10001, ledger sum 10000');
  });

  it('reports a ledger row whose balance_after is not the running sum', async () => {
    const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('wallet_ledger')
      .values({ user_id: user.id, amount: -10, balance_after: 9_995, kind: 'bid', ref_type: 'bid', ref_id: '1', note: '', created_at: 0 })
      .execute();
    await t.db.updateTable('wallets').set({ balance: 9_990 }).execute();
    expect((await checkLedger(t.db)).map((p) => p.check)).toEqual(['balance_after is the running sum']);
  });
});
