import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, consoleSnapshot, createAdminAccount, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { totpCode } from '../operators/totp.ts';

/**
 * Where deposits go (ADR 011): the UPI id, the QR image and the payment gateway service URL are changed
 * by an owner only, with a current code of their authenticator app on the request, and every change
 * raises a console alert. Other settings keep their rules (content/admin-routes.test.ts).
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const STEP = 30_000;
const put = (token: string | null, body: unknown) => consoleCall(t, 'PUT', '/admin/api/settings', token, body);
const alerts = async () => (await consoleCall(t, 'GET', '/admin/api/alerts', await loginAdmin(t, 'viewer'))).body.items;
const qrPay = async () => (await t.call('/api-get-qr-pay')).body.qrdata[0];

/** An owner with two-step login on (set up and confirmed with a code), and the secret; the clock moved one step on. */
async function ownerWithTotp(username = 'chief'): Promise<{ token: string; secret: string }> {
  await createAdminAccount(t, 'owner', username);
  const login = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password: 'operator-pass-1' } });
  const token = login.json().token as string;
  const secret = (await consoleCall(t, 'POST', '/admin/api/totp/setup', token)).body.secret as string;
  const on = await consoleCall(t, 'POST', '/admin/api/totp/enable', token, { code: totpCode(secret, t.clock.now()) });
  expect(on.statusCode).toBe(200);
  t.clock.advance(STEP);
  return { token, secret };
}

const OWNER_ONLY = {
  statusCode: 403,
  body: { status: false, msg: 'Only an owner can change where deposits go (UPI id, QR image, payment gateway URL)' },
};

describe('who may change where deposits go', () => {
  it('refuses an operator any of the three, alone or with other settings, changing nothing', async () => {
    const operator = await loginAdmin(t, 'operator');
    const before = await consoleSnapshot(t.db);
    for (const body of [
      { upi_id: 'thief@okaxis' },
      { qr_image: 'https://evil.example/qr.png' },
      { payment_gateway_url: 'https://evil.example' },
      { marquee_text: 'Welcome', upi_id: 'thief@okaxis' },
      { upi_id: '' },
    ]) {
      const res = await put(operator, body);
      expect({ statusCode: res.statusCode, body: res.body }, JSON.stringify(body)).toEqual(OWNER_ONLY);
    }
    expect(await consoleSnapshot(t.db)).toEqual(before);
    expect(await alerts()).toEqual([]);
    expect((await qrPay()).upi_id).toBe('pana.demo@upi');
    // The other settings, and the current UPI id sent as it is (no change), are the operator's as before.
    const res = await put(operator, { marquee_text: 'Welcome', upi_id: 'pana.demo@upi' });
    expect(res.statusCode).toBe(200);
    expect(res.body.settings.marquee_text).toBe('Welcome');
    expect(await alerts()).toEqual([]);
  });

  it('refuses a viewer and an anonymous caller at the door', async () => {
    const viewer = await loginAdmin(t, 'viewer');
    expect((await put(viewer, { upi_id: 'thief@okaxis' })).statusCode).toBe(403);
    expect((await put(null, { upi_id: 'thief@okaxis' })).statusCode).toBe(401);
    expect((await qrPay()).upi_id).toBe('pana.demo@upi');
  });

  it('refuses an owner without two-step login on, even with a code', async () => {
    const owner = await loginAdmin(t, 'owner');
    const before = await consoleSnapshot(t.db);
    const res = await put(owner, { upi_id: 'pana.pay@okaxis', code: '123456' });
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({
      statusCode: 403,
      body: {
        status: false,
        msg: 'Turn on two-step login for your account first: this change asks for a code from your authenticator app',
      },
    });
    expect(await consoleSnapshot(t.db)).toEqual(before);
  });
});

describe("the owner's code on the request", () => {
  it('refuses no code, a wrong one or one that is not text, changing nothing and raising no alert', async () => {
    const { token, secret } = await ownerWithTotp();
    const right = totpCode(secret, t.clock.now());
    const before = await consoleSnapshot(t.db);
    for (const [code, msg] of [
      [undefined, 'Enter the 6-digit code from your authenticator app'],
      ['', 'Enter the 6-digit code from your authenticator app'],
      [right === '000000' ? '111111' : '000000', 'Wrong code. Enter the 6-digit code from your authenticator app'],
      ['12ab56', 'Wrong code. Enter the 6-digit code from your authenticator app'],
      [{ code: right }, 'code must be the 6-digit code from your authenticator app'],
      [[right], 'code must be the 6-digit code from your authenticator app'],
    ] as const) {
      const res = await put(token, { upi_id: 'pana.pay@okaxis', ...(code === undefined ? {} : { code }) });
      expect({ statusCode: res.statusCode, body: res.body }, JSON.stringify(code)).toEqual({
        statusCode: 400,
        body: { status: false, msg },
      });
    }
    expect(await consoleSnapshot(t.db)).toEqual(before);
    expect(await alerts()).toEqual([]);
  });

  it('saves with a current code, raises an alert per change and audits it; a code works once', async () => {
    const { token, secret } = await ownerWithTotp('chief');
    const code = totpCode(secret, t.clock.now());
    const res = await put(token, { upi_id: 'pana.pay@okaxis', marquee_text: 'Hello', code });
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('Settings saved');
    expect(res.body.settings).toMatchObject({ upi_id: 'pana.pay@okaxis', marquee_text: 'Hello' });
    expect(res.body.settings.code).toBeUndefined();
    expect((await qrPay()).upi_id).toBe('pana.pay@okaxis');
    expect(await alerts()).toEqual([
      {
        id: expect.any(Number),
        kind: 'settings',
        mobile: '',
        playerName: '',
        marketId: null,
        marketName: null,
        drawDate: null,
        detail: 'Deposit UPI id changed by chief: pana.demo@upi → pana.pay@okaxis',
        amount: 0,
        createdAt: t.clock.now(),
      },
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ upi_id: 'pana.pay@okaxis', marquee_text: 'Hello' });

    // The same code again (the same step): refused, even for another change.
    const again = await put(token, { qr_image: 'https://cdn.example/qr.png', code });
    expect(again.statusCode).toBe(400);
    expect((await qrPay()).qr_image).toBe('');

    // The next code: the QR image and the gateway service URL, one alert each.
    t.clock.advance(STEP);
    const next = await put(token, {
      qr_image: 'data:image/png;base64,iVBORw0KGgo=',
      payment_gateway_url: 'https://pay.example',
      code: Number(totpCode(secret, t.clock.now())),
    });
    expect(next.statusCode).toBe(200);
    expect((await alerts()).map((a: { detail: string }) => a.detail)).toEqual([
      'Payment gateway service URL changed by chief: (none) → https://pay.example',
      'Deposit QR image changed by chief: (none) → an uploaded image',
      'Deposit UPI id changed by chief: pana.demo@upi → pana.pay@okaxis',
    ]);
  });

  it('counts code tries with the other codes: beyond 10 in the window, 429', async () => {
    const { token, secret } = await ownerWithTotp();
    // Enabling two-step login used one try.
    const wrong = totpCode(secret, t.clock.now()) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 9; i++) expect((await put(token, { upi_id: 'pana.pay@okaxis', code: wrong })).statusCode).toBe(400);
    const res = await put(token, { upi_id: 'pana.pay@okaxis', code: totpCode(secret, t.clock.now()) });
    expect(res.statusCode).toBe(429);
    expect(res.body).toEqual({ status: false, msg: expect.stringMatching(/^Too many codes tried\. Please try again after \d+ minutes\.$/) });
    expect((await qrPay()).upi_id).toBe('pana.demo@upi');
  });
});
