import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, consoleCall, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { PAYOUT_EXPORT_LIMIT } from './payouts.ts';

let t: TestApp;
let admin: string;
let ravi: { id: number; mobile: string; token: string };
let sita: { id: number; mobile: string; token: string };
/** Bank withdrawals: Ravi 700 and Sita 900 approved, Ravi 500 pending; and Sita's 600 to Google Pay, approved. */
let ids: { raviApproved: number; sitaApproved: number; raviPending: number; sitaUpi: number };

async function bankAccount(player: { id: number }, holder: string, account: string, ifsc: string) {
  await t.db
    .insertInto('bank_accounts')
    .values({ user_id: player.id, holder_name: holder, account_number: account, ifsc, created_at: 0, updated_at: 0 })
    .execute();
}

async function withdraw(player: { token: string }, amount: number, method: number): Promise<number> {
  const res = await t.call('/api-user-withdraw-fund-request', { unique_token: player.token, request_amount: String(amount), payment_method: method });
  expect(res.statusCode).toBe(200);
  const row = await t.db.selectFrom('withdraw_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return Number(row.id);
}

const approve = async (id: number) =>
  expect((await consoleCall(t, 'POST', `/admin/api/withdraw-requests/${id}/approve`, admin, {})).statusCode).toBe(200);

/** Produces a payout file (POST): the answer names the file's id. */
const produce = (body: Record<string, unknown> = {}, token: string | null = admin) =>
  consoleCall(t, 'POST', '/admin/api/payouts/exports', token, body);
/** Downloads a payout file (GET). */
const download = (id: unknown, token: string | null = admin) => consoleCall(t, 'GET', `/admin/api/payouts/exports/${String(id)}`, token);
/** Both, as the console does: the download's answer, or the POST's when it was refused. */
async function exportCsv(body: Record<string, unknown> = {}, token: string | null = admin) {
  const made = await produce(body, token);
  return made.statusCode === 200 ? download(made.body.id, token) : made;
}
const upload = (csv: unknown, token: string | null = admin) => consoleCall(t, 'POST', '/admin/api/payouts/results', token, { csv });

beforeEach(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t, 'operator');
  ravi = await createPlayerWithToken(t, { balance: 2_000, name: 'Ravi Kumar' });
  sita = await createPlayerWithToken(t, { balance: 3_000, name: 'Sita Devi' });
  await bankAccount(ravi, 'Ravi Kumar', '123456789012', 'SBIN0001234');
  await bankAccount(sita, 'Sita, Devi', '000098765432', 'HDFC0ABC123');
  await t.db
    .insertInto('payment_numbers')
    .values({ user_id: sita.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 })
    .execute();
  const raviApproved = await withdraw(ravi, 700, 5);
  const sitaApproved = await withdraw(sita, 900, 5);
  const raviPending = await withdraw(ravi, 500, 5);
  const sitaUpi = await withdraw(sita, 600, 2);
  ids = { raviApproved, sitaApproved, raviPending, sitaUpi };
  await approve(raviApproved);
  await approve(sitaApproved);
  await approve(sitaUpi);
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const HEADER = 'Beneficiary name,Account number / UPI id,IFSC,Amount,Request number\r\n';

describe("the console's list of bank payouts", () => {
  const list = (query: Record<string, unknown> = {}, token: string | null = admin) => consoleCall(t, 'GET', '/admin/api/payouts', token, query);

  it('lists the approved bank payouts waiting for the bank, oldest first, with their account and when they were exported', async () => {
    const waiting = await list();
    expect(waiting).toMatchObject({ statusCode: 200, body: { status: true } });
    // Not the pending one, not the approved Google Pay one.
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        id: ids.raviApproved,
        mobile: ravi.mobile,
        name: 'Ravi Kumar',
        amount: 700,
        status: 'approved',
        methodCode: 5,
        paymentNumber: 'XXXXXX9012',
        bankHolderName: 'Ravi Kumar',
        bankAccountNumber: '123456789012',
        bankIfsc: 'SBIN0001234',
        payoutStatus: null,
        payoutExportedAt: null,
      }),
      expect.objectContaining({ id: ids.sitaApproved, amount: 900, bankIfsc: 'HDFC0ABC123', payoutExportedAt: null }),
    ]);
    expect((await list({ state: 'waiting' })).body.items).toEqual(waiting.body.items);
    expect((await list({ state: 'answered' })).body.items).toEqual([]);

    t.clock.advance(60_000);
    expect((await exportCsv({ ids: [ids.sitaApproved] })).statusCode).toBe(200);
    expect((await list()).body.items.map((i: any) => [i.id, i.payoutExportedAt])).toEqual([
      [ids.raviApproved, null],
      [ids.sitaApproved, t.clock.now()],
    ]);
  });

  it('moves answered payouts to state=answered, newest answer first, with the UTR or the failure', async () => {
    expect((await upload(`Request number,UTR,Status\n${ids.raviApproved},UTIB123456789012,paid\n`)).statusCode).toBe(200);
    const paidAt = t.clock.now();
    t.clock.advance(60_000);
    expect((await upload(`Request number,UTR,Status\n${ids.sitaApproved},,failed\n`)).statusCode).toBe(200);
    expect((await list()).body.items).toEqual([]);
    const answered = await list({ state: 'answered' });
    expect(answered.body.items.map((i: any) => [i.id, i.payoutStatus, i.payoutUtr, i.payoutAt])).toEqual([
      [ids.sitaApproved, 'failed', null, paidAt + 60_000],
      [ids.raviApproved, 'paid', 'UTIB123456789012', paidAt],
    ]);
  });

  it('is read by viewers, refuses a session-less call and an unknown state', async () => {
    const viewer = await loginAdmin(t, 'viewer');
    expect((await list({}, viewer)).body.items).toHaveLength(2);
    expect((await list({}, null)).statusCode).toBe(401);
    expect(await list({ state: 'paid' })).toMatchObject({ statusCode: 400, body: { status: false, msg: 'State must be waiting or answered' } });
  });
});

/** What producing a payout file changes: the files, the requests' export marks, the audit log, the money. */
async function exportState() {
  return {
    funds: await fundsSnapshot(t.db),
    files: await t.db.selectFrom('payout_exports').selectAll().orderBy('id').execute(),
    marks: await t.db.selectFrom('withdraw_requests').select(['id', 'payout_exported_at']).orderBy('id').execute(),
  };
}

describe('the bulk-payout file', () => {
  it('is produced by a POST of the approved bank payouts not answered yet (not the pending one, not the UPI one), which marks them exported and is audited', async () => {
    const made = await produce();
    // Named by India time: the test clock is 10:00 AM on Monday 23 November 2026 there.
    expect(made).toMatchObject({
      statusCode: 200,
      body: { status: true, msg: 'Bulk payout file', id: expect.any(Number), fileName: 'payouts-20261123100000.csv', count: 2, total: 1_600 },
    });
    const rows = await t.db.selectFrom('withdraw_requests').select(['id', 'payout_exported_at']).orderBy('id').execute();
    expect(rows.filter((r) => r.payout_exported_at !== null).map((r) => Number(r.id))).toEqual([ids.raviApproved, ids.sitaApproved]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'withdraw_request.payout_export').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ exportId: made.body.id, ids: [ids.raviApproved, ids.sitaApproved], count: 2, total: 1_600 });

    const res = await download(made.body.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payouts-20261123100000.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-payout-count']).toBe('2');
    expect(res.text).toBe(
      HEADER + `Ravi Kumar,123456789012,SBIN0001234,700,${ids.raviApproved}\r\n` + `"Sita, Devi",000098765432,HDFC0ABC123,900,${ids.sitaApproved}\r\n`,
    );
  });

  it('is downloaded by a GET that changes nothing: the same file again later, no export marked, nothing audited', async () => {
    const made = await produce({ ids: [ids.sitaApproved] });
    const first = await download(made.body.id);
    const other = await loginAdmin(t, 'operator');
    const before = await exportState();
    t.clock.advance(3_600_000);
    // Another operator may download it too.
    const again = await download(made.body.id, other);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(await exportState()).toEqual(before);
    // The old single GET that marked payouts exported is gone.
    expect((await consoleCall(t, 'GET', '/admin/api/payouts.csv', admin)).statusCode).toBe(404);
    expect(await exportState()).toEqual(before);
  });

  it('takes the requests named by ids, each once', async () => {
    const res = await exportCsv({ ids: [ids.sitaApproved, ids.sitaApproved] });
    expect(res.text).toBe(HEADER + `"Sita, Devi",000098765432,HDFC0ABC123,900,${ids.sitaApproved}\r\n`);
    expect(res.headers['x-payout-count']).toBe('1');
  });

  it.each<[string, () => unknown, number, () => string]>([
    ['a pending request', () => [ids.raviApproved, ids.raviPending], 409, () => `Request ${ids.raviPending} is pending, not approved`],
    ['a UPI withdrawal', () => [ids.sitaUpi], 409, () => `Request ${ids.sitaUpi} is not a bank payout (UPI withdrawals are paid by hand and approved)`],
    ['an unknown request', () => [99999], 404, () => 'Request 99999 does not exist'],
    ['words', () => [1, 'two'], 400, () => 'ids must be a list of 1 to 1000 request numbers'],
    ['text', () => '1,2', 400, () => 'ids must be a list of 1 to 1000 request numbers'],
    ['zero', () => [0], 400, () => 'ids must be a list of 1 to 1000 request numbers'],
    ['none', () => [], 400, () => 'ids must be a list of 1 to 1000 request numbers'],
    ['more than 1000', () => Array.from({ length: 1001 }, (_, i) => i + 1), 400, () => 'ids must be a list of 1 to 1000 request numbers'],
  ])('refuses a file naming %s, writing nothing', async (_name, idsOf, statusCode, msg) => {
    const before = await exportState();
    expect(await produce({ ids: idsOf() })).toMatchObject({ statusCode, body: { status: false, msg: msg() } });
    expect(await exportState()).toEqual(before);
  });

  it('refuses a file when nothing waits for the bank', async () => {
    await upload(`Request number,UTR,Status\n${ids.raviApproved},UTIB123456789012,paid\n${ids.sitaApproved},,failed\n`);
    const before = await exportState();
    expect(await produce()).toMatchObject({ statusCode: 404, body: { status: false, msg: 'No approved bank payouts are waiting for the bank' } });
    expect(await exportState()).toEqual(before);
  });

  it('answers 404 for a file that does not exist, 400 for an id that is not one', async () => {
    expect(await download(99999)).toMatchObject({ statusCode: 404, body: { status: false, msg: 'Payout file not found' } });
    expect(await download('abc')).toMatchObject({ statusCode: 400, body: { status: false, msg: 'Payout file not found' } });
  });

  it('is for operators and owners only, both steps', async () => {
    const made = await produce({ ids: [ids.raviApproved] });
    const viewer = await loginAdmin(t, 'viewer');
    const before = await exportState();
    for (const [token, status] of [
      [null, 401],
      [viewer, 403],
      [ravi.token, 401], // a player's token never opens an operator call
    ] as const) {
      expect([token, (await produce({}, token)).statusCode]).toEqual([token, status]);
      expect([token, (await download(made.body.id, token)).statusCode]).toEqual([token, status]);
    }
    expect((await upload('x', viewer)).statusCode).toBe(403);
    expect(await exportState()).toEqual(before);
    const owner = await loginAdmin(t, 'owner');
    expect((await download(made.body.id, owner)).statusCode).toBe(200);
    expect((await produce({ ids: [ids.sitaApproved] }, owner)).statusCode).toBe(200);
  });

  it(`allows an operator ${PAYOUT_EXPORT_LIMIT.max} files an hour: beyond, 429 in the envelope and nothing written`, async () => {
    for (let i = 0; i < PAYOUT_EXPORT_LIMIT.max; i++) expect((await produce({ ids: [ids.raviApproved] })).statusCode).toBe(200);
    const before = await exportState();
    const refused = await produce({ ids: [ids.raviApproved] });
    expect(refused).toMatchObject({ statusCode: 429, body: { status: false, msg: 'Too many payout files. Please try again after 60 minutes.' } });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await exportState()).toEqual(before);
    // Another operator is not counted with them; the hour over, the first may again.
    expect((await produce({ ids: [ids.raviApproved] }, await loginAdmin(t, 'operator'))).statusCode).toBe(200);
    t.clock.advance(PAYOUT_EXPORT_LIMIT.windowMs);
    expect((await produce({ ids: [ids.raviApproved] })).statusCode).toBe(200);
  });
});

describe("the bank's result file", () => {
  const results = () =>
    `Request number,UTR,Status\r\n${ids.raviApproved},UTIB123456789012,paid\r\n${ids.sitaApproved},,failed\r\n`;

  it('round trip: marks one paid with its UTR in the history and returns the failed one\'s points exactly once, even uploaded twice', async () => {
    expect((await exportCsv()).statusCode).toBe(200);
    expect(await balanceOf(t.db, sita.id)).toBe(3_000 - 900 - 600);

    const first = await upload(results());
    expect(first).toMatchObject({ statusCode: 200, body: { status: true, msg: 'Bank results recorded', paid: 1, failed: 1, unchanged: 0 } });
    expect(await balanceOf(t.db, sita.id)).toBe(3_000 - 600);
    expect(await balanceOf(t.db, ravi.id)).toBe(2_000 - 700 - 500);

    const again = await upload(results());
    expect(again.body).toMatchObject({ status: true, paid: 0, failed: 0, unchanged: 2 });
    expect(await balanceOf(t.db, sita.id)).toBe(3_000 - 600);
    const returns = await t.db.selectFrom('wallet_ledger').select(['user_id', 'amount', 'ref_id', 'note']).where('kind', '=', 'withdrawal_return').execute();
    expect(returns).toEqual([
      { user_id: sita.id, amount: 900, ref_id: ids.sitaApproved, note: `Withdrawal #${ids.sitaApproved}: the bank payout failed (points returned)` },
    ]);

    const raviHistory = await t.call('/api-user-withdraw-transaction-history', { unique_token: ravi.token });
    expect(raviHistory.body.withdrawdata.find((w: any) => w.request_number === String(ids.raviApproved))).toMatchObject({
      request_status: '2',
      bank_account: 'XXXXXX9012',
      payout_utr: 'UTIB123456789012',
      paid_status: 'paid',
    });
    const sitaHistory = await t.call('/api-user-withdraw-transaction-history', { unique_token: sita.token });
    expect(sitaHistory.body.withdrawdata.map((w: any) => [w.request_number, w.request_status, w.paid_status, w.payout_utr])).toEqual([
      [String(ids.sitaUpi), '2', 'paid', ''],
      [String(ids.sitaApproved), '1', 'failed', ''],
    ]);
    const wallet = await t.call('/api-wallet-transaction-history', { unique_token: sita.token });
    expect(wallet.body.transaction_history[0]).toMatchObject({ transaction_type: '1', amount: 900 });

    const list = await consoleCall(t, 'GET', '/admin/api/withdraw-requests', admin, { status: 'approved' });
    expect(list.body.items.map((i: any) => [i.id, i.payoutStatus, i.payoutUtr])).toEqual([
      [ids.sitaUpi, null, null],
      [ids.sitaApproved, 'failed', null],
      [ids.raviApproved, 'paid', 'UTIB123456789012'],
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', 'like', 'withdraw_request.payout_%').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'withdraw_request.payout_export', entity_id: `${ids.raviApproved}…${ids.sitaApproved}` },
      { action: 'withdraw_request.payout_paid', entity_id: String(ids.raviApproved) },
      { action: 'withdraw_request.payout_failed', entity_id: String(ids.sitaApproved) },
    ]);
    // The funds report counts the withdrawals paid: not the failed bank payout.
    const report = await consoleCall(t, 'GET', '/admin/api/reports/funds', admin);
    expect(report.body.rows.at(-1)).toMatchObject({ withdrawals: 2, withdrawalAmount: 700 + 600 });
    // Answered payouts leave the next file.
    expect(await exportCsv()).toMatchObject({ statusCode: 404, body: { msg: 'No approved bank payouts are waiting for the bank' } });
    expect(await exportCsv({ ids: [ids.raviApproved] })).toMatchObject({ statusCode: 409 });
  });

  it('returns the points once when the same file is uploaded many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(results())));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((n, a) => n + a.body.failed, 0)).toBe(1);
    expect(await balanceOf(t.db, sita.id)).toBe(3_000 - 600);
  });

  it('refuses a line that contradicts an earlier answer, changing nothing', async () => {
    await upload(results());
    const before = await fundsSnapshot(t.db);
    const res = await upload(`request number,utr,status\n${ids.sitaApproved},UTIB999999999999,paid\n`);
    expect(res).toMatchObject({ statusCode: 409, body: { status: false, msg: `Line 2: Request ${ids.sitaApproved} is already marked failed by the bank` } });
    const other = await upload(`request number,utr,status\n${ids.raviApproved},OTHER1234567,paid\n`);
    expect(other.body.msg).toBe(`Line 2: Request ${ids.raviApproved} is already marked paid (UTR UTIB123456789012) by the bank`);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it.each([
    ['no header', () => `${ids.raviApproved},UTIB123456789012,paid`, 'Line 1: the header must be: request number, UTR, status'],
    ['only a header', () => 'Request number,UTR,Status\n', 'The file has no result lines'],
    ['a bad status', () => `Request number,UTR,Status\n${ids.raviApproved},UTIB123456789012,done`, 'Line 2: status must be paid or failed'],
    ['a paid line without UTR', () => `Request number,UTR,Status\n${ids.sitaApproved},,failed\n${ids.raviApproved},,paid`, 'Line 3: a paid line needs the UTR (6 to 35 letters and digits)'],
    ['a bad UTR', () => `Request number,UTR,Status\n${ids.raviApproved},UTR-1;drop,paid`, 'Line 2: a paid line needs the UTR (6 to 35 letters and digits)'],
    ['a request number in words', () => `Request number,UTR,Status\nabc,UTIB123456789012,paid`, 'Line 2: "abc" is not a request number'],
    ['too few cells', () => `Request number,UTR,Status\n${ids.raviApproved},paid`, 'Line 2: expected 3 cells: request number, UTR, status'],
    ['too many cells', () => `Request number,UTR,Status\n${ids.raviApproved},UTIB123456789012,paid,extra`, 'Line 2: expected 3 cells: request number, UTR, status'],
    ['a request twice', () => `Request number,UTR,Status\n${ids.sitaApproved},,failed\n${ids.sitaApproved},,failed`, () => `Line 3: request ${ids.sitaApproved} is named twice`],
    ['an unknown request', () => `Request number,UTR,Status\n${ids.sitaApproved},,failed\n99999,UTIB123456789012,paid`, 'Line 3: Request 99999 does not exist'],
    ['a pending request', () => `Request number,UTR,Status\n${ids.sitaApproved},,failed\n${ids.raviPending},UTIB123456789012,paid`, () => `Line 3: Request ${ids.raviPending} is pending, not approved`],
    ['a UPI withdrawal', () => `Request number,UTR,Status\n${ids.sitaUpi},UTIB123456789012,paid`, () => `Line 2: Request ${ids.sitaUpi} is not a bank payout (UPI withdrawals are paid by hand and approved)`],
    ['an open quote', () => `Request number,UTR,Status\n"${ids.raviApproved},UTIB123456789012,paid`, 'Line 2: a quoted cell is not closed'],
  ])('refuses the whole file with %s, naming the first bad line and writing nothing', async (_name, csv, msg) => {
    const before = await fundsSnapshot(t.db);
    expect(await upload(csv())).toMatchObject({ statusCode: 400, body: { status: false, msg: typeof msg === 'function' ? msg() : msg } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it.each([
    ['no csv', undefined],
    ['an empty csv', ''],
    ['a number', 42],
    ['an object', { a: 1 }],
  ])('refuses a body with %s', async (_name, csv) => {
    const before = await fundsSnapshot(t.db);
    expect(await upload(csv)).toMatchObject({ statusCode: 400, body: { status: false, msg: 'Send the result file as csv text' } });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('reads quoted cells, CRLF or LF lines, blank lines and upper-case statuses', async () => {
    const res = await upload(`"Request number","UTR","Status"\n\n"${ids.raviApproved}","utib123456789012","PAID"\r\n`);
    expect(res.body).toMatchObject({ status: true, paid: 1 });
    const row = await t.db.selectFrom('withdraw_requests').select('payout_utr').where('id', '=', ids.raviApproved).executeTakeFirstOrThrow();
    expect(row.payout_utr).toBe('UTIB123456789012');
  });

  it('the ledger check reports a failed payout whose points went back twice', async () => {
    await upload(results());
    const wallet = await t.db.selectFrom('wallets').select('balance').where('user_id', '=', sita.id).executeTakeFirstOrThrow();
    const after = Number(wallet.balance) + 900;
    await t.db
      .insertInto('wallet_ledger')
      .values({ user_id: sita.id, amount: 900, kind: 'withdrawal_return', ref_type: 'withdraw_request', ref_id: ids.sitaApproved, balance_after: after, note: '', created_at: 0 })
      .execute();
    await t.db.updateTable('wallets').set({ balance: after }).where('user_id', '=', sita.id).execute();
    expect((await checkLedger(t.db)).map((p) => p.detail)).toEqual([
      `withdrawal ${ids.sitaApproved} (approved, payout failed) of 900: 1 hold(s) of -900, 0 release(s) of 0, 2 return(s) of 1800`,
    ]);
    // Put back, so the suite's own check passes.
    await t.db.deleteFrom('wallet_ledger').where('balance_after', '=', after).where('kind', '=', 'withdrawal_return').execute();
    await t.db.updateTable('wallets').set({ balance: after - 900 }).where('user_id', '=', sita.id).execute();
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
