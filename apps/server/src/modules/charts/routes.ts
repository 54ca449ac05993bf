import { addDays, formatGaliResult, formatStarlineResult, indiaDate } from '@pana/domain';
import { type FastifyPluginAsync } from 'fastify';
import { type Db } from '../../db/database.ts';
import { type Clock } from '../../lib/clock.ts';
import { dayGrid, escapeHtml, jodiChart, mondayOf, page, panelChart } from './render.ts';
import { findMainMarket, listChartMarkets, resultsBetween } from './repository.ts';

/** Weeks shown on a chart page. */
const WEEKS = 12;

/**
 * The chart pages `web_chart_url`, `web_starline_chart_url` and `web_galidessar_chart_url` point to:
 * plain HTML rendered here, readable on a phone, no script. Results of the last 12 weeks.
 */
export const chartRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const range = () => {
    const to = indiaDate(clock.now());
    return { from: addDays(mondayOf(to), -7 * (WEEKS - 1)), to };
  };
  const notFound = (message: string) => page('Chart not found', message, `<p class="empty">${escapeHtml(message)} <a href="/result-charts">All charts</a></p>`);

  app.get('/result-charts', { schema: { hide: true } }, async (_req, reply) => {
    const list = await listChartMarkets(db, 'main');
    const links = list.map((m) => `<div class="cell" style="margin-bottom:6px;text-align:left"><a href="/result-charts/main/${m.id}"><b>${escapeHtml(m.name)}</b></a></div>`).join('');
    const body = `<h2>Main markets</h2>${links}<h2>Others</h2><div class="cell" style="text-align:left;margin-bottom:6px"><a href="/result-charts/starline"><b>Starline</b></a></div><div class="cell" style="text-align:left"><a href="/result-charts/gali"><b>Gali Disawar</b></a></div>`;
    return reply.type('text/html').send(page('Charts', 'Jodi and panel charts of every market', body));
  });

  app.get<{ Params: { id: string } }>('/result-charts/main/:id', { schema: { hide: true } }, async (req, reply) => {
    const id = /^\d{1,12}$/.test(req.params.id) ? Number(req.params.id) : null;
    const market = id === null ? null : await findMainMarket(db, id);
    if (!market) return reply.status(404).type('text/html').send(notFound('No such market.'));
    const { from, to } = range();
    const rows = await resultsBetween(db, [market.id], from, to);
    const body = `<h2>Jodi chart</h2>${jodiChart(rows, from, to)}<h2>Panel chart</h2>${panelChart(rows, from, to)}`;
    return reply.type('text/html').send(page(`${market.name} chart`, `Results of the last ${WEEKS} weeks, India time`, body));
  });

  for (const kind of ['starline', 'gali'] as const) {
    app.get(`/result-charts/${kind}`, { schema: { hide: true } }, async (_req, reply) => {
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
      );
      const title = kind === 'gali' ? 'Gali Disawar chart' : 'Starline chart';
      return reply.type('text/html').send(page(title, `Results of the last ${WEEKS} weeks, India time`, body));
    });
    app.get(`/result-charts/${kind}/:id`, { schema: { hide: true } }, async (_req, reply) => reply.redirect(`/result-charts/${kind}`));
  }
};
