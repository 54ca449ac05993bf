/**
 * CSV as spreadsheets read it (RFC 4180: comma separated, CRLF lines, fields with a comma, quote or
 * line break quoted, quotes doubled), with text cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) prefixed with a single quote, so a player's name or
 * a market name can never become a formula in the operator's spreadsheet. Numbers the server computes
 * are written as numbers (a negative net stays a number).
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the data rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
