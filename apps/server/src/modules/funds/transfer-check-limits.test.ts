import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlayerWithToken, fundsSnapshot } from '../../test/fixtures.ts';
import { APP_KEY, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let sender: { id: number; mobile: string; token: string };
let receiver: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  sender = await createPlayerWithToken(t, { balance: 1_000, name: 'Sunil Rao', mobile: '9700000001' });
  receiver = await createPlayerWithToken(t, { balance: 50, name: 'Kavita Joshi', mobile: '9700000002' });
});
afterEach(async () => {
  await t.close();
});

/** The transfer check of a number, with a token, from an address (request.ip). */
async function check(token: string, mobile: string, ip = '203.0.113.5') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api-check-user-for-transfer-amt',
    remoteAddress: ip,
    payload: { env_type: 'Prod', app_key: APP_KEY, unique_token: token, mobile_no: mobile },
  });
  return { statusCode: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('the transfer check is limited', () => {
  it('answers the 21st check of one token in 10 minutes with 429, whatever the address; another token still gets the name', async () => {
    const before = await fundsSnapshot(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await check(sender.token, receiver.mobile)).statusCode).toBe(200);
      expect((await check(sender.token, '9899999999', '198.51.100.7')).statusCode).toBe(404);
    }
    expect(await check(sender.token, receiver.mobile)).toEqual({
      statusCode: 429,
      body: { status: false, msg: 'Too many requests. Please try again after 10 minutes.' },
      retryAfter: '600',
    });
    expect((await check(sender.token, receiver.mobile, '192.0.2.44')).statusCode).toBe(429);

    expect(await check(receiver.token, sender.mobile)).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'User found', user_name: 'Sunil Rao' },
      retryAfter: undefined,
    });
    expect(await fundsSnapshot(t.db)).toEqual(before);
    // A transfer itself is not a lookup: the sender still sends points.
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api-user-transfer-wallet-balance',
      remoteAddress: '203.0.113.5',
      payload: { env_type: 'Prod', app_key: APP_KEY, unique_token: sender.token, amount: '100', mobile_no: receiver.mobile, transfer_note: '' },
    });
    expect(transfer.statusCode).toBe(200);

    t.clock.advance(10 * 60_000);
    expect((await check(sender.token, receiver.mobile)).statusCode).toBe(200);
  });

  it('answers the 41st check from one address in 10 minutes with 429, whichever token; another address still answers', async () => {
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await createPlayerWithToken(t, { balance: 0, mobile: `970000001${i}` }));
    for (const player of others.slice(0, 2)) {
      for (let i = 0; i < 20; i++) expect((await check(player.token, receiver.mobile)).statusCode).toBe(200);
    }
    const third = others[2]!;
    expect((await check(third.token, receiver.mobile)).statusCode).toBe(429);
    expect((await check(third.token, receiver.mobile, '198.51.100.7')).body).toEqual({
      status: true,
      msg: 'User found',
      user_name: 'Kavita Joshi',
    });
  });

  it('counts a transfer refused for an unknown number as a lookup of that token, and moves nothing', async () => {
    const before = await fundsSnapshot(t.db);
    const transfer = async (mobile: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api-user-transfer-wallet-balance',
        remoteAddress: '203.0.113.9',
        payload: { env_type: 'Prod', app_key: APP_KEY, unique_token: sender.token, amount: '100', mobile_no: mobile },
      });
      return res.statusCode;
    };
    for (let i = 0; i < 20; i++) expect(await transfer(`98${String(10_000_000 + i)}`)).toBe(404);
    expect(await transfer('9899999990')).toBe(429);
    expect((await check(sender.token, receiver.mobile, '198.51.100.8')).statusCode).toBe(429);
    expect(await fundsSnapshot(t.db)).toEqual(before);
  });
});
