import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream.ts';
import { consoleCall, createPlayerWithToken, fundsSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { familyBid, mainBid, marketId } from '../../test/players.ts';
import { MAINTENANCE_TEXT } from './settings.ts';

let t: TestApp;
let admin: string;
let player: { id: number; mobile: string; token: string };
let other: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t, 'operator');
  player = await createPlayerWithToken(t, { balance: 5_000, mobile: '9700000101', name: 'Ramesh Pawar' });
  other = await createPlayerWithToken(t, { balance: 100, mobile: '9700000102', name: 'Sunita Shinde' });
});
afterEach(async () => {
  await t.close();
});

const setMaintenance = (values: Record<string, string>) => consoleCall(t, 'PUT', '/admin/api/settings', admin, values);

/** Every player call that moves points, each with a body it would otherwise accept (or at least read). */
async function writeCalls(): Promise<Array<[string, Record<string, unknown>]>> {
  const main = await marketId(t, 'main', 'Kalyan Morning');
  const starline = await marketId(t, 'starline', '9:00 PM');
  const gali = Number((await t.db.selectFrom('markets').select('id').where('kind', '=', 'gali').executeTakeFirstOrThrow()).id);
  const token = player.token;
  return [
    ['/api-submit-bid', mainBid(token, main, 'Single Digit', [{ digits: '5', closedigits: '', points: '20', session: 'Open' }])],
    ['/api-starline-submit-bid', familyBid(token, starline, 'Single Digit', 'Open', [{ digits: '5', points: '20', session: 'Open' }])],
    ['/api-galidisawar-submit-bid', familyBid(token, gali, 'Left Digit', 'Close', [{ digits: '5', points: '20', session: 'Close' }])],
    ['/api-fund-request-add', { unique_token: token, request_amount: '500', payment_method: 'GPay', utr: '401234567890' }],
    ['/api-payment-order-create', { unique_token: token, request_amount: '500' }],
    ['/api-user-withdraw-fund-request', { unique_token: token, request_amount: '500', payment_method: 2 }],
    ['/api-user-transfer-wallet-balance', { unique_token: token, amount: '100', mobile_no: other.mobile, transfer_note: '' }],
  ];
}

const bidCount = async () => Number((await sql<{ n: number }>`select count(*) as n from bids`.execute(t.db)).rows[0]?.n ?? 0);

describe('maintenance mode', () => {
  it('refuses every call that moves points with the operator’s message (503), writing nothing', async () => {
    const switched = await setMaintenance({ maintenance_mode: '1', maintenance_message: 'Back at 11 PM after the server upgrade' });
    expect(switched.statusCode).toBe(200);
    const before = { funds: await fundsSnapshot(t.db), bids: await bidCount() };
    for (const [path, body] of await writeCalls()) {
      const res = await t.call(path, body);
      expect([path, res.statusCode, res.body]).toEqual([path, 503, { status: false, msg: 'Back at 11 PM after the server upgrade' }]);
    }
    expect({ funds: await fundsSnapshot(t.db), bids: await bidCount() }).toEqual(before);
  });

  it('lets reads, logins and the lists through, and the lists carry the message', async () => {
    await setMaintenance({ maintenance_mode: '1', maintenance_message: '' });
    const dashboard = await t.call('/api-get-dashboard-data', { unique_token: player.token });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toMatchObject({ status: true, wallet_amt: 5_000, maintenance_message: MAINTENANCE_TEXT.defaultMessage });
    expect((await t.call('/api-starline-game', {})).body.maintenance_message).toBe(MAINTENANCE_TEXT.defaultMessage);
    expect((await t.call('/api-galidisawar-game', {})).body.maintenance_message).toBe(MAINTENANCE_TEXT.defaultMessage);
    for (const path of ['/api-user-wallet-balance', '/api-wallet-transaction-history', '/api-user-withdraw-transaction-history', '/api-get-gateway-status']) {
      expect([path, (await t.call(path, { unique_token: player.token })).statusCode]).toEqual([path, 200]);
    }
    expect((await t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' })).body.status).toBe(true);
    expect((await t.call('/api-check-user-for-transfer-amt', { unique_token: player.token, mobile_no: other.mobile })).statusCode).toBe(200);
  });

  it('ends when the operator switches it off, without a restart; the switch is audited', async () => {
    await setMaintenance({ maintenance_mode: '1', maintenance_message: 'Upgrading' });
    const [bid, , , deposit] = await writeCalls();
    expect((await t.call(...bid!)).statusCode).toBe(503);
    await setMaintenance({ maintenance_mode: '0' });
    expect((await t.call(...bid!)).body).toMatchObject({ status: true, wallet_amt: 4_980 });
    expect((await t.call(...deposit!)).body).toMatchObject({ status: true, deposit_status: 'pending' });
    expect((await t.call('/api-get-dashboard-data', {})).body.maintenance_message).toBe('');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after_json']).where('action', '=', 'settings.update').orderBy('id').execute();
    expect(audit.map((row) => JSON.parse(String(row.after_json)))).toEqual([
      { maintenance_mode: '1', maintenance_message: 'Upgrading' },
      { maintenance_mode: '0' },
    ]);
  });

  it('refuses a switch that is not 0 or 1, and a message longer than 300 characters, changing nothing', async () => {
    expect((await setMaintenance({ maintenance_mode: 'yes' })).statusCode).toBe(400);
    expect((await setMaintenance({ maintenance_message: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await t.call('/api-get-dashboard-data', {})).body.maintenance_message).toBe('');
    const [bid] = await writeCalls();
    expect((await t.call(...bid!)).statusCode).toBe(200);
  });

  it('is checked after the session: a caller without a valid token still learns that first', async () => {
    await setMaintenance({ maintenance_mode: '1' });
    const [[path, body]] = (await writeCalls()) as [[string, Record<string, unknown>]];
    expect((await t.call(path, { ...body, unique_token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('tells every open stream when it is switched on, reworded or off, and says nothing of other settings', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openEventStream(`${base}/api/events`, { authorization: `Bearer ${player.token}` });
    try {
      expect(stream.statusCode).toBe(200);
      const isMaintenance = (e: { event: string; data: Record<string, unknown> }) =>
        e.event === 'notice' && e.data.kind === 'maintenance';
      const told = () => stream.events.filter(isMaintenance).map((e) => e.data.message);
      const nth = (n: number) => (e: { event: string; data: Record<string, unknown> }) =>
        isMaintenance(e) && stream.events.filter(isMaintenance).length === n;
      // Every stream starts with the state as it is: off.
      await stream.next(nth(1));
      await setMaintenance({ maintenance_mode: '1', maintenance_message: 'Back at 11 PM' });
      await stream.next(nth(2));
      await setMaintenance({ maintenance_message: 'Back at midnight' });
      await stream.next(nth(3));
      await setMaintenance({ telegram_no: '9800000001' });
      await setMaintenance({ maintenance_mode: '0' });
      await stream.next(nth(4));
      expect(told()).toEqual(['', 'Back at 11 PM', 'Back at midnight', '']);
    } finally {
      stream.close();
    }
  });

  it('starts every stream with the message as it is, so an app whose stream opens after the switch still hears of it', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await setMaintenance({ maintenance_mode: '1', maintenance_message: '' });
    const stream = await openEventStream(`${base}/api/events`, { authorization: `Bearer ${player.token}` });
    try {
      expect(stream.statusCode).toBe(200);
      const first = await stream.next((e) => e.event === 'notice');
      expect(first.data).toEqual({ kind: 'maintenance', message: MAINTENANCE_TEXT.defaultMessage });
      expect(stream.events[0]).toBe(first);
    } finally {
      stream.close();
    }
  });

  it('is never served from a list built before the switch: the lists are built again at once', async () => {
    // The lists are kept for MARKET_CACHE_MS (0 in the other tests); switching maintenance drops them.
    await t.close();
    t = await createTestApp({ config: { MARKET_CACHE_MS: 1000 } });
    admin = await loginAdmin(t, 'operator');
    expect((await t.call('/api-get-dashboard-data', {})).body.maintenance_message).toBe('');
    expect((await t.call('/api-starline-game', {})).body.maintenance_message).toBe('');
    await setMaintenance({ maintenance_mode: '1', maintenance_message: 'Back soon' });
    expect((await t.call('/api-get-dashboard-data', {})).body.maintenance_message).toBe('Back soon');
    expect((await t.call('/api-starline-game', {})).body.maintenance_message).toBe('Back soon');
  });
});
