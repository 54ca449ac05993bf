import { describe, expect, it } from 'vitest';
import { dpMotorPanas, expandDpMotor, expandSpDpTp, expandSpMotor, spMotorPanas } from './expansions.ts';
import { ALL_PANAS, ankOf, classifyPana } from './panas.ts';

const choose3 = (n: number) => (n * (n - 1) * (n - 2)) / 6;

/** Every subset of the digits 0-9, as an array of digits (1024 of them). */
const SUBSETS = Array.from({ length: 1024 }, (_, mask) => [...Array(10).keys()].filter((d) => mask & (1 << d)));

describe('SP DP TP', () => {
  it('expands every digit into its 12 single, 9 double and 1 triple panas for each combination of ticks', () => {
    for (let d = 0; d <= 9; d++) {
      for (let ticks = 1; ticks < 8; ticks++) {
        const sets = { sp: Boolean(ticks & 1), dp: Boolean(ticks & 2), tp: Boolean(ticks & 4) };
        const result = expandSpDpTp(String(d), sets);
        if (!result.ok) throw new Error(result.message);
        const expected = (sets.sp ? 12 : 0) + (sets.dp ? 9 : 0) + (sets.tp ? 1 : 0);
        expect(result.lines, `${d} ${JSON.stringify(sets)}`).toHaveLength(expected);
        expect(new Set(result.lines.map((l) => l.digits)).size).toBe(expected);
        for (const line of result.lines) {
          expect(ankOf(line.digits)).toBe(d);
          expect(line.type).toBe(`${classifyPana(line.digits)}_pana`);
          expect(sets[line.type === 'single_pana' ? 'sp' : line.type === 'double_pana' ? 'dp' : 'tp']).toBe(true);
        }
      }
    }
  });

  it('types each line as the pana it became', () => {
    const result = expandSpDpTp('1', { tp: true });
    expect(result).toEqual({ ok: true, lines: [{ type: 'triple_pana', digits: '777' }] });
  });

  it('refuses a digit of two or more characters with "Number {x} is not valid"', () => {
    expect(expandSpDpTp('12', { sp: true })).toEqual({ ok: false, message: 'Number 12 is not valid' });
    expect(expandSpDpTp('a', { sp: true })).toEqual({ ok: false, message: 'Number a is not valid' });
  });

  it('asks for the number when none is entered and for a set when none is ticked', () => {
    expect(expandSpDpTp(' ', { sp: true })).toEqual({ ok: false, message: 'Please enter the number' });
    expect(expandSpDpTp('3', {})).toEqual({ ok: false, message: 'Please select SP, DP or TP' });
  });
});

describe('SP Motor', () => {
  it('gives C(n,3) single panas, one per 3-subset of the n distinct digits, for every subset of digits', () => {
    for (const digits of SUBSETS) {
      const panas = spMotorPanas(digits);
      expect(panas, digits.join('')).toHaveLength(choose3(digits.length));
      expect(new Set(panas).size).toBe(panas.length);
      for (const p of panas) {
        expect(classifyPana(p)).toBe('single');
        for (const c of p) expect(digits).toContain(Number(c));
      }
      if (digits.length >= 3) {
        const result = expandSpMotor(digits.join(''));
        expect(result.ok && result.lines.map((l) => l.digits)).toEqual(panas);
        expect(result.ok && result.lines.every((l) => l.type === 'single_pana')).toBe(true);
      }
    }
  });

  it('turns "1230" into 123, 120, 130 and 230', () => {
    const result = expandSpMotor('1230');
    expect(result.ok && result.lines.map((l) => l.digits).sort()).toEqual(['120', '123', '130', '230']);
  });

  it('counts repeated digits once', () => {
    const result = expandSpMotor('11233');
    expect(result.ok && result.lines.map((l) => l.digits)).toEqual(['123']);
    expect(expandSpMotor('112')).toEqual({ ok: false, message: 'Digit not valid' });
  });

  it('needs at least three digits ("Digit not valid")', () => {
    expect(expandSpMotor('12')).toEqual({ ok: false, message: 'Digit not valid' });
    expect(expandSpMotor('')).toEqual({ ok: false, message: 'Please enter the number' });
    expect(expandSpMotor('12a4')).toEqual({ ok: false, message: 'Number 12a4 is not valid' });
  });
});

describe('DP Motor', () => {
  it('gives n(n−1) double panas whose two distinct digits come from the entry, for every subset of digits', () => {
    for (const digits of SUBSETS) {
      const panas = dpMotorPanas(digits);
      const n = digits.length;
      expect(panas, digits.join('')).toHaveLength(n * (n - 1));
      expect(new Set(panas).size).toBe(panas.length);
      const expected = ALL_PANAS.filter(
        (p) => classifyPana(p) === 'double' && [...p].every((c) => digits.includes(Number(c))),
      );
      expect([...panas].sort()).toEqual([...expected].sort());
      if (n >= 2) {
        const result = expandDpMotor(digits.join(''));
        expect(result.ok && result.lines.map((l) => l.digits)).toEqual(panas);
        expect(result.ok && result.lines.every((l) => l.type === 'double_pana')).toBe(true);
      }
    }
  });

  it('turns "123" into 112, 122, 113, 133, 223 and 233', () => {
    const result = expandDpMotor('123');
    expect(result.ok && result.lines.map((l) => l.digits).sort()).toEqual(['112', '113', '122', '133', '223', '233']);
  });

  it('needs at least two digits ("Please enter a valid Pana (at least 2 digits)")', () => {
    const message = 'Please enter a valid Pana (at least 2 digits)';
    expect(expandDpMotor('1')).toEqual({ ok: false, message });
    expect(expandDpMotor('11')).toEqual({ ok: false, message });
    expect(expandDpMotor('')).toEqual({ ok: false, message: 'Please enter the number' });
    expect(expandDpMotor('1-2')).toEqual({ ok: false, message: 'Number 1-2 is not valid' });
    const ten = expandDpMotor('10');
    expect(ten.ok && ten.lines.map((l) => l.digits)).toEqual(['110', '100']);
  });
});
