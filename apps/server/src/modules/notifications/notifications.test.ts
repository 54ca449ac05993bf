import { createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { adminCall, consoleCall, createPlayerWithToken, insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createPushTransport, postPush, type PushRequest } from './push.ts';
import { type DuePush, insertItems, MAX_DEVICES } from './repository.ts';
import { SUBSCRIBE_LIMIT } from './routes.ts';
import { INBOX_PAGE } from './service.ts';
import { isSealed, loadVapidKeys, openSetting, VapidKeyError, vapidKeyProblems } from './vapid-keys.ts';
import { DRAW_BATCH, NotificationWorker, notificationWorkerOf, PUSH_RETRY_MS, RETENTION_DAYS } from './worker.ts';

/**
 * The notifications inbox, the items each event writes, the console's notices and Web Push against a fake
 * push service on localhost that checks what a real one would (ADR 014). Both engines (PANA_TEST_DB).
 */

// http_ece comes with web-push: it decrypts the pushed payload the way a browser does.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

let t: TestApp;
let admin: string;
let asha: { id: number; mobile: string; token: string };

/** The secret the tests' stored VAPID private key is encrypted with. */
const KEY_SECRET = 'test-vapid-key-secret-0123456789abcdef';
// One fake push service for the file (its origin is the app's PUSH_TEST_ORIGINS); each test resets it.
let pushService: FakePush;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => new Promise<void>((resolve) => pushService.server.close(() => resolve())));

beforeEach(async () => {
  t = await createTestApp({ demo: false, config: { PUSH_TEST_ORIGINS: [pushService.url], VAPID_KEY_SECRET: KEY_SECRET } });
  admin = await loginAdmin(t, 'operator');
  asha = await createPlayerWithToken(t, { balance: 5_000, name: 'Asha Patil' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const drain = () => notificationWorkerOf(t.app).drain();
/** For a test with workers of its own: the app's would take due pushes and jobs on its 1 s timer. */
const stopAppWorker = () => notificationWorkerOf(t.app).stop();
const inbox = (token: string, extra: Record<string, unknown> = {}) => t.call('/api-notifications', { unique_token: token, ...extra });
const unread = (token: string) => t.call('/api-notifications-unread', { unique_token: token });
const read = (token: string, body: Record<string, unknown>) => t.call('/api-notifications-read', { unique_token: token, ...body });

describe('the inbox', () => {
  it('pages newest first 20 at a time, counts unread items, and marks one or all read', async () => {
    await insertItems(
      t.db,
      Array.from({ length: 45 }, (_, i) => ({ userId: asha.id, kind: 'notice' as const, title: `Notice ${i + 1}`, body: 'Text', route: '/notifications', ref: `test:${i}` })),
      t.clock.now(),
    );
    const first = await inbox(asha.token);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: true, unread: 45 });
    expect(first.body.items).toHaveLength(INBOX_PAGE);
    expect(first.body.items[0]).toMatchObject({ title: 'Notice 45', read: false, kind: 'notice', route: '/notifications' });
    const second = await inbox(asha.token, { before_id: first.body.next_before_id });
    expect(second.body.items.map((i: any) => i.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Notice ${25 - i}`));
    const third = await inbox(asha.token, { before_id: String(second.body.next_before_id) });
    expect(third.body.items).toHaveLength(5);
    expect(third.body.next_before_id).toBeNull();

    const marked = await read(asha.token, { id: first.body.items[0].id });
    expect(marked).toMatchObject({ statusCode: 200, body: { status: true, unread: 44 } });
    expect((await read(asha.token, { id: first.body.items[0].id })).body.unread).toBe(44); // again: no change
    expect((await unread(asha.token)).body).toMatchObject({ unread: 44, popup: null });
    expect((await inbox(asha.token)).body.items[0].read).toBe(true);
    expect((await read(asha.token, { all: true })).body).toMatchObject({ unread: 0, msg: 'All notifications marked as read' });
  });

  it("refuses another player's item, bad ids and a missing token, changing nothing", async () => {
    const ravi = await createPlayerWithToken(t, { balance: 0 });
    await insertItems(t.db, [{ userId: ravi.id, kind: 'notice', title: 'For Ravi', body: 'x', route: '/notifications', ref: 'r' }], t.clock.now());
    const item = (await inbox(ravi.token)).body.items[0];
    expect(await read(asha.token, { id: item.id })).toMatchObject({ statusCode: 404, body: { status: false, msg: 'Notification not found' } });
    for (const body of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: 1e308 }, { all: 'yes' }]) {
      const res = await read(ravi.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(false);
    }
    expect((await inbox(ravi.token, { before_id: 'x' })).statusCode).toBe(400);
    expect((await inbox(ravi.token, { before_id: 1e308 })).statusCode).toBe(400);
    expect((await t.call('/api-notifications', {})).statusCode).toBe(401);
    expect((await unread(ravi.token)).body.unread).toBe(1);
    const empty = await inbox(asha.token);
    expect(empty.body).toMatchObject({ status: true, msg: 'No notifications yet', items: [], unread: 0, next_before_id: null });
  });
});

/** The items of a player, oldest first. */
const itemsOf = async (userId: number) =>
  (await t.db.selectFrom('notifications').select(['kind', 'title', 'body', 'route', 'ref']).where('user_id', '=', userId).orderBy('id').execute()).map((r) => ({ ...r }));

describe('the events that write an item', () => {
  it('a declared result: a result item for every player of the draw and a win item with the amount, written after commit', async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const ravi = await createPlayerWithToken(t, { balance: 1_000 });
    const other = await createPlayerWithToken(t, { balance: 1_000 });
    await insertBids(t.db, [
      { userId: asha.id, marketId: kalyan, family: 'main', date: '2026-11-22', lines: [{ type: 'single_pana', session: 'open', digits: '128', points: 10 }] },
      { userId: ravi.id, marketId: kalyan, family: 'main', date: '2026-11-22', lines: [{ type: 'single_digit', session: 'open', digits: '2', points: 10 }] },
    ]);
    const declared = await adminCall(t, 'POST', '/admin/api/results', admin, { kind: 'main', marketId: kalyan, date: '2026-11-22', session: 'open', pana: '128' });
    expect(declared.statusCode).toBe(200);
    // In the settlement's transaction only the job row; the items come after commit.
    expect(await t.db.selectFrom('notification_jobs').select('kind').execute()).toEqual([{ kind: 'draw' }]);
    await drain();
    expect(await t.db.selectFrom('notification_jobs').select('id').execute()).toEqual([]);
    const ref = `draw:${kalyan}:2026-11-22:open:${t.clock.now()}`;
    expect(await itemsOf(asha.id)).toEqual([
      { kind: 'result', title: 'Result declared', body: 'Kalyan: 128-1', route: '/imp3', ref },
      { kind: 'win', title: 'You won!', body: '1500 points credited to your wallet for Kalyan', route: '/imp3', ref },
    ]);
    expect(await itemsOf(ravi.id)).toEqual([{ kind: 'result', title: 'Result declared', body: 'Kalyan: 128-1', route: '/imp3', ref }]);
    expect(await itemsOf(other.id)).toEqual([]);
    await drain(); // nothing twice
    expect((await itemsOf(asha.id)).length).toBe(2);

    // Reverted and declared again with another pana: the players hear of the new result too.
    const reverted = await adminCall(t, 'POST', '/admin/api/results/revert', admin, { kind: 'main', marketId: kalyan, date: '2026-11-22', session: 'open', reason: 'Wrong pana' });
    expect(reverted.statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await adminCall(t, 'POST', '/admin/api/results', admin, { kind: 'main', marketId: kalyan, date: '2026-11-22', session: 'open', pana: '237' })).statusCode).toBe(200);
    await drain();
    expect((await itemsOf(ravi.id)).map((i) => [i.kind, i.body])).toEqual([
      ['result', 'Kalyan: 128-1'],
      ['result', 'Kalyan: 237-2'],
      ['win', '95 points credited to your wallet for Kalyan'],
    ]);
    expect((await itemsOf(asha.id)).map((i) => i.body)).toEqual(['Kalyan: 128-1', '1500 points credited to your wallet for Kalyan', 'Kalyan: 237-2']);
  });

  it("a draw of more players than one batch: every player once, resumed without doubles after a crash, each item pushed once", async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const count = DRAW_BATCH * 2 + 100;
    const rows = Array.from({ length: count }, (_, i) => ({ name: `P${i}`, mobile: `6${String(i).padStart(9, '0')}`, password_hash: 'x', betting_status: 1, blocked: 0, created_at: 0, updated_at: 0 }));
    for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('users').values(rows.slice(i, i + 200)).execute();
    const ids = (await t.db.selectFrom('users').select('id').where('mobile', 'like', '6%').orderBy('id').execute()).map((r) => Number(r.id));
    for (let i = 0; i < ids.length; i += 200) {
      await t.db.insertInto('draw_players').values(ids.slice(i, i + 200).map((id) => ({ market_id: kalyan, draw_date: '2026-11-22', user_id: id }))).execute();
    }
    // Two of them have a device.
    for (const id of [ids[0], ids[count - 1]] as number[]) {
      const k = browserKeys();
      await t.db.insertInto('push_subscriptions').values({ user_id: id, endpoint: `https://push.example/${id}`, p256dh: k.p256dh, auth: k.auth, created_at: 0 }).execute();
    }
    const job = { kind: 'draw' as const, market_id: kalyan, draw_date: '2026-11-22', session: 'open' as const, result: '128-1', settled_at: t.clock.now(), created_at: t.clock.now() };
    await t.db.insertInto('notification_jobs').values(job).execute();
    await stopAppWorker();
    const worker = new NotificationWorker({ db: t.db, clock: t.clock, keys: async () => ({ publicKey: '', privateKey: '', subject: '' }), transport: async () => 'retry' });
    await worker.drain();
    const counted = async (table: 'notifications' | 'push_outbox') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await counted('notifications')).toBe(count);
    expect(await counted('push_outbox')).toBe(2);
    // The same job again, as if the process had died before removing it: nothing is written twice.
    await t.db.insertInto('notification_jobs').values(job).execute();
    await worker.drain();
    expect(await counted('notifications')).toBe(count);
    expect(await counted('push_outbox')).toBe(2);
    expect(await t.db.selectFrom('notification_jobs').select('id').execute()).toEqual([]);
    // The draw's players were written without bids (the ledger check would say so): gone again.
    await t.db.deleteFrom('draw_players').where('market_id', '=', kalyan).execute();
  });

  it('a deposit credited or rejected by an operator, with the reason', async () => {
    const request = async (amount: number) => {
      const row = await t.db
        .insertInto('fund_requests')
        .values({ user_id: asha.id, amount, method: 'GPay', txn_ref: null, status: 'pending', note: '', created_at: t.clock.now(), decided_at: null, decided_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const a = await request(500);
    const b = await request(700);
    expect((await consoleCall(t, 'POST', `/admin/api/fund-requests/${a}/approve`, admin, {})).statusCode).toBe(200);
    expect((await consoleCall(t, 'POST', `/admin/api/fund-requests/${b}/reject`, admin, { note: 'UTR not found' })).statusCode).toBe(200);
    expect(await itemsOf(asha.id)).toEqual([
      { kind: 'deposit', title: 'Deposit credited', body: '500 points added to your wallet', route: '/addfundhistory', ref: `fund_request:${a}:approved` },
      { kind: 'deposit', title: 'Deposit rejected', body: 'Your deposit of 700 points was rejected: UTR not found', route: '/addfundhistory', ref: `fund_request:${b}:rejected` },
    ]);
  });

  it('a deposit credited automatically by a signed UPI notification matching the player\'s UTR', async () => {
    const secret = 'forwarder-secret-0123456789abcdef0123';
    const hooked = await createTestApp({ demo: false, config: { PAYMENT_HOOKS: ['upi'], PAYMENT_WEBHOOK_SECRET: secret } });
    try {
      const meena = await createPlayerWithToken(hooked, { balance: 0 });
      const claim = await hooked.call('/api-fund-request-add', { unique_token: meena.token, request_amount: '500', payment_method: 'GPay', utr: '401234567890' });
      expect(claim.statusCode, JSON.stringify(claim.body)).toBe(200);
      const raw = JSON.stringify({ event_id: 'sms-1', utr: '401234567890', amount: '500.00', payer_vpa: 'meena@okaxis', received_at: '2026-11-23T10:01:00+05:30', text: 'credited' });
      const timestamp = String(Math.floor(hooked.clock.now() / 1000));
      const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
      const hook = await hooked.app.inject({
        method: 'POST',
        url: '/hooks/payments/upi',
        headers: { 'content-type': 'application/json', 'x-pana-timestamp': timestamp, 'x-pana-signature': signature },
        payload: raw,
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const items = await hooked.db.selectFrom('notifications').select(['kind', 'title', 'body']).where('user_id', '=', meena.id).execute();
      expect(items).toEqual([{ kind: 'deposit', title: 'Deposit credited', body: '500 points added to your wallet' }]);
      expect(await checkLedger(hooked.db)).toEqual([]);
    } finally {
      await hooked.close();
    }
  });

  it('a withdrawal paid by hand, rejected, and a bank payout paid or failed by the result file', async () => {
    await t.db.insertInto('payment_numbers').values({ user_id: asha.id, app: 'gpay', number: '9811111111', created_at: 0, updated_at: 0 }).execute();
    await t.db.insertInto('bank_accounts').values({ user_id: asha.id, holder_name: 'Asha Patil', account_number: '123456789012', ifsc: 'SBIN0001234', created_at: 0, updated_at: 0 }).execute();
    const withdraw = async (amount: number, method: number) => {
      const res = await t.call('/api-user-withdraw-fund-request', { unique_token: asha.token, request_amount: String(amount), payment_method: method });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return Number((await t.db.selectFrom('withdraw_requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
    };
    const upi = await withdraw(600, 2);
    const rejected = await withdraw(550, 2);
    const bankPaid = await withdraw(700, 5);
    const bankFailed = await withdraw(800, 5);
    for (const id of [upi, bankPaid, bankFailed]) expect((await consoleCall(t, 'POST', `/admin/api/withdraw-requests/${id}/approve`, admin, {})).statusCode).toBe(200);
    expect((await consoleCall(t, 'POST', `/admin/api/withdraw-requests/${rejected}/reject`, admin, { note: 'Wrong number' })).statusCode).toBe(200);
    // Approving a bank payout is not paying it: nothing yet for those two.
    expect((await itemsOf(asha.id)).map((i) => i.ref)).toEqual([`withdraw_request:${upi}:paid`, `withdraw_request:${rejected}:rejected`]);
    const file = `Request number,UTR,Status\n${bankPaid},UTIB123456789012,paid\n${bankFailed},,failed\n`;
    expect((await consoleCall(t, 'POST', '/admin/api/payouts/results', admin, { csv: file })).statusCode).toBe(200);
    expect((await consoleCall(t, 'POST', '/admin/api/payouts/results', admin, { csv: file })).statusCode).toBe(200); // a replay writes nothing
    expect(await itemsOf(asha.id)).toEqual([
      { kind: 'withdrawal', title: 'Withdrawal paid', body: '600 points paid to you', route: '/withdrawhistory', ref: `withdraw_request:${upi}:paid` },
      {
        kind: 'withdrawal',
        title: 'Withdrawal rejected',
        body: 'Your withdrawal of 550 points was rejected and the points are back in your wallet: Wrong number',
        route: '/withdrawhistory',
        ref: `withdraw_request:${rejected}:rejected`,
      },
      { kind: 'withdrawal', title: 'Withdrawal paid', body: '700 points paid to you (UTR UTIB123456789012)', route: '/withdrawhistory', ref: `withdraw_request:${bankPaid}:paid` },
      {
        kind: 'withdrawal',
        title: 'Withdrawal failed',
        body: 'The bank could not pay your withdrawal of 800 points; the points are back in your wallet',
        route: '/withdrawhistory',
        ref: `withdraw_request:${bankFailed}:failed`,
      },
    ]);
  });
});

describe('announcements', () => {
  it('tells the live streams of this process about each new item, after it is written', async () => {
    const delivered: Array<{ target: unknown; data: unknown }> = [];
    const worker = new NotificationWorker({
      db: t.db,
      clock: t.clock,
      keys: async () => ({ publicKey: '', privateKey: '', subject: '' }),
      live: { deliver: (target, event) => delivered.push({ target, data: event.data }) },
    });
    await worker.drain(); // starts from the newest item
    await insertItems(t.db, [{ userId: asha.id, kind: 'notice', title: 'Hi', body: 'x', route: '/notifications', ref: 'a', popup: true }], t.clock.now());
    await worker.drain();
    const id = (await inbox(asha.token)).body.items[0].id;
    expect(delivered).toEqual([{ target: { playerIds: [asha.id] }, data: { kind: 'inbox', id, item_kind: 'notice', popup: true } }]);
    await worker.drain();
    expect(delivered).toHaveLength(1);
  });
});

describe('retention', () => {
  it(`forgets items older than ${RETENTION_DAYS} days, with their queued pushes, once an hour`, async () => {
    const day = 24 * 60 * 60_000;
    const k = browserKeys();
    await t.db.insertInto('push_subscriptions').values({ user_id: asha.id, endpoint: 'https://push.example/r', p256dh: k.p256dh, auth: k.auth, created_at: 0 }).execute();
    await insertItems(t.db, [{ userId: asha.id, kind: 'notice', title: 'Old', body: 'x', route: '/notifications', ref: 'old' }], t.clock.now());
    t.clock.advance(30 * day);
    await insertItems(t.db, [{ userId: asha.id, kind: 'notice', title: 'Newer', body: 'x', route: '/notifications', ref: 'newer' }], t.clock.now());
    await stopAppWorker();
    const worker = new NotificationWorker({ db: t.db, clock: t.clock, keys: async () => ({ publicKey: '', privateKey: '', subject: '' }), transport: async () => 'retry' });
    await worker.drain();
    expect((await itemsOf(asha.id)).map((i) => i.title)).toEqual(['Old', 'Newer']);
    t.clock.advance((RETENTION_DAYS - 30) * day + 60_000); // 'Old' is now past the limit, 'Newer' not
    await worker.drain();
    expect((await itemsOf(asha.id)).map((i) => i.title)).toEqual(['Newer']);
    expect(await t.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(1);
  });
});

describe('notices from the console', () => {
  const send = (body: Record<string, unknown>, token: string | null = admin) => consoleCall(t, 'POST', '/admin/api/notices', token, body);

  it('to one player, to the players of a market today, and to all, audited and listed; a popup shows once', async () => {
    const ravi = await createPlayerWithToken(t, { balance: 1_000 });
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    await insertBids(t.db, [{ userId: ravi.id, marketId: kalyan, family: 'main', date: '2026-11-23', lines: [{ type: 'single_digit', session: 'open', digits: '2', points: 10 }] }]);

    const one = await send({ title: 'Hello Asha', body: 'Your account is verified', audience: 'player', mobile: asha.mobile, popup: true });
    expect(one).toMatchObject({ statusCode: 200, body: { status: true, msg: 'Notice sent to 1 player', recipients: 1 } });
    const market = await send({ title: 'Kalyan today', body: 'Results at 4 PM', audience: 'market', marketId: kalyan });
    expect(market.body).toMatchObject({ recipients: 1 });
    const all = await send({ title: 'Diwali', body: 'Happy Diwali', audience: 'all' });
    expect(all.body).toMatchObject({ recipients: 2 });

    expect((await itemsOf(asha.id)).map((i) => i.title)).toEqual(['Hello Asha', 'Diwali']);
    expect((await itemsOf(ravi.id)).map((i) => i.title)).toEqual(['Kalyan today', 'Diwali']);

    const listed = await consoleCall(t, 'GET', '/admin/api/notices', admin);
    expect(listed.body.items.map((n: any) => [n.title, n.audience, n.recipients, n.popup, n.marketName, n.mobile])).toEqual([
      ['Diwali', 'all', 2, false, null, null],
      ['Kalyan today', 'market', 1, false, 'Kalyan', null],
      ['Hello Asha', 'player', 1, true, null, asha.mobile],
    ]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id', 'after_json']).where('action', '=', 'notice.send').orderBy('id').execute();
    expect(audit).toHaveLength(3);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ title: 'Hello Asha', audience: 'player', mobile: asha.mobile, popup: true, recipients: 1 });

    // The popup: shown once, then marked read by the app.
    const bell = await unread(asha.token);
    expect(bell.body).toMatchObject({ unread: 2, popup: { title: 'Hello Asha', body: 'Your account is verified', read: false } });
    await read(asha.token, { id: bell.body.popup.id });
    expect((await unread(asha.token)).body).toMatchObject({ unread: 1, popup: null });
    expect((await unread(ravi.token)).body.popup).toBeNull();
  });

  it('refuses bad notices with a clear message and sends nothing; a viewer may list but not send', async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '', body: 'x', audience: 'all' }, 400, 'Please enter a title'],
      [{ title: 'x'.repeat(101), body: 'x', audience: 'all' }, 400, 'Title must be at most 100 characters'],
      [{ title: 'x', body: '  ', audience: 'all' }, 400, 'Please enter the text'],
      [{ title: 'x', body: 'y', audience: 'everyone' }, 400, 'Audience must be all, market or player'],
      [{ title: 'x', body: 'y', audience: 'market' }, 400, 'Please choose the market'],
      [{ title: 'x', body: 'y', audience: 'market', marketId: 999_999 }, 404, 'Market not found'],
      [{ title: 'x', body: 'y', audience: 'market', marketId: 1e308 }, 400, 'Please choose the market'],
      [{ title: 'x', body: 'y', audience: 'market', marketId: '7' }, 400, 'Please choose the market'],
      [{ title: 'x', body: 'y', audience: 'market', marketId: kalyan }, 400, 'No player bid on this market today; nothing was sent'],
      [{ title: 'x', body: 'y', audience: 'player' }, 400, "Please enter the player's mobile number"],
      [{ title: 'x', body: 'y', audience: 'player', mobile: '12ab' }, 400, "Please enter the player's 10-digit mobile number"],
      [{ title: 'x', body: 'y', audience: 'player', mobile: '9000000001' }, 404, 'No player has this mobile number'],
      [{ title: 'x', body: 'y', audience: 'all', popup: 'yes' }, 400, 'popup must be true or false'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await send(body);
      expect([res.statusCode, res.body?.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    const viewer = await loginAdmin(t, 'viewer');
    expect((await send({ title: 'x', body: 'y', audience: 'all' }, viewer)).statusCode).toBe(403);
    expect((await consoleCall(t, 'GET', '/admin/api/notices', viewer)).body.items).toEqual([]);
    expect(await t.db.selectFrom('notifications').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notice.send').execute()).toEqual([]);
  });
});

// Web Push against a fake push service

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

interface FakePush {
  url: string;
  received: Received[];
  problems: string[];
  answers: Record<string, number[]>;
  server: Server;
}

/** The file's fake push service, forgetting what it received, to answer per path as given. */
async function fakePushService(answers: Record<string, number[]>): Promise<FakePush> {
  pushService.answers = answers;
  pushService.received.length = 0;
  pushService.problems.length = 0;
  return pushService;
}

/** A push service on localhost: checks the VAPID JWT's ES256 signature against the key it names, then answers per path. */
async function startFakePushService(): Promise<FakePush> {
  const received: Received[] = [];
  const problems: string[] = [];
  const fake = { received, problems, answers: {} as Record<string, number[]> } as FakePush;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const problem = checkVapid(req, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      if (problem) {
        problems.push(problem);
        res.writeHead(401).end();
        return;
      }
      res.writeHead(fake.answers[path]?.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
}

let expectedKey = '';

/** What a push service checks of a request (RFC 8292, RFC 8188/8291): null when it passes. */
function checkVapid(req: IncomingMessage, audience: string): string | null {
  const auth = req.headers.authorization ?? '';
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(auth);
  if (!match) return `authorization: ${auth}`;
  const [jwt, key] = [match[1] as string, match[2] as string];
  if (key !== expectedKey) return 'k is not the server public key';
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) return 'bad ES256 signature';
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'alg';
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString());
  if (payload.aud !== audience) return `aud ${payload.aud}`;
  if (!(payload.exp * 1000 > Date.now())) return 'expired';
  if (payload.sub !== 'mailto:admin@pana.invalid') return `sub ${payload.sub}`;
  if (req.headers['content-encoding'] !== 'aes128gcm') return 'content-encoding';
  if (req.headers['content-type'] !== 'application/octet-stream') return 'content-type';
  if (!/^\d+$/.test(String(req.headers.ttl))) return 'ttl';
  return null;
}

/** A browser's subscription: its ECDH key pair and auth secret, as pushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth: auth.toString('base64url'), p256dh: ecdh.getPublicKey().toString('base64url') };
}

describe('Web Push', () => {
  let push: FakePush;

  it('sends each new item, signed with the VAPID key and encrypted for the device, drops a subscription answered 410, and retries a 500 later', async () => {
    push = await fakePushService({ '/gone': [410], '/flaky': [500] });
    const key = await t.call('/api-push-key', { unique_token: asha.token });
    expect(key.statusCode).toBe(200);
    expectedKey = key.body.public_key;
    expect(Buffer.from(expectedKey, 'base64url')).toHaveLength(65);
    // The generated pair is stored and stays the same; the private key only encrypted (VAPID_KEY_SECRET).
    expect((await t.call('/api-push-key', { unique_token: asha.token })).body.public_key).toBe(expectedKey);
    const stored = await storedKeys();
    expect(stored.vapid_public_key).toBe(expectedKey);
    expect(isSealed(stored.vapid_private_key ?? '')).toBe(true);
    const privateKey = openSetting(KEY_SECRET, 'vapid_private_key', stored.vapid_private_key ?? '');
    expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
    expect(stored.vapid_private_key).not.toContain(privateKey);

    const phone = browserKeys();
    const tablet = browserKeys();
    const old = browserKeys();
    for (const [path, k] of [
      ['/phone', phone],
      ['/flaky', tablet],
      ['/gone', old],
    ] as const) {
      const res = await t.call('/api-push-subscribe', { unique_token: asha.token, endpoint: `${push.url}${path}`, keys: { p256dh: k.p256dh, auth: k.auth } });
      expect(res).toMatchObject({ statusCode: 200, body: { status: true } });
    }
    const sent = await consoleCall(t, 'POST', '/admin/api/notices', admin, { title: 'Maintenance', body: 'Back at 6 PM', audience: 'player', mobile: asha.mobile });
    expect(sent.statusCode).toBe(200);
    expect(await t.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(3);
    await drain();

    expect(push.problems).toEqual([]);
    expect(push.received.map((r) => r.path).sort()).toEqual(['/flaky', '/gone', '/phone']);
    const delivered = push.received.find((r) => r.path === '/phone') as Received;
    const message = JSON.parse(ece.decrypt(delivered.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString());
    expect(message).toMatchObject({ kind: 'notice', title: 'Maintenance', body: 'Back at 6 PM', route: '/notifications' });
    expect(typeof message.id).toBe('number');
    // The 410 subscription is gone; the 500 waits for its retry.
    expect((await t.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute()).map((s) => s.endpoint)).toEqual([`${push.url}/phone`, `${push.url}/flaky`]);
    const waiting = await t.db.selectFrom('push_outbox').select(['attempts', 'next_at']).execute();
    expect(waiting.map((w) => [Number(w.attempts), Number(w.next_at)])).toEqual([[1, t.clock.now() + (PUSH_RETRY_MS[0] as number)]]);

    t.clock.advance(PUSH_RETRY_MS[0] as number);
    await drain();
    expect(push.received.filter((r) => r.path === '/flaky')).toHaveLength(2);
    expect(await t.db.selectFrom('push_outbox').select('id').execute()).toEqual([]);
    const retried = push.received.filter((r) => r.path === '/flaky')[1] as Received;
    expect(JSON.parse(ece.decrypt(retried.body, { version: 'aes128gcm', privateKey: tablet.ecdh, authSecret: tablet.auth }).toString()).title).toBe('Maintenance');
  });

  it('two workers on one database (two processes) send each push once', async () => {
    push = await fakePushService({});
    const sent: string[] = [];
    const transport = async (p: { endpoint: string; notificationId: number }) => {
      sent.push(`${p.notificationId}@${p.endpoint}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'sent' as const;
    };
    const keys = async () => ({ publicKey: '', privateKey: '', subject: '' });
    for (let i = 0; i < 5; i++) {
      const k = browserKeys();
      await t.db.insertInto('push_subscriptions').values({ user_id: asha.id, endpoint: `https://push.example/${i}`, p256dh: k.p256dh, auth: k.auth, created_at: 0 }).execute();
    }
    await insertItems(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({ userId: asha.id, kind: 'notice' as const, title: `N${i}`, body: 'x', route: '/notifications', ref: `n${i}` })),
      t.clock.now(),
    );
    await stopAppWorker();
    const one = new NotificationWorker({ db: t.db, clock: t.clock, keys, transport });
    const two = new NotificationWorker({ db: t.db, clock: t.clock, keys, transport });
    await Promise.all([one.drain(), two.drain()]);
    expect(sent).toHaveLength(150);
    expect(new Set(sent).size).toBe(150);
    expect(await t.db.selectFrom('push_outbox').select('id').execute()).toEqual([]);
  });

  it('refuses a subscription without an https endpoint or with malformed keys, and forgets one on unsubscribe', async () => {
    push = await fakePushService({});
    const k = browserKeys();
    const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;
    const subscribe = (body: Record<string, unknown>) => t.call('/api-push-subscribe', { unique_token: asha.token, ...body });
    for (const body of [
      {},
      { endpoint: 'ftp://push.example/x', keys: { p256dh: k.p256dh, auth: k.auth } },
      { endpoint: 'http://push.example/x', keys: { p256dh: k.p256dh, auth: k.auth } },
      { endpoint: 'not a url', keys: { p256dh: k.p256dh, auth: k.auth } },
      { endpoint: fcm('x') },
      { endpoint: fcm('x'), keys: { p256dh: 'short', auth: k.auth } },
      { endpoint: fcm('x'), keys: { p256dh: k.p256dh, auth: 'AAAA' } },
      { endpoint: fcm('x'), keys: 'x' },
    ]) {
      const res = await subscribe(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(false);
    }
    expect(await t.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    expect((await subscribe({ endpoint: fcm('x'), keys: { p256dh: k.p256dh, auth: k.auth } })).statusCode).toBe(200);
    expect((await subscribe({ endpoint: fcm('x'), keys: { p256dh: k.p256dh, auth: k.auth } })).statusCode).toBe(200); // again: one row
    expect(await t.db.selectFrom('push_subscriptions').select('user_id').execute()).toEqual([{ user_id: expect.anything() }]);
    // At most MAX_DEVICES devices: an eleventh forgets the oldest.
    for (let i = 1; i <= MAX_DEVICES; i++) {
      t.clock.advance(1000);
      expect((await subscribe({ endpoint: fcm(`d${i}`), keys: { p256dh: k.p256dh, auth: k.auth } })).statusCode).toBe(200);
    }
    const kept = (await t.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute()).map((r) => r.endpoint);
    expect(kept).toEqual(Array.from({ length: MAX_DEVICES }, (_, i) => fcm(`d${i + 1}`)));
    await t.db.deleteFrom('push_subscriptions').where('endpoint', 'like', '%/d%').execute();
    expect((await subscribe({ endpoint: fcm('x'), keys: { p256dh: k.p256dh, auth: k.auth } })).statusCode).toBe(200);
    // Another player cannot forget Asha's device.
    const ravi = await createPlayerWithToken(t, { balance: 0 });
    expect((await t.call('/api-push-unsubscribe', { unique_token: ravi.token, endpoint: fcm('x') })).statusCode).toBe(200);
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([{ endpoint: fcm('x') }]);
    expect((await t.call('/api-push-unsubscribe', { unique_token: asha.token, endpoint: fcm('x') })).statusCode).toBe(200);
    expect(await t.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
    expect((await t.call('/api-push-unsubscribe', { unique_token: asha.token, endpoint: 42 })).statusCode).toBe(400);
  });
});

describe('where pushes may go', () => {
  /** A listener that counts the connections it gets (a TLS handshake to it would be one). */
  async function listener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
    let count = 0;
    const server = createTcpServer((socket) => {
      count++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, connections: () => count, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("refuses, at subscribe time, every endpoint that is not a push service's https address on port 443, storing and sending nothing", async () => {
    const push = await fakePushService({});
    const internal = await listener();
    try {
      const k = browserKeys();
      const p = internal.port;
      const notPushService = 'The push subscription endpoint is not the address of a known browser push service';
      const notHttps = 'The push subscription endpoint must be an https address';
      const cases: Array<[string, string]> = [
        ['https://127.0.0.1:27002/push/x', notPushService],
        [`https://127.0.0.1:${p}/push/x`, notPushService],
        [`https://127.1:${p}/push/x`, notPushService],
        ['https://169.254.169.254/latest/meta-data/', notPushService],
        ['https://10.0.0.1/push/x', notPushService],
        ['https://192.168.1.1/push/x', notPushService],
        ['https://172.16.0.1/push/x', notPushService],
        ['https://100.64.0.1/push/x', notPushService],
        [`https://[::1]:${p}/push/x`, notPushService],
        ['https://[::ffff:127.0.0.1]/push/x', notPushService],
        ['https://[fd00::1]/push/x', notPushService],
        [`https://2130706433:${p}/push/x`, notPushService],
        ['https://2130706433/push/x', notPushService],
        ['https://0x7f000001/push/x', notPushService],
        ['https://0177.0.0.1/push/x', notPushService],
        [`https://localhost:${p}/push/x`, notPushService],
        ['https://fcm.googleapis.com:8443/fcm/send/x', notPushService],
        ['https://updates.push.services.mozilla.com:444/wpush/v2/x', notPushService],
        ['https://push.example/x', notPushService],
        ['https://fcm.googleapis.com.evil.example/fcm/send/x', notPushService],
        ['https://fcm.googleapis.com./fcm/send/x', notPushService],
        ['https://storage.googleapis.com/x', notPushService],
        ['https://user:secret@fcm.googleapis.com/fcm/send/x', notPushService],
        ['https://fcm.googleapis.com@127.0.0.1/fcm/send/x', notPushService],
        ['http://fcm.googleapis.com/fcm/send/x', notHttps],
        [`http://127.0.0.1:${p}/push/x`, notHttps], // loopback http: only the configured test origin
        ['ws://fcm.googleapis.com/x', notHttps],
      ];
      for (const [endpoint, msg] of cases) {
        t.clock.advance(SUBSCRIBE_LIMIT.windowMs); // each call in an hour of its own: this test is not about the limit
        const res = await t.call('/api-push-subscribe', { unique_token: asha.token, endpoint, keys: { p256dh: k.p256dh, auth: k.auth } });
        expect([res.statusCode, res.body], endpoint).toEqual([400, { status: false, msg }]);
      }
      expect(await t.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
      // Nothing is queued for them and nothing is sent: not to the listener, not to the push service.
      await insertItems(t.db, [{ userId: asha.id, kind: 'notice', title: 'Hi', body: 'x', route: '/notifications', ref: 'hi' }], t.clock.now());
      expect(await t.db.selectFrom('push_outbox').select('id').execute()).toEqual([]);
      await drain();
      expect(internal.connections()).toBe(0);
      expect(push.received).toEqual([]);

      // The browsers' push services are accepted; an explicit :443 is the same address.
      const accepted = [
        'https://fcm.googleapis.com/fcm/send/abc:APA91b',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
        'https://web.push.apple.com/QGuQyavXutnMfn',
        'https://fcm.googleapis.com:443/fcm/send/explicit-port',
      ];
      for (const endpoint of accepted) {
        t.clock.advance(SUBSCRIBE_LIMIT.windowMs);
        const res = await t.call('/api-push-subscribe', { unique_token: asha.token, endpoint, keys: { p256dh: k.p256dh, auth: k.auth } });
        expect(res.statusCode, endpoint).toBe(200);
      }
      const stored = (await t.db.selectFrom('push_subscriptions').select('endpoint').orderBy('id').execute()).map((r) => r.endpoint);
      expect(stored).toEqual([...accepted.slice(0, 4), 'https://fcm.googleapis.com/fcm/send/explicit-port']);
    } finally {
      await internal.close();
    }
  });

  it('limits subscriptions to 20 an hour per player (429 in the envelope, nothing stored); a missing or operator token is refused', async () => {
    const k = browserKeys();
    const subscribe = (token: string, i: number) =>
      t.call('/api-push-subscribe', { unique_token: token, endpoint: `https://fcm.googleapis.com/fcm/send/n${i}`, keys: { p256dh: k.p256dh, auth: k.auth } });
    for (let i = 1; i <= SUBSCRIBE_LIMIT.max; i++) expect((await subscribe(asha.token, i)).statusCode).toBe(200);
    const refused = await subscribe(asha.token, 99);
    expect([refused.statusCode, refused.body]).toEqual([429, { status: false, msg: 'Too many requests. Please try again after 60 minutes.' }]);
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', 'like', '%/n99').execute()).toEqual([]);
    // Another player is not held back by Asha's calls; after the hour Asha may subscribe again.
    const ravi = await createPlayerWithToken(t, { balance: 0 });
    expect((await subscribe(ravi.token, 100)).statusCode).toBe(200);
    t.clock.advance(SUBSCRIBE_LIMIT.windowMs);
    expect((await subscribe(asha.token, 99)).statusCode).toBe(200);
    // Without a player's token: 401, as every player call.
    expect((await t.call('/api-push-subscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/z', keys: { p256dh: k.p256dh, auth: k.auth } })).statusCode).toBe(401);
    expect((await subscribe(admin, 101)).statusCode).toBe(401);
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('endpoint', 'in', ['https://fcm.googleapis.com/fcm/send/z', 'https://fcm.googleapis.com/fcm/send/n101']).execute()).toEqual([]);
  });

  /** A due push to this endpoint, as the worker hands it to the transport. */
  const duePush = (endpoint: string): DuePush => {
    const k = browserKeys();
    return { id: 1, notificationId: 1, subscriptionId: 1, endpoint, p256dh: k.p256dh, auth: k.auth, attempts: 1, kind: 'notice', title: 'T', body: 'B', route: '/notifications' } as DuePush;
  };
  const someKeys = async () => ({ ...(await loadVapidKeys(t.db, t.config)) });

  it('connects only to an address checked after resolution: a push service resolving to an internal address is not contacted', async () => {
    const keys = await someKeys();
    const posted: PushRequest[] = [];
    const post = async (r: PushRequest) => (posted.push(r), 201);
    const transport = (addresses: string[], seen: string[] = []) =>
      createPushTransport({ resolve: async (host) => (seen.push(host), addresses), post });
    for (const addresses of [
      ['127.0.0.1'],
      ['10.0.0.1'],
      ['192.168.1.1'],
      ['172.20.0.5'],
      ['169.254.169.254'],
      ['100.64.0.1'],
      ['0.0.0.0'],
      ['224.0.0.1'],
      ['::1'],
      ['::'],
      ['fe80::1'],
      ['fd00::1'],
      ['::ffff:127.0.0.1'],
      ['::ffff:169.254.169.254'],
      ['64:ff9b::a00:1'],
      ['142.250.183.10', '127.0.0.1'], // one internal address among public ones: none is used
      [],
    ]) {
      const seen: string[] = [];
      expect(await transport(addresses, seen)(duePush('https://fcm.googleapis.com/fcm/send/abc'), keys), addresses.join(',')).toBe('blocked');
      expect(seen).toEqual(['fcm.googleapis.com']);
    }
    expect(posted).toEqual([]);

    // A public address: the push is posted to it, pinned (no second resolution), with the name for TLS.
    const seen: string[] = [];
    expect(await transport(['142.250.183.10', '2607:f8b0:4004:c1b::5f'], seen)(duePush('https://fcm.googleapis.com/fcm/send/abc'), keys)).toBe('sent');
    expect(seen).toEqual(['fcm.googleapis.com']);
    expect(posted.map((r) => [r.url.href, r.address])).toEqual([['https://fcm.googleapis.com/fcm/send/abc', '142.250.183.10']]);
    // A name that does not resolve: tried again later, nothing posted.
    const failing = createPushTransport({ resolve: async () => Promise.reject(new Error('ENOTFOUND')), post });
    expect(await failing(duePush('https://fcm.googleapis.com/fcm/send/abc'), keys)).toBe('retry');
    expect(posted).toHaveLength(1);
  });

  it('the request goes to the pinned address, whatever the name would resolve to', async () => {
    const push = await fakePushService({});
    const port = new URL(push.url).port;
    // push-service.invalid resolves nowhere: only the pinned address can have carried the request.
    const status = await postPush({ url: new URL(`http://push-service.invalid:${port}/pinned`), address: '127.0.0.1', headers: { ttl: '60' }, body: Buffer.from('x'), timeoutMs: 10_000 });
    expect(push.received.map((r) => [r.path, r.headers.host, r.body.toString()])).toEqual([['/pinned', `push-service.invalid:${port}`, 'x']]);
    expect(status).toBe(401); // the fake push service's answer to a request without VAPID, as it was sent
  });

  it('a stored subscription whose endpoint is not a push service is never contacted and is dropped; one whose service resolves inside is kept for later', async () => {
    const resolved: string[] = [];
    const posted: PushRequest[] = [];
    const transport = createPushTransport({ resolve: async (host) => (resolved.push(host), ['10.1.2.3']), post: async (r) => (posted.push(r), 201) });
    const k = browserKeys();
    for (const endpoint of ['https://127.0.0.1:27002/push/x', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com/fcm/send/inside']) {
      await t.db.insertInto('push_subscriptions').values({ user_id: asha.id, endpoint, p256dh: k.p256dh, auth: k.auth, created_at: 0 }).execute();
    }
    await insertItems(t.db, [{ userId: asha.id, kind: 'notice', title: 'Hi', body: 'x', route: '/notifications', ref: 'a' }], t.clock.now());
    expect(await t.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(3);
    await stopAppWorker();
    const worker = new NotificationWorker({ db: t.db, clock: t.clock, keys: () => loadVapidKeys(t.db, t.config), transport });
    await worker.drain();
    expect(posted).toEqual([]);
    expect(resolved).toEqual(['fcm.googleapis.com']); // the two addresses were refused before any resolution
    expect((await t.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/inside']);
    const waiting = await t.db.selectFrom('push_outbox').select(['attempts', 'next_at']).execute();
    expect(waiting.map((w) => [Number(w.attempts), Number(w.next_at)])).toEqual([[1, t.clock.now() + (PUSH_RETRY_MS[0] as number)]]);
  });
});

/** The VAPID rows of the settings table. */
async function storedKeys(): Promise<Record<string, string>> {
  const rows = await t.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['vapid_public_key', 'vapid_private_key']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

describe('the VAPID private key at rest', () => {
  it('a plain-text key stored before VAPID_KEY_SECRET is encrypted on first read and keeps working; another or no secret is refused', async () => {
    const pair = webpush.generateVAPIDKeys();
    await t.db.insertInto('settings').values([{ key: 'vapid_public_key', value: pair.publicKey }, { key: 'vapid_private_key', value: pair.privateKey }]).execute();
    const config = { ...t.config, VAPID_KEY_SECRET: KEY_SECRET };
    expect(await vapidKeyProblems(t.db, config)).toEqual([]);
    const stored = await storedKeys();
    expect(stored.vapid_public_key).toBe(pair.publicKey);
    expect(isSealed(stored.vapid_private_key ?? '')).toBe(true);
    expect(stored.vapid_private_key).not.toContain(pair.privateKey);
    expect(await loadVapidKeys(t.db, config)).toMatchObject({ publicKey: pair.publicKey, privateKey: pair.privateKey });
    expect((await storedKeys()).vapid_private_key).toBe(stored.vapid_private_key); // read again: unchanged

    // Pushes are signed with it (the fake push service checks the signature against the public key).
    const push = await fakePushService({});
    expectedKey = (await t.call('/api-push-key', { unique_token: asha.token })).body.public_key;
    expect(expectedKey).toBe(pair.publicKey);
    const k = browserKeys();
    expect((await t.call('/api-push-subscribe', { unique_token: asha.token, endpoint: `${push.url}/device`, keys: { p256dh: k.p256dh, auth: k.auth } })).statusCode).toBe(200);
    await insertItems(t.db, [{ userId: asha.id, kind: 'notice', title: 'Signed', body: 'x', route: '/notifications', ref: 's' }], t.clock.now());
    await drain();
    expect(push.problems).toEqual([]);
    expect(push.received.map((r) => r.path)).toEqual(['/device']);

    const other = { ...t.config, VAPID_KEY_SECRET: 'another-secret-another-secret-another-secret' };
    await expect(loadVapidKeys(t.db, other)).rejects.toThrow(VapidKeyError);
    await expect(loadVapidKeys(t.db, { ...t.config, VAPID_KEY_SECRET: undefined })).rejects.toThrow(/set VAPID_KEY_SECRET/);
    expect(await vapidKeyProblems(t.db, other)).toEqual([{ variable: 'VAPID_KEY_SECRET', message: expect.stringContaining('does not decrypt') }]);
    // With the pair from the environment the stored one is not read.
    expect(await vapidKeyProblems(t.db, { ...other, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([]);
  });

  it('a sealed value is bound to its setting: moved to another name it does not decrypt', async () => {
    await loadVapidKeys(t.db, t.config);
    const sealed = (await storedKeys()).vapid_private_key ?? '';
    expect(() => openSetting(KEY_SECRET, 'secret_key', sealed)).toThrow(VapidKeyError);
    // One character of the authentication tag changed (its first: every bit of it is data).
    const dot = sealed.lastIndexOf('.') + 1;
    const tampered = `${sealed.slice(0, dot)}${sealed[dot] === 'A' ? 'B' : 'A'}${sealed.slice(dot + 1)}`;
    expect(() => openSetting(KEY_SECRET, 'vapid_private_key', tampered)).toThrow(VapidKeyError);
    expect(openSetting(KEY_SECRET, 'vapid_private_key', sealed)).toBe((await loadVapidKeys(t.db, t.config)).privateKey);
  });
});
