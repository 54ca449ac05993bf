import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleCall, consoleSnapshot, loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SETTING_RULES } from './admin-service.ts';
import { DEFAULT_SETTINGS, SETTING_KEYS } from './settings.ts';

let t: TestApp;
let operator: string;
beforeEach(async () => {
  t = await createTestApp();
  operator = await loginAdmin(t, 'operator');
});
afterEach(() => t.close());

const get = () => consoleCall(t, 'GET', '/admin/api/settings', operator);
const put = (body: unknown) => consoleCall(t, 'PUT', '/admin/api/settings', operator, body);

describe('reading the settings', () => {
  it('answers every setting as text, defaults filled in, and never the installation secret or seed mark', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.settings).sort()).toEqual([...SETTING_KEYS].sort());
    expect(res.body.settings).toMatchObject({
      mobile_1: '9000000001',
      min_deposit: '100',
      withdraw_open_time: '10:00 AM',
    });
    expect(res.body.settings.secret_key).toBeUndefined();
    expect(res.body.settings.seeded_at).toBeUndefined();
    for (const value of Object.values(res.body.settings)) expect(typeof value).toBe('string');
  });

  it('has a rule for every setting (a new setting needs one here)', () => {
    expect(Object.keys(SETTING_RULES).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });
});

describe('changing the settings', () => {
  // Where deposits go (upi_id, qr_image, payment_gateway_url) is the owner's, with a code: deposit-destination.test.ts.
  it('saves what is sent, stored as checked, and the player calls read it', async () => {
    const res = await put({
      mobile_no: '9123456780',
      whatsapp_no: '',
      withdraw_open_time: '09:05 am',
      withdraw_close_time: '7:30 PM',
      min_deposit: '0200',
      min_withdrawal: 750,
      video_link: 'https://www.youtube.com/watch?v=abc',
      web_starline_chart_url: '/result-charts/starline',
      default_betting_status: '1',
      deposit_rule: 'Line one\nLine two',
      marquee_text: '  Welcome  ',
      slider_images: ' https://cdn.example/1.jpg \n\nhttps://cdn.example/2.jpg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('Settings saved');
    expect((await get()).body.settings).toMatchObject({
      mobile_no: '9123456780',
      whatsapp_no: '',
      withdraw_open_time: '9:05 AM',
      withdraw_close_time: '7:30 PM',
      min_deposit: '200',
      min_withdrawal: '750',
      default_betting_status: '1',
      deposit_rule: 'Line one\nLine two',
      marquee_text: 'Welcome',
      slider_images: 'https://cdn.example/1.jpg\nhttps://cdn.example/2.jpg',
    });
    expect((await t.call('/api-get-social-data')).body).toMatchObject({ mobile_no: '9123456780', whatsapp_no: '' });
    expect((await t.call('/api-get-dashboard-data')).body.marquee_text).toBe('Welcome');
  });

  it('records one audit row with the old and new values of the keys sent', async () => {
    await put({ mobile_1: '8888888888', gateway_status: '0' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .executeTakeFirstOrThrow();
    expect(audit.entity).toBe('settings');
    expect(JSON.parse(audit.before_json!)).toEqual({ mobile_1: '9000000001', gateway_status: '1' });
    expect(JSON.parse(audit.after_json!)).toEqual({ mobile_1: '8888888888', gateway_status: '0' });
  });

  it.each([
    ['an unknown key', { colour: 'red' }, 'Unknown setting colour'],
    ['the installation secret', { secret_key: 'x' }, 'Unknown setting secret_key'],
    ['the seed mark', { seeded_at: '' }, 'Unknown setting seeded_at'],
    [
      'a short phone number',
      { mobile_no: '12345' },
      'mobile_no must be a 10-digit mobile number starting with 6-9, or empty',
    ],
    [
      'a phone number starting with 5',
      { telegram_no: '5123456789' },
      'telegram_no must be a 10-digit mobile number starting with 6-9, or empty',
    ],
    ['a time without AM/PM', { withdraw_open_time: '10:00' }, 'withdraw_open_time: Time must look like 9:30 PM'],
    ['a script link', { video_link: 'javascript:alert(1)' }, 'video_link must be an http(s) link, or empty'],
    ['an ftp link', { app_link: 'ftp://example.com/app.apk' }, 'app_link must be an http(s) link, or empty'],
    [
      'a protocol-relative chart link',
      { web_galidessar_chart_url: '//evil.example/chart' },
      'web_galidessar_chart_url must be an http(s) link or a path starting with /, or empty',
    ],
    [
      'an svg data image',
      { qr_image: 'data:image/svg+xml;base64,PHN2Zz4=' },
      'qr_image must be an http(s) link to an image, a data:image URL, or empty',
    ],
    [
      'a script link among slider images',
      { slider_images: 'https://cdn.example/1.jpg\njavascript:alert(1)' },
      'slider_images must be http(s) links, one per line (at most 20)',
    ],
    [
      'a fraction as a minimum',
      { min_withdrawal: '10.5' },
      'min_withdrawal must be a whole number from 0 to 1,000,000,000',
    ],
    ['a negative minimum', { min_deposit: '-5' }, 'min_deposit must be a whole number from 0 to 1,000,000,000'],
    ['a betting default of 2', { default_betting_status: '2' }, 'default_betting_status must be 0 or 1'],
    ['a gateway status of yes', { gateway_status: 'yes' }, 'gateway_status must be 0 or 1'],
    ['a UPI id without a bank', { upi_id: 'pana' }, 'upi_id must look like name@bank, or empty'],
    ['a marquee of 501 characters', { marquee_text: 'x'.repeat(501) }, 'marquee_text must be at most 500 characters'],
    ['a line break in a one-line text', { upi_payee_name: 'A\nB' }, 'upi_payee_name must be text'],
    ['a value that is not text', { marquee_text: { text: 'x' } }, 'marquee_text must be text'],
    ['null', { mobile_1: null }, 'mobile_1 must be text'],
    ['nothing', {}, 'Nothing to change'],
    [
      'one bad key among good ones',
      { mobile_1: '9999999999', min_deposit: 'lots' },
      'min_deposit must be a whole number from 0 to 1,000,000,000',
    ],
  ])('refuses %s and writes nothing', async (_name, body, msg) => {
    const before = await consoleSnapshot(t.db);
    const res = await put(body);
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({ statusCode: 400, body: { status: false, msg } });
    expect(await consoleSnapshot(t.db)).toEqual(before);
  });

  it('refuses a body that is a list', async () => {
    const res = await put([['mobile_1', '9999999999']]);
    expect(res.statusCode).toBe(400);
  });
});
