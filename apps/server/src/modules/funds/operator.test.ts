import { parseSignedAmount } from '@pana/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let admin: string;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t, 'operator');
  player = await createPlayerWithToken(t, { balance: 100, name: 'Farhan Ali' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const adjust = (body: Record<string, unknown>) => adminCall(t, 'POST', '/admin/api/wallet/adjust', admin, body);
const patchUser = (mobile: string, body: unknown, token: string | null = admin) =>
  t.app
    .inject({
      method: 'PATCH',
      url: `/admin/api/users/${mobile}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    })
    .then((r) => ({ statusCode: r.statusCode, body: r.json() }));

describe('adjusting a wallet', () => {
  it('credits with one adjustment row, its ledger row and an audit entry', async () => {
    const res = await adjust({ mobile: player.mobile, amount: 250, note: 'Goodwill' });
    expect(res.body).toEqual({
      status: true,
      msg: 'Wallet adjusted',
      mobile: player.mobile,
      amount: 250,
      balance: 350,
    });
    const row = await t.db.selectFrom('wallet_adjustments').selectAll().where('admin_id', 'is not', null).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: player.id, amount: 250, note: 'Goodwill' });
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('ref_type', '=', 'wallet_adjustment')
      .where('ref_id', '=', row.id)
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: 250,
        balance_after: 350,
        kind: 'adjustment',
        ref_id: row.id,
        note: 'Adjustment: Goodwill',
      }),
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'wallet.adjust').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ mobile: player.mobile, balance: 100 });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      mobile: player.mobile,
      balance: 350,
      amount: 250,
      note: 'Goodwill',
    });
  });

  it('debits down to zero but never below, with amounts as numbers or strings', async () => {
    expect((await adjust({ mobile: player.mobile, amount: '-60', note: 'Chargeback' })).body.balance).toBe(40);
    const before = await fundsSnapshot(t.db);
    expect(await adjust({ mobile: player.mobile, amount: -41, note: 'Too much' })).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'The wallet holds only 40 points; a debit cannot take it below zero' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect((await adjust({ mobile: player.mobile, amount: -40, note: 'Rest' })).body.balance).toBe(0);
    expect(await balanceOf(t.db, player.id)).toBe(0);
  });

  it('never takes a wallet below zero when debits race', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => adjust({ mobile: player.mobile, amount: -30, note: 'race' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await balanceOf(t.db, player.id)).toBe(10);
  });

  it.each([
    ['a missing note', { amount: 10 }, 'Please enter a note'],
    ['a blank note', { amount: 10, note: '  ' }, 'Please enter a note'],
    ['zero', { amount: 0, note: 'x' }, 'Amount must be a whole number other than 0'],
    ['a fraction', { amount: '10.5', note: 'x' }, 'Amount must be a whole number other than 0'],
    ['words', { amount: 'ten', note: 'x' }, 'Amount must be a whole number other than 0'],
    ['a fractional number', { amount: -1.5, note: 'x' }, 'Amount must be a whole number other than 0'],
    ['no amount', { note: 'x' }, 'Amount must be a whole number other than 0'],
  ])('refuses %s, writing nothing', async (_name, fields, msg) => {
    const before = await fundsSnapshot(t.db);
    expect(await adjust({ mobile: player.mobile, ...fields })).toMatchObject({
      statusCode: 400,
      body: { status: false, msg },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses an unknown or invalid number', async () => {
    expect(await adjust({ mobile: '9899999999', amount: 10, note: 'x' })).toMatchObject({
      statusCode: 404,
      body: { msg: 'Player not found' },
    });
    expect((await adjust({ mobile: '123', amount: 10, note: 'x' })).statusCode).toBe(400);
  });

  it('reads signed amounts the way an operator types them', () => {
    expect([
      parseSignedAmount('-5'),
      parseSignedAmount('+7'),
      parseSignedAmount(' 12 '),
      parseSignedAmount(-3),
      parseSignedAmount('--1'),
    ]).toEqual([-5, 7, 12, -3, null]);
    expect([parseSignedAmount('-0'), parseSignedAmount(''), parseSignedAmount(null), parseSignedAmount(1e21)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('turning betting on or off and blocking a player', () => {
  it('turns betting off: deposits, withdrawals and transfers are refused, and back on', async () => {
    const res = await patchUser(player.mobile, { betting_status: 0 });
    expect(res).toEqual({
      statusCode: 200,
      body: {
        status: true,
        msg: 'Player updated',
        user: { mobile: player.mobile, name: 'Farhan Ali', betting_status: 0, blocked: false },
      },
    });
    expect(
      (await t.call('/api-fund-request-add', { unique_token: player.token, request_amount: '500' })).statusCode,
    ).toBe(403);
    expect((await patchUser(player.mobile, { betting_status: '1' })).body.user.betting_status).toBe(1);
    expect(
      (await t.call('/api-fund-request-add', { unique_token: player.token, request_amount: '500' })).statusCode,
    ).toBe(200);
  });

  it('blocks a player: their calls are refused and they cannot receive transfers; unblocking restores both', async () => {
    const sender = await createPlayerWithToken(t, { balance: 1_000 });
    expect((await patchUser(player.mobile, { blocked: true })).body.user).toMatchObject({
      blocked: true,
      betting_status: 1,
    });
    expect((await t.call('/api-wallet-transaction-history', { unique_token: player.token })).statusCode).toBe(403);
    expect(
      (await t.call('/api-check-user-for-transfer-amt', { unique_token: sender.token, mobile_no: player.mobile }))
        .statusCode,
    ).toBe(404);
    await patchUser(player.mobile, { blocked: false });
    expect((await t.call('/api-wallet-transaction-history', { unique_token: player.token })).statusCode).toBe(200);
    expect(
      (await t.call('/api-check-user-for-transfer-amt', { unique_token: sender.token, mobile_no: player.mobile }))
        .statusCode,
    ).toBe(200);
  });

  it('audits each change with the flags before and after', async () => {
    await patchUser(player.mobile, { betting_status: 0, blocked: true });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.update').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.entity_id).toBe(player.mobile);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ betting_status: 1, blocked: false });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ betting_status: 0, blocked: true });
  });

  it.each([
    ['nothing to change', {}, 400],
    ['betting_status 2', { betting_status: 2 }, 400],
    ['betting_status true', { betting_status: true }, 400],
    ['blocked "yes"', { blocked: 'yes' }, 400],
    ['blocked 1', { blocked: 1 }, 400],
  ])('refuses %s, changing nothing', async (_name, body, statusCode) => {
    const before = await fundsSnapshot(t.db);
    expect((await patchUser(player.mobile, body)).statusCode).toBe(statusCode);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses an unknown or invalid number', async () => {
    expect(await patchUser('9899999999', { blocked: true })).toEqual({
      statusCode: 404,
      body: { status: false, msg: 'Player not found' },
    });
    expect((await patchUser('12345', { blocked: true })).statusCode).toBe(400);
  });
});
