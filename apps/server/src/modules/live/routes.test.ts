import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventStreamClient, openEventStream } from '../../test/event-stream.ts';
import { adminCall, createPlayerWithToken, insertBids, loginAdmin, marketIdOf, topUp } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import * as ledger from '../wallet/ledger.ts';

/**
 * Live updates (ADR 013) on one server process: who may open a stream, what it receives after an
 * operator's declaration, what a reconnect replays, and that nothing is told of a rolled-back
 * transaction. The two-process path on PostgreSQL is in src/multiprocess/live-updates.test.ts.
 */

let t: TestApp;
let base: string;
const open: EventStreamClient[] = [];

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await t.close();
});

async function connect(headers: Record<string, string>, query = ''): Promise<EventStreamClient> {
  const stream = await openEventStream(`${base}/api/events${query}`, headers);
  open.push(stream);
  return stream;
}

/**
 * A stream with the player's token. Once its headers are here the server has registered it (it does
 * so in the same turn as it sends them), so every event published afterwards reaches it.
 */
async function connected(token: string, extra: Record<string, string> = {}) {
  const stream = await connect({ authorization: `Bearer ${token}`, ...extra });
  expect(stream.statusCode).toBe(200);
  return stream;
}

async function ticketOf(token: string): Promise<string> {
  const res = await t.call('/api-events-ticket', { unique_token: token });
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatchObject({ status: true, expires_in: 60 });
  return res.body.ticket as string;
}

describe('opening a stream', () => {
  it('streams with the token as a bearer header, as text/event-stream that nothing compresses or buffers', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    const stream = await connect({ authorization: `Bearer ${player.token}`, 'accept-encoding': 'gzip, br' });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
  });

  it('opens once with a ticket: a second use, an unknown or an expired ticket is refused with 401', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    const ticket = await ticketOf(player.token);
    expect((await connect({}, `?ticket=${ticket}`)).statusCode).toBe(200);

    const again = await connect({}, `?ticket=${ticket}`);
    expect(again.statusCode).toBe(401);
    expect(JSON.parse(again.body)).toEqual({ status: false, msg: 'Session expired. Please log in again.' });
    expect((await connect({}, '?ticket=not-a-ticket')).statusCode).toBe(401);

    const late = await ticketOf(player.token);
    t.clock.advance(60_001);
    expect((await connect({}, `?ticket=${late}`)).statusCode).toBe(401);
  });

  it('refuses no credentials, a wrong token, a revoked session, a blocked player and a ticket asked without a token', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    expect((await connect({})).statusCode).toBe(401);
    expect((await connect({ authorization: 'Bearer wrong' })).statusCode).toBe(401);

    const ticket = await ticketOf(player.token);
    await t.db.updateTable('sessions').set({ revoked_at: t.clock.now() }).where('user_id', '=', player.id).execute();
    expect((await connect({}, `?ticket=${ticket}`)).statusCode).toBe(401);
    expect((await t.call('/api-events-ticket', {})).statusCode).toBe(401);

    const blocked = await createPlayerWithToken(t, { balance: 100 });
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', blocked.id).execute();
    const refused = await connect({ authorization: `Bearer ${blocked.token}` });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ status: false, msg: 'Your account is blocked. Please contact admin.' });
  });

  it('refuses a Last-Event-ID it never sent with 400 and a clear message', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    const res = await connect({ authorization: `Bearer ${player.token}`, 'last-event-id': 'x1' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: false, msg: 'Invalid Last-Event-ID' });
  });
});

describe('events', () => {
  it("tell every stream of a declared result and the winner's new balance", async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    const winner = await createPlayerWithToken(t, { balance: 1_000 });
    const other = await createPlayerWithToken(t, { balance: 1_000 });
    await insertBids(t.db, [
      {
        userId: winner.id,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-22',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 10 }],
      },
    ]);
    const mine = await connected(winner.token);
    const theirs = await connected(other.token);
    const operator = await loginAdmin(t, 'operator');

    const declared = await adminCall(t, 'POST', '/admin/api/results', operator, {
      kind: 'main',
      marketId: kalyan,
      date: '2026-11-22',
      session: 'open',
      pana: '128',
    });
    expect(declared.statusCode).toBe(200);

    const isResult = (e: { event: string; data: { change: string } }) =>
      e.event === 'market' && e.data.change === 'result_declared';
    for (const stream of [mine, theirs]) {
      expect((await stream.next(isResult)).data).toEqual({
        change: 'result_declared',
        market_id: kalyan,
        market_name: 'Kalyan',
        session: 'open',
        date: '2026-11-22',
      });
    }
    const wallet = await mine.next((e) => e.event === 'wallet' && e.data.balance === 1_085);
    const newest = await t.db
      .selectFrom('wallet_ledger')
      .select(['id', 'balance_after'])
      .where('user_id', '=', winner.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(wallet.data).toEqual({ balance: 1_000 - 10 + 95, ledger_id: Number(newest.id) });
    expect(Number(newest.balance_after)).toBe(1_085);
    expect(wallet.id).toMatch(new RegExp(`^${newest.id}\\.\\d+$`));
    // Each stream started with its own player's balance; another player's is nobody else's business.
    // (The balance it started with is 990, or already 1,085 when the stream read it after the credit.)
    expect(
      mine.events.filter((e) => e.event === 'wallet' && e.data.balance !== 990).map((e) => e.data.balance),
    ).toEqual([1_085]);
    expect(theirs.events.filter((e) => e.event === 'wallet').map((e) => e.data.balance)).toEqual([1_000]);
  });

  it('replays a wallet event missed while disconnected when the stream comes back with Last-Event-ID', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    const first = await connected(player.token);
    await topUp(t.db, player.id, 50, t.clock.now());
    const seen = await first.next((e) => e.event === 'wallet' && e.data.balance === 150);
    first.close();

    await topUp(t.db, player.id, 25, t.clock.now()); // while nobody listens
    const ticket = await ticketOf(player.token);
    const again = await connect({}, `?ticket=${ticket}&lastEventId=${seen.id}`);
    const replayed = await again.next((e) => e.event === 'wallet');
    expect(replayed.data.balance).toBe(175);
    expect(replayed.data.ledger_id).toBeGreaterThan(seen.data.ledger_id);

    // The same through the header EventSource sends on its own reconnects: nothing twice.
    const third = await connected(player.token, { 'last-event-id': replayed.id });
    await topUp(t.db, player.id, 5, t.clock.now());
    expect((await third.next((e) => e.event === 'wallet')).data.balance).toBe(180);
    expect(third.events.filter((e) => e.event === 'wallet')).toHaveLength(1);
  });

  it('tell nothing of a transaction that rolled back', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    const stream = await connected(player.token);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await topUp(trx, player.id, 500, t.clock.now());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A committed movement afterwards: after the balance the stream started with (100, or already 107 when
    // the stream read it after this commit), that one, and never the 600 that was not.
    await t.db.transaction().execute((trx) => topUp(trx, player.id, 7, t.clock.now()));
    await stream.next((e) => e.event === 'wallet' && e.data.balance === 107);
    expect(
      stream.events.filter((e) => e.event === 'wallet' && e.data.balance !== 100).map((e) => e.data.balance),
    ).toEqual([107]);
    expect(await ledger.balanceOf(t.db, player.id)).toBe(107);
  });

  it('start with the newest balance, so a movement committed while the stream was opening is never taken for one it told', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    await topUp(t.db, player.id, 40, t.clock.now());
    const newest = await t.db
      .selectFrom('wallet_ledger')
      .select('id')
      .where('user_id', '=', player.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const stream = await connected(player.token);
    const first = await stream.next((e) => e.event === 'wallet');
    expect(first.data).toEqual({ balance: 140, ledger_id: Number(newest.id) });
    expect(first.id).toMatch(new RegExp(`^${newest.id}\\.\\d+$`));
    // A player without a ledger row yet starts with none.
    const fresh = await createPlayerWithToken(t, { balance: 0 });
    const quiet = await connected(fresh.token);
    await quiet.next((e) => e.event === 'notice');
    expect(quiet.events.filter((e) => e.event === 'wallet')).toEqual([]);
  });

  it('are ended by a shutdown, which does not wait for them', async () => {
    const player = await createPlayerWithToken(t, { balance: 100 });
    const stream = await connected(player.token);
    open.splice(0);
    const started = performance.now();
    await t.app.close();
    await stream.ended;
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
