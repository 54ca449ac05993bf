import { describe, expect, it } from 'vitest';
import { ALL_PANAS, ankOf } from './panas.ts';
import {
  formatCloseResult,
  formatGaliResult,
  formatJodiSoFar,
  formatMainResult,
  formatOpenResult,
  formatPana,
  formatStarlineResult,
  jodiOf,
  parseGaliEntry,
  parsePanaEntry,
  RESULT_PLACEHOLDERS,
} from './results.ts';

describe("an operator's result entry", () => {
  it('accepts each of the 220 panas and computes its ank', () => {
    for (const p of ALL_PANAS) expect(parsePanaEntry(p)).toEqual({ ok: true, pana: p, ank: ankOf(p) });
    expect(parsePanaEntry(' 128 ')).toEqual({ ok: true, pana: '128', ank: 1 });
  });

  it('refuses a three-digit number that is not a pana with "Number {x} is not valid"', () => {
    expect(parsePanaEntry('218')).toEqual({ ok: false, message: 'Number 218 is not valid' });
    expect(parsePanaEntry('012')).toEqual({ ok: false, message: 'Number 012 is not valid' });
    expect(parsePanaEntry('12')).toEqual({ ok: false, message: 'Number 12 is not valid' });
    expect(parsePanaEntry('abc')).toEqual({ ok: false, message: 'Number abc is not valid' });
  });

  it('accepts a Gali jodi 00-99 and splits it into left and right digit', () => {
    expect(parseGaliEntry('47')).toEqual({ ok: true, jodi: '47', left: '4', right: '7' });
    expect(parseGaliEntry('05')).toEqual({ ok: true, jodi: '05', left: '0', right: '5' });
    expect(parseGaliEntry('5')).toEqual({ ok: false, message: 'Number 5 is not valid' });
    expect(parseGaliEntry('100')).toEqual({ ok: false, message: 'Number 100 is not valid' });
  });
});

describe('results as the market lists show them', () => {
  it('shows a declared open and close as "128-1", "5-357" and "128-15-357" with jodi "15"', () => {
    expect(formatOpenResult('128')).toBe('128-1');
    expect(formatCloseResult('357')).toBe('5-357');
    expect(formatMainResult('128', '357')).toBe('128-15-357');
    expect(jodiOf('128', '357')).toBe('15');
  });

  it('masks what is not declared yet', () => {
    expect(formatOpenResult(null)).toBe('***-*');
    expect(formatOpenResult(undefined)).toBe('***-*');
    expect(formatCloseResult(null)).toBe('*-***');
    expect(formatMainResult('128', null)).toBe('128-1*-***');
    expect(formatMainResult(null, null)).toBe('***-**-***');
    expect(RESULT_PLACEHOLDERS).toEqual({ open: '***-*', close: '*-***', starline: '***-*', gali: '**', pana: '***', ank: '*' });
  });

  it('shows a Starline result as "128-1" or "***-*" and a Gali result as "47" or "**"', () => {
    expect(formatStarlineResult('128')).toBe('128-1');
    expect(formatStarlineResult(null)).toBe('***-*');
    expect(formatGaliResult('47')).toBe('47');
    expect(formatGaliResult(null)).toBe('**');
    expect(formatGaliResult('')).toBe('**');
  });

  it('refuses to format a value that is not a pana or jodi', () => {
    expect(() => formatOpenResult('218')).toThrow(RangeError);
    expect(() => formatGaliResult('4')).toThrow(RangeError);
  });
});

describe('chart cells', () => {
  it('shows a pana or three stars, and the jodi as far as it is declared', () => {
    expect(formatPana('128')).toBe('128');
    expect(formatPana(null)).toBe('***');
    expect(formatJodiSoFar('128', '357')).toBe('15');
    expect(formatJodiSoFar('128', null)).toBe('1*');
    expect(formatJodiSoFar(null, null)).toBe('**');
  });
});
