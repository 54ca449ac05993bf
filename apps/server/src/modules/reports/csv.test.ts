import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain text as it is', 'Kalyan', 'Kalyan'],
    ['a comma quoted', 'Sri, Devi', '"Sri, Devi"'],
    ['quotes doubled inside quotes', 'The "Best"', '"The ""Best"""'],
    ['a line break quoted', 'a\nb', '"a\nb"'],
    ['surrounding spaces kept by quoting', ' x ', '" x "'],
    ['a formula with = defused', '=1+1', "'=1+1"],
    ['a formula with + defused', '+91', "'+91"],
    ['a formula with - defused', '-5 Special', "'-5 Special"],
    ['a formula with @ defused', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab start defused', '\t=1', "'\t=1"],
    ['a defused formula with a comma still quoted', '=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ])('writes %s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as numbers, negative ones included, and null as empty', () => {
    expect([csvCell(-800), csvCell(0), csvCell(1_500), csvCell(null)]).toEqual(['-800', '0', '1500', '']);
  });

  it('ends every line, the header included, with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [2, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\n1,x\r\n2,"y,z"\r\n');
  });
});
