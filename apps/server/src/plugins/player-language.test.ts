import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { MESSAGE_TEMPLATES, translateMessage } from '@pana/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOOKUP_TEXT } from '../lib/lookup-limit.ts';
import { messageIn } from '../lib/messages.ts';
import { OTP_TEXT } from '../modules/auth/otp.ts';
import { AUTH_TEXT } from '../modules/auth/service.ts';
import { HISTORY_TEXT } from '../modules/bids/history.ts';
import { BID_TEXT } from '../modules/bids/service.ts';
import { MAINTENANCE_TEXT } from '../modules/content/settings.ts';
import { FUNDS_TEXT } from '../modules/funds/text.ts';
import { LIMITS_TEXT } from '../modules/limits/text.ts';
import { LIVE_TEXT } from '../modules/live/text.ts';
import { notifyPlayer } from '../modules/notifications/service.ts';
import { NOTIFICATIONS_TEXT } from '../modules/notifications/text.ts';
import { NotificationWorker } from '../modules/notifications/worker.ts';
import { PAYMENTS_TEXT } from '../modules/payments/text.ts';
import { SLIP_TEXT } from '../modules/slips/text.ts';
import { consoleCall, createPlayerWithToken, loginAdmin } from '../test/fixtures.ts';
import { APP_KEY, createTestApp, type TestApp } from '../test/harness.ts';
import { mainBid, marketId } from '../test/players.ts';
import { PLAYER_API_TEXT } from './player-api.ts';
import { TEXT_GUARD_TEXT } from './text-guard.ts';

/**
 * Hindi and Marathi on the server (ADR 020): the envelope's `msg` in Hindi or Marathi when Pana's app asks with
 * `X-Pana-Lang`, English byte for byte when it does not; the player's language stored by
 * `/api-set-language` and returned by login and user-info; pushes and inbox items written in it.
 * Both engines (PANA_TEST_DB).
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A player call exactly as sent, answered as sent: status and the raw bytes of the body. */
async function raw(path: string, body: Record<string, unknown> | string, headers: Record<string, string> = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, ...body });
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { statusCode: res.statusCode, payload: res.payload };
}

const login = (headers: Record<string, string> = {}) =>
  t.call('/api-user-login', { mobile: '9876543210', password: 'demo1234' }, headers);
const langOf = async (mobile: string) =>
  (await t.db.selectFrom('users').select('lang').where('mobile', '=', mobile).executeTakeFirstOrThrow()).lang;

describe("the envelope's msg in the player's language", () => {
  it('answers and refusals in Hindi and Marathi with X-Pana-Lang, values put back', async () => {
    expect((await login({ 'x-pana-lang': 'hi' })).body).toMatchObject({ status: true, msg: 'लॉगिन हो गया' });
    expect((await login({ 'x-pana-lang': 'mr' })).body).toMatchObject({ status: true, msg: 'लॉगिन झाले' });
    const token = (await login()).body.unique_token as string;
    const kalyan = await marketId(t, 'main', 'Kalyan');
    const bid = mainBid(token, kalyan, 'Single Pana', [{ digits: '1234', points: 10 }]);
    expect(await t.call('/api-submit-bid', bid, { 'x-pana-lang': 'hi' })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'नंबर 1234 सही नहीं है' },
    });
    expect(await t.call('/api-submit-bid', bid, { 'x-pana-lang': 'mr' })).toEqual({
      statusCode: 400,
      body: { status: false, msg: 'नंबर 1234 योग्य नाही' },
    });
    // A field the schema refuses, a session that has expired, a body that is not JSON: the same one place.
    expect((await t.call('/api-user-login', { password: 'x' }, { 'x-pana-lang': 'mr' })).body).toEqual({
      status: false,
      msg: 'मोबाइल नंबर आवश्यक आहे!',
    });
    expect(await t.call('/api-get-user-info', { unique_token: 'nope' }, { 'x-pana-lang': 'hi' })).toEqual({
      statusCode: 401,
      body: { status: false, msg: 'सेशन ख़त्म हो गया। कृपया फिर से लॉगिन करें।' },
    });
    expect(await raw('/api-user-login', '{"mobile":', { 'x-pana-lang': 'hi' })).toEqual({
      statusCode: 400,
      payload: JSON.stringify({ status: false, msg: 'भेजी गई जानकारी सही नहीं है' }),
    });
    // The app matches 'Invalid app key' to fetch the new key: it stays English in every language.
    expect(
      await t.call(
        '/api-user-login',
        { mobile: '9876543210', password: 'demo1234', app_key: 'old-key' },
        { 'x-pana-lang': 'hi' },
      ),
    ).toEqual({
      statusCode: 401,
      body: { status: false, msg: 'Invalid app key' },
    });
    // A successful bid repeats its msg as `message`: both translated.
    const placed = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'Single Pana', [{ digits: '128', points: 10 }]),
      { 'x-pana-lang': 'hi' },
    );
    expect(placed.body).toMatchObject({ status: true, msg: 'बोली लग गई!', message: 'बोली लग गई!' });
  });

  it('without the header (older apps), or with en or an unknown code, the answer is English byte for byte', async () => {
    const bodies = [
      { mobile: '9876543210', password: 'wrong-pass' },
      { mobile: '98765', password: 'x' },
    ];
    for (const body of bodies) {
      const plain = await raw('/api-user-login', body);
      expect(plain.payload).toBe(
        JSON.stringify({
          status: false,
          msg: body.mobile === '98765' ? 'Phone No is not valid!' : 'Invalid username and password',
        }),
      );
      for (const lang of ['en', 'ta', 'HI-IN', ''])
        expect(await raw('/api-user-login', body, { 'x-pana-lang': lang })).toEqual(plain);
    }
    const token = (await login()).body.unique_token as string;
    const info = await raw('/api-get-user-info', { unique_token: token });
    expect(JSON.parse(info.payload)).toMatchObject({ status: true, msg: 'OK', lang: 'en' });
    expect(await raw('/api-get-user-info', { unique_token: token }, { 'x-pana-lang': 'en' })).toEqual(info);
  });

  it("the default maintenance message in the lists and the refusal (the dashboard is bytes built per language); an operator's own stays", async () => {
    const admin = await loginAdmin(t, 'operator');
    const set = (values: Record<string, string>) => consoleCall(t, 'PUT', '/admin/api/settings', admin, values);
    expect((await set({ maintenance_mode: '1', maintenance_message: '' })).statusCode).toBe(200);
    const hindi = 'Pana पर मेंटेनेंस चल रहा है। बोली, जमा, निकासी और ट्रांसफर जल्द ही फिर शुरू होंगे।';
    const token = (await login()).body.unique_token as string;
    const dashboard = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api-get-dashboard-data',
        payload: { app_key: APP_KEY, unique_token: token },
        headers,
      });
      const bytes = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      return { json: () => JSON.parse(bytes.toString('utf8')) };
    };
    for (const encoding of ['gzip', 'identity']) {
      const hi = await dashboard({ 'x-pana-lang': 'hi', 'accept-encoding': encoding });
      expect(hi.json()).toMatchObject({ status: true, msg: 'ठीक है', maintenance_message: hindi, wallet_amt: 10000 });
      const en = await dashboard({ 'accept-encoding': encoding });
      expect(en.json()).toMatchObject({
        status: true,
        msg: 'OK',
        maintenance_message: MAINTENANCE_TEXT.defaultMessage,
        wallet_amt: 10000,
      });
    }
    expect((await t.call('/api-starline-game', {}, { 'x-pana-lang': 'hi' })).body).toMatchObject({
      msg: 'ठीक है',
      maintenance_message: hindi,
    });
    const kalyan = await marketId(t, 'main', 'Kalyan');
    const refused = await t.call(
      '/api-submit-bid',
      mainBid(token, kalyan, 'Single Pana', [{ digits: '128', points: 10 }]),
      { 'x-pana-lang': 'hi' },
    );
    expect(refused).toEqual({ statusCode: 503, body: { status: false, msg: hindi } });
    await set({ maintenance_mode: '1', maintenance_message: 'Back at 11 PM' });
    expect((await dashboard({ 'x-pana-lang': 'mr' })).json().maintenance_message).toBe('Back at 11 PM');
  });

  it("leaves the console's answers English whatever the header", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username: 'nobody', password: 'x' },
      headers: { 'x-pana-lang': 'hi' },
    });
    expect(res.json().msg).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe('/api-set-language', () => {
  it('stores hi or mr; login and user-info return it; a new device adopts it', async () => {
    expect((await login()).body.lang).toBe('en');
    const token = (await login()).body.unique_token as string;
    const saved = await t.call('/api-set-language', { unique_token: token, lang: 'hi' }, { 'x-pana-lang': 'hi' });
    expect(saved).toEqual({ statusCode: 200, body: { status: true, msg: 'भाषा सेव हो गई', lang: 'hi' } });
    expect(await langOf('9876543210')).toBe('hi');
    expect((await login()).body).toMatchObject({ status: true, msg: 'Login successful', lang: 'hi' });
    expect((await t.call('/api-get-user-info', { unique_token: token })).body.lang).toBe('hi');
    expect((await t.call('/api-set-language', { unique_token: token, lang: 'mr' })).body).toEqual({
      status: true,
      msg: 'Language saved',
      lang: 'mr',
    });
    expect((await t.call('/api-get-user-info', { unique_token: token })).body.lang).toBe('mr');
    expect((await t.call('/api-set-language', { unique_token: token, lang: 'en' })).body.lang).toBe('en');
    expect(await langOf('9876543210')).toBe('en');
  });

  it('a player who registers in Marathi (X-Pana-Lang: mr) is stored in Marathi; without the header in English', async () => {
    const register = async (mobile: string, headers: Record<string, string>) => {
      expect((await t.call('/api-check-mobile', { mobile }, headers)).statusCode).toBe(200);
      return t.call(
        '/api-user-registration',
        { name: 'Meena', mobile, password: 'secret123', otp: t.sms.lastCode(mobile) },
        headers,
      );
    };
    expect((await register('9123456789', { 'x-pana-lang': 'mr' })).body).toMatchObject({
      status: true,
      msg: 'नोंदणी झाली',
      lang: 'mr',
    });
    expect(await langOf('9123456789')).toBe('mr');
    expect((await register('9123456788', {})).body).toMatchObject({
      status: true,
      msg: 'Registration successful',
      lang: 'en',
    });
    expect(await langOf('9123456788')).toBe('en');
  });

  it('refuses anything but en, hi or mr with a clear message and changes nothing; needs a token', async () => {
    const token = (await login()).body.unique_token as string;
    await t.call('/api-set-language', { unique_token: token, lang: 'mr' });
    for (const lang of [undefined, null, '', 'fr', 'HI', 'hindi', 'hi ', 1, ['hi'], { code: 'hi' }, 'x'.repeat(5000)]) {
      const res = await t.call('/api-set-language', { unique_token: token, lang });
      expect(res, JSON.stringify(lang)).toEqual({
        statusCode: 400,
        body: { status: false, msg: 'Please choose English, हिंदी or मराठी' },
      });
    }
    expect(
      (await t.call('/api-set-language', { unique_token: token, lang: 'fr' }, { 'x-pana-lang': 'mr' })).body.msg,
    ).toBe('कृपया English, हिंदी किंवा मराठी निवडा');
    expect(await langOf('9876543210')).toBe('mr');
    expect((await t.call('/api-set-language', { lang: 'hi' })).statusCode).toBe(401);
    expect((await t.call('/api-set-language', { unique_token: 'nope', lang: 'hi' })).statusCode).toBe(401);
    expect(await langOf('9876543210')).toBe('mr');
  });
});

describe("pushes and inbox items in the player's stored language", () => {
  it("writes a Hindi player's items in Hindi (and pushes them so), a Marathi player's in Marathi, an English player's in English", async () => {
    const asha = await createPlayerWithToken(t, { balance: 0, name: 'Asha' });
    const ravi = await createPlayerWithToken(t, { balance: 0, name: 'Ravi' });
    const meena = await createPlayerWithToken(t, { balance: 0, name: 'Meena' });
    await t.call('/api-set-language', { unique_token: asha.token, lang: 'hi' });
    await t.call('/api-set-language', { unique_token: meena.token, lang: 'mr' });
    await t.db
      .insertInto('push_subscriptions')
      .values({ user_id: asha.id, endpoint: 'https://push.example/asha', p256dh: 'k', auth: 'a', created_at: 0 })
      .execute();
    const T = NOTIFICATIONS_TEXT;
    const item = (userId: number, ref: string) => ({
      userId,
      kind: 'deposit' as const,
      title: T.depositCreditedTitle,
      body: T.depositCreditedBody(1500),
      route: '/addfundhistory',
      ref,
    });
    const win = (userId: number) => ({
      userId,
      kind: 'win' as const,
      title: T.winTitle,
      body: T.winBody(95, 'Kalyan'),
      route: '/imp3',
      ref: 'draw:1',
    });
    for (const one of [item(asha.id, 'a'), item(ravi.id, 'r'), item(meena.id, 'm'), win(asha.id), win(meena.id)])
      await notifyPlayer(t.db, one, t.clock.now());

    const items = async (token: string) =>
      (await t.call('/api-notifications', { unique_token: token })).body.items.map(
        (i: { title: string; body: string }) => [i.title, i.body],
      );
    expect(await items(asha.token)).toEqual([
      ['आप जीत गए!', 'Kalyan में जीत: 95 पॉइंट्स आपके वॉलेट में जुड़ गए'],
      ['जमा हो गया', '1500 पॉइंट्स आपके वॉलेट में जुड़ गए'],
    ]);
    expect(await items(meena.token)).toEqual([
      ['तुम्ही जिंकलात!', 'Kalyan मध्ये जिंकलात: 95 पॉइंट्स तुमच्या वॉलेटमध्ये जमा झाले'],
      ['जमा झाले', '1500 पॉइंट्स तुमच्या वॉलेटमध्ये जमा झाले'],
    ]);
    expect(await items(ravi.token)).toEqual([['Deposit credited', '1500 points added to your wallet']]);

    const pushed: Array<{ title: string; body: string }> = [];
    const worker = new NotificationWorker({
      db: t.db,
      clock: t.clock,
      keys: async () => ({ publicKey: '', privateKey: '', subject: '' }),
      transport: async (p) => (pushed.push({ title: p.title, body: p.body }), 'sent' as const),
    });
    await worker.drain();
    expect(pushed.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: 'आप जीत गए!', body: 'Kalyan में जीत: 95 पॉइंट्स आपके वॉलेट में जुड़ गए' },
      { title: 'जमा हो गया', body: '1500 पॉइंट्स आपके वॉलेट में जुड़ गए' },
    ]);
  });
});

describe('the catalogue covers the player API', () => {
  /** Every string of a text object; functions are called with sample values. */
  const textsOf = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const fn = value as (...a: unknown[]) => unknown;
      return textsOf(fn.length <= 1 ? fn(30) : fn(500, 'Kalyan'));
    }
    if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
    return [];
  };
  const pick = <T extends object>(o: T, keys: Array<keyof T>) => keys.map((k) => o[k]);

  it('translates every message a player call can answer, in Hindi and in Marathi', () => {
    const messages = [
      // The protocol's refusals stay English (the app matches 'Invalid app key' to fetch the new key).
      ...textsOf(PLAYER_API_TEXT).filter(
        (m) => m !== PLAYER_API_TEXT.invalidAppKey && m !== PLAYER_API_TEXT.invalidEnv,
      ),
      TEXT_GUARD_TEXT.controlCharacter('user_name'),
      TEXT_GUARD_TEXT.tooDeep,
      'Request body is too large',
      'Send the request body as JSON',
      'Something went wrong. Please try again.',
      ...textsOf(AUTH_TEXT),
      ...textsOf(OTP_TEXT),
      ...textsOf(LOOKUP_TEXT),
      'Too many OTP requests. Please try again after 2 minutes.',
      ...textsOf(BID_TEXT),
      ...textsOf(HISTORY_TEXT),
      LIMITS_TEXT.maximum('Single Pana', 5000),
      LIMITS_TEXT.minimum('Jodi Digit', 20),
      LIMITS_TEXT.capReached('128'),
      ...textsOf(
        pick(FUNDS_TEXT, [
          'noData',
          'bettingDisabled',
          'invalidBody',
          'paymentDetails',
          'upiAdded',
          'upiTypeRequired',
          'withdrawSent',
          'addNumberFirst',
          'addBankAccountFirst',
          'bankAccountAdded',
          'addWithdrawalNumber',
          'lockedAfterReset',
          'fundRequestSubmitted',
          'depositWaiting',
          'depositCredited',
          'txnRefInvalid',
          'transferDone',
          'transferNoteInvalid',
          'userFound',
          'userNotFound',
          'noUpiId',
        ]),
      ),
      ...textsOf(pick(PAYMENTS_TEXT, ['utrFormat', 'utrUsed', 'gatewayOff', 'gatewayFailed', 'orderCreated'])),
      ...textsOf(SLIP_TEXT),
      ...textsOf(
        pick(NOTIFICATIONS_TEXT, [
          'noData',
          'marked',
          'allMarked',
          'notFound',
          'idInvalid',
          'beforeInvalid',
          'subscribed',
          'unsubscribed',
          'endpointInvalid',
          'endpointNotPushService',
          'keysInvalid',
          'resultTitle',
          'winTitle',
          'winBody',
          'depositCreditedTitle',
          'depositCreditedBody',
          'depositRejectedTitle',
          'depositRejectedBody',
          'withdrawalPaidTitle',
          'withdrawalPaidBody',
          'withdrawalRejectedTitle',
          'withdrawalRejectedBody',
          'withdrawalFailedTitle',
          'withdrawalFailedBody',
        ]),
      ),
      NOTIFICATIONS_TEXT.withdrawalPaidBody(500, '312345678901'),
      NOTIFICATIONS_TEXT.depositRejectedBody(500, ''),
      ...textsOf(LIVE_TEXT),
      ...textsOf(MAINTENANCE_TEXT),
    ];
    expect(messages.length).toBeGreaterThan(100);
    for (const lang of ['hi', 'mr'] as const) {
      const untranslated = messages.filter((m) => !/[\u0900-\u097F]/.test(messageIn(lang, m)));
      expect(untranslated, lang).toEqual([]);
    }
    // And the catalogue the server registered is the shared one.
    expect(messageIn('hi', MESSAGE_TEMPLATES[2])).toBe(translateMessage('hi', MESSAGE_TEMPLATES[2]));
  });

  it("a scan of the player modules' sources finds no inline message the catalogue lacks", () => {
    // The files the player API's routes and their services, hooks and helpers live in (not the console's, the payment hooks' or the bank files').
    const root = fileURLToPath(new URL('..', import.meta.url));
    const playerFile = (path: string) =>
      path.endsWith('.ts') &&
      !path.endsWith('.test.ts') &&
      !/admin|operators\/|reports\/|players\/|results\/|payments\/(hooks|providers)|funds\/(payouts|operator)|charts\/|test\/|cli\/|db\//.test(
        path,
      );
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(playerFile);
    expect(files.length).toBeGreaterThan(30);
    const literal =
      /(?:(?:badRequest|conflict|forbidden|notFound|unauthorized|unavailable)\(|error: |msg: )(['`])([A-Z][^'`$]*?)\1/g;
    const found = new Set<string>();
    for (const file of files)
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(literal)) found.add(m[2] as string);
    expect(found.size).toBeGreaterThan(3);
    for (const lang of ['hi', 'mr'] as const) {
      expect(
        [...found].filter((m) => !/[\u0900-\u097F]/.test(messageIn(lang, m))),
        lang,
      ).toEqual([]);
    }
  });
});
