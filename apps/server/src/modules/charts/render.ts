import { addDays, formatClockTime, formatJodiSoFar, formatPana, jodiOf, weekdayOf } from '@pana/domain';
import { type Locale } from '@pana/domain/messages';
import { CHART_WORDS, type ChartWords } from './text.ts';

/** One draw's declared result, as the chart pages need it. */
export interface ChartResult {
  drawDate: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string | null;
  /** Imported from an earlier chart (ADR 031): shown with a dotted underline and the legend below the chart. */
  imported?: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#14213d}
header{background:#14213d;color:#fff;padding:12px 16px}header h1{margin:0;font-size:18px}header p{margin:4px 0 0;font-size:12px;color:#c9d3ea}
main{max-width:720px;margin:0 auto;padding:12px 8px 32px}h2{font-size:15px;margin:18px 4px 8px;color:#14213d}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(20,33,61,.12)}
table{border-collapse:collapse;width:100%;min-width:0;table-layout:fixed}th,td{border:1px solid #e3e7f0;text-align:center;padding:4px 1px}
th{background:#fca311;color:#14213d;font-size:11px;font-weight:700}td.week{font-size:10px;color:#5c6784;width:44px}
td.jodi{font-size:17px;font-weight:700}td.red{color:#c1121f}td.none{color:#a0a8bd}
.panel td{font-size:11px;line-height:1.15}.panel .p{display:block;letter-spacing:0}.panel .j{display:block;font-size:15px;font-weight:700;margin:2px 0}
.day{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(20,33,61,.12);margin:0 0 10px;padding:8px}
.day h3{margin:0 0 6px;font-size:13px;color:#5c6784}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}
.cell{border:1px solid #e3e7f0;border-radius:6px;padding:4px;text-align:center}.cell small{display:block;font-size:10px;color:#5c6784}.cell b{font-size:14px}
a{color:#14213d}.imported{text-decoration:underline dotted;text-underline-offset:3px}.legend{margin:6px 4px 0;font-size:12px;color:#5c6784}.empty{padding:24px;text-align:center;color:#5c6784;background:#fff;border-radius:8px}`;

export function page(title: string, subtitle: string, body: string, lang: Locale = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header><main>${body}</main></body></html>`;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** Weeks (Monday first) from the one holding `from` to the one holding `to`, newest last. */
function weeks(from: string, to: string): string[] {
  const out: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) out.push(monday);
  return out;
}

const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Jodis like 00, 11, 55, 05, 16 … (ank pairs that differ by 0 or 5) are shown in red, as charts traditionally do. */
function isRedJodi(jodi: string): boolean {
  const diff = Math.abs(Number(jodi[0]) - Number(jodi[1]));
  return diff === 0 || diff === 5;
}

/** A main market's jodi chart: one row per week, one jodi per day. */
export function jodiChart(
  results: ChartResult[],
  from: string,
  to: string,
  words: ChartWords = CHART_WORDS.en,
): string {
  const byDate = new Map(results.map((r) => [r.drawDate, r]));
  const rows = weeks(from, to).map((monday) => {
    const cells = words.days
      .map((_, i) => {
        const r = byDate.get(addDays(monday, i));
        if (!r?.openPana || !r.closePana) return `<td class="jodi none">**</td>`;
        const jodi = jodiOf(r.openPana, r.closePana);
        return `<td class="jodi${isRedJodi(jodi) ? ' red' : ''}${r.imported ? ' imported' : ''}">${jodi}</td>`;
      })
      .join('');
    return `<tr><td class="week">${shortDate(monday)}<br>${shortDate(addDays(monday, 6))}</td>${cells}</tr>`;
  });
  return `<div class="scroll"><table><thead><tr><th>${words.week}</th>${words.days.map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** A main market's panel chart: open pana, jodi and close pana for each day, one row per week. */
export function panelChart(
  results: ChartResult[],
  from: string,
  to: string,
  words: ChartWords = CHART_WORDS.en,
): string {
  const byDate = new Map(results.map((r) => [r.drawDate, r]));
  const rows = weeks(from, to).map((monday) => {
    const cells = words.days
      .map((_, i) => {
        const r = byDate.get(addDays(monday, i));
        const open = formatPana(r?.openPana);
        const close = formatPana(r?.closePana);
        const jodi = formatJodiSoFar(r?.openPana, r?.closePana);
        return `<td><span class="p">${open.split('').join('<br>')}</span><span class="j${r?.closePana && isRedJodi(jodi) ? ' red' : ''}${r?.imported ? ' imported' : ''}">${jodi}</span><span class="p">${close.split('').join('<br>')}</span></td>`;
      })
      .join('');
    return `<tr><td class="week">${shortDate(monday)}<br>${shortDate(addDays(monday, 6))}</td>${cells}</tr>`;
  });
  return `<div class="scroll panel"><table><thead><tr><th>${words.week}</th>${words.days.map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** Starline or Gali: one card per day (newest first) with every market's result of that day. */
export function dayGrid(
  markets: Array<{ id: number; name: string; minute: number }>,
  results: Array<ChartResult & { marketId: number }>,
  from: string,
  to: string,
  show: (r: ChartResult | undefined) => string,
  words: ChartWords = CHART_WORDS.en,
): string {
  const cards: string[] = [];
  for (let date = to; date >= from; date = addDays(date, -1)) {
    const day = results.filter((r) => r.drawDate === date);
    if (day.length === 0) continue;
    const cells = markets
      .map(
        (m) =>
          `<div class="cell"><small>${escapeHtml(m.name === formatClockTime(m.minute) ? m.name : `${m.name} · ${formatClockTime(m.minute)}`)}</small><b>${show(day.find((r) => r.marketId === m.id))}</b></div>`,
      )
      .join('');
    cards.push(
      `<section class="day"><h3>${shortDate(date)}/${date.slice(0, 4)}</h3><div class="grid">${cells}</div></section>`,
    );
  }
  return cards.length ? cards.join('') : `<p class="empty">${words.noResults}</p>`;
}

/** The legend under a main market's charts when the weeks shown hold an imported result (ADR 031); else nothing. */
export function importedLegend(results: readonly ChartResult[], words: ChartWords = CHART_WORDS.en): string {
  return results.some((r) => r.imported)
    ? `<p class="legend"><span class="imported">00</span> ${words.imported}</p>`
    : '';
}
