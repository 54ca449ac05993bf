import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, createPlayerWithToken, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mainBid } from '../../test/players.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * Hindi and Marathi (ADR 020): the wallet history's notes, which the server writes in English, reach a player who asks
 * in Hindi or Marathi (`X-Pana-Lang`) in the language, with names, mobiles, UTRs, account numbers and an
 * operator's words as they are; a note the catalogue does not know passes unchanged; without the header, or
 * with `en`, the answer is English byte for byte. Both engines (PANA_TEST_DB).
 */

let t: TestApp;
let player: { id: number; mobile: string; token: string };

beforeEach(async () => {
  t = await createTestApp();
  player = await createPlayerWithToken(t, { balance: 1_000, name: 'Anil Desai', mobile: '9600000001' });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const MINUTE = 60_000;

/** Every kind of movement a wallet history shows: a bid, its win and the win's reversal, money in and out. */
async function moveEverything(): Promise<{ deposit: number; pending: number; withdrawal: number }> {
  const admin = await loginAdmin(t, 'operator');
  const friend = await createPlayerWithToken(t, { balance: 500, name: 'Geeta Iyer', mobile: '9600000002' });
  const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
  const step = () => t.clock.advance(MINUTE);
  const ok = (answer: { statusCode: number }) => expect(answer.statusCode).toBe(200);

  step();
  ok(
    await t.call(
      '/api-submit-bid',
      mainBid(player.token, kalyan, 'Single Pana', [{ digits: '128', points: '10', session: 'Open' }]),
    ),
  );
  t.clock.set(Date.parse('2026-11-23T16:00:00+05:30'));
  const draw = { kind: 'main', marketId: kalyan, date: '2026-11-23', session: 'open' };
  ok(await adminCall(t, 'POST', '/admin/api/results', admin, { ...draw, pana: '128' }));
  step();
  ok(await adminCall(t, 'POST', '/admin/api/results/revert', admin, draw));
  step();
  const deposit = Number(
    (
      await t.call('/api-fund-request-add', {
        unique_token: player.token,
        request_amount: '500',
        payment_method: 'GPay',
        utr: '312345678901',
      })
    ).body.request_id,
  );
  ok(await adminCall(t, 'POST', `/admin/api/fund-requests/${deposit}/approve`, admin, {}));
  step();
  await t.db
    .insertInto('payment_numbers')
    .values({ user_id: player.id, app: 'paytm', number: '9811111111', created_at: 0, updated_at: 0 })
    .execute();
  ok(
    await t.call('/api-user-withdraw-fund-request', {
      unique_token: player.token,
      request_amount: '600',
      payment_method: 3,
    }),
  );
  const withdrawal = Number((await t.db.selectFrom('withdraw_requests').select('id').executeTakeFirstOrThrow()).id);
  step();
  ok(await adminCall(t, 'POST', `/admin/api/withdraw-requests/${withdrawal}/reject`, admin, { note: 'Try again' }));
  step();
  ok(
    await t.call('/api-user-transfer-wallet-balance', {
      unique_token: player.token,
      amount: '200',
      mobile_no: friend.mobile,
      transfer_note: '',
    }),
  );
  step();
  ok(
    await t.call('/api-user-transfer-wallet-balance', {
      unique_token: friend.token,
      amount: '150',
      mobile_no: player.mobile,
      transfer_note: 'back',
    }),
  );
  step();
  ok(
    await adminCall(t, 'POST', '/admin/api/wallet/adjust', admin, { mobile: player.mobile, amount: -25, note: 'Fee' }),
  );
  step();
  const pending = Number(
    (await t.call('/api-fund-request-add', { unique_token: player.token, request_amount: '300', payment_method: 'QR' }))
      .body.request_id,
  );
  return { deposit, pending, withdrawal };
}

const notes = async (headers: Record<string, string>) => {
  const res = await t.call('/api-wallet-transaction-history', { unique_token: player.token }, headers);
  expect(res.statusCode).toBe(200);
  return (res.body.transaction_history as Array<{ transaction_note: string }>).map((i) => i.transaction_note);
};

describe("the wallet history's notes in the player's language", () => {
  it('are in Hindi and Marathi with X-Pana-Lang; the values as they are; an unknown note unchanged', async () => {
    const { deposit, pending, withdrawal } = await moveEverything();
    expect(await notes({ 'x-pana-lang': 'hi' })).toEqual([
      `जमा रिक्वेस्ट #${pending}, QR से (मंज़ूरी बाकी)`,
      'एडजस्टमेंट: Fee',
      'Geeta Iyer (9600000002) से ट्रांसफर: back',
      'Geeta Iyer (9600000002) को ट्रांसफर',
      `पैसे निकालने की रिक्वेस्ट #${withdrawal} नामंज़ूर (पॉइंट्स वापस): Try again`,
      `पैसे निकालने की रिक्वेस्ट #${withdrawal}: Paytm 9811111111 (पॉइंट्स रोके गए)`,
      `जमा #${deposit}, GPay से, UTR 312345678901`,
      'जीत वापस ली गई: Kalyan, सिंगल पाना 128 (ओपन), 23-नवंबर-2026',
      'जीत: Kalyan, सिंगल पाना 128 (ओपन), 23-नवंबर-2026',
      'बोली: Kalyan, 23-नवंबर-2026 (1 बोली)',
      // The test fixture's own note is not one the server writes: it passes unchanged.
      'Test opening balance',
    ]);
    expect(await notes({ 'x-pana-lang': 'mr' })).toEqual([
      `जमा रिक्वेस्ट #${pending}, QR द्वारे (मंजुरी बाकी)`,
      'ॲडजस्टमेंट: Fee',
      'Geeta Iyer (9600000002) यांच्याकडून ट्रांसफर: back',
      'Geeta Iyer (9600000002) यांना ट्रांसफर',
      `पैसे काढण्याची रिक्वेस्ट #${withdrawal} नामंजूर (पॉइंट्स परत): Try again`,
      `पैसे काढण्याची रिक्वेस्ट #${withdrawal}: Paytm 9811111111 (पॉइंट्स रोखले)`,
      `जमा #${deposit}, GPay द्वारे, UTR 312345678901`,
      'जिंकलेले परत घेतले: Kalyan, सिंगल पाना 128 (ओपन), 23-नोव्हेंबर-2026',
      'जिंकलेले: Kalyan, सिंगल पाना 128 (ओपन), 23-नोव्हेंबर-2026',
      'बोली: Kalyan, 23-नोव्हेंबर-2026 (1 बोली)',
      'Test opening balance',
    ]);
  });

  it('without the header, or with en, the answer is English byte for byte', async () => {
    const { deposit } = await moveEverything();
    const raw = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api-wallet-transaction-history',
          payload: { env_type: 'Prod', app_key: 'pana-public-app-key', unique_token: player.token },
          headers,
        })
      ).payload;
    const english = await raw({});
    expect(english).toContain(`"transaction_note":"Deposit #${deposit} by GPay, UTR 312345678901"`);
    expect(english).toContain('"transaction_note":"Win: Kalyan, Single Pana 128 (Open), 23-November-2026"');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    for (const lang of ['en', 'ta', '']) expect(await raw({ 'x-pana-lang': lang })).toBe(english);
    // The deposit history beside it keeps the operator's words and the method as they are, in every language.
    const hindi = JSON.parse(await raw({ 'x-pana-lang': 'hi' }));
    expect(hindi.msg).toBe('ठीक है');
    expect(hindi.deposit_history).toEqual(JSON.parse(english).deposit_history);
  });
});
