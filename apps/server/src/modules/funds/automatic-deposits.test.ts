import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, balanceOf, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, openTestApp, type TestApp } from '../../test/harness.ts';
import { insertFundRequest } from '../deposits/repository.ts';
import { lockUtr } from '../deposits/service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { savePaymentNumber } from './repository.ts';

/**
 * Automatic deposits through the generic UPI forwarder (ADR 011): the signed hook, the
 * matching of a notification with the player's UTR claim, the Unmatched payments queue, and
 * one credit per UTR whatever arrives twice or at once.
 */

const SECRET = 'forwarder-secret-0123456789abcdef0123';
const HOOKS = { PAYMENT_HOOKS: ['upi' as const], PAYMENT_WEBHOOK_SECRET: SECRET };
let t: TestApp;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp({ config: HOOKS });
  player = await createPlayerWithToken(t, { balance: 300, name: 'Meena Shah' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

let events = 0;
const UTR = '401234567890';

/** A forwarder notification's body: event_id fresh unless given. */
const payment = (fields: Record<string, unknown> = {}) => ({
  event_id: `sms-${++events}`,
  utr: UTR,
  amount: '500.00',
  payer_vpa: 'meena@okaxis',
  received_at: '2026-11-23T10:01:00+05:30',
  text: 'Rs.500.00 credited to a/c XX1234 by UPI ref 401234567890',
  ...fields,
});

const sign = (secret: string, timestamp: string, raw: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;

/** POSTs a notification to the hook, signed unless the options say otherwise; `app` defaults to the test's. */
async function notify(
  body: unknown,
  options: { secret?: string; timestamp?: string; signature?: string | null; raw?: string; app?: TestApp['app']; contentType?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? String(Math.floor(t.clock.now() / 1000));
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json', 'x-pana-timestamp': timestamp };
  const signature = options.signature === undefined ? sign(options.secret ?? SECRET, timestamp, raw) : options.signature;
  if (signature !== null) headers['x-pana-signature'] = signature;
  const res = await (options.app ?? t.app).inject({ method: 'POST', url: '/hooks/payments/upi', headers, payload: raw });
  return { statusCode: res.statusCode, body: res.json() };
}

const claim = (fields: Record<string, unknown>, token = player.token) =>
  t.call('/api-fund-request-add', { unique_token: token, request_amount: '500', payment_method: 'GPay', ...fields });

const notifications = () => t.db.selectFrom('payment_notifications').selectAll().orderBy('id').execute();
const requestOf = (id: number) => t.db.selectFrom('fund_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the signature of the UPI hook', () => {
  it('refuses a missing, malformed or wrong signature and a changed body with 401, storing nothing', async () => {
    await claim({ utr: UTR });
    const before = await fundsSnapshot(t.db);
    const body = payment();
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(t.clock.now() / 1000));
    for (const options of [
      { signature: null },
      { signature: 'sha256=' },
      { signature: 'deadbeef' },
      { signature: `sha256=${'0'.repeat(64)}` },
      { secret: 'another-secret-0123456789abcdef0123' },
      // Signed for one body, sent with another (the amount raised).
      { signature: sign(SECRET, timestamp, raw), raw: raw.replace('500.00', '5000.00') },
      // Signed without the timestamp.
      { signature: `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}` },
    ]) {
      expect(await notify(body, options), JSON.stringify(options)).toEqual({ statusCode: 401, body: { status: false, msg: 'Invalid signature' } });
    }
    expect(await notifications()).toEqual([]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('checks the signature before reading anything: a malformed body without one is 401, not 400', async () => {
    expect((await notify(null, { raw: '{not json', signature: null })).statusCode).toBe(401);
    expect((await notify(null, { raw: '', signature: 'sha256=' })).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/hooks/payments/upi' });
    expect(empty.statusCode).toBe(401);
  });

  it('refuses a timestamp more than 5 minutes from the server clock, or none, even when signed', async () => {
    const now = Math.floor(t.clock.now() / 1000);
    for (const timestamp of [String(now - 301), String(now + 301), '', 'yesterday', '1e9']) {
      const res = await notify(payment(), { timestamp });
      expect(res, timestamp).toEqual({
        statusCode: 401,
        body: { status: false, msg: 'X-Pana-Timestamp is missing or more than 5 minutes from the server clock' },
      });
    }
    expect(await notifications()).toEqual([]);
    expect((await notify(payment(), { timestamp: String(now - 299) })).statusCode).toBe(200);
    expect((await notify(payment({ utr: '401234567891' }), { timestamp: String(now + 299) })).statusCode).toBe(200);
  });

  it('takes the signed bytes whatever the content type the forwarder sends', async () => {
    const res = await notify(payment(), { contentType: 'text/plain' });
    expect(res.body).toEqual({ status: true, msg: 'Payment recorded for an operator', result: 'unmatched' });
  });
});

describe('malformed notifications', () => {
  it.each([
    ['not JSON', '{"event_id": ', 'Invalid request body'],
    ['an array', '[]', 'Invalid request body'],
    ['no event_id', JSON.stringify({ ...payment(), event_id: undefined }), 'event_id must be text of 1 to 128 letters, digits or . _ : -'],
    ['an event_id with a space', JSON.stringify(payment({ event_id: 'a b' })), 'event_id must be text of 1 to 128 letters, digits or . _ : -'],
    ['no utr', JSON.stringify({ ...payment(), utr: undefined }), 'utr must be 6 to 64 letters or digits'],
    ['a utr of symbols', JSON.stringify(payment({ utr: '4012-3456-7890' })), 'utr must be 6 to 64 letters or digits'],
    ['an amount in words', JSON.stringify(payment({ amount: 'five hundred' })), 'amount must be rupees above zero with at most 2 decimals, e.g. "500.00"'],
    ['three decimals', JSON.stringify(payment({ amount: '500.001' })), 'amount must be rupees above zero with at most 2 decimals, e.g. "500.00"'],
    ['a negative amount', JSON.stringify(payment({ amount: '-500' })), 'amount must be rupees above zero with at most 2 decimals, e.g. "500.00"'],
    ['a zero amount', JSON.stringify(payment({ amount: '0.00' })), 'amount must be rupees above zero with at most 2 decimals, e.g. "500.00"'],
    ['a huge amount', JSON.stringify(payment({ amount: '1e30' })), 'amount must be rupees above zero with at most 2 decimals, e.g. "500.00"'],
    ['received_at without its offset', JSON.stringify(payment({ received_at: '2026-11-23T10:01:00' })), 'received_at must be an ISO 8601 instant with its offset, e.g. 2026-11-25T10:05:00+05:30'],
    ['received_at not a date', JSON.stringify(payment({ received_at: 'today' })), 'received_at must be an ISO 8601 instant with its offset, e.g. 2026-11-25T10:05:00+05:30'],
    ['a payer_vpa that is a number', JSON.stringify(payment({ payer_vpa: 5 })), 'payer_vpa must be text of at most 255 characters'],
    ['a text too long', JSON.stringify(payment({ text: 'x'.repeat(1001) })), 'text must be text of at most 1000 characters'],
    ['a NUL in the text', JSON.stringify(payment({ text: 'Rs.500\u0000' })), 'text contains a character that is not allowed'],
  ])('refuses %s with 400 and stores nothing', async (_name, raw, msg) => {
    await claim({ utr: UTR });
    const before = await fundsSnapshot(t.db);
    expect(await notify(null, { raw })).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await notifications()).toEqual([]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses a body over 64 KB with 413 and stores nothing', async () => {
    const res = await notify(payment({ text: 'x'.repeat(70_000) }));
    expect(res).toEqual({ statusCode: 413, body: { status: false, msg: 'Request body is too large' } });
    expect(await notifications()).toEqual([]);
  });

  it('is not served unless PAYMENT_HOOKS enables it', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'POST', url: '/hooks/payments/upi', payload: payment() });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('matching a notification with a claim', () => {
  it('credits the one pending request with the same UTR and amount, once, with its ledger row', async () => {
    const requestId = (await claim({ utr: UTR })).body.request_id;
    const res = await notify(payment());
    expect(res).toEqual({ statusCode: 200, body: { status: true, msg: 'Payment credited', result: 'credited' } });
    expect(await balanceOf(t.db, player.id)).toBe(800);
    expect(await requestOf(requestId)).toMatchObject({ status: 'approved', credited_by: 'automatic', decided_by: null, decided_at: t.clock.now() });
    expect(await notifications()).toEqual([
      expect.objectContaining({ source: 'upi', utr: UTR, amount_paise: 50_000, status: 'credited', fund_request_id: requestId, reason: '' }),
    ]);
    const ledger = await t.db.selectFrom('wallet_ledger').selectAll().where('kind', '=', 'deposit').execute();
    expect(ledger).toEqual([
      expect.objectContaining({ user_id: player.id, amount: 500, balance_after: 800, ref_type: 'fund_request', ref_id: requestId }),
    ]);
    expect(ledger[0]!.note).toBe(`Deposit #${requestId} matched automatically, UTR ${UTR}`);

    // The Deposit History shows it credited with its UTR; the console's list shows how.
    const history = await t.call('/api-wallet-transaction-history', { unique_token: player.token });
    expect(history.body.deposit_history).toEqual([
      {
        request_id: requestId,
        amount: 500,
        method: 'GPay',
        deposit_status: 'credited',
        utr: UTR,
        reason: '',
        credited_by: 'automatic',
        insert_date: '23-November-2026 10:00 AM',
      },
    ]);
    const admin = await loginAdmin(t, 'viewer');
    const list = await adminCall(t, 'GET', '/admin/api/fund-requests', admin);
    expect(list.body.items).toEqual([expect.objectContaining({ id: requestId, utr: UTR, creditedBy: 'automatic', status: 'approved' })]);
  });

  it('answers a replay (the same event, or the same UTR in another event) with 200 and changes nothing', async () => {
    await claim({ utr: UTR });
    const body = payment();
    expect((await notify(body)).body.result).toBe('credited');
    const before = await fundsSnapshot(t.db);
    expect(await notify(body)).toEqual({ statusCode: 200, body: { status: true, msg: 'Payment already received', result: 'replay' } });
    expect((await notify(payment())).body.result).toBe('replay');
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect(await notifications()).toHaveLength(1);
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });

  it('queues a payment nobody claimed, and credits it when the player whose UPI id paid it claims the UTR afterwards', async () => {
    // Paid from the UPI id of the player's own (registered) number: the player's payment, whoever claims first.
    expect((await notify(payment({ payer_vpa: `${player.mobile}@ybl` }))).body).toEqual({
      status: true,
      msg: 'Payment recorded for an operator',
      result: 'unmatched',
    });
    expect(await notifications()).toEqual([
      expect.objectContaining({ status: 'unmatched', reason: 'No pending request claims this payment', fund_request_id: null }),
    ]);
    expect(await balanceOf(t.db, player.id)).toBe(300);
    // A claim of another amount does not take it.
    const other = await createPlayerWithToken(t, { balance: 0 });
    expect((await claim({ utr: UTR, request_amount: '400' }, other.token)).body.deposit_status).toBe('pending');
    expect(await balanceOf(t.db, other.id)).toBe(0);
    await t.db.updateTable('fund_requests').set({ status: 'rejected', note: 'Wrong amount' }).execute();
    const res = await claim({ utr: UTR });
    expect(res.body).toEqual({
      status: true,
      msg: 'Payment received. Points added to your wallet.',
      request_id: expect.any(Number),
      deposit_status: 'credited',
    });
    expect(await balanceOf(t.db, player.id)).toBe(800);
    expect(await requestOf(res.body.request_id)).toMatchObject({ status: 'approved', credited_by: 'automatic' });
    expect(await notifications()).toEqual([expect.objectContaining({ status: 'credited', fund_request_id: res.body.request_id, reason: '' })]);
    const history = await t.call('/api-wallet-transaction-history', { unique_token: other.token });
    expect(history.body.deposit_history).toEqual([
      expect.objectContaining({ deposit_status: 'rejected', reason: 'Wrong amount', utr: UTR, credited_by: '' }),
    ]);
  });

  it('leaves two pending claims of one UTR to an operator', async () => {
    const other = await createPlayerWithToken(t, { balance: 0 });
    await claim({ utr: UTR });
    await claim({ utr: UTR }, other.token);
    const before = await fundsSnapshot(t.db);
    expect((await notify(payment())).body.result).toBe('unmatched');
    expect(await notifications()).toEqual([expect.objectContaining({ status: 'unmatched', reason: '2 pending requests claim this UTR' })]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('leaves a payment of another amount, or with paise, to an operator', async () => {
    await claim({ utr: UTR });
    await claim({ utr: '401234567891' });
    const before = await fundsSnapshot(t.db);
    expect((await notify(payment({ amount: '499' }))).body.result).toBe('unmatched');
    expect((await notify(payment({ utr: '401234567891', amount: '500.50' }))).body.result).toBe('unmatched');
    expect((await notifications()).map((n) => n.reason)).toEqual([
      'The request claims 500, the payment is 499.00',
      'The payment of 500.50 is not a whole number of rupees',
    ]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('credits a UTR once when its notification arrives many times at once, on two app instances on PostgreSQL', async () => {
    await claim({ utr: UTR });
    // On PostgreSQL a second app on the same database: another process's pool, as a deployment runs them.
    const second = t.engine === 'postgres' ? await openTestApp(t.config.DATABASE_URL, { prepared: true, config: HOOKS }) : null;
    try {
      const body = payment();
      const sends = Array.from({ length: 12 }, (_, i) =>
        notify(i % 3 === 0 ? payment() : body, { app: second && i % 2 === 1 ? second.app : t.app }),
      );
      const answers = await Promise.all(sends);
      expect(answers.map((a) => a.statusCode), JSON.stringify(answers.map((a) => a.body))).toEqual(Array(12).fill(200));
      expect(answers.filter((a) => a.body.result === 'credited')).toHaveLength(1);
      expect(answers.filter((a) => a.body.result === 'replay')).toHaveLength(11);
    } finally {
      await second?.app.close();
    }
    expect(await balanceOf(t.db, player.id)).toBe(800);
    expect(await notifications()).toHaveLength(1);
  });

  it('credits once when claims and their notifications arrive at the same moment', async () => {
    // Twenty payments, each claimed and notified at once: whichever of the two commits first, the other
    // finds it (on PostgreSQL both hold the UTR's lock), so every one is credited and none is queued.
    // Four players, five payments each (within the claims an hour), each paying from their own number's UPI id.
    const players = [player, ...(await Promise.all([1, 2, 3].map(() => createPlayerWithToken(t, { balance: 300 }))))];
    const utrs = Array.from({ length: 20 }, (_, i) => `4012345678${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(
      utrs.flatMap((utr, i) => {
        const payer = players[i % 4]!;
        return [claim({ utr }, payer.token), notify(payment({ utr, payer_vpa: `${payer.mobile}@ybl` }))];
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    for (const p of players) expect(await balanceOf(t.db, p.id)).toBe(300 + 5 * 500);
    expect((await notifications()).map((n) => n.status)).toEqual(Array(20).fill('credited'));
  });
  it('holds a notification that arrives while a claim of its UTR is being written, then credits it', async () => {
    // The claim's transaction is held open after writing the request: the notification must wait for
    // it (PostgreSQL: the UTR's advisory lock; SQLite: the one writer) and then find the claim.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const written = new Promise<void>((resolve) => (claimed = resolve));
    const claiming = t.db.transaction().execute(async (trx) => {
      await lockUtr(trx, UTR);
      const id = await insertFundRequest(trx, { userId: player.id, amount: 500, method: 'GPay', txnRef: null, utr: UTR, now: t.clock.now() });
      claimed();
      await gate;
      return id;
    });
    await written;
    let settled = false;
    const notified = notify(payment()).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    const requestId = await claiming;
    expect((await notified).body.result).toBe('credited');
    expect(await requestOf(requestId)).toMatchObject({ status: 'approved', credited_by: 'automatic' });
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });
});

describe('the UTR of a claim', () => {
  it.each([['12345'], ['4012345678901'], ['40123456789a'], [401234567890], [['401234567890']], [{}]])(
    'refuses %j: not 12 digits',
    async (utr) => {
      const before = await fundsSnapshot(t.db);
      expect(await claim({ utr })).toEqual({
        statusCode: 400,
        body: { status: false, msg: 'UTR must be the 12-digit UPI reference number of your payment' },
      });
      expect(await fundsSnapshot(t.db)).toEqual(before);
    },
  );

  it('keeps the manual path for a claim without one (older apps), and takes one with spaces, as the app does', async () => {
    expect((await claim({ utr: null })).body.deposit_status).toBe('pending');
    expect((await claim({ utr: '  ' })).body.deposit_status).toBe('pending');
    const spaced = await claim({ utr: ` ${UTR} ` });
    expect((await requestOf(spaced.body.request_id)).utr).toBe(UTR);
    // UPI apps print it in groups of four; the app's check (the domain's checkUtr) ignores the spaces, so does the server.
    const grouped = await claim({ utr: '4012 3456 7811', request_amount: 700 });
    expect((await requestOf(grouped.body.request_id)).utr).toBe('401234567811');
  });

  it('refuses a UTR already used by anyone, answers the same claim retried with the first request', async () => {
    const first = await claim({ utr: UTR });
    expect((await claim({ utr: UTR })).body.request_id).toBe(first.body.request_id);
    expect((await claim({ utr: UTR, request_amount: '600' })).body).toEqual({ status: false, msg: 'This UTR has already been used' });
    await notify(payment());
    const other = await createPlayerWithToken(t, { balance: 0 });
    const before = await fundsSnapshot(t.db);
    expect(await claim({ utr: UTR }, other.token)).toEqual({ statusCode: 400, body: { status: false, msg: 'This UTR has already been used' } });
    // The credited player's retry still answers their request, credited.
    expect((await claim({ utr: UTR })).body).toMatchObject({ request_id: first.body.request_id, deposit_status: 'credited' });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses a UTR approved by an operator or whose payment was dismissed', async () => {
    const admin = await loginAdmin(t, 'operator');
    const first = await claim({ utr: UTR });
    await adminCall(t, 'POST', `/admin/api/fund-requests/${first.body.request_id}/approve`, admin, {});
    const other = await createPlayerWithToken(t, { balance: 0 });
    expect((await claim({ utr: UTR }, other.token)).body.msg).toBe('This UTR has already been used');
    await notify(payment({ utr: '401234567899' }));
    const [queued] = await notifications();
    await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/dismiss`, admin, { reason: 'Refunded to the payer' });
    expect((await claim({ utr: '401234567899' }, other.token)).body.msg).toBe('This UTR has already been used');
  });
});

describe('the Unmatched payments queue', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await loginAdmin(t, 'operator');
  });

  it('lists the unmatched payments, newest first, with why', async () => {
    await notify(payment({ utr: '401234567801', amount: '250.00' }));
    await notify(payment({ utr: '401234567802' }));
    const viewer = await loginAdmin(t, 'viewer');
    const res = await adminCall(t, 'GET', '/admin/api/unmatched-payments', viewer);
    expect(res.statusCode).toBe(200);
    expect(res.body.items.map((i: any) => [i.utr, i.amount, i.status, i.reason])).toEqual([
      ['401234567802', '500.00', 'unmatched', 'No pending request claims this payment'],
      ['401234567801', '250.00', 'unmatched', 'No pending request claims this payment'],
    ]);
    expect(res.body.items[0]).toMatchObject({
      source: 'upi',
      amountPaise: 50_000,
      payerVpa: 'meena@okaxis',
      receivedAt: Date.parse('2026-11-23T10:01:00+05:30'),
      fundRequestId: null,
      mobile: null,
    });
    expect((await adminCall(t, 'GET', '/admin/api/unmatched-payments', viewer, { status: 'credited' })).body.items).toEqual([]);
    expect((await adminCall(t, 'GET', '/admin/api/unmatched-payments', viewer, { status: 'lost' })).statusCode).toBe(400);
    expect((await adminCall(t, 'GET', '/admin/api/unmatched-payments', null)).statusCode).toBe(401);
  });

  it("links a payment of another amount to the player's request: credits what was received, audited, once", async () => {
    const requestId = (await claim({ utr: UTR })).body.request_id;
    await notify(payment({ amount: '450.75' }));
    const [queued] = await notifications();
    const res = await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/link`, admin, { requestId });
    expect(res.body).toEqual({ status: true, msg: 'Payment linked and credited', id: queued!.id, requestId, amount: 450, walletBalance: 750 });
    expect(await requestOf(requestId)).toMatchObject({
      status: 'approved',
      amount: 450,
      credited_by: 'operator',
      note: `Linked to payment #${queued!.id}: claimed 500, received 450.75`,
    });
    expect(await notifications()).toEqual([expect.objectContaining({ status: 'linked', fund_request_id: requestId })]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'payment.link').execute();
    expect(audit).toEqual([expect.objectContaining({ entity: 'payment_notification', entity_id: String(queued!.id) })]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'linked', requestId, amount: 450, balance: 750 });

    const before = await fundsSnapshot(t.db);
    expect(await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/link`, admin, { requestId })).toMatchObject({
      statusCode: 409,
      body: { status: false, msg: 'This payment is already linked' },
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });

  it('refuses a link to a request that is not pending and leaves the payment in the queue', async () => {
    const requestId = (await claim({ utr: UTR })).body.request_id;
    await adminCall(t, 'POST', `/admin/api/fund-requests/${requestId}/reject`, admin, { note: 'No payment' });
    await notify(payment({ utr: '401234567803' }));
    const [queued] = await notifications();
    const before = await fundsSnapshot(t.db);
    expect(await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/link`, admin, { requestId })).toMatchObject({
      statusCode: 409,
      body: { msg: 'This request is already rejected' },
    });
    expect((await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/link`, admin, { requestId: 99_999 })).statusCode).toBe(404);
    expect((await adminCall(t, 'POST', `/admin/api/unmatched-payments/99999/link`, admin, { requestId })).statusCode).toBe(404);
    expect((await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/link`, admin, { requestId: 'x' })).statusCode).toBe(400);
    expect((await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued!.id}/link`, admin, {})).statusCode).toBe(400);
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect((await notifications())[0]).toMatchObject({ status: 'unmatched', fund_request_id: null });
  });

  it('dismisses a payment with a reason, audited; a viewer may not decide', async () => {
    await notify(payment());
    const [queued] = await notifications();
    const url = `/admin/api/unmatched-payments/${queued!.id}/dismiss`;
    expect((await adminCall(t, 'POST', url, admin, {})).body).toEqual({ status: false, msg: 'Please enter a reason' });
    expect((await adminCall(t, 'POST', url, admin, { reason: '  ' })).body).toEqual({ status: false, msg: 'Please enter a reason' });
    const viewer = await loginAdmin(t, 'viewer');
    expect((await adminCall(t, 'POST', url, viewer, { reason: 'Test payment' })).statusCode).toBe(403);
    const before = await fundsSnapshot(t.db);
    expect((await adminCall(t, 'POST', url, admin, { reason: 'Test payment by the owner' })).body).toEqual({
      status: true,
      msg: 'Payment dismissed',
      id: queued!.id,
    });
    expect(await fundsSnapshot(t.db)).toEqual({ ...before, audit: before.audit! + 1 });
    expect(await notifications()).toEqual([expect.objectContaining({ status: 'dismissed', note: 'Test payment by the owner' })]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'payment.dismiss').execute();
    expect(audit).toEqual([expect.objectContaining({ entity_id: String(queued!.id) })]);
    expect((await adminCall(t, 'POST', url, admin, { reason: 'again' })).statusCode).toBe(409);
  });
});

describe('whose payment: the payer VPA and the claimant', () => {
  const WAITING = 'Your request is sent; points are added once the payment is verified';
  let operator: string;
  let stranger: { id: number; mobile: string; token: string };
  beforeEach(async () => {
    operator = await loginAdmin(t, 'operator');
    stranger = await createPlayerWithToken(t, { balance: 0, name: 'New Stranger' });
  });

  const queue = async () => (await adminCall(t, 'GET', '/admin/api/unmatched-payments', await loginAdmin(t, 'viewer'))).body.items;

  it("does not credit a stranger's claim of a waiting payment: the claim waits beside the payment until an operator refuses it", async () => {
    expect((await notify(payment())).body.result).toBe('unmatched');
    const before = await fundsSnapshot(t.db);
    const res = await claim({ utr: UTR }, stranger.token);
    // The same words as for a UTR whose payment has not arrived: the answer never tells that it did.
    expect(res).toEqual({
      statusCode: 200,
      body: { status: true, msg: WAITING, request_id: expect.any(Number), deposit_status: 'pending' },
    });
    expect((await claim({ utr: '401234567811' }, stranger.token)).body.msg).toBe(WAITING);
    expect(await balanceOf(t.db, stranger.id)).toBe(0);
    expect(await fundsSnapshot(t.db)).toEqual({ ...before, fundRequests: before.fundRequests! + 2 });
    const requestId = res.body.request_id as number;
    expect(await requestOf(requestId)).toMatchObject({ status: 'pending', credited_by: null, utr: UTR });

    // The operator sees both sides: the payment with its payer VPA, the stranger's claim beside it.
    const [item] = await queue();
    expect(item).toMatchObject({
      utr: UTR,
      amount: '500.00',
      payerVpa: 'meena@okaxis',
      status: 'unmatched',
      reason: 'The payer meena@okaxis is not a UPI id of the claimant; the claim came after the payment',
      claims: [
        {
          requestId,
          mobile: stranger.mobile,
          name: 'New Stranger',
          amount: 500,
          method: 'GPay',
          createdAt: t.clock.now(),
          payerIsClaimant: false,
        },
      ],
    });
    expect(await queue()).toHaveLength(1);

    // Refused in the deposits queue: the claim is gone from beside the payment, which still waits.
    const refused = await adminCall(t, 'POST', `/admin/api/fund-requests/${requestId}/reject`, operator, { note: 'Not the payer' });
    expect(refused.statusCode).toBe(200);
    expect((await queue())[0]).toMatchObject({ status: 'unmatched', claims: [] });
    expect(await balanceOf(t.db, stranger.id)).toBe(0);

    // The payer claims it too; their UPI id is not one they are known by yet, so the operator links it.
    const own = await claim({ utr: UTR });
    expect(own.body).toMatchObject({ msg: WAITING, deposit_status: 'pending' });
    const [waiting] = await queue();
    expect(waiting.claims).toEqual([expect.objectContaining({ requestId: own.body.request_id, mobile: player.mobile, payerIsClaimant: false })]);
    const linked = await adminCall(t, 'POST', `/admin/api/unmatched-payments/${waiting.id}/link`, operator, { requestId: own.body.request_id });
    expect(linked.body).toMatchObject({ status: true, amount: 500, walletBalance: 800 });
  });

  it('leaves two claims of a waiting payment to an operator, showing which claimant the payer is', async () => {
    await savePaymentNumber(t.db, player.id, 'phonepe', '9812345678', t.clock.now());
    await notify(payment({ payer_vpa: '9812345678@ybl' }));
    await claim({ utr: UTR }, stranger.token);
    const own = await claim({ utr: UTR });
    expect(own.body.deposit_status).toBe('pending');
    const [item] = await queue();
    expect(item.reason).toBe('2 pending requests claim this UTR');
    expect(item.claims.map((c: any) => [c.mobile, c.payerIsClaimant])).toEqual([
      [stranger.mobile, false],
      [player.mobile, true],
    ]);
  });

  it('credits a claim at once when the payment came from a UPI number the claimant saved for withdrawals', async () => {
    await savePaymentNumber(t.db, player.id, 'phonepe', '9812345678', t.clock.now());
    await notify(payment({ payer_vpa: '9812345678@YBL' }));
    const res = await claim({ utr: UTR });
    expect(res.body).toEqual({
      status: true,
      msg: 'Payment received. Points added to your wallet.',
      request_id: expect.any(Number),
      deposit_status: 'credited',
    });
    expect(await balanceOf(t.db, player.id)).toBe(800);
    expect(await requestOf(res.body.request_id)).toMatchObject({ status: 'approved', credited_by: 'automatic' });
    expect(await notifications()).toEqual([expect.objectContaining({ status: 'credited', fund_request_id: res.body.request_id })]);

    // Another payment from the same number, claimed by the stranger: not theirs, it waits.
    await notify(payment({ utr: '401234567891', payer_vpa: '9812345678@ybl' }));
    expect((await claim({ utr: '401234567891' }, stranger.token)).body.deposit_status).toBe('pending');
    expect(await balanceOf(t.db, stranger.id)).toBe(0);
    expect((await queue())[0]).toMatchObject({ reason: "The payer 9812345678@ybl is another player's UPI id" });
  });

  it("credits a claim at once when an operator linked an earlier payment of the same UPI id to the claimant", async () => {
    await notify(payment());
    const first = await claim({ utr: UTR });
    const [waiting] = await queue();
    await adminCall(t, 'POST', `/admin/api/unmatched-payments/${waiting.id}/link`, operator, { requestId: first.body.request_id });
    expect(await balanceOf(t.db, player.id)).toBe(800);
    // VPAs are compared without case.
    await notify(payment({ utr: '401234567891', payer_vpa: 'Meena@OKAXIS' }));
    expect((await claim({ utr: '401234567891' })).body.deposit_status).toBe('credited');
    expect(await balanceOf(t.db, player.id)).toBe(1300);
  });

  it('credits no claim on its own from a payment without a payer VPA, before or after the payment', async () => {
    const { payer_vpa: _none, ...anonymous } = payment();
    await notify(anonymous);
    expect((await claim({ utr: UTR })).body.deposit_status).toBe('pending');
    await claim({ utr: '401234567891' });
    const { payer_vpa: _also, ...later } = payment({ utr: '401234567891' });
    expect((await notify(later)).body.result).toBe('unmatched');
    expect(await balanceOf(t.db, player.id)).toBe(300);
    expect((await notifications()).map((n) => n.reason)).toEqual([
      'The payment names no payer VPA to compare with the claimant',
      'The payment names no payer VPA to compare with the claimant',
    ]);
  });

  it('credits the claim made before its payment from a UPI id nobody is known by, and that credit makes the id nobody\'s still', async () => {
    expect((await claim({ utr: UTR })).body.msg).toBe(WAITING);
    expect((await notify(payment())).body.result).toBe('credited');
    expect(await balanceOf(t.db, player.id)).toBe(800);
    // A credit by the UTR alone says nothing of whose the payer is: a later payment of it claimed after it waits.
    await notify(payment({ utr: '401234567891' }));
    expect((await claim({ utr: '401234567891' })).body.deposit_status).toBe('pending');
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });

  it("does not credit a claim made before its payment when the payer is another player's UPI id", async () => {
    await savePaymentNumber(t.db, player.id, 'gpay', '9812345678', t.clock.now());
    const raced = await claim({ utr: UTR }, stranger.token);
    expect((await notify(payment({ payer_vpa: '9812345678@okaxis' }))).body.result).toBe('unmatched');
    expect(await balanceOf(t.db, stranger.id)).toBe(0);
    expect(await requestOf(raced.body.request_id)).toMatchObject({ status: 'pending' });
    expect((await queue())[0]).toMatchObject({
      reason: "The payer 9812345678@okaxis is another player's UPI id",
      claims: [expect.objectContaining({ requestId: raced.body.request_id, payerIsClaimant: false })],
    });
    // From the player's own registered number, the claim made first is credited.
    await claim({ utr: '401234567891' });
    expect((await notify(payment({ utr: '401234567891', payer_vpa: `${player.mobile}@paytm` }))).body.result).toBe('credited');
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });
});

describe('deposit claims an hour', () => {
  it('refuses the 11th claim of a player within the hour with 429, both routes counted together, changing nothing', async () => {
    const other = await createPlayerWithToken(t, { balance: 0 });
    // Refused claims count too: guessing UTRs costs tries.
    expect((await claim({ utr: '12345' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await claim({ utr: `40123456780${i}` })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      const order = await t.call('/api-payment-order-create', { unique_token: player.token, request_amount: '500' });
      expect(order.statusCode).toBe(409);
    }
    const before = await fundsSnapshot(t.db);
    const tooMany = { statusCode: 429, body: { status: false, msg: 'Too many requests. Please try again after 60 minutes.' } };
    expect(await claim({ utr: '401234567809' })).toEqual(tooMany);
    expect(await t.call('/api-payment-order-create', { unique_token: player.token, request_amount: '500' })).toEqual(tooMany);
    expect(await fundsSnapshot(t.db)).toEqual(before);
    // Another player has their own count.
    expect((await claim({ utr: '401234567809' }, other.token)).statusCode).toBe(200);
    // The next hour, the player may claim again.
    t.clock.advance(60 * 60_000);
    expect((await claim({ utr: '401234567808' })).statusCode).toBe(200);
  });
});

describe('one transaction, checked by ledger:check', () => {
  /** Makes every insert into wallet_ledger fail, as a crash between the notification and its credit would. */
  async function breakTheLedger(): Promise<() => Promise<void>> {
    if (t.engine === 'postgres') {
      await sql`create function pana_test_crash() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`.execute(t.db);
      await sql`create trigger pana_test_crash before insert on wallet_ledger for each row execute function pana_test_crash()`.execute(t.db);
      return async () => {
        await sql`drop trigger pana_test_crash on wallet_ledger`.execute(t.db);
        await sql`drop function pana_test_crash()`.execute(t.db);
      };
    }
    await sql`create trigger pana_test_crash before insert on wallet_ledger begin select raise(abort, 'crash'); end`.execute(t.db);
    return async () => {
      await sql`drop trigger pana_test_crash`.execute(t.db);
    };
  }

  it('leaves neither the notification nor the approval when the credit fails, so the retry credits', async () => {
    const requestId = (await claim({ utr: UTR })).body.request_id;
    const before = await fundsSnapshot(t.db);
    const repair = await breakTheLedger();
    const body = payment();
    expect((await notify(body)).statusCode).toBe(500);
    await repair();
    expect(await notifications()).toEqual([]);
    expect(await fundsSnapshot(t.db)).toEqual(before);
    expect((await requestOf(requestId)).status).toBe('pending');
    expect((await notify(body)).body.result).toBe('credited');
    expect(await balanceOf(t.db, player.id)).toBe(800);
  });

  it('reports a credited payment whose request is not approved, and an automatic credit without its payment', async () => {
    const requestId = (await claim({ utr: UTR })).body.request_id;
    await notify(payment());
    expect(await checkLedger(t.db)).toEqual([]);
    const [credited] = await notifications();
    await t.db.updateTable('payment_notifications').set({ amount_paise: 60_000 }).execute();
    expect(await checkLedger(t.db)).toEqual([
      {
        check: 'a credited payment names an approved deposit of its amount',
        detail: `payment ${credited!.id} (credited) of 60000 paise names request ${requestId} (approved, 500 points, credited by automatic)`,
      },
    ]);
    await t.db.updateTable('payment_notifications').set({ amount_paise: 50_000, status: 'dismissed', fund_request_id: null }).execute();
    expect(await checkLedger(t.db)).toEqual([
      {
        check: 'an approved deposit says how it was credited, and an automatic one has its payment',
        detail: `fund request ${requestId} (approved) credited by automatic with 0 payment(s)`,
      },
    ]);
    await t.db.updateTable('payment_notifications').set({ status: 'credited', fund_request_id: requestId }).execute();
    await t.db.updateTable('fund_requests').set({ credited_by: null }).execute();
    expect((await checkLedger(t.db)).map((p) => p.check)).toEqual([
      'a credited payment names an approved deposit of its amount',
      'an approved deposit says how it was credited, and an automatic one has its payment',
    ]);
    await t.db.updateTable('fund_requests').set({ credited_by: 'automatic' }).execute();
  });
});
