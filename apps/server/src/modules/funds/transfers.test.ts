import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, createPlayerWithToken, fundsSnapshot } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
let sender: { id: number; mobile: string; token: string };
let receiver: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  sender = await createPlayerWithToken(t, { balance: 1_000, name: 'Sunil Rao', mobile: '9700000001' });
  receiver = await createPlayerWithToken(t, { balance: 50, name: 'Kavita Joshi', mobile: '9700000002' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const check = (mobile: unknown, token = sender.token) =>
  t.call('/api-check-user-for-transfer-amt', { unique_token: token, mobile_no: mobile });
const transfer = (body: Record<string, unknown>, token = sender.token) =>
  t.call('/api-user-transfer-wallet-balance', { unique_token: token, transfer_note: '', ...body });

describe('checking the receiver of a transfer', () => {
  it('answers the name of an active player', async () => {
    expect(await check(receiver.mobile)).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'User found', user_name: 'Kavita Joshi' },
    });
    expect((await check(Number(receiver.mobile))).body.user_name).toBe('Kavita Joshi');
  });

  it.each([['12345'], ['5700000002'], ['97000000021'], [''], [undefined], [{}]])(
    'refuses the number %j as not valid',
    async (mobile) => {
      expect(await check(mobile)).toEqual({ statusCode: 400, body: { status: false, msg: 'Phone.No is not Valid!' } });
    },
  );

  it("refuses the player's own number", async () => {
    expect(await check(sender.mobile)).toEqual({
      statusCode: 400,
      body: { status: false, msg: "Don't Use Your Own Phone No." },
    });
  });

  it('does not find an unknown or a blocked player', async () => {
    expect(await check('9899999999')).toEqual({ statusCode: 404, body: { status: false, msg: 'User not found' } });
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', receiver.id).execute();
    expect(await check(receiver.mobile)).toEqual({ statusCode: 404, body: { status: false, msg: 'User not found' } });
  });

  it('needs a token', async () => {
    expect((await t.call('/api-check-user-for-transfer-amt', { mobile_no: receiver.mobile })).statusCode).toBe(401);
  });
});

describe('transferring points', () => {
  it('moves the points in one go: both wallets, a transfer row and two ledger rows', async () => {
    const res = await transfer({ amount: '300', mobile_no: receiver.mobile, transfer_note: 'for tea' });
    expect(res).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'Points transferred successfully', wallet_amt: 700 },
    });
    expect(await balanceOf(t.db, sender.id)).toBe(700);
    expect(await balanceOf(t.db, receiver.id)).toBe(350);
    const row = await t.db.selectFrom('transfers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sender_id: sender.id, receiver_id: receiver.id, amount: 300, note: 'for tea' });
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .select(['user_id', 'amount', 'balance_after', 'kind', 'ref_type', 'ref_id', 'note'])
      .where('ref_type', '=', 'transfer')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      {
        user_id: sender.id,
        amount: -300,
        balance_after: 700,
        kind: 'transfer_out',
        ref_type: 'transfer',
        ref_id: row.id,
        note: 'Transfer to Kavita Joshi (9700000002): for tea',
      },
      {
        user_id: receiver.id,
        amount: 300,
        balance_after: 350,
        kind: 'transfer_in',
        ref_type: 'transfer',
        ref_id: row.id,
        note: 'Transfer from Sunil Rao (9700000001): for tea',
      },
    ]);
  });

  it('allows exactly 100 points, a numeric amount and number, and a missing note', async () => {
    const res = await t.call('/api-user-transfer-wallet-balance', {
      unique_token: sender.token,
      amount: 100,
      mobile_no: Number(receiver.mobile),
    });
    expect(res.body).toMatchObject({ status: true, wallet_amt: 900 });
  });

  it('works in both directions (wallets are locked in id order)', async () => {
    await transfer({ amount: '200', mobile_no: receiver.mobile });
    const back = await transfer({ amount: '150', mobile_no: sender.mobile }, receiver.token);
    expect(back.body).toMatchObject({ status: true, wallet_amt: 100 });
    expect(await balanceOf(t.db, sender.id)).toBe(950);
  });

  it.each([
    ['no points', { amount: undefined }, 'Points is required!'],
    ['empty points', { amount: '' }, 'Points is required!'],
    ['words', { amount: 'ten' }, 'Points is required!'],
    ['a fraction', { amount: '100.5' }, 'Points is required!'],
    ['negative points', { amount: '-5' }, 'Points is required!'],
    ['a list', { amount: [200] }, 'Points is required!'],
    ['99 points', { amount: '99' }, 'Points Must be More than 100'],
    ['more than the wallet', { amount: '1001' }, 'Not Enough Points'],
    ['an invalid number', { amount: '200', mobile_no: '12345' }, 'Phone.No is not Valid!'],
    ['a missing number', { amount: '200', mobile_no: undefined }, 'Phone.No is not Valid!'],
    ['their own number', { amount: '200', mobile_no: '9700000001' }, "Don't Use Your Own Phone No."],
    [
      'a note that is not text',
      { amount: '200', transfer_note: { x: 1 } },
      'Transfer note must be text of at most 200 characters',
    ],
    [
      'a note too long',
      { amount: '200', transfer_note: 'x'.repeat(201) },
      'Transfer note must be text of at most 200 characters',
    ],
  ])('refuses %s, writing nothing', async (_name, fields, msg) => {
    const before = await fundsSnapshot(t.db);
    const res = await transfer({ mobile_no: receiver.mobile, ...fields });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses an unknown or blocked receiver with 404', async () => {
    const before = await fundsSnapshot(t.db);
    expect(await transfer({ amount: '200', mobile_no: '9899999999' })).toEqual({
      statusCode: 404,
      body: { status: false, msg: 'User not found' },
    });
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', receiver.id).execute();
    expect(await transfer({ amount: '200', mobile_no: receiver.mobile })).toEqual({
      statusCode: 404,
      body: { status: false, msg: 'User not found' },
    });
    expect(await fundsSnapshot(t.db)).toEqual({ ...before, blocked: before.blocked! + 1 });
  });

  it('is refused while betting is disabled for the sender, and for a blocked sender', async () => {
    const off = await createPlayerWithToken(t, { balance: 1_000, bettingStatus: 0 });
    expect((await transfer({ amount: '200', mobile_no: receiver.mobile }, off.token)).statusCode).toBe(403);
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', sender.id).execute();
    expect((await transfer({ amount: '200', mobile_no: receiver.mobile })).statusCode).toBe(403);
    expect(await t.db.selectFrom('transfers').select('id').execute()).toEqual([]);
  });

  it('never overdraws: 100 parallel transfers of 100 from a wallet of 1,000 make exactly 10', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => transfer({ amount: '100', mobile_no: receiver.mobile })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(new Set(refused.map((r) => `${r.statusCode} ${r.body.msg}`))).toEqual(new Set(['400 Not Enough Points']));
    expect(await balanceOf(t.db, sender.id)).toBe(0);
    expect(await balanceOf(t.db, receiver.id)).toBe(1_050);
    expect((await t.db.selectFrom('transfers').select('id').execute()).length).toBe(10);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('never overdraws when two players send to each other at the same time', async () => {
    const both = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? transfer({ amount: '100', mobile_no: receiver.mobile })
          : transfer({ amount: '100', mobile_no: sender.mobile }, receiver.token),
      ),
    );
    expect(both.every((r) => r.statusCode === 200 || r.body.msg === 'Not Enough Points')).toBe(true);
    expect((await balanceOf(t.db, sender.id)) + (await balanceOf(t.db, receiver.id))).toBe(1_050);
  });
});
