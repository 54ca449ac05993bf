import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, createPlayerWithToken, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { announce } from '../projections/index.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/** The ledger invariants of deposits, withdrawals, transfers and adjustments: each one can fail. */

let t: TestApp;
let admin: string;
let a: { id: number; mobile: string; token: string };
let b: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAdmin(t, 'operator');
  a = await createPlayerWithToken(t, { balance: 2_000 });
  b = await createPlayerWithToken(t, { balance: 0 });
  await t.db
    .insertInto('payment_numbers')
    .values({ user_id: a.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 })
    .execute();
});
afterEach(() => t.close());

const checks = async () => (await checkLedger(t.db)).map((p) => p.check);

/** Inserts a ledger row and moves the wallet with it, so only the invariant under test breaks. */
async function addLedgerRow(userId: number, row: { amount: number; kind: string; ref_type: string; ref_id: number }) {
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
  // As the ledger module would: the day totals follow (they have their own check, ADR 018).
  await t.db.transaction().execute((trx) => announce(trx, { kind: 'ledger-moved', userId, ledgerKind: row.kind, amount: Math.abs(row.amount), now: 0 }));
}

/** Deletes the newest ledger row of a kind and takes its amount back out of the wallet (tests call it on the wallet's newest row). */
async function removeLastLedgerRow(kind: string) {
  const row = await t.db
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await t.db.deleteFrom('wallet_ledger').where('id', '=', row.id).execute();
  await t.db.transaction().execute((trx) => announce(trx, { kind: 'ledger-moved', userId: row.user_id, ledgerKind: row.kind, amount: -Math.abs(Number(row.amount)), now: Number(row.created_at) }));
  const wallet = await t.db
    .selectFrom('wallets')
    .select('balance')
    .where('user_id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('wallets')
    .set({ balance: Number(wallet.balance) - Number(row.amount) })
    .where('user_id', '=', row.user_id)
    .execute();
  return row;
}

async function deposit(decision?: 'approve' | 'reject'): Promise<number> {
  const id = (await t.call('/api-fund-request-add', { unique_token: a.token, request_amount: '500' })).body
    .request_id as number;
  if (decision) await adminCall(t, 'POST', `/admin/api/fund-requests/${id}/${decision}`, admin, { note: 'n' });
  return id;
}

async function withdrawal(decision?: 'approve' | 'reject'): Promise<number> {
  await t.call('/api-user-withdraw-fund-request', { unique_token: a.token, request_amount: '500', payment_method: 2 });
  const id = Number(
    (await t.db.selectFrom('withdraw_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
  );
  if (decision) await adminCall(t, 'POST', `/admin/api/withdraw-requests/${id}/${decision}`, admin, { note: 'n' });
  return id;
}

describe('the ledger check of money movements', () => {
  it('passes deposits, withdrawals, transfers and adjustments of every outcome', async () => {
    await deposit();
    await deposit('approve');
    await deposit('reject');
    await withdrawal();
    await withdrawal('approve');
    await withdrawal('reject');
    await t.call('/api-user-transfer-wallet-balance', { unique_token: a.token, amount: '300', mobile_no: b.mobile });
    await t.call('/api-user-transfer-wallet-balance', { unique_token: b.token, amount: '100', mobile_no: a.mobile });
    await adminCall(t, 'POST', '/admin/api/wallet/adjust', admin, { mobile: b.mobile, amount: 25, note: 'bonus' });
    await adminCall(t, 'POST', '/admin/api/wallet/adjust', admin, { mobile: b.mobile, amount: -5, note: 'fee' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('reports an approved deposit without its credit, and one credited twice', async () => {
    const id = await deposit('approve');
    await removeLastLedgerRow('deposit');
    const problems = await checkLedger(t.db);
    expect(problems).toEqual([
      {
        check: 'an approved deposit has exactly one credit, any other none',
        detail: `fund request ${id} (approved) of 500: 0 credit(s) of 0 in all`,
      },
    ]);
    await addLedgerRow(a.id, { amount: 500, kind: 'deposit', ref_type: 'fund_request', ref_id: id });
    await addLedgerRow(a.id, { amount: 500, kind: 'deposit', ref_type: 'fund_request', ref_id: id });
    expect(await checks()).toEqual(['an approved deposit has exactly one credit, any other none']);
  });

  it('reports a credit of a pending or rejected deposit', async () => {
    const pending = await deposit();
    await addLedgerRow(a.id, { amount: 500, kind: 'deposit', ref_type: 'fund_request', ref_id: pending });
    expect(await checks()).toEqual(['an approved deposit has exactly one credit, any other none']);
  });

  it('reports a withdrawal without its hold', async () => {
    const id = await withdrawal();
    await removeLastLedgerRow('withdrawal_hold');
    expect(await checkLedger(t.db)).toEqual([
      {
        check: 'a withdrawal has one hold, one release only if rejected, one return only if its bank payout failed',
        detail: `withdrawal ${id} (pending) of 500: 0 hold(s) of 0, 0 release(s) of 0, 0 return(s) of 0`,
      },
    ]);
  });

  it('reports a rejected withdrawal not given back, and an approved one given back', async () => {
    await withdrawal('reject');
    await removeLastLedgerRow('withdrawal_release');
    expect(await checks()).toEqual(['a withdrawal has one hold, one release only if rejected, one return only if its bank payout failed']);
    await addLedgerRow(a.id, {
      amount: 500,
      kind: 'withdrawal_release',
      ref_type: 'withdraw_request',
      ref_id: await withdrawalIdOf('rejected'),
    });
    expect(await checks()).toEqual([]);
    const approved = await withdrawal('approve');
    await addLedgerRow(a.id, {
      amount: 500,
      kind: 'withdrawal_release',
      ref_type: 'withdraw_request',
      ref_id: approved,
    });
    expect(await checks()).toEqual(['a withdrawal has one hold, one release only if rejected, one return only if its bank payout failed']);
  });

  it('reports a transfer with one side missing', async () => {
    await t.call('/api-user-transfer-wallet-balance', { unique_token: a.token, amount: '300', mobile_no: b.mobile });
    await removeLastLedgerRow('transfer_in');
    expect(await checks()).toEqual(['a transfer has one debit of the sender and one credit of the receiver']);
  });

  it("reports a transfer's credit written to the sender instead of the receiver", async () => {
    await t.call('/api-user-transfer-wallet-balance', { unique_token: a.token, amount: '300', mobile_no: b.mobile });
    const row = await removeLastLedgerRow('transfer_in');
    await addLedgerRow(a.id, { amount: 300, kind: 'transfer_in', ref_type: 'transfer', ref_id: row.ref_id });
    const problems = await checkLedger(t.db);
    expect(problems.map((p) => p.check)).toEqual(['ledger row points at a business row']);
    expect(problems[0]!.detail).toMatch(new RegExp(`of user ${a.id} names transfer ${row.ref_id} of user ${b.id}`));
  });

  it('reports a ledger kind that does not belong to its reference, and a reference to nothing', async () => {
    const id = await withdrawal();
    await addLedgerRow(a.id, { amount: 0, kind: 'deposit', ref_type: 'withdraw_request', ref_id: id });
    await addLedgerRow(a.id, { amount: 0, kind: 'adjustment', ref_type: 'wallet_adjustment', ref_id: 9999 });
    const details = (await checkLedger(t.db)).map((p) => p.detail);
    expect(details).toEqual([
      expect.stringMatching(/ledger \d+ has kind deposit with a withdraw_request reference/),
      expect.stringMatching(/has kind deposit, not one of withdrawal_hold, withdrawal_release, withdrawal_return for a withdraw_request/),
      expect.stringMatching(/names wallet_adjustment 9999, which does not exist/),
    ]);
  });

  it('reports an adjustment whose ledger row differs from it', async () => {
    await adminCall(t, 'POST', '/admin/api/wallet/adjust', admin, { mobile: b.mobile, amount: 25, note: 'bonus' });
    await t.db.updateTable('wallet_adjustments').set({ amount: 26 }).where('admin_id', 'is not', null).execute();
    expect(await checks()).toEqual(['an adjustment has exactly one ledger row of its amount']);
  });
});

async function withdrawalIdOf(status: string): Promise<number> {
  const row = await t.db
    .selectFrom('withdraw_requests')
    .select('id')
    .where('status', '=', status as 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
