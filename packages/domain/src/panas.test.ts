import { describe, expect, it } from 'vitest';
import { DIGITS, isDigit, isJodi, JODIS } from './digits.ts';
import {
  ALL_PANAS,
  ankOf,
  classifyPana,
  DOUBLE_PANAS,
  isPana,
  panaBidType,
  panasOfAnk,
  SINGLE_PANAS,
  toPana,
  TRIPLE_PANAS,
  writePana,
} from './panas.ts';

/** Brute force, independent of the module: is this 3-digit string a pana, and of which class? */
function bruteForceClass(s: string): 'single' | 'double' | 'triple' | null {
  const r = [...s].map((c) => (c === '0' ? 10 : Number(c)));
  const [a, b, c] = r as [number, number, number];
  if (!(a <= b && b <= c)) return null;
  const distinct = new Set(r).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

const ALL_THREE_DIGIT = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

describe('digits and jodis', () => {
  it('lists the ten digits 0-9 and the hundred jodis 00-99', () => {
    expect(DIGITS).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(JODIS).toHaveLength(100);
    expect(JODIS[0]).toBe('00');
    expect(JODIS[7]).toBe('07');
    expect(JODIS[99]).toBe('99');
  });

  it('accepts only one character as a digit and exactly two as a jodi', () => {
    expect(DIGITS.every(isDigit)).toBe(true);
    expect(JODIS.every(isJodi)).toBe(true);
    for (const bad of ['', ' 1', '10', 'a', '-1', '1.', '٣']) expect(isDigit(bad)).toBe(false);
    for (const bad of ['', '1', '100', '1a', ' 12', '12 ', '-1']) expect(isJodi(bad)).toBe(false);
  });
});

describe('panas', () => {
  it('has 120 single, 90 double and 10 triple panas, 220 in all, without repeats', () => {
    expect(SINGLE_PANAS).toHaveLength(120);
    expect(DOUBLE_PANAS).toHaveLength(90);
    expect(TRIPLE_PANAS).toHaveLength(10);
    expect(ALL_PANAS).toHaveLength(220);
    expect(new Set(ALL_PANAS).size).toBe(220);
  });

  it('classifies every three-digit string exactly as the ascending-with-zero-last rule does', () => {
    for (const s of ALL_THREE_DIGIT) {
      const expected = bruteForceClass(s);
      expect(classifyPana(s), s).toBe(expected);
      expect(isPana(s), s).toBe(expected !== null);
      expect(toPana(s), s).toBe(expected === null ? null : s);
      expect(panaBidType(s), s).toBe(expected === null ? null : `${expected}_pana`);
    }
  });

  it('gives every pana the ank that is the sum of its digits mod 10', () => {
    for (const p of ALL_PANAS) {
      const sum = [...p].reduce((acc, c) => acc + Number(c), 0);
      expect(ankOf(p), p).toBe(sum % 10);
    }
    expect(ankOf('128')).toBe(1);
    expect(ankOf('357')).toBe(5);
  });

  it('has 12 single, 9 double and 1 triple pana for every ank', () => {
    for (let ank = 0; ank <= 9; ank++) {
      const singles = panasOfAnk(ank, 'single');
      const doubles = panasOfAnk(ank, 'double');
      const triples = panasOfAnk(ank, 'triple');
      expect(singles, `ank ${ank}`).toHaveLength(12);
      expect(doubles, `ank ${ank}`).toHaveLength(9);
      expect(triples, `ank ${ank}`).toHaveLength(1);
      for (const p of [...singles, ...doubles, ...triples]) expect(ankOf(p)).toBe(ank);
    }
    expect(panasOfAnk(0, 'triple')).toEqual(['000']);
    expect(panasOfAnk(1, 'triple')).toEqual(['777']);
    expect(panasOfAnk(3, 'triple')).toEqual(['111']);
  });

  it('writes panas in ascending order with 0 counting as 10, so 0 only stands last', () => {
    expect(SINGLE_PANAS[0]).toBe('123');
    expect(SINGLE_PANAS.at(-1)).toBe('890');
    expect(SINGLE_PANAS).toContain('120');
    for (const p of ['100', '110', '112', '990']) expect(DOUBLE_PANAS).toContain(p);
    expect(TRIPLE_PANAS).toEqual(['111', '222', '333', '444', '555', '666', '777', '888', '999', '000']);
    for (const p of ALL_PANAS) expect(p.indexOf('0') === -1 || /^[1-9]*0+$/.test(p), p).toBe(true);
    for (const bad of ['012', '102', '021', '210', '321', '001', '010', '1234', '12', '', ' 128']) {
      expect(isPana(bad), bad).toBe(false);
    }
  });

  it('writes any three digits as their pana', () => {
    expect(writePana([0, 2, 1])).toBe('120');
    expect(writePana([3, 0, 0])).toBe('300');
    expect(writePana([9, 9, 9])).toBe('999');
    for (let a = 0; a <= 9; a++)
      for (let b = 0; b <= 9; b++) for (let c = 0; c <= 9; c++) expect(isPana(writePana([a, b, c]))).toBe(true);
  });

  it('refuses to write anything but three digits 0-9', () => {
    expect(() => writePana([1, 2])).toThrow(RangeError);
    expect(() => writePana([1, 2, 10])).toThrow(RangeError);
    expect(() => writePana([1, 2, 1.5])).toThrow(RangeError);
    expect(() => writePana([-1, 2, 3])).toThrow(RangeError);
  });

  it('refuses the ank of a value that is not a pana', () => {
    expect(() => ankOf('012')).toThrow(RangeError);
    expect(() => ankOf('')).toThrow(RangeError);
  });
});
