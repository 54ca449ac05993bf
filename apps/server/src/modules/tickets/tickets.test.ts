import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, createPlayerWithToken, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createSession } from '../auth/sessions.ts';
import { pushPayload } from '../notifications/push.ts';
import { createAdmin } from '../operators/service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/** The test clock reads Monday 2026-11-23 10:00 India time; yesterday's draws are over. */
const YESTERDAY = '2026-11-22';

let t: TestApp;
let asha: { id: number; mobile: string; token: string };
let ravi: { id: number; mobile: string; token: string };
let operator: string;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  asha = await createPlayerWithToken(t, { balance: 1000 });
  ravi = await createPlayerWithToken(t, { balance: 1000 });
  operator = await loginAdmin(t, 'operator');
});
afterEach(() => t.close());

const player = (p: { token: string }, path: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.call(path, { unique_token: p.token, ...body }, headers);

async function counts() {
  const n = async (table: 'support_tickets' | 'support_ticket_messages' | 'audit_log' | 'notifications' | 'wallet_ledger') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { tickets: await n('support_tickets'), messages: await n('support_ticket_messages'), audit: await n('audit_log'), inbox: await n('notifications'), ledger: await n('wallet_ledger') };
}

async function bidOf(userId: number, line = { type: 'single_pana' as const, session: 'open' as const, digits: '128', points: 50 }): Promise<number> {
  const marketId = await marketIdOf(t.db, 'main', 'Kalyan');
  const [submissionId] = await insertBids(t.db, [{ userId, marketId, family: 'main', date: YESTERDAY, lines: [line] }], t.clock.now());
  const bid = await t.db.selectFrom('bids').select('id').where('submission_id', '=', submissionId!).executeTakeFirstOrThrow();
  return Number(bid.id);
}

async function openTicket(p: { token: string }, body: Record<string, unknown>) {
  return player(p, '/api-support-ticket-open', { category: 'result_dispute', message: 'My bid was not paid', ...body });
}

describe('support tickets: the player side', () => {
  it('opens a ticket with one of the player’s bids, lists it, answers the thread and the player’s part of the evidence', async () => {
    const bidId = await bidOf(asha.id);
    const opened = await openTicket(asha, { attach: { kind: 'bid', id: bidId } });
    expect(opened.statusCode).toBe(200);
    expect(opened.body.ticket).toMatchObject({ category: 'result_dispute', status: 'open', unread: false, can_reopen: false });
    expect(opened.body.ticket.attachment).toMatchObject({ kind: 'bid', id: bidId });
    expect(opened.body.messages).toEqual([expect.objectContaining({ from: 'player', body: 'My bid was not paid' })]);
    expect(opened.body.evidence).toMatchObject({ kind: 'bid', bid: { id: bidId, market: 'Kalyan', digits: '128', points: 50 }, settlement: { status: 'pending' } });
    expect(opened.body.evidence.ledger).toEqual([expect.objectContaining({ kind: 'bid', amount: -50 })]);
    const list = await player(asha, '/api-support-tickets');
    expect(list.body.tickets.map((x: any) => x.ticket_id)).toEqual([opened.body.ticket.ticket_id]);
    expect((await player(ravi, '/api-support-tickets')).body.tickets).toEqual([]);
    const attachables = await player(asha, '/api-support-attachables');
    expect(attachables.body.bids.map((b: any) => b.id)).toEqual([bidId]);
  });

  it('refuses another player’s ticket and another player’s bid, deposit or withdrawal: 404, nothing stored', async () => {
    const opened = await openTicket(asha, {});
    const id = opened.body.ticket.ticket_id;
    const before = await counts();
    for (const path of ['/api-support-ticket', '/api-support-ticket-reply', '/api-support-ticket-reopen']) {
      const res = await player(ravi, path, { ticket_id: id, message: 'let me in' });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toEqual({ status: false, msg: 'Ticket not found' });
    }
    expect(await counts()).toEqual(before);
    const bidId = await bidOf(asha.id);
    const deposit = await t.db
      .insertInto('fund_requests')
      .values({ user_id: asha.id, amount: 500, method: 'GPay', txn_ref: null, status: 'pending', note: '', created_at: t.clock.now(), decided_at: null, decided_by: null, utr: '123456789012' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withdrawal = await t.db
      .insertInto('withdraw_requests')
      .values({ user_id: asha.id, amount: 100, method: 2, payout_number: '9811111111', status: 'pending', note: '', receipt: '', created_at: t.clock.now(), decided_at: null, decided_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withBids = await counts();
    for (const [kind, rowId, msg] of [
      ['bid', bidId, 'Bid not found'],
      ['deposit', Number(deposit.id), 'Deposit request not found'],
      ['withdrawal', Number(withdrawal.id), 'Withdrawal request not found'],
    ] as const) {
      const res = await openTicket(ravi, { attach: { kind, id: rowId } });
      expect(res.statusCode, kind).toBe(404);
      expect(res.body.msg).toBe(msg);
    }
    expect(await counts()).toEqual(withBids);
    expect(before.tickets).toBe(withBids.tickets);
  });

  it('refuses bad input with the message and stores nothing; text is stored as plain text', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: 'refund' }, 'Please choose what your ticket is about'],
      [{ message: '   ' }, 'Please write your message'],
      [{ message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
      [{ message: 'hello\u202Eevil' }, 'Message contains a character that is not allowed'],
      [{ message: 'bell\u0007' }, 'message contains a character that is not allowed'],
      [{ attach: { kind: 'slip', id: 1 } }, 'Please choose a bid, deposit or withdrawal to attach'],
      [{ attach: { kind: 'bid', id: -1 } }, 'Please choose a bid, deposit or withdrawal to attach'],
    ];
    for (const [body, msg] of cases) {
      const res = await openTicket(asha, body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.body).toEqual({ status: false, msg });
    }
    expect(await counts()).toEqual(before);
    const html = await openTicket(asha, { message: '<b>bold</b> https://example.com\r\nline two' });
    expect(html.body.messages[0].body).toBe('<b>bold</b> https://example.com\nline two');
  });

  it('limits tickets per day and messages per ticket per hour with clear messages (429)', async () => {
    for (let i = 0; i < 5; i++) expect((await openTicket(asha, {})).statusCode).toBe(200);
    const before = await counts();
    const sixth = await openTicket(asha, {});
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.msg).toMatch(/^You can open at most 5 tickets a day\. Please try again after \d+ minutes\.$/);
    expect(await counts()).toEqual(before);
    const id = (await player(asha, '/api-support-tickets')).body.tickets[0].ticket_id;
    for (let i = 0; i < 10; i++) expect((await player(asha, '/api-support-ticket-reply', { ticket_id: id, message: `more ${i}` })).statusCode).toBe(200);
    const eleventh = await player(asha, '/api-support-ticket-reply', { ticket_id: id, message: 'again' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.body.msg).toMatch(/^You can send at most 10 messages an hour on a ticket\./);
    // In Hindi through the catalogue (ADR 020).
    const hindi = await player(asha, '/api-support-ticket-reply', { ticket_id: id, message: 'again' }, { 'x-pana-lang': 'hi' });
    expect(hindi.body.msg).toMatch(/^आप एक टिकट पर एक घंटे में ज़्यादा से ज़्यादा 10 संदेश भेज सकते हैं।/);
  });

  it('an operator’s answer marks the ticket unread, writes an inbox item; closing and reopening within 7 days', async () => {
    const id = (await openTicket(asha, {})).body.ticket.ticket_id;
    const reply = await adminCall(t, 'POST', `/admin/api/tickets/${id}/reply`, operator, { body: 'We are checking' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.ticket).toMatchObject({ status: 'answered', lastFrom: 'operator' });
    const note = await adminCall(t, 'POST', `/admin/api/tickets/${id}/note`, operator, { body: 'internal: payer looks odd' });
    expect(note.statusCode).toBe(200);
    const list = await player(asha, '/api-support-tickets');
    expect(list.body.unread).toBe(1);
    expect(list.body.tickets[0]).toMatchObject({ status: 'answered', unread: true });
    const inbox = await player(asha, '/api-notifications');
    expect(inbox.body.items[0]).toMatchObject({ kind: 'notice', title: 'Support answered', body: `Ticket #${id}: We are checking`, route: `/help/tickets/${id}` });
    const thread = await player(asha, '/api-support-ticket', { ticket_id: id });
    expect(thread.body.messages.map((m: any) => [m.from, m.body])).toEqual([
      ['player', 'My bid was not paid'],
      ['operator', 'We are checking'],
    ]);
    expect(thread.body.ticket.unread).toBe(false);
    expect((await player(asha, '/api-support-tickets')).body.unread).toBe(0);
    expect((await player(asha, '/api-support-ticket-reopen', { ticket_id: id })).body.msg).toBe('This ticket is not closed');
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/close`, operator, {})).statusCode).toBe(200);
    const closedReply = await player(asha, '/api-support-ticket-reply', { ticket_id: id, message: 'hello?' });
    expect(closedReply.statusCode).toBe(409);
    t.clock.advance(6 * 24 * 60 * 60_000);
    // Sessions end sooner than a week: the player signs in again.
    asha.token = await createSession(t.db, asha.id, 'test', t.clock.now(), t.config);
    operator = await loginAdmin(t, 'operator');
    const reopened = await player(asha, '/api-support-ticket-reopen', { ticket_id: id, message: 'still not paid' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body.ticket.status).toBe('open');
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/close`, operator, { body: 'Paid now' })).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 60 * 60_000 + 1);
    asha.token = await createSession(t.db, asha.id, 'test', t.clock.now(), t.config);
    const late = await player(asha, '/api-support-ticket-reopen', { ticket_id: id });
    expect(late.statusCode).toBe(409);
    expect(late.body.msg).toBe('A ticket can be reopened only within 7 days of its closing');
  });
});

describe('support tickets: evidence', () => {
  it('a bid on a declared, reverted and re-declared draw names the result-chain entry in force', async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const bidId = await bidOf(asha.id);
    const declare = (pana: string) => adminCall(t, 'POST', '/admin/api/results', operator, { date: YESTERDAY, kind: 'main', marketId: kalyan, session: 'open', pana });
    expect((await declare('128')).statusCode).toBe(200);
    const id = (await openTicket(asha, { attach: { kind: 'bid', id: bidId } })).body.ticket.ticket_id;
    let ev = (await player(asha, '/api-support-ticket', { ticket_id: id })).body.evidence;
    expect(ev.result).toMatchObject({ declared: '128-1', reverted: false });
    expect(ev.settlement.status).toBe('won');
    const first = ev.result.chain[0];
    expect(first).toMatchObject({ action: 'declare', session: 'open', digits: '128', url: `/results-log?before=${first.seq + 1}` });
    expect((await adminCall(t, 'POST', '/admin/api/results/revert', operator, { date: YESTERDAY, kind: 'main', marketId: kalyan, session: 'open', reason: 'wrong pana' })).statusCode).toBe(200);
    ev = (await player(asha, '/api-support-ticket', { ticket_id: id })).body.evidence;
    expect(ev.result).toEqual({ declared: '', chain: [], reverted: true });
    expect(ev.settlement.status).toBe('pending');
    expect((await declare('130')).statusCode).toBe(200);
    ev = (await player(asha, '/api-support-ticket', { ticket_id: id })).body.evidence;
    const chain = await t.db.selectFrom('result_chain').selectAll().orderBy('seq').execute();
    const last = chain.at(-1)!;
    expect(ev.result.declared).toBe('130-4');
    expect(ev.result.reverted).toBe(true);
    expect(ev.result.chain).toEqual([expect.objectContaining({ seq: Number(last.seq), hash: last.hash, digits: '130', action: 'declare' })]);
    expect(ev.settlement).toMatchObject({ status: 'lost', payout: 0 });
    expect(ev.ledger.map((r: any) => r.kind)).toEqual(['bid', 'win', 'win_reversal']);
    // The console sees the same entry, with the submission's request id.
    const detail = await adminCall(t, 'GET', `/admin/api/tickets/${id}`, operator);
    expect(detail.body.evidence.result.chain[0].hash).toBe(last.hash);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('support tickets: the console', () => {
  it('an adjustment from a ticket goes through the ledger with the ticket as its reason, audited; the ledger check stays clean', async () => {
    const id = (await openTicket(asha, { category: 'deposit_not_credited', message: 'Paid 200, not credited' })).body.ticket.ticket_id;
    const res = await adminCall(t, 'POST', `/admin/api/tickets/${id}/adjust`, operator, { amount: 200, note: 'goodwill' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, amount: 200, balance: 1200 });
    const row = await t.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', asha.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'adjustment', note: `Adjustment: Ticket #${id}: goodwill` });
    const debit = await adminCall(t, 'POST', `/admin/api/tickets/${id}/adjust`, operator, { amount: -5000, note: 'too much' });
    expect(debit.statusCode).toBe(409);
    const actions = (await t.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['wallet.adjust', 'ticket.adjust']));
    expect(actions.filter((a) => a === 'ticket.adjust')).toHaveLength(1);
    const detail = await adminCall(t, 'GET', `/admin/api/tickets/${id}`, operator);
    expect(detail.body.actions[0]).toMatchObject({ action: 'Credited', detail: 'Credited: 200 points (goodwill)' });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('the queue puts open tickets first, oldest first, with filters; notes stay internal', async () => {
    const a = (await openTicket(asha, { category: 'account' })).body.ticket.ticket_id;
    t.clock.advance(60_000);
    const b = (await openTicket(ravi, { category: 'other' })).body.ticket.ticket_id;
    t.clock.advance(60_000);
    const c = (await openTicket(ravi, { category: 'other' })).body.ticket.ticket_id;
    await adminCall(t, 'POST', `/admin/api/tickets/${a}/reply`, operator, { body: 'done' });
    await adminCall(t, 'POST', `/admin/api/tickets/${b}/note`, operator, { body: 'secret' });
    const q = await adminCall(t, 'GET', '/admin/api/tickets', operator);
    expect(q.body.items.map((i: any) => i.id)).toEqual([b, c, a]);
    expect(q.body.openCount).toBe(2);
    expect(q.body.items.map((i: any) => i.ageMs)).toEqual([60_000, 0, 120_000]);
    expect((await adminCall(t, 'GET', '/admin/api/tickets', operator, { category: 'account' })).body.items.map((i: any) => i.id)).toEqual([a]);
    expect((await adminCall(t, 'GET', '/admin/api/tickets', operator, { status: 'answered' })).body.items.map((i: any) => i.id)).toEqual([a]);
    expect((await adminCall(t, 'GET', '/admin/api/tickets', operator, { status: 'bogus' })).statusCode).toBe(400);
    const thread = await player(ravi, '/api-support-ticket', { ticket_id: b });
    expect(thread.body.messages.map((m: any) => m.body)).toEqual(['My bid was not paid']);
  });

  it('authorization: anonymous, a player, viewer, operator, owner, master agent and agent', async () => {
    const id = (await openTicket(asha, {})).body.ticket.ticket_id;
    const viewer = await loginAdmin(t, 'viewer');
    const owner = await loginAdmin(t, 'owner');
    const agentToken = async (role: 'agent' | 'master_agent') => {
      const username = `${role.replace('_', '')}${Math.floor(Math.random() * 1e6)}`;
      // Made a staff account, then given the agent's role (the agents module's own creation path is ADR 029's).
      const adminId = await createAdmin(t.db, { username, password: 'agent-pass-123', role: 'viewer' }, t.clock.now());
      await t.db.updateTable('admins').set({ role }).where('id', '=', adminId).execute();
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password: 'agent-pass-123' } });
      return res.json().token as string;
    };
    const master = await agentToken('master_agent');
    const agent = await agentToken('agent');
    const reads: Array<['GET', string]> = [
      ['GET', '/admin/api/tickets'],
      ['GET', `/admin/api/tickets/${id}`],
    ];
    const writes: Array<['POST', string, Record<string, unknown>]> = [
      ['POST', `/admin/api/tickets/${id}/reply`, { body: 'hi' }],
      ['POST', `/admin/api/tickets/${id}/note`, { body: 'hi' }],
      ['POST', `/admin/api/tickets/${id}/assign`, { adminId: null }],
      ['POST', `/admin/api/tickets/${id}/adjust`, { amount: 1, note: 'x' }],
      ['POST', `/admin/api/tickets/${id}/link-payment`, { paymentId: 1 }],
      ['POST', `/admin/api/tickets/${id}/close`, {}],
    ];
    const before = await counts();
    for (const [method, url] of reads) {
      expect((await adminCall(t, method, url, null)).statusCode, url).toBe(401);
      expect((await adminCall(t, method, url, asha.token)).statusCode, url).toBe(401);
      expect((await adminCall(t, method, url, master)).statusCode, url).toBe(403);
      expect((await adminCall(t, method, url, agent)).statusCode, url).toBe(403);
      expect((await adminCall(t, method, url, viewer)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes) {
      expect((await adminCall(t, method, url, null, body)).statusCode, url).toBe(401);
      expect((await adminCall(t, method, url, asha.token, body)).statusCode, url).toBe(401);
      expect((await adminCall(t, method, url, viewer, body)).statusCode, url).toBe(403);
      expect((await adminCall(t, method, url, master, body)).statusCode, url).toBe(403);
      expect((await adminCall(t, method, url, agent, body)).statusCode, url).toBe(403);
    }
    expect(await counts()).toEqual(before);
    // A player call with an operator's token is not a player's.
    expect((await t.call('/api-support-tickets', { unique_token: operator })).statusCode).toBe(401);
    // Operator and owner write; a payment link needs a deposit ticket.
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/link-payment`, operator, { paymentId: 1 })).statusCode).toBe(409);
    const ownerId = (await t.db.selectFrom('admins').select('id').where('role', '=', 'owner').executeTakeFirstOrThrow()).id;
    const assigned = await adminCall(t, 'POST', `/admin/api/tickets/${id}/assign`, operator, { adminId: Number(ownerId) });
    expect(assigned.statusCode).toBe(200);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/assign`, operator, { adminId: 999999 })).statusCode).toBe(400);
    expect((await adminCall(t, 'GET', '/admin/api/tickets', owner, { assigned: 'me' })).body.items.map((i: any) => i.id)).toEqual([id]);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/close`, owner, {})).statusCode).toBe(200);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/close`, owner, {})).statusCode).toBe(409);
    expect((await adminCall(t, 'GET', '/admin/api/tickets/999999', viewer)).statusCode).toBe(404);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/reply`, operator, { body: '' })).body).toEqual({ status: false, msg: 'Please enter the message' });
  });
});

describe('support tickets: the console’s writes', () => {
  async function pendingDeposit(userId: number, amount = 500) {
    const row = await t.db
      .insertInto('fund_requests')
      .values({ user_id: userId, amount, method: 'GPay', txn_ref: null, status: 'pending', note: '', created_at: t.clock.now(), decided_at: null, decided_by: null, utr: '401234567890' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function unmatchedPayment(utr: string, rupees: number) {
    const row = await t.db
      .insertInto('payment_notifications')
      .values({
        source: 'upi',
        event_key: `upi:${utr}`,
        utr,
        order_id: null,
        payment_id: null,
        amount_paise: rupees * 100,
        payer_vpa: 'stranger@okaxis',
        received_at: t.clock.now() + 60_000,
        text: 'credited',
        status: 'unmatched',
        reason: 'no request with this UTR',
        fund_request_id: null,
        note: '',
        decided_by: null,
        decided_at: null,
        created_at: t.clock.now() + 60_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  it('links an unmatched payment to the ticket’s deposit: one credit, recorded and audited; the ledger check stays clean', async () => {
    const requestId = await pendingDeposit(asha.id);
    const paymentId = await unmatchedPayment('409999999999', 500);
    const id = (await openTicket(asha, { category: 'deposit_not_credited', message: 'Paid 500', attach: { kind: 'deposit', id: requestId } })).body.ticket.ticket_id;
    const before = await adminCall(t, 'GET', `/admin/api/tickets/${id}`, operator);
    expect(before.body.evidence.candidates.map((p: any) => p.id)).toEqual([paymentId]);
    const linked = await adminCall(t, 'POST', `/admin/api/tickets/${id}/link-payment`, operator, { paymentId });
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toMatchObject({ status: true, msg: 'Payment linked and deposit credited', amount: 500, balance: 1500 });
    expect(await t.db.selectFrom('fund_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
    const deposits = await t.db.selectFrom('wallet_ledger').select('amount').where('user_id', '=', asha.id).where('kind', '=', 'deposit').execute();
    expect(deposits.map((r) => Number(r.amount))).toEqual([500]);
    const actions = (await t.db.selectFrom('audit_log').select('action').where('action', '<>', 'admin.login').orderBy('id').execute()).map((a) => a.action);
    expect(actions).toEqual(['payment.link', 'ticket.link_payment']);
    const detail = await adminCall(t, 'GET', `/admin/api/tickets/${id}`, operator);
    expect(detail.body.actions[0]).toMatchObject({ action: 'Linked', detail: `Linked: payment #${paymentId} to deposit #${requestId}, 500 points` });
    expect(detail.body.evidence).toMatchObject({ request: { status: 'credited' }, candidates: [] });
    // The player sees their deposit credited on the ticket.
    expect((await player(asha, '/api-support-ticket', { ticket_id: id })).body.evidence.request.status).toBe('credited');
    // A second link of the same payment credits nothing more.
    const again = await adminCall(t, 'POST', `/admin/api/tickets/${id}/link-payment`, operator, { paymentId });
    expect(again.statusCode).toBe(409);
    expect((await t.db.selectFrom('audit_log').select('action').where('action', '<>', 'admin.login').execute()).length).toBe(2);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('allows an operator 300 writes an hour (429 after, nothing stored); another operator is counted apart', async () => {
    const id = (await openTicket(asha, {})).body.ticket.ticket_id;
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/note`, operator, { body: 'first' })).statusCode).toBe(200);
    const operatorId = Number((await t.db.selectFrom('admins').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id);
    // 299 writes counted in this hour's window (as the rate-limit store keeps them).
    await t.db.updateTable('rate_limits').set({ count: 299 }).where('key', '=', `ticket-console:${operatorId}`).execute();
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/reply`, operator, { body: 'the 300th' })).statusCode).toBe(200);
    const before = await counts();
    for (const [url, body] of [
      [`/admin/api/tickets/${id}/reply`, { body: 'one too many' }],
      [`/admin/api/tickets/${id}/note`, { body: 'one too many' }],
      [`/admin/api/tickets/${id}/adjust`, { amount: 10, note: 'one too many' }],
      [`/admin/api/tickets/${id}/close`, {}],
    ] as const) {
      const res = await adminCall(t, 'POST', url, operator, body);
      expect(res.statusCode, url).toBe(429);
      expect(res.body.msg).toMatch(/^Too many ticket actions\. Please try again after \d+ minutes\.$/);
    }
    expect(await counts()).toEqual(before);
    const owner = await loginAdmin(t, 'owner');
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/note`, owner, { body: 'the owner writes' })).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    operator = await loginAdmin(t, 'operator');
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/close`, operator, {})).statusCode).toBe(200);
  });

  it('an operator’s text follows the player’s rules: no control characters or bidirectional overrides, newlines kept', async () => {
    const id = (await openTicket(asha, {})).body.ticket.ticket_id;
    const before = await counts();
    for (const path of ['reply', 'note', 'close']) {
      const res = await adminCall(t, 'POST', `/admin/api/tickets/${id}/${path}`, operator, { body: 'paid \u202Eevil' });
      expect(res.statusCode, path).toBe(400);
      expect(res.body).toEqual({ status: false, msg: 'Message contains a character that is not allowed' });
    }
    expect(await counts()).toEqual(before);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/reply`, operator, { body: 'line one\r\nline two' })).statusCode).toBe(200);
    const thread = await player(asha, '/api-support-ticket', { ticket_id: id });
    expect(thread.body.messages.at(-1).body).toBe('line one\nline two');
  });

  it('puts a long answer whole in the inbox; its push carries the start', async () => {
    const id = (await openTicket(asha, {})).body.ticket.ticket_id;
    const long = `${'We checked the bank statement. '.repeat(20)}\nSecond paragraph.`.slice(0, 1000);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/reply`, operator, { body: long })).statusCode).toBe(200);
    const item = (await player(asha, '/api-notifications')).body.items[0];
    expect(item.body).toBe(`Ticket #${id}: ${long.trim()}`);
    // At most 1000 characters: the 1000-character answer's end clipped to fit the item.
    const longest = 'x'.repeat(1000);
    expect((await adminCall(t, 'POST', `/admin/api/tickets/${id}/reply`, operator, { body: longest })).statusCode).toBe(200);
    const clipped = (await player(asha, '/api-notifications')).body.items[0].body as string;
    expect(clipped).toHaveLength(1000);
    expect(clipped).toMatch(new RegExp(`^Ticket #${id}: x+…$`));
    const payload = JSON.parse(pushPayload({ notificationId: 1, kind: 'notice', title: 'Support answered', body: clipped, route: `/help/tickets/${id}` } as never));
    expect([...payload.body]).toHaveLength(300);
    expect(payload.body.endsWith('…')).toBe(true);
  });
});
