import { isIsoDate, isoDate } from './calendar.ts';
import { ankOf, isPana } from './panas.ts';
import { type Family, type IsoDate, type Pana } from './types.ts';

/**
 * Chart import (ADR 031, docs/rules.md#chart-import): the rules a CSV of a main market's past results
 * must follow before the server adds them to its chart. One row per draw: the date, the open pana and
 * the close pana, optionally the jodi (checked against the panas' anks), or the date and the joined
 * result as the app writes it (`128-15-357`). Every row is judged on its own; each refusal names the
 * file's line (counted from 1, blank lines and the header included) and the reason. The domain has no
 * clock: the caller passes today's India date.
 */

/** Data rows one import takes at most; a longer chart is imported in parts. */
export const CHART_IMPORT_MAX_ROWS = 20_000;

/** Characters one import's text may hold at most (about 1 MB: 20,000 rows of `2024-01-31,128,357,15`). */
export const CHART_IMPORT_MAX_CHARS = 1_000_000;

/** One draw of the file, checked: its date (YYYY-MM-DD), panas and the jodi they make. */
export interface ChartImportRow {
  /** The file's line it came from (1-based). */
  line: number;
  date: IsoDate;
  openPana: Pana;
  closePana: Pana;
  /** The open ank then the close ank, computed (a jodi written in the file must equal it). */
  jodi: string;
}

/** A refused line and why. */
export interface ChartImportProblem {
  line: number;
  reason: string;
}

/** A file read: its good rows (in file order) and its refused lines; or why the whole file is refused. */
export type ChartImportParse =
  { ok: true; rows: ChartImportRow[]; invalid: ChartImportProblem[]; header: boolean } | { ok: false; message: string };

export const CHART_IMPORT_TEXT = {
  empty: 'The file has no rows: one line per draw, "date,open pana,close pana" (jodi optional)',
  tooLarge: `The file is too large: import at most ${CHART_IMPORT_MAX_CHARS.toLocaleString('en-IN')} characters at a time`,
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-IN')} rows: import at most ${CHART_IMPORT_MAX_ROWS.toLocaleString('en-IN')} at a time`,
  mainOnly: (family: Family) =>
    `Chart import takes main markets only; ${family === 'starline' ? 'Starline' : 'Gali Disawar'} results are declared from Results`,
  header: (names: string) =>
    `The header names ${names}; it must name date, open and close (jodi optional), or date and result`,
  columns: (found: number) =>
    `Expected date, open pana, close pana (jodi optional) or date and result, found ${found} value${found === 1 ? '' : 's'}`,
  date: (value: string) => `Date "${value}" is not a date (YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY or DD.MM.YYYY)`,
  future: (date: string, today: string) => `Date ${date} is in the future (today is ${today})`,
  openPana: (value: string) => `Open pana "${value}" is not a valid pana`,
  closePana: (value: string) => `Close pana "${value}" is not a valid pana`,
  result: (value: string) => `Result "${value}" is not a main result like 128-15-357`,
  jodiInvalid: (value: string) => `Jodi "${value}" is not two digits`,
  jodiMismatch: (jodi: string, expected: string) => `Jodi ${jodi} does not match the panas' anks (${expected})`,
  duplicate: (date: string, first: number) => `Date ${date} appears again (first on line ${first})`,
} as const;

/** A header cell's name: lower case, letters and digits only ("Open Pana" → "openpana"). */
function headerName(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}

type Column = 'date' | 'open' | 'close' | 'jodi' | 'result';

/** The names a header may give each column. */
const HEADER_NAMES: Readonly<Record<string, Column>> = {
  date: 'date',
  day: 'date',
  drawdate: 'date',
  open: 'open',
  openpana: 'open',
  openpanna: 'open',
  panaopen: 'open',
  close: 'close',
  closepana: 'close',
  closepanna: 'close',
  panaclose: 'close',
  jodi: 'jodi',
  result: 'result',
};

/** The columns a header names, or null when it does not name a readable layout. */
function readHeader(cells: readonly string[]): Column[] | null {
  const columns = cells.map((c) => HEADER_NAMES[headerName(c)]);
  if (columns.some((c) => c === undefined)) return null;
  const named = columns as Column[];
  if (new Set(named).size !== named.length || !named.includes('date')) return null;
  const panas = named.includes('open') && named.includes('close') && !named.includes('result');
  const joined = named.includes('result') && named.length === 2;
  return panas || joined ? named : null;
}

/** The layout of a file without a header, from a row's number of values. */
function positional(count: number): Column[] | null {
  if (count === 2) return ['date', 'result'];
  if (count === 3) return ['date', 'open', 'close'];
  if (count === 4) return ['date', 'open', 'close', 'jodi'];
  return null;
}

/** A cell without its spaces and one pair of surrounding double quotes (as spreadsheets write them). */
function clean(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/** A line's values: separated by commas, semicolons or tabs. */
function cellsOf(line: string): string[] {
  return line.split(/[,;\t]/).map(clean);
}

/**
 * Reads a date cell: `YYYY-MM-DD`, or day first as India writes it — `DD-MM-YYYY`, `DD/MM/YYYY`,
 * `DD.MM.YYYY`, the day and month with one or two digits. Never month first. Null unless a real date.
 */
export function parseChartDate(value: string): IsoDate | null {
  if (isIsoDate(value)) return value;
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (!m) return null;
  const date = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return isIsoDate(date) ? date : null;
}

/** A joined main result `128-15-357` (spaces around the dashes allowed) as its parts, or null. */
function splitResult(value: string): { open: string; jodi: string; close: string } | null {
  const m = /^(\d{3})\s*-\s*(\d{2})\s*-\s*(\d{3})$/.exec(value);
  return m ? { open: m[1] as string, jodi: m[2] as string, close: m[3] as string } : null;
}

/** Checks one data row against the layout; the row, or the first reason it is refused. */
function readRow(
  cells: readonly string[],
  columns: readonly Column[],
  line: number,
  today: IsoDate,
): ChartImportRow | string {
  if (cells.length !== columns.length) return CHART_IMPORT_TEXT.columns(cells.length);
  const cell = (c: Column) => cells[columns.indexOf(c)] ?? '';
  const date = parseChartDate(cell('date'));
  if (date === null) return CHART_IMPORT_TEXT.date(cell('date'));
  if (date > today) return CHART_IMPORT_TEXT.future(date, today);
  let open = cell('open');
  let close = cell('close');
  let jodi = cell('jodi');
  if (columns.includes('result')) {
    const parts = splitResult(cell('result'));
    if (parts === null) return CHART_IMPORT_TEXT.result(cell('result'));
    ({ open, close, jodi } = parts);
  }
  if (!isPana(open)) return CHART_IMPORT_TEXT.openPana(open);
  if (!isPana(close)) return CHART_IMPORT_TEXT.closePana(close);
  const expected = `${ankOf(open)}${ankOf(close)}`;
  if (jodi !== '') {
    if (!/^\d{2}$/.test(jodi)) return CHART_IMPORT_TEXT.jodiInvalid(jodi);
    if (jodi !== expected) return CHART_IMPORT_TEXT.jodiMismatch(jodi, expected);
  }
  return { line, date, openPana: open, closePana: close, jodi: expected };
}

/**
 * Reads a chart CSV for a market of `family` (main only: Starline and Gali results are refused as a
 * whole, ADR 031). Lines end with LF, CRLF or CR; blank lines are skipped; values are separated by
 * commas, semicolons or tabs, each trimmed and unquoted. A first line holding letters is the header and
 * sets the columns' order (`date,open,close,jodi`, `Date;Open Pana;Close Pana`, `date,result`); without
 * one the columns are date, open pana, close pana and optionally jodi, or date and result. Each row is
 * refused, with its line, for a wrong number of values, a date that is not one or lies after `today`, a
 * pana that is not one of the 220, a jodi that does not match the anks, or a date already seen in the
 * file. The whole file is refused when empty, longer than CHART_IMPORT_MAX_CHARS characters or with more
 * than CHART_IMPORT_MAX_ROWS rows.
 */
export function parseChartCsv(text: string, options: { today: IsoDate; family: Family }): ChartImportParse {
  if (options.family !== 'main') return { ok: false, message: CHART_IMPORT_TEXT.mainOnly(options.family) };
  if (text.length > CHART_IMPORT_MAX_CHARS) return { ok: false, message: CHART_IMPORT_TEXT.tooLarge };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const filled = lines
    .map((raw, i) => ({ line: i + 1, cells: cellsOf(raw) }))
    .filter((l) => l.cells.some((c) => c !== ''));
  const first = filled[0];
  if (!first) return { ok: false, message: CHART_IMPORT_TEXT.empty };
  let header: Column[] | null = null;
  let data = filled;
  if (first.cells.some((c) => /[a-z]/i.test(c))) {
    header = readHeader(first.cells);
    if (header === null) return { ok: false, message: CHART_IMPORT_TEXT.header(first.cells.join(', ')) };
    data = filled.slice(1);
  }
  if (data.length === 0) return { ok: false, message: CHART_IMPORT_TEXT.empty };
  if (data.length > CHART_IMPORT_MAX_ROWS) return { ok: false, message: CHART_IMPORT_TEXT.tooManyRows(data.length) };

  const rows: ChartImportRow[] = [];
  const invalid: ChartImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of data) {
    const columns = header ?? positional(cells.length);
    const row =
      columns === null ? CHART_IMPORT_TEXT.columns(cells.length) : readRow(cells, columns, line, options.today);
    if (typeof row === 'string') {
      invalid.push({ line, reason: row });
      continue;
    }
    const firstLine = seen.get(row.date);
    if (firstLine !== undefined) {
      invalid.push({ line, reason: CHART_IMPORT_TEXT.duplicate(row.date, firstLine) });
      continue;
    }
    seen.set(row.date, line);
    rows.push(row);
  }
  return { ok: true, rows, invalid, header: header !== null };
}
