import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageIn } from '../lib/messages.ts';
import { createPlayerWithToken } from '../test/fixtures.ts';
import { APP_KEY, createTestApp, type TestApp } from '../test/harness.ts';
import { ERROR_TEXT } from './error-handler.ts';

/**
 * Hindi and Marathi (ADR 020) for the words a player meets on the money paths that do not come from a route's own
 * text: a field of the wrong type (zod has no message of the schema's own) is named in the catalogue's words,
 * and Add Funds' details carry the player's break in the language. Both engines (PANA_TEST_DB).
 */

let t: TestApp;
let player: { id: number; mobile: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 1_000, name: 'Ravi Kumar' });
});
afterEach(async () => {
  await t.close();
});

/** A call with the token as a bearer header, so the body may carry anything in `unique_token`. */
const bearer = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call(path, body, { authorization: `Bearer ${player.token}`, ...headers });

describe('a field of the wrong type', () => {
  it("is named in the catalogue's words, not zod's, in English, Hindi and Marathi; nothing changes", async () => {
    const body = { unique_token: 5, request_amount: '500', payment_method: 'GPay' };
    expect(await bearer('/api-fund-request-add', body)).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'Invalid value for unique_token' },
    });
    expect((await bearer('/api-fund-request-add', body, { 'x-pana-lang': 'hi' })).body.msg).toBe(
      'unique_token की वैल्यू सही नहीं है',
    );
    expect(
      (await bearer('/api-wallet-transaction-history', { unique_token: [] }, { 'x-pana-lang': 'mr' })).body.msg,
    ).toBe('unique_token ची व्हॅल्यू योग्य नाही');
    const requests = await t.db.selectFrom('fund_requests').select('id').execute();
    expect(requests).toEqual([]);
  });

  it('accepts env_type as the number 1, as the hooks always did (older apps)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api-wallet-transaction-history',
      payload: { env_type: 1, app_key: APP_KEY, unique_token: player.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, msg: 'OK' });
  });

  it('has its words in the catalogue', () => {
    for (const lang of ['hi', 'mr'] as const) {
      for (const english of [ERROR_TEXT.invalidBody, ERROR_TEXT.invalidField('amount')])
        expect(messageIn(lang, english), english).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe("Add Funds' details", () => {
  it("carry the player's break in the language, its end's month too; English without the header", async () => {
    const call = (headers: Record<string, string> = {}) =>
      t.call('/api-last-fund-request-detail', { unique_token: player.token, mobile_no: player.mobile }, headers);
    expect(
      (await t.call('/api-play-break', { unique_token: player.token, period: '24h', confirmed: true })).statusCode,
    ).toBe(200);
    const english = (await call()).body.deposit_refusal as string;
    expect(english).toMatch(/^You are taking a break until \d{1,2}-[A-Z][a-z]+-\d{4} \d{1,2}:\d{2} [AP]M\. /);
    const [, day, month] = /until (\d{1,2})-([A-Za-z]+)-/.exec(english) ?? [];
    const hindi = (await call({ 'x-pana-lang': 'hi' })).body;
    expect(hindi.deposit_refusal).toMatch(
      new RegExp(`^आप ${day}-${messageIn('hi', month ?? '')}-\\d{4} \\d{1,2}:\\d{2} [AP]M तक ब्रेक पर हैं।`),
    );
    expect(hindi.deposit_refusal).not.toMatch(/[A-Za-z]{3,}/);
    expect((await call({ 'x-pana-lang': 'mr' })).body.deposit_refusal).toMatch(/^तुम्ही .* पर्यंत ब्रेकवर आहात\./);
  });
});
