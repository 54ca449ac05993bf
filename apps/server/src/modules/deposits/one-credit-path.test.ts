import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../../../../e2e/support/fake-razorpay.mjs';
import { adminCall, createPlayerWithToken, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * One approve-and-credit path (ADR 028): the five ways a deposit is credited — a UTR claim of a payment
 * that waited, the UPI forwarder's hook, Razorpay's webhook, an operator's approval, an operator's link of
 * an unmatched payment — each approve the request once, write one 'deposit' ledger row whose note has
 * the one format, and one inbox item; the ledger check stays clean. On whichever engine the run uses.
 */

const UPI_SECRET = 'forwarder-secret-0123456789abcdef0123';
const KEY_ID = 'rzp_test_KEY123';
const KEY_SECRET = 'key-secret-0123456789';
const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef0123';

let gateway: FakeRazorpay;
beforeAll(async () => {
  gateway = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
});
afterAll(() => gateway.close());

let t: TestApp;
let player: { id: number; mobile: string; token: string };
let operator: string;
let owner: string;

beforeEach(async () => {
  t = await createTestApp({
    config: {
      PAYMENT_HOOKS: ['upi', 'razorpay'],
      PAYMENT_WEBHOOK_SECRET: UPI_SECRET,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: gateway.url,
    },
  });
  player = await createPlayerWithToken(t, { balance: 100 });
  operator = await loginAdmin(t, 'operator');
  owner = await loginAdmin(t, 'owner');
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

let events = 0;
async function upiHook(fields: { utr: string; amount: string; payer_vpa: string }) {
  const raw = JSON.stringify({ event_id: `sms-${++events}`, received_at: '2026-11-23T10:01:00+05:30', text: 'credited', ...fields });
  const timestamp = String(Math.floor(t.clock.now() / 1000));
  const signature = `sha256=${createHmac('sha256', UPI_SECRET).update(`${timestamp}.${raw}`).digest('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/hooks/payments/upi',
    headers: { 'content-type': 'application/json', 'x-pana-timestamp': timestamp, 'x-pana-signature': signature },
    payload: raw,
  });
  return res.json() as { result: string };
}

async function razorpayHook(orderId: string, amountPaise: number) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: 'pay_Fake000777', entity: 'payment', amount: amountPaise, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi', captured: true, vpa: 'someone@okicici', acquirer_data: { rrn: '433312345678' } },
      },
    },
  });
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
  const res = await t.app.inject({
    method: 'POST',
    url: '/hooks/payments/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_777', 'x-razorpay-signature': signature },
    payload: raw,
  });
  return res.json() as { result: string };
}

const claim = (fields: Record<string, unknown>) =>
  t.call('/api-fund-request-add', { unique_token: player.token, request_amount: '500', payment_method: 'GPay', ...fields });

/** The one note format of a credited deposit (deposits/credit.ts depositNote). */
const NOTE = /^Deposit #(\d+)( (by \S+|matched automatically|linked by an operator))?(, UPI ref \S+)?(, UTR \S+)?$/;

describe('every deposit path goes through approveAndCredit', () => {
  it('UTR claim, UPI hook, Razorpay webhook, operator approval and link each credit once, with one note format', async () => {
    // 1. A UTR claim of a payment that waited (the payer is the player's own number).
    expect(await upiHook({ utr: '401234567801', amount: '500.00', payer_vpa: `${player.mobile}@ybl` })).toMatchObject({ result: 'unmatched' });
    const byClaim = await claim({ utr: '401234567801' });
    expect(byClaim.body).toMatchObject({ status: true, deposit_status: 'credited' });
    // 2. The UPI hook of a claim made first.
    await claim({ utr: '401234567802' });
    expect(await upiHook({ utr: '401234567802', amount: '500.00', payer_vpa: `${player.mobile}@ybl` })).toMatchObject({ result: 'credited' });
    // 3. Razorpay's webhook for an order.
    expect((await t.app.inject({ method: 'PUT', url: '/admin/api/payments/gateway', headers: { authorization: `Bearer ${owner}` }, payload: { enabled: true } })).statusCode).toBe(200);
    const order = await t.call('/api-payment-order-create', { unique_token: player.token, request_amount: '500' });
    expect(order.statusCode).toBe(200);
    expect(await razorpayHook(order.body.order_id as string, 50_000)).toMatchObject({ result: 'credited' });
    // 4. An operator's approval of a claim without a UTR.
    const manual = await claim({ txn_ref: 'T2611230001' });
    expect((await adminCall(t, 'POST', `/admin/api/fund-requests/${manual.body.request_id}/approve`, operator, {})).statusCode).toBe(200);
    // 5. An operator's link of an unmatched payment to a pending request.
    expect(await upiHook({ utr: '401234567805', amount: '500.00', payer_vpa: 'stranger@okaxis' })).toMatchObject({ result: 'unmatched' });
    const pending = await claim({ txn_ref: 'T2611230002' });
    const queued = await t.db.selectFrom('payment_notifications').select('id').where('utr', '=', '401234567805').executeTakeFirstOrThrow();
    const link = await adminCall(t, 'POST', `/admin/api/unmatched-payments/${queued.id}/link`, operator, { requestId: pending.body.request_id });
    expect(link.statusCode).toBe(200);

    const requests = await t.db.selectFrom('fund_requests').select(['id', 'status', 'credited_by']).orderBy('id').execute();
    expect(requests.map((r) => [r.status, r.credited_by])).toEqual([
      ['approved', 'automatic'],
      ['approved', 'automatic'],
      ['approved', 'gateway'],
      ['approved', 'operator'],
      ['approved', 'operator'],
    ]);
    const rows = await t.db.selectFrom('wallet_ledger').select(['kind', 'ref_id', 'note', 'amount']).where('kind', '=', 'deposit').orderBy('id').execute();
    expect(rows.map((r) => Number(r.ref_id))).toEqual(requests.map((r) => Number(r.id)));
    expect(rows.map((r) => r.note)).toEqual([
      `Deposit #${requests[0]!.id} matched automatically, UTR 401234567801`,
      `Deposit #${requests[1]!.id} matched automatically, UTR 401234567802`,
      `Deposit #${requests[2]!.id} by razorpay, UTR 433312345678`,
      `Deposit #${requests[3]!.id} by GPay, UPI ref T2611230001`,
      `Deposit #${requests[4]!.id} linked by an operator, UTR 401234567805`,
    ]);
    for (const r of rows) {
      expect(r.note).toMatch(NOTE);
      expect(Number(NOTE.exec(r.note)![1])).toBe(Number(r.ref_id));
      expect(Number(r.amount)).toBe(500);
    }
    const inbox = await t.db.selectFrom('notifications').select('ref').where('kind', '=', 'deposit').orderBy('id').execute();
    expect(inbox.map((n) => n.ref)).toEqual(requests.map((r) => `fund_request:${r.id}:approved`));
  });

  it('only deposits/credit.ts credits a deposit or approves a request (structural)', () => {
    const modules = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    for (const dir of readdirSync(modules)) {
      let files: string[];
      try {
        files = readdirSync(join(modules, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
      } catch {
        continue;
      }
      for (const file of files) {
        const path = `${dir}/${file}`;
        if (path === 'deposits/credit.ts' || path === 'wallet/ledger.ts') continue;
        const text = readFileSync(join(modules, dir, file), 'utf8');
        // A 'deposit' credit of the ledger, an approval of a fund request, or a deposit's note written by hand.
        const creditsDeposit = /ledger\.credit\(/.test(text) && /kind: 'deposit'/.test(text);
        const approvesRequest = /decideFundRequest\(trx, \{[^}]*status: 'approved'/s.test(text);
        if (creditsDeposit || approvesRequest || /Deposit #\$\{/.test(text)) offenders.push(path);
      }
    }
    expect(offenders).toEqual([]);
  });
});
