import { describe, expect, it } from 'vitest';
import {
  CHART_IMPORT_MAX_CHARS,
  CHART_IMPORT_MAX_ROWS,
  CHART_IMPORT_TEXT,
  type ChartImportParse,
  parseChartCsv,
  parseChartDate,
} from './chart-import.ts';
import * as domain from './index.ts';

const TODAY = '2026-11-23';
const read = (text: string) => parseChartCsv(text, { today: TODAY, family: 'main' });

function ok(parsed: ChartImportParse) {
  if (!parsed.ok) throw new Error(`refused: ${parsed.message}`);
  return parsed;
}

describe('the dates a chart may use', () => {
  it('reads YYYY-MM-DD and day-first dates with -, / or ., one or two digits for day and month', () => {
    expect(parseChartDate('2024-01-31')).toBe('2024-01-31');
    expect(parseChartDate('31-01-2024')).toBe('2024-01-31');
    expect(parseChartDate('31/01/2024')).toBe('2024-01-31');
    expect(parseChartDate('31.01.2024')).toBe('2024-01-31');
    expect(parseChartDate('1/2/2024')).toBe('2024-02-01');
    expect(parseChartDate('29/02/2024')).toBe('2024-02-29');
  });

  it('never reads month first, and refuses dates that do not exist', () => {
    expect(parseChartDate('01/31/2024')).toBeNull(); // month 31
    expect(parseChartDate('29/02/2023')).toBeNull();
    expect(parseChartDate('2024-02-30')).toBeNull();
    expect(parseChartDate('2024/01/31')).toBeNull();
    expect(parseChartDate('31-01-24')).toBeNull();
    expect(parseChartDate('')).toBeNull();
  });
});

describe('reading a chart CSV', () => {
  it('reads rows of date, open pana, close pana without a header, computing each jodi', () => {
    expect(read('2024-01-01,128,357\n02/01/2024,100,000\n')).toEqual({
      ok: true,
      header: false,
      invalid: [],
      rows: [
        { line: 1, date: '2024-01-01', openPana: '128', closePana: '357', jodi: '15' },
        { line: 2, date: '2024-01-02', openPana: '100', closePana: '000', jodi: '10' },
      ],
    });
  });

  it('checks a jodi written as a fourth value against the anks', () => {
    const parsed = ok(read('2024-01-01,128,357,15\n2024-01-02,128,357,16\n2024-01-03,128,357,1x\n2024-01-04,128,357,'));
    expect(parsed.rows.map((r) => r.line)).toEqual([1, 4]);
    expect(parsed.invalid).toEqual([
      { line: 2, reason: "Jodi 16 does not match the panas' anks (15)" },
      { line: 3, reason: 'Jodi "1x" is not two digits' },
    ]);
  });

  it('reads the joined result as the app writes it, with or without spaces round the dashes', () => {
    const parsed = ok(
      read('2024-01-01,128-15-357\n2024-01-02, 128 - 15 - 357 \n2024-01-03,128-16-357\n2024-01-04,128/15/357'),
    );
    expect(parsed.rows.map((r) => [r.line, r.openPana, r.jodi, r.closePana])).toEqual([
      [1, '128', '15', '357'],
      [2, '128', '15', '357'],
    ]);
    expect(parsed.invalid).toEqual([
      { line: 3, reason: "Jodi 16 does not match the panas' anks (15)" },
      { line: 4, reason: 'Result "128/15/357" is not a main result like 128-15-357' },
    ]);
  });

  it('recognises a header, in any order and spelling, and counts lines from it', () => {
    const parsed = ok(read('\uFEFF"Close Pana";"Date";"Open Pana";Jodi\r\n\r\n"357";"01-01-2024";"128";"15"\r\n'));
    expect(parsed.header).toBe(true);
    expect(parsed.rows).toEqual([{ line: 3, date: '2024-01-01', openPana: '128', closePana: '357', jodi: '15' }]);
    expect(ok(read('date\tresult\n2024-01-01\t128-15-357')).rows).toHaveLength(1);
    expect(ok(read('Draw Date,Open,Close\n2024-01-01,128,357')).rows).toHaveLength(1);
  });

  it('refuses a header that does not name the columns it needs', () => {
    for (const header of [
      'date,open',
      'date,open,close,result',
      'date,open,open,close',
      'open,close,jodi',
      'date,open,close,city',
      'result,jodi',
    ]) {
      expect(read(`${header}\n2024-01-01,128,357`), header).toEqual({
        ok: false,
        message: CHART_IMPORT_TEXT.header(header.split(',').join(', ')),
      });
    }
  });

  it('names each refused line with its reason and keeps the good ones', () => {
    const text = [
      'date,open,close,jodi', // 1
      '2024-01-01,128,357,15', // 2
      '2024-02-30,128,357,15', // 3: no such date
      '2026-11-24,128,357,15', // 4: after today
      '2026-11-23,128,357,15', // 5: today is allowed
      '2024-01-02,321,357,65', // 6: digits out of pana order
      '2024-01-03,128,35,1', // 7: close pana too short
      '2024-01-01,128,357,15', // 8: a date already in the file
      '2024-01-04,128,357', // 9: three values under a four-column header
      '', // 10: blank, skipped
      '2024-01-05,,357,', // 11: open pana missing
    ].join('\n');
    const parsed = ok(read(text));
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(parsed.invalid).toEqual([
      { line: 3, reason: 'Date "2024-02-30" is not a date (YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY or DD.MM.YYYY)' },
      { line: 4, reason: 'Date 2026-11-24 is in the future (today is 2026-11-23)' },
      { line: 6, reason: 'Open pana "321" is not a valid pana' },
      { line: 7, reason: 'Close pana "35" is not a valid pana' },
      { line: 8, reason: 'Date 2024-01-01 appears again (first on line 2)' },
      { line: 9, reason: 'Expected date, open pana, close pana (jodi optional) or date and result, found 3 values' },
      { line: 11, reason: 'Open pana "" is not a valid pana' },
    ]);
  });

  it('refuses rows of a wrong width without a header', () => {
    expect(ok(read('2024-01-01\n2024-01-02,128,357,15,x')).invalid).toEqual([
      { line: 1, reason: 'Expected date, open pana, close pana (jodi optional) or date and result, found 1 value' },
      { line: 2, reason: 'Expected date, open pana, close pana (jodi optional) or date and result, found 5 values' },
    ]);
  });

  it('refuses a whole file that is empty, only a header, too long or too large', () => {
    expect(read('')).toEqual({ ok: false, message: CHART_IMPORT_TEXT.empty });
    expect(read(' \n , ,\n')).toEqual({ ok: false, message: CHART_IMPORT_TEXT.empty });
    expect(read('date,open,close\n')).toEqual({ ok: false, message: CHART_IMPORT_TEXT.empty });
    const rows = Array.from({ length: CHART_IMPORT_MAX_ROWS + 1 }, () => '2024-01-01,128,357');
    expect(read(rows.join('\n'))).toEqual({
      ok: false,
      message: 'The file has 20,001 rows: import at most 20,000 at a time',
    });
    expect(ok(read(rows.slice(1).join('\n'))).rows).toHaveLength(1);
    expect(read('x'.repeat(CHART_IMPORT_MAX_CHARS + 1))).toEqual({ ok: false, message: CHART_IMPORT_TEXT.tooLarge });
  });

  it('takes main markets only', () => {
    expect(parseChartCsv('2024-01-01,128', { today: TODAY, family: 'starline' })).toEqual({
      ok: false,
      message: 'Chart import takes main markets only; Starline results are declared from Results',
    });
    expect(parseChartCsv('2024-01-01,47', { today: TODAY, family: 'gali' })).toEqual({
      ok: false,
      message: 'Chart import takes main markets only; Gali Disawar results are declared from Results',
    });
  });

  it('is exported from the package', () => {
    expect(domain.parseChartCsv).toBe(parseChartCsv);
  });
});

describe('imported results in the result chain', () => {
  it('are entries of their own action, hashed and verified like declarations', async () => {
    const base = {
      marketId: 7,
      marketName: 'Kalyan',
      family: 'main' as const,
      drawDate: '2024-01-01',
      at: 1763875800000,
      operatorId: 3,
    };
    const first = {
      ...base,
      seq: 1,
      action: 'import' as const,
      session: 'open' as const,
      digits: '128',
      prevHash: domain.GENESIS_HASH,
    };
    const one = { ...first, hash: await domain.hashChainEntry(first) };
    const second = {
      ...base,
      seq: 2,
      action: 'import' as const,
      session: 'close' as const,
      digits: '357',
      prevHash: one.hash,
    };
    const two = { ...second, hash: await domain.hashChainEntry(second) };
    expect(domain.canonicalChainEntry(first)).toContain('"import"');
    expect(await domain.verifyChain([one, two])).toEqual({ ok: true, count: 2, headHash: two.hash });
    expect(domain.chainEntryResult(two)).toBe('5-357');
  });
});
