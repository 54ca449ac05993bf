import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, loginAdmin } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * The contract with the apps already on players' phones (docs/api.md#compatibility-with-older-apps):
 * every call of their original table (docs/api.md#the-calls) and the three extra ones, sent in
 * exactly the shape those clients send (strings for numbers, `unique_token: null` on the dashboard,
 * the main bid layout), asserting the types and fields they read. One player walks through them in
 * order, as a phone would.
 */
let t: TestApp;
let token: string;
const MOBILE = '9123456780';
const FRIEND = '9876543210'; // the seeded demo player
const isTime = (v: unknown) => typeof v === 'string' && /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/.test(v);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every answer: `status` a JSON boolean compared with `=== true`, `msg` a string. */
function expectEnvelope(body: any, status = true) {
  expect(typeof body.status).toBe('boolean');
  expect(body.status).toBe(status);
  expect(typeof body.msg).toBe('string');
}

describe('accounts, as the old apps call them', () => {
  it('/api-check-mobile answers status true and the otp for a new number', async () => {
    const res = await t.call('/api-check-mobile', { mobile: MOBILE });
    expectEnvelope(res.body);
    // 6 digits, named in otp_length (ADR 022); the apps that take only 4 get them with LEGACY_OTP=client (legacy.test.ts).
    expect(res.body.otp).toMatch(/^\d{6}$/);
    expect(res.body.otp_length).toBe(6);
  });

  it('/api-resend-otp answers a new otp (after 30 s)', async () => {
    t.clock.advance(30_000);
    const res = await t.call('/api-resend-otp', { mobile: MOBILE });
    expectEnvelope(res.body);
    expect(typeof res.body.otp).toBe('string');
  });

  it('the registration endpoint takes name, a placeholder e-mail, password, mobile, security_pin and device_id', async () => {
    const res = await t.call('/api-user-registration', {
      name: 'Contract Player',
      email: 'abc@gmail.com',
      password: 'pass1234',
      mobile: MOBILE,
      security_pin: '1234',
      device_id: 'web',
      otp: t.sms.lastCode(MOBILE),
    });
    expectEnvelope(res.body);
    expect(typeof res.body.user_name).toBe('string');
    expect(typeof res.body.unique_token).toBe('string');
  });

  it('the login endpoint answers status true, user_name, unique_token and mobile', async () => {
    const res = await t.call('/api-user-login', { mobile: MOBILE, password: 'pass1234', device_id: 'web' });
    expectEnvelope(res.body);
    expect(res.body).toMatchObject({ user_name: 'Contract Player', mobile: MOBILE, unique_token: expect.any(String) });
    token = res.body.unique_token;
    // Betting and points for the calls below (an operator's job).
    await t.db.updateTable('users').set({ betting_status: 1 }).where('mobile', '=', MOBILE).execute();
    const operator = await loginAdmin(t, 'operator');
    const adjust = await adminCall(t, 'POST', '/admin/api/wallet/adjust', operator, { mobile: MOBILE, amount: 5000, note: 'contract test' });
    expect(adjust.statusCode).toBe(200);
  });

  it('accepts env_type "1" from older apps', async () => {
    expectEnvelope((await t.call('/api-get-social-data', { env_type: '1' })).body);
  });

  it('/api-get-social-data answers mobile_no', async () => {
    const res = await t.call('/api-get-social-data', {});
    expectEnvelope(res.body);
    expect(typeof res.body.mobile_no).toBe('string');
  });

  it('/api-profile-update takes user_name', async () => {
    expectEnvelope((await t.call('/api-profile-update', { unique_token: token, user_name: 'Contract Player' })).body);
  });
});

describe('markets and rates', () => {
  it('/api-get-dashboard-data answers without a token: markets, mobile_1, telegram_no', async () => {
    const res = await t.call('/api-get-dashboard-data', { unique_token: null });
    expectEnvelope(res.body);
    expect(typeof res.body.mobile_1).toBe('string');
    expect(typeof res.body.telegram_no).toBe('string');
    for (const m of res.body.result) {
      expect(typeof m.game_id).toBe('number');
      expect(typeof m.game_name).toBe('string');
      expect(isTime(m.open_time) && isTime(m.close_time)).toBe(true);
      expect(typeof m.open_result).toBe('string');
      expect(typeof m.close_result).toBe('string');
      expect([1, 2]).toContain(m.msg_status);
      expect(typeof m.web_chart_url).toBe('string');
    }
  });

  it('/api-get-dashboard-data with a token adds wallet_amt (a number) and betting_status', async () => {
    const res = await t.call('/api-get-dashboard-data', { unique_token: token });
    expect(typeof res.body.wallet_amt).toBe('number');
    expect(res.body.betting_status).toBe('1');
  });

  it('/api-get-user-info answers the player fields and the market list', async () => {
    const res = await t.call('/api-get-user-info', { unique_token: token });
    expectEnvelope(res.body);
    expect(typeof res.body.wallet_amt).toBe('number');
    expect(typeof res.body.min_withdrawal).toBe('number');
    expect(isTime(res.body.withdraw_open_time) && isTime(res.body.withdraw_close_time)).toBe(true);
    expect(Array.isArray(res.body.result)).toBe(true);
  });

  it('/api-user-wallet-balance answers wallet_amt as a number', async () => {
    const res = await t.call('/api-user-wallet-balance', { unique_token: token });
    expectEnvelope(res.body);
    expect(typeof res.body.wallet_amt).toBe('number');
  });

  it.each(['/api-game-rates', '/api-starline-game-rates', '/api-galidisawar-game-rates'])('%s answers game_rates[0] with *_val_1/*_val_2', async (path) => {
    const res = await t.call(path, {});
    expectEnvelope(res.body);
    const row = res.body.game_rates[0];
    expect(typeof row.single_digit_val_1).toBe('number');
    expect(typeof row.single_digit_val_2).toBe('number');
  });

  it.each(['/api-starline-game', '/api-galidisawar-game'])('%s answers result with times as "h:mm AM" and a numeric msg_status', async (path) => {
    const res = await t.call(path, {});
    expectEnvelope(res.body);
    for (const m of res.body.result) {
      expect(isTime(m.open_time)).toBe(true);
      expect(typeof m.msg_status).toBe('number');
    }
  });

  it('/api-how-to-play answers content[0].how_to_play_content, video_link and result', async () => {
    const res = await t.call('/api-how-to-play', {});
    expectEnvelope(res.body);
    expect(typeof res.body.content[0].how_to_play_content).toBe('string');
    expect(typeof res.body.video_link).toBe('string');
    expect(Array.isArray(res.body.result)).toBe(true);
  });
});

describe('bids and histories', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const main = (await t.call('/api-get-dashboard-data', {})).body.result;
    ids.main = main.find((m: any) => m.game_name === 'Kalyan Morning').game_id;
    ids.starline = (await t.call('/api-starline-game', {})).body.result.find((m: any) => m.msg_status === 1).game_id;
    ids.gali = (await t.call('/api-galidisawar-game', {})).body.result.find((m: any) => m.msg_status === 1).game_id;
  });

  it('/api-submit-bid takes the bid type in new_result.session, the session in gametype, numbers as strings, extra line fields', async () => {
    const res = await t.call('/api-submit-bid', {
      unique_token: token,
      game_id: String(ids.main),
      new_result: {
        unique_token: token,
        Gamename: 'Kalyan Morning',
        totalbit: '30',
        gameid: String(ids.main),
        pana: 'Single Digit',
        gametype: 'Open',
        bid_date: '23-November-2026',
        session: 'Single Digit',
        result: [
          { digits: '4', closedigits: '', points: '20', session: 'Open', pana: '', closepana: '' },
          { digits: '7', closedigits: '', points: '10', session: 'closed' },
        ],
      },
    });
    expectEnvelope(res.body);
  });

  it('/api-submit-bid takes Jodi and Full Sangam lines without a session', async () => {
    const jodi = await t.call('/api-submit-bid', {
      unique_token: token,
      game_id: ids.main,
      new_result: { Gamename: 'Kalyan Morning', totalbit: '10', gameid: ids.main, pana: 'Jodi Digit', gametype: 'Open', bid_date: '23-November-2026', session: 'Jodi Digit', result: [{ digits: '47', closedigits: '', points: '10' }] },
    });
    expectEnvelope(jodi.body);
    const sangam = await t.call('/api-submit-bid', {
      unique_token: token,
      game_id: ids.main,
      new_result: { Gamename: 'Kalyan Morning', totalbit: '10', gameid: ids.main, pana: 'Full Sangam', gametype: 'Open', bid_date: '23-November-2026', session: 'Full Sangam', result: [{ digits: '128', closedigits: '357', points: '10', pana: '128', closepana: '357' }] },
    });
    expectEnvelope(sangam.body);
  });

  it('/api-submit-bid takes SP DP TP as three calls labelled Single Pana, Double Pana, Triple Pana', async () => {
    for (const [label, digits] of [['Single Pana', '137'], ['Double Pana', '119'], ['Triple Pana', '111']]) {
      const res = await t.call('/api-submit-bid', {
        unique_token: token,
        game_id: ids.main,
        new_result: { Gamename: 'Kalyan Morning', totalbit: '10', gameid: ids.main, pana: label, gametype: 'Open', bid_date: '23-November-2026', session: label, result: [{ digits, closedigits: '', points: '10', session: 'Open' }] },
      });
      expectEnvelope(res.body);
    }
  });

  it.each(['ten', '10.5', '-5'])('refuses points "%s" and writes nothing', async (points) => {
    const before = (await t.call('/api-user-wallet-balance', { unique_token: token })).body.wallet_amt;
    const res = await t.call('/api-submit-bid', {
      unique_token: token,
      game_id: ids.main,
      new_result: { gameid: ids.main, pana: 'Single Digit', gametype: 'Open', session: 'Single Digit', result: [{ digits: '4', closedigits: '', points, session: 'Open' }] },
    });
    expectEnvelope(res.body, false);
    expect((await t.call('/api-user-wallet-balance', { unique_token: token })).body.wallet_amt).toBe(before);
  });

  it('/api-starline-submit-bid answers status and message', async () => {
    const res = await t.call('/api-starline-submit-bid', {
      game_id: ids.starline,
      new_result: { unique_token: token, Gamename: '11:00 AM', totalbit: '10', gameid: ids.starline, pana: 'Single Digit', bid_date: '23-November-2026', session: 'Open', result: [{ digits: '5', closedigits: '', points: '10', session: 'Open' }] },
      unique_token: token,
    });
    expectEnvelope(res.body);
    expect(res.body.message).toBe('Bid Successfully Placed');
  });

  it('/api-galidisawar-submit-bid answers status true', async () => {
    const res = await t.call('/api-galidisawar-submit-bid', {
      unique_token: token,
      game_id: ids.gali,
      new_result: { unique_token: token, Gamename: 'Faridabad', totalbit: '10', gameid: ids.gali, pana: 'Left Digit', bid_date: '23-November-2026', session: 'Close', result: [{ digits: '4', closedigits: '', points: '10', session: 'Close' }] },
    });
    expectEnvelope(res.body);
  });

  it.each([
    ['/api-bid-history-data', { bid_from: '11/23/2026', bid_to: '11/23/2026' }, 'bid_data', 'Single Digit'],
    ['/api-starline-bid-history-data', { bid_from: '11/23/2026', bid_to: '11/23/2026' }, 'bid_data', 'Single Digit'],
    ['/api-galidisawar-bid-history-data', { bid_from: '11/23/2026', bid_to: '11/23/2026' }, 'bid_data', 'Left Digit'],
  ])('%s answers %s items with the fields the histories render', async (path, range, list, label) => {
    const res = await t.call(path, { unique_token: token, ...range });
    expectEnvelope(res.body);
    const item = res.body[list].find((i: any) => i.pana === label);
    expect(item).toBeDefined();
    for (const f of ['pana', 'game_name', 'digits', 'bid_date']) expect(typeof item[f]).toBe('string');
    expect(typeof item.points).toBe('number');
  });

  it('the win histories are win_data (main) and bid_data (Starline, Gali), labelled as the clients render', async () => {
    await t.db.updateTable('bids').set({ status: 'won', win_amount: 70 }).where('bid_type', '=', 'triple_pana').execute();
    const main = await t.call('/api-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' });
    expectEnvelope(main.body);
    expect(main.body.win_data.map((w: any) => w.pana)).toContain('Tripple Pana');
    for (const f of ['pana', 'game_name', 'session', 'digits', 'closedigits', 'wining_date']) expect(typeof main.body.win_data[0][f]).toBe('string');
    expect(typeof main.body.win_data[0].amount).toBe('number');
    expect(Array.isArray((await t.call('/api-starline-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' })).body.bid_data)).toBe(true);
    expect(Array.isArray((await t.call('/api-galidisawar-wining-history-data', { unique_token: token, date_from: '11/23/2026', date_to: '11/23/2026' })).body.bid_data)).toBe(true);
  });
});

describe('wallet and funds', () => {
  it('/api-wallet-transaction-history answers transaction_type and amount_status as strings', async () => {
    const res = await t.call('/api-wallet-transaction-history', { unique_token: token });
    expectEnvelope(res.body);
    expect(res.body.transaction_history.length).toBeGreaterThan(0);
    for (const tx of res.body.transaction_history) {
      expect(['1', '2']).toContain(tx.transaction_type);
      expect(['0', '1']).toContain(tx.amount_status);
      expect(typeof tx.amount).toBe('number');
      expect(typeof tx.insert_date).toBe('string');
    }
  });

  it('adds a UPI number after the code, then /api-get-user-payment-details and the method list show it', async () => {
    const sent = await t.call('/api-resend-otp', { unique_token: token, mobile: '9000011111', purpose: 'withdraw' });
    const add = await t.call('/api-add-user-upi-details', { unique_token: token, upi_type: '2', paytm_no: '', google_pay_no: '9000011111', phon_pay_no: '', otp: sent.body.otp });
    expectEnvelope(add.body);
    const details = await t.call('/api-get-user-payment-details', { unique_token: token });
    expectEnvelope(details.body);
    expect(details.body.payment_details.google_pay_number).toBe('9000011111');
    const list = await t.call('/api-user-payment-method-list', { unique_token: token });
    expect(list.body.result).toEqual([{ type: '2', value: '9000011111', name: 'Google Pay' }]);
  });

  it('/api-user-withdraw-fund-request takes request_amount as a string and payment_method 2', async () => {
    const res = await t.call('/api-user-withdraw-fund-request', { unique_token: token, mobile: MOBILE, request_amount: '500', payment_method: 2 });
    expectEnvelope(res.body);
    const bad = await t.call('/api-user-withdraw-fund-request', { unique_token: token, mobile: MOBILE, request_amount: '10.5', payment_method: 2 });
    expectEnvelope(bad.body, false);
  });

  it('/api-user-withdraw-transaction-history answers withdrawdata with request_status a string', async () => {
    const res = await t.call('/api-user-withdraw-transaction-history', { unique_token: token, mobile_no: MOBILE });
    expectEnvelope(res.body);
    expect(res.body.withdrawdata[0]).toMatchObject({ request_status: '0', request_amount: 500 });
  });

  it('checks a transfer receiver and transfers amount sent as a string', async () => {
    const check = await t.call('/api-check-user-for-transfer-amt', { unique_token: token, mobile_no: FRIEND });
    expectEnvelope(check.body);
    expect(typeof check.body.user_name).toBe('string');
    const res = await t.call('/api-user-transfer-wallet-balance', { unique_token: token, amount: '150', mobile_no: FRIEND, transfer_note: '' });
    expectEnvelope(res.body);
    expectEnvelope((await t.call('/api-user-transfer-wallet-balance', { unique_token: token, amount: '-5', mobile_no: FRIEND, transfer_note: '' })).body, false);
  });

  it('answers the rules, the QR data, the minimum deposit and the gateway status', async () => {
    const rules = await t.call('/api-money-deposit-withdrawal-rule', { unique_token: token });
    expect(typeof rules.body.content[0].withdrawal_rule).toBe('string');
    expect(typeof rules.body.content[0].deposit_rule).toBe('string');
    const qr = await t.call('/api-get-qr-pay', { unique_token: token });
    expect(qr.body.qrdata[0]).toEqual({ qr_image: expect.any(String), upi_id: expect.any(String) });
    const last = await t.call('/api-last-fund-request-detail', { unique_token: token, mobile_no: MOBILE });
    expect(typeof last.body.min_amt).toBe('number');
    const gateway = await t.call('/api-get-gateway-status', { unique_token: token });
    expect(['0', '1']).toContain(gateway.body.getaway_status);
  });

  it('/api-fund-request-add takes request_amount as a string; the gateway answers the UPI id', async () => {
    expectEnvelope((await t.call('/api-fund-request-add', { unique_token: token, request_amount: '500' })).body);
    const res = await t.app.inject({ method: 'GET', url: '/gateway/payment-details?baseUrl=https%3A%2F%2Fpana.example' });
    expect(res.json()).toEqual({ success: true, data: { upiId: 'pana.demo@upi' } });
  });

  it('the posted items of the wallet history add up to the balance', async () => {
    const history = (await t.call('/api-wallet-transaction-history', { unique_token: token })).body.transaction_history as Array<{
      transaction_type: string;
      amount: number;
      amount_status: string;
    }>;
    const sum = history.filter((h) => h.amount_status === '1').reduce((n, h) => n + (h.transaction_type === '1' ? h.amount : -h.amount), 0);
    const balance = (await t.call('/api-user-wallet-balance', { unique_token: token })).body.wallet_amt;
    expect(history.length).toBeGreaterThan(5);
    expect(sum).toBe(balance);
  });

  it('the extra calls: slider images, bank details', async () => {
    expect(Array.isArray((await t.call('/api-get-slider-images', { unique_token: token })).body.sliderdata)).toBe(true);
    const bank = (await t.call('/api-admin-bank-details', { unique_token: token })).body.bank_details[0];
    expect(typeof bank.google_upi_payment_id).toBe('string');
    expect(typeof bank.phonepay_upi_payment_id).toBe('string');
  });
});

describe('passwords last (they end other sessions)', () => {
  it('/api-change-password takes old_pass and new_pass', async () => {
    expectEnvelope((await t.call('/api-change-password', { unique_token: token, old_pass: 'pass1234', new_pass: 'pass5678' })).body);
  });

  it('/api-forget-check-mobile answers status, otp and msg; the forgot-password endpoint takes mobile and new_pass', async () => {
    const check = await t.call('/api-forget-check-mobile', { mobile: MOBILE });
    expectEnvelope(check.body);
    expect(check.body.otp).toMatch(/^\d{6}$/);
    await t.call('/api-verify-otp', { mobile: MOBILE, otp: check.body.otp, purpose: 'forgot' });
    expectEnvelope((await t.call('/api-forgot-password', { mobile: MOBILE, new_pass: 'pass9999' })).body);
  });

  it('/api-logout ends the token', async () => {
    const login = await t.call('/api-user-login', { mobile: MOBILE, password: 'pass9999', device_id: 'web' });
    expectEnvelope((await t.call('/api-logout', { unique_token: login.body.unique_token })).body);
  });
});
