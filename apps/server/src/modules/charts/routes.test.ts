import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { marketId } from '../../test/players.ts';
import { jodiChart, mondayOf, panelChart } from './render.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('chart pages', () => {
  it('renders the jodi and panel chart of a main market from its results', async () => {
    const id = await marketId(t, 'main', 'Kalyan');
    await t.db.deleteFrom('results').where('market_id', '=', id).where('draw_date', '=', '2026-11-16').execute();
    await t.db.insertInto('results').values({ market_id: id, draw_date: '2026-11-16', open_pana: '128', open_ank: 1, close_pana: '358', close_ank: 6, updated_at: 0 }).execute();
    const res = await get(`/result-charts/main/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Kalyan chart');
    expect(res.body).toContain('<td class="jodi red">16</td>');
    expect(res.body).toContain('1<br>2<br>8');
    expect(res.body).not.toContain('<script');
  });

  it('answers 404 for an unknown or malformed market', async () => {
    expect((await get('/result-charts/main/99999')).statusCode).toBe(404);
    expect((await get('/result-charts/main/abc')).statusCode).toBe(404);
    const starline = await marketId(t, 'starline', '10:00 AM');
    expect((await get(`/result-charts/main/${starline}`)).statusCode).toBe(404);
  });

  it('renders the Starline and Gali charts day by day, and an index of all charts', async () => {
    const star = await get('/result-charts/starline');
    expect(star.statusCode).toBe(200);
    expect(star.body).toContain('10:00 AM');
    const gali = await get('/result-charts/gali');
    expect(gali.body).toContain('Faridabad · 6:00 PM');
    const index = await get('/result-charts');
    expect(index.body).toContain('Main Bazar');
  });

  it.each([
    ['hi', 'Kalyan चार्ट', 'जोड़ी चार्ट', 'पैनल चार्ट', '<th>हफ़्ता</th><th>सोम</th><th>मंगल</th>', 'पिछले 12 हफ़्तों के रिज़ल्ट'],
    ['mr', 'Kalyan चार्ट', 'जोडी चार्ट', 'पैनल चार्ट', '<th>आठवडा</th><th>सोम</th><th>मंगळ</th>', 'मागील 12 आठवड्यांचे निकाल'],
  ])('words a chart in the app\'s language with ?lang=%s, the market name and digits as they are', async (lang, title, jodi, panel, head, note) => {
    const id = await marketId(t, 'main', 'Kalyan');
    await t.db.deleteFrom('results').where('market_id', '=', id).where('draw_date', '=', '2026-11-16').execute();
    await t.db.insertInto('results').values({ market_id: id, draw_date: '2026-11-16', open_pana: '128', open_ank: 1, close_pana: '358', close_ank: 6, updated_at: 0 }).execute();
    const res = await get(`/result-charts/main/${id}?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${lang}">`);
    for (const text of [title, jodi, panel, head, note]) expect(res.body).toContain(text);
    expect(res.body).toContain('<td class="jodi red">16</td>');
    expect(res.body).not.toMatch(/Week|Mon|Jodi chart|Panel chart|Results of/);
    const gali = await get(`/result-charts/gali?lang=${lang}`);
    expect(gali.body).toContain('<h1>गली दिसावर चार्ट</h1>');
    expect(gali.body).toContain('Faridabad · 6:00 PM');
    const index = await get(`/result-charts?lang=${lang}`);
    expect(index.body).toContain(`href="/result-charts/main/${id}?lang=${lang}"`);
    expect((await get(`/result-charts/main/99999?lang=${lang}`)).body).toContain(lang === 'hi' ? 'चार्ट नहीं मिला' : 'चार्ट सापडला नाही');
  });

  it('stays English without ?lang or with a language it does not know', async () => {
    const id = await marketId(t, 'main', 'Kalyan');
    for (const query of ['', '?lang=en', '?lang=fr', '?lang=<b>', '?lang=hi&lang=mr']) {
      const res = await get(`/result-charts/main/${id}${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('Kalyan chart');
      expect(res.body).toContain('<th>Week</th><th>Mon</th>');
    }
  });

  it('escapes market names', async () => {
    const id = await marketId(t, 'main', 'Kalyan');
    await t.db.updateTable('markets').set({ name: '<b>Kalyan</b>' }).where('id', '=', id).execute();
    expect((await get(`/result-charts/main/${id}`)).body).toContain('&#60;b&#62;Kalyan&#60;/b&#62; chart');
  });
});

describe('chart rendering', () => {
  it('starts weeks on Monday and masks missing results', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    const html = jodiChart([{ drawDate: '2026-11-24', openPana: '128', closePana: '370', jodi: null }], '2026-11-23', '2026-11-29');
    expect(html.match(/<td class="jodi none">\*\*<\/td>/g)).toHaveLength(6);
    expect(html).toContain('<td class="jodi">10</td>');
    expect(panelChart([{ drawDate: '2026-11-24', openPana: '128', closePana: null, jodi: null }], '2026-11-23', '2026-11-29')).toContain('<span class="j">1*</span>');
  });
});
