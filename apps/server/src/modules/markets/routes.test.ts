import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoToken, marketId } from '../../test/players.ts';
import { putSettings } from '../content/settings.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ist = (hhmm: string, day = 23) => Date.parse(`2026-11-${day}T${hhmm}:00+05:30`);

describe('the dashboard', () => {
  it('answers without a token: the market list and contacts, no wallet fields', async () => {
    const res = await t.call('/api-get-dashboard-data', { unique_token: null });
    expect(res.statusCode).toBe(200);
    expect(res.body.wallet_amt).toBeUndefined();
    expect(res.body.betting_status).toBeUndefined();
    expect(res.body).toMatchObject({ status: true, mobile_1: '9000000001', telegram_no: '9000000001' });
    expect(res.body.result.map((m: any) => m.game_name)).toContain('Main Bazar');
  });

  it('adds the wallet and betting status with a token', async () => {
    const res = await t.call('/api-get-dashboard-data', { unique_token: await demoToken(t) });
    expect(res.body).toMatchObject({ wallet_amt: 10000, betting_status: '1' });
  });

  it('sends the same answers gzipped to a client that takes gzip, and plain to one that does not', async () => {
    const token = await demoToken(t);
    for (const unique_token of [null, token]) {
      const payload = { env_type: 'Prod', app_key: t.config.APP_KEY, unique_token };
      const plain = await t.app.inject({ method: 'POST', url: '/api-get-dashboard-data', payload, headers: { 'accept-encoding': 'br;q=1, identity' } });
      const zipped = await t.app.inject({ method: 'POST', url: '/api-get-dashboard-data', payload, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      for (const res of [plain, zipped]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers.vary).toMatch(/accept-encoding/);
      }
      expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 2);
      const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
      expect(unzipped).toEqual(plain.json());
      expect(unzipped.wallet_amt).toBe(unique_token ? 10000 : undefined);
    }
  });

  it('shows each market open until its close time, and an overnight market open after midnight', async () => {
    const status = async () => Object.fromEntries((await t.call('/api-get-dashboard-data')).body.result.map((m: any) => [m.game_name, m.msg_status]));
    t.clock.set(ist('11:59'));
    expect((await status())['Kalyan Morning']).toBe(1);
    t.clock.set(ist('12:00'));
    expect((await status())['Kalyan Morning']).toBe(2);
    t.clock.set(ist('23:59'));
    expect((await status())['Main Bazar']).toBe(1);
    t.clock.set(ist('00:04', 24));
    expect((await status())['Main Bazar']).toBe(1);
  });

  it('closes an overnight market for the night once its close result is declared', async () => {
    const id = await marketId(t, 'main', 'Main Bazar');
    await t.db.insertInto('results').values({ market_id: id, draw_date: '2026-11-23', open_pana: '128', open_ank: 1, close_pana: '357', close_ank: 5, updated_at: 0 }).execute();
    t.clock.set(ist('00:04', 24));
    const row = (await t.call('/api-get-dashboard-data')).body.result.find((m: any) => m.game_id === id);
    expect(row).toMatchObject({ open_result: '128-1', close_result: '5-357', msg_status: 2 });
  });

  it('shows declared results joined by the client and placeholders until then', async () => {
    const id = await marketId(t, 'main', 'Kalyan Morning');
    const row = async () => (await t.call('/api-get-dashboard-data')).body.result.find((m: any) => m.game_id === id);
    expect(await row()).toMatchObject({ open_result: '***-*', close_result: '*-***', open_time: '11:00 AM', close_time: '12:00 PM', msg_status: 1 });
    await t.db.insertInto('results').values({ market_id: id, draw_date: '2026-11-23', open_pana: '128', open_ank: 1, updated_at: 0 }).execute();
    expect(await row()).toMatchObject({ open_result: '128-1', close_result: '*-***', msg_status: 1 });
    await t.db.updateTable('results').set({ close_pana: '357', close_ank: 5 }).execute();
    expect(await row()).toMatchObject({ open_result: '128-1', close_result: '5-357', msg_status: 2 });
  });
});

describe('Starline and Gali lists', () => {
  it('lists the twelve Starline slots with their state', async () => {
    const res = await t.call('/api-starline-game');
    expect(res.body.result).toHaveLength(12);
    expect(res.body.result[0]).toMatchObject({ game_name: '10:00 AM', open_time: '10:00 AM', open_result: '***-*', msg_status: 2 });
    expect(res.body.result[1]).toMatchObject({ game_name: '11:00 AM', msg_status: 1 });
  });

  it('lists the Gali markets with ** until a jodi is declared', async () => {
    const res = await t.call('/api-galidisawar-game');
    expect(res.body.result.map((m: any) => [m.game_name, m.open_time, m.result, m.msg_status])).toEqual([
      ['Disawar', '5:00 AM', '**', 2],
      ['Faridabad', '6:00 PM', '**', 1],
      ['Gaziabad', '9:30 PM', '**', 1],
      ['Gali', '11:30 PM', '**', 1],
    ]);
  });
});

describe('rates and content', () => {
  it('answers the three rate tables under the legacy field names', async () => {
    expect((await t.call('/api-game-rates')).body.game_rates[0]).toEqual({
      single_digit_val_1: 10,
      single_digit_val_2: 95,
      jodi_digit_val_1: 10,
      jodi_digit_val_2: 950,
      single_pana_val_1: 10,
      single_pana_val_2: 1500,
      double_pana_val_1: 10,
      double_pana_val_2: 3000,
      tripple_pana_val_1: 10,
      tripple_pana_val_2: 7000,
      half_sangam_val_1: 10,
      half_sangam_val_2: 10000,
      full_sangam_val_1: 10,
      full_sangam_val_2: 100000,
    });
    expect(Object.keys((await t.call('/api-starline-game-rates')).body.game_rates[0])).toHaveLength(8);
    const gali = (await t.call('/api-galidisawar-game-rates')).body;
    expect(gali.game_rates[0]).toEqual({ single_digit_val_1: 10, single_digit_val_2: 95, single_pana_val_1: 10, single_pana_val_2: 95, double_pana_val_1: 10, double_pana_val_2: 950 });
    expect(gali.web_galidessar_chart_url).toBe('/result-charts/gali');
  });

  it('sanitises the how-to-play HTML and keeps only http(s) video links', async () => {
    await putSettings(t.db, { how_to_play_content: '<p onclick="x()">Play <script>alert(1)</script><a href="javascript:x">bad</a><a href="https://ok.example">ok</a></p>', video_link: 'javascript:alert(1)' });
    const res = await t.call('/api-how-to-play');
    expect(res.body.content[0].how_to_play_content).toBe('<p>Play <a target="_blank" rel="noopener noreferrer">bad</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></p>');
    expect(res.body.video_link).toBe('');
    await putSettings(t.db, { video_link: 'https://youtu.be/abc' });
    expect((await t.call('/api-how-to-play')).body.content[0].video_link).toBe('https://youtu.be/abc');
  });

  it('answers the wallet balance of the player', async () => {
    const res = await t.call('/api-user-wallet-balance', { unique_token: await demoToken(t) });
    expect(res.body).toEqual({ status: true, msg: 'OK', wallet_amt: 10000, betting_status: '1' });
  });
});
