import { addDays, formatGaliResult, formatStarlineResult, indiaDate } from '@pana/domain';
import { type Locale } from '@pana/domain/messages';
import { type FastifyPluginAsync } from 'fastify';
import { type Db } from '../../db/database.ts';
import { type Clock } from '../../lib/clock.ts';
import { requestLanguage } from '../../lib/messages.ts';
import { dayGrid, escapeHtml, importedLegend, jodiChart, mondayOf, page, panelChart } from './render.ts';
import { findMainMarket, listChartMarkets, resultsBetween, yearsWithResults } from './repository.ts';
import { CHART_WORDS, type ChartWords } from './text.ts';

/** Weeks shown on a chart page. */
const WEEKS = 12;

/**
 * The chart pages `web_chart_url`, `web_starline_chart_url` and `web_galidessar_chart_url` point to:
 * plain HTML rendered here, readable on a phone, no script. Results of the last 12 weeks. In Hindi or
 * Marathi with `?lang=hi|mr` (Pana's app adds it for a player reading that language), else English.
 */
export const chartRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const range = () => {
    const to = indiaDate(clock.now());
    return { from: addDays(mondayOf(to), -7 * (WEEKS - 1)), to };
  };
  /** The page's language (`?lang=hi|mr`, anything else English) and the query that keeps it on its links. */
  const language = (query: unknown): { lang: Locale; words: ChartWords; keep: string } => {
    const lang: Locale =
      requestLanguage(typeof query === 'object' && query && 'lang' in query ? String(query.lang) : undefined) ?? 'en';
    return { lang, words: CHART_WORDS[lang], keep: lang === 'en' ? '' : `?lang=${lang}` };
  };
  type Language = ReturnType<typeof language>;
  const notFound = ({ lang, words, keep }: Language) =>
    page(
      words.notFoundTitle,
      words.noSuchMarket,
      `<p class="empty">${escapeHtml(words.noSuchMarket)} <a href="/result-charts${keep}">${words.allCharts}</a></p>`,
      lang,
    );

  app.get('/result-charts', { schema: { hide: true } }, async (req, reply) => {
    const { lang, words, keep } = language(req.query);
    const list = await listChartMarkets(db, 'main');
    const links = list
      .map(
        (m) =>
          `<div class="cell" style="margin-bottom:6px;text-align:left"><a href="/result-charts/main/${m.id}${keep}"><b>${escapeHtml(m.name)}</b></a></div>`,
      )
      .join('');
    const body = `<h2>${words.mainMarkets}</h2>${links}<h2>${words.others}</h2><div class="cell" style="text-align:left;margin-bottom:6px"><a href="/result-charts/starline${keep}"><b>${words.starline}</b></a></div><div class="cell" style="text-align:left"><a href="/result-charts/gali${keep}"><b>${words.gali}</b></a></div>`;
    return reply.type('text/html').send(page(words.chartsTitle, words.chartsNote, body, lang));
  });

  app.get<{ Params: { id: string } }>('/result-charts/main/:id', { schema: { hide: true } }, async (req, reply) => {
    const shown = language(req.query);
    const { lang, words } = shown;
    const id = /^\d{1,12}$/.test(req.params.id) ? Number(req.params.id) : null;
    const market = id === null ? null : await findMainMarket(db, id);
    if (!market) return reply.status(404).type('text/html').send(notFound(shown));
    // `?year=2024`: that whole year (ADR 031: an imported chart goes back years); else the last 12 weeks.
    const years = await yearsWithResults(db, market.id);
    const asked = typeof req.query === 'object' && req.query && 'year' in req.query ? String(req.query.year) : null;
    const year = asked !== null && years.includes(asked) ? asked : null;
    const today = indiaDate(clock.now());
    const { from, to } = year
      ? { from: `${year}-01-01`, to: `${year}-12-31` < today ? `${year}-12-31` : today }
      : range();
    const rows = await resultsBetween(db, [market.id], from, to);
    const legend = importedLegend(rows, words);
    const link = (y: string | null) => {
      const query = [...(y ? [`year=${y}`] : []), ...(lang === 'en' ? [] : [`lang=${lang}`])].join('&');
      return `/result-charts/main/${market.id}${query ? `?${query}` : ''}`;
    };
    const nav = `<nav class="legend" aria-label="${escapeHtml(words.years)}">${words.years}: ${years
      .map((y) => (y === year ? `<b>${y}</b>` : `<a href="${link(y)}">${y}</a>`))
      .join(' · ')}${year ? ` · <a href="${link(null)}">${words.lastWeeks(WEEKS)}</a>` : ''}</nav>`;
    const body = `<h2>${words.jodiChart}</h2>${jodiChart(rows, from, to, words)}${legend}<h2>${words.panelChart}</h2>${panelChart(rows, from, to, words)}${legend}${years.length > 1 || year ? nav : ''}`;
    const subtitle = year ? words.yearResults(year) : words.lastWeeks(WEEKS);
    return reply.type('text/html').send(page(words.chartOf(market.name), subtitle, body, lang));
  });

  for (const kind of ['starline', 'gali'] as const) {
    app.get(`/result-charts/${kind}`, { schema: { hide: true } }, async (req, reply) => {
      const { lang, words } = language(req.query);
      const { from, to } = range();
      const list = await listChartMarkets(db, kind);
      const rows = await resultsBetween(
        db,
        list.map((m) => m.id),
        from,
        to,
      );
      const show = (r: { openPana: string | null; jodi: string | null } | undefined) =>
        kind === 'gali' ? formatGaliResult(r?.jodi) : formatStarlineResult(r?.openPana);
      const body = dayGrid(
        list.map((m) => ({ id: m.id, name: m.name, minute: m.openMinute })),
        rows,
        from,
        to,
        show,
        words,
      );
      const title = kind === 'gali' ? words.galiChart : words.starlineChart;
      return reply.type('text/html').send(page(title, words.lastWeeks(WEEKS), body, lang));
    });
    app.get(`/result-charts/${kind}/:id`, { schema: { hide: true } }, async (req, reply) =>
      reply.redirect(`/result-charts/${kind}${language(req.query).keep}`),
    );
  }
};
