import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBidType } from './bid-types.ts';
import { validateBidLine } from './bid-validation.ts';
import { boardFromName, boardLabel, type BoardLine, BOARDS, boardsOf, getBoard } from './board-catalogue.ts';
import { boardOfExpansionLines, boardSessionRule, checkBoardLines, cutDigit, expandBoard, typeBoardLines } from './boards.ts';
import { ALL_PANAS, ankOf, classifyPana } from './panas.ts';
import { type Family } from './types.ts';

const board = (key: string) => {
  const b = getBoard(key);
  if (!b) throw new Error(`no board ${key}`);
  return b;
};
const lines = (key: string, value: unknown): BoardLine[] => {
  const e = expandBoard(board(key), value);
  if (!e.ok) throw new Error(`${key} ${String(value)}: ${e.message}`);
  return e.lines;
};
const digitsOf = (key: string, value: unknown) => lines(key, value).map((l) => l.digits);

const digit = fc.integer({ min: 0, max: 9 });
const jodi = fc.tuple(digit, digit).map(([a, b]) => `${a}${b}`);
const pana = fc.constantFrom(...ALL_PANAS);
const digitSet = fc.uniqueArray(digit, { minLength: 1, maxLength: 10 }).map((ds) => ds.join(''));

/** Every value a board can take, generated: a board with one of its values. */
const boardValue: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.constant<[string, string]>(['single_digit_bulk', '']),
  fc.constant<[string, string]>(['jodi_bulk', '']),
  digit.map((d): [string, string] => ['pana_bulk', String(d)]),
  digit.map((d): [string, string] => ['sp_dp_tp', String(d)]),
  fc.constantFrom<[string, string]>(['odd_even', 'Odd'], ['odd_even', 'Even'], ['red_bracket', 'Full'], ['red_bracket', 'Half']),
  fc
    .tuple(fc.option(digit, { nil: undefined }), fc.option(digit, { nil: undefined }))
    .filter(([l, r]) => l !== undefined || r !== undefined)
    .map(([l, r]): [string, string] => ['digit_based_jodi', [l !== undefined ? `left ${l}` : '', r !== undefined ? `right ${r}` : ''].filter(Boolean).join(' ')]),
  fc.tuple(digitSet, digitSet, fc.boolean()).map(([l, r, w]): [string, string] => ['crossing', `${l}/${r}${w ? ' without pairs' : ''}`]),
  jodi.map((j): [string, string] => ['group_jodi', j]),
  fc.tuple(digit, digit).map(([a, b]): [string, string] => ['two_digit_panel', `${a}${b}`]),
  pana.map((p): [string, string] => ['family_panel', p]),
  fc.uniqueArray(digit, { minLength: 3, maxLength: 10 }).map((ds): [string, string] => ['sp_motor', ds.join('')]),
  fc.uniqueArray(digit, { minLength: 2, maxLength: 10 }).map((ds): [string, string] => ['dp_motor', ds.join('')]),
);

describe('every board (properties)', () => {
  it('expands into distinct lines, each a valid line of its type on every family that offers the board', () => {
    fc.assert(
      fc.property(boardValue, ([key, value]) => {
        const b = board(key);
        const ls = lines(key, value);
        expect(ls.length).toBeGreaterThan(0);
        expect(new Set(ls.map((l) => l.digits)).size).toBe(ls.length);
        for (const family of b.families) {
          for (const l of ls) {
            expect(b.lineTypes).toContain(l.type);
            const spec = getBidType(family, l.type);
            if (!spec) throw new Error(`${family} has no ${l.type}`);
            const check = validateBidLine(spec, { digits: l.digits, points: 10 });
            expect(check, `${key} ${value} ${l.digits}`).toEqual({ ok: true, line: { type: l.type, digits: l.digits, closedigits: '', points: 10 } });
          }
        }
      }),
    );
  });

  it('accepts its own lines back, in any order and any non-empty part, and writes the value canonically', () => {
    fc.assert(
      fc.property(boardValue, fc.integer(), ([key, value], seed) => {
        const b = board(key);
        const ls = lines(key, value);
        const part = ls.filter((_, i) => (seed >> i % 31) & 1 || i === 0).reverse();
        const check = checkBoardLines(b.families[0] as Family, b.name, value, part);
        expect(check).toMatchObject({ ok: true, board: b });
        if (!check.ok) return;
        // The canonical value expands to the same lines.
        expect(digitsOf(key, check.value)).toEqual(ls.map((l) => l.digits));
      }),
    );
  });

  it('refuses any line outside the board, naming it and the board', () => {
    fc.assert(
      fc.property(boardValue, ([key, value]) => {
        const b = board(key);
        const inside = new Set(digitsOf(key, value));
        const type = b.lineTypes[0];
        const pool = type === 'single_digit' ? ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] : type === 'jodi_digit' ? Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')) : [...ALL_PANAS];
        const outside = pool.find((d) => !inside.has(d));
        if (outside === undefined) return;
        const lineType = type === 'single_digit' || type === 'jodi_digit' ? type : (`${classifyPana(outside)}_pana` as BoardLine['type']);
        const check = checkBoardLines(b.families[0] as Family, b.key, value, [{ type: lineType, digits: outside }]);
        expect(check).toEqual({ ok: false, message: expect.stringMatching(new RegExp(`^Number ${outside} is not part of ${b.name}`)) });
      }),
    );
  });
});

describe('the table of boards (docs/rules.md#boards)', () => {
  it('offers each board on the families the table names', () => {
    expect(boardsOf('main').map((b) => b.name)).toEqual(BOARDS.map((b) => b.name));
    expect(boardsOf('starline').map((b) => b.name)).toEqual(['Single Digit Bulk', 'Pana Bulk', 'Odd Even', 'Two Digit Panel', 'Family Panel']);
    expect(boardsOf('gali').map((b) => b.name)).toEqual(['Jodi Bulk', 'Red Bracket', 'Digit Based Jodi', 'Crossing', 'Group Jodi']);
  });

  it('cuts a digit to (x + 5) mod 10', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(cutDigit)).toEqual([5, 6, 7, 8, 9, 0, 1, 2, 3, 4]);
  });

  it('Single Digit Bulk: any of the ten digits; Jodi Bulk: any of the hundred jodis', () => {
    expect(digitsOf('single_digit_bulk', '')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(digitsOf('jodi_bulk', '')).toHaveLength(100);
  });

  it('Pana Bulk of an ank: its 12 single, 9 double and 1 triple panas', () => {
    fc.assert(
      fc.property(digit, (d) => {
        const ls = lines('pana_bulk', String(d));
        expect(ls.map((l) => l.type).sort()).toEqual([...Array(9).fill('double_pana'), ...Array(12).fill('single_pana'), 'triple_pana']);
        for (const l of ls) expect(ankOf(l.digits)).toBe(d);
      }),
    );
  });

  it('Odd Even: 1,3,5,7,9 or 0,2,4,6,8', () => {
    expect(digitsOf('odd_even', 'Odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(digitsOf('odd_even', 'even')).toEqual(['0', '2', '4', '6', '8']);
  });

  it('Red Bracket: ten jodis each, the pairs or the cut pairs', () => {
    expect(digitsOf('red_bracket', 'Full')).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(digitsOf('red_bracket', 'Half')).toEqual(['05', '16', '27', '38', '49', '50', '61', '72', '83', '94']);
    for (const j of digitsOf('red_bracket', 'Half')) expect(cutDigit(Number(j[0]))).toBe(Number(j[1]));
  });

  it('Digit Based Jodi: a0…a9, 0b…9b, and both is their union of 19', () => {
    fc.assert(
      fc.property(digit, digit, (a, b) => {
        const left = digitsOf('digit_based_jodi', `left ${a}`);
        const right = digitsOf('digit_based_jodi', `right ${b}`);
        expect(left).toEqual(Array.from({ length: 10 }, (_, i) => `${a}${i}`));
        expect(right).toEqual(Array.from({ length: 10 }, (_, i) => `${i}${b}`));
        const both = digitsOf('digit_based_jodi', `left ${a} right ${b}`);
        expect(both).toHaveLength(19);
        expect(new Set(both)).toEqual(new Set([...left, ...right]));
      }),
    );
  });

  it('Crossing: every jodi lr, |L|·|R| of them, or without the pairs l = r', () => {
    fc.assert(
      fc.property(digitSet, digitSet, fc.boolean(), (l, r, without) => {
        const e = expandBoard(board('crossing'), `${l}/${r}${without ? ' without pairs' : ''}`);
        const common = [...l].filter((d) => r.includes(d)).length;
        const expected = l.length * r.length - (without ? common : 0);
        if (expected === 0) {
          expect(e.ok).toBe(false);
          return;
        }
        if (!e.ok) throw new Error(e.message);
        expect(e.lines).toHaveLength(expected);
        for (const j of e.lines.map((x) => x.digits)) {
          expect(l).toContain(j[0]);
          expect(r).toContain(j[1]);
          if (without) expect(j[0]).not.toBe(j[1]);
        }
      }),
    );
    expect(digitsOf('crossing', '12/12 without pairs')).toEqual(['12', '21']);
  });

  it('Group Jodi: ab, its cuts and their reverses, distinct (12 → 8)', () => {
    expect(digitsOf('group_jodi', '12')).toEqual(['12', '17', '62', '67', '21', '71', '26', '76']);
    fc.assert(
      fc.property(digit, digit, (a, b) => {
        const group = digitsOf('group_jodi', `${a}${b}`);
        const cuts = (x: number) => [x, cutDigit(x)];
        const expected = new Set<string>();
        for (const x of cuts(a)) for (const y of cuts(b)) expected.add(`${x}${y}`).add(`${y}${x}`);
        expect(new Set(group)).toEqual(expected);
        // Every member's group is the same group.
        for (const j of group) expect(new Set(digitsOf('group_jodi', j))).toEqual(expected);
      }),
    );
    expect(digitsOf('group_jodi', '05')).toEqual(['05', '00', '55', '50']);
  });

  it('Two Digit Panel: every valid pana containing both digits (10 of them), or the digit at least twice', () => {
    fc.assert(
      fc.property(digit, digit, (a, b) => {
        const panas = digitsOf('two_digit_panel', `${a}${b}`);
        expect(panas).toHaveLength(10);
        const expected = ALL_PANAS.filter((p) => {
          const n = (d: number) => [...p].filter((c) => c === String(d)).length;
          return a === b ? n(a) >= 2 : n(a) > 0 && n(b) > 0;
        });
        expect(panas).toEqual(expected);
      }),
    );
    expect(lines('two_digit_panel', '12').map((l) => l.type)).toEqual([...Array(8).fill('single_pana'), 'double_pana', 'double_pana']);
  });

  it('Family Panel: every pana made by cutting any of its digits, itself included (123 → 8)', () => {
    expect(new Set(digitsOf('family_panel', '123'))).toEqual(new Set(['123', '128', '137', '178', '236', '268', '367', '678']));
    fc.assert(
      fc.property(pana, (p) => {
        const family = digitsOf('family_panel', p);
        expect(family).toContain(p);
        expect(family.length).toBeLessThanOrEqual(8);
        const sorted = (s: string) => [...s].sort().join('');
        for (const member of family) {
          const cut = (s: string) => sorted([...s].map((c) => String(Math.min(Number(c), cutDigit(Number(c))))).join(''));
          expect(cut(member)).toBe(cut(p));
          // Membership is symmetric: a member's family is the same family.
          expect(new Set(digitsOf('family_panel', member))).toEqual(new Set(family));
        }
      }),
    );
  });

  it('SP Motor and DP Motor expand as their screens do, with the digits written in pana order', () => {
    const e = expandBoard(board('sp_motor'), '8321');
    expect(e).toMatchObject({ ok: true, value: '1238' });
    if (e.ok) expect(e.lines).toHaveLength(4);
    expect(expandBoard(board('dp_motor'), '11')).toEqual({ ok: false, message: 'Number 11 is not valid' });
  });
});

describe('board entry and names', () => {
  it('reads a board name in any spelling and tells a missing or bad value', () => {
    expect(boardFromName('group jodi')?.key).toBe('group_jodi');
    expect(boardFromName('GROUP_JODI')?.key).toBe('group_jodi');
    expect(boardFromName('Red-Bracket')?.key).toBe('red_bracket');
    expect(boardFromName('Jackpot')).toBeNull();
    expect(boardFromName(7)).toBeNull();
    expect(expandBoard(board('group_jodi'), '')).toEqual({ ok: false, message: 'Please enter the Group Jodi value' });
    expect(expandBoard(board('group_jodi'), '123')).toEqual({ ok: false, message: 'Number 123 is not valid' });
    expect(expandBoard(board('family_panel'), '121')).toEqual({ ok: false, message: 'Number 121 is not valid' });
    expect(expandBoard(board('odd_even'), 'both')).toEqual({ ok: false, message: 'Please choose Odd or Even' });
    expect(expandBoard(board('red_bracket'), 'x')).toEqual({ ok: false, message: 'Please choose Full or Half' });
    expect(expandBoard(board('digit_based_jodi'), 'left')).toEqual({ ok: false, message: 'Please enter a left digit, a right digit or both' });
    expect(expandBoard(board('crossing'), '12')).toEqual({ ok: false, message: 'Please enter one to ten digits on each side' });
    expect(expandBoard(board('crossing'), '1/1 without pairs')).toEqual({ ok: false, message: 'Please enter one to ten digits on each side' });
  });

  it('refuses a board the family does not offer, an unknown board and a line of the wrong type', () => {
    expect(checkBoardLines('gali', 'Family Panel', '123', [])).toEqual({ ok: false, message: 'Family Panel is not offered on this market' });
    expect(checkBoardLines('main', 'Jackpot', '1', [])).toEqual({ ok: false, message: 'Unknown board' });
    expect(checkBoardLines('main', 'Family Panel', '123', [{ type: 'double_pana', digits: '128' }])).toEqual({
      ok: false,
      message: 'Number 128 is not a Family Panel · 123 line',
    });
  });

  it('labels a board with its value, and takes the session rule of its line type', () => {
    expect(boardLabel(board('group_jodi'), '17')).toBe('Group Jodi · 17');
    expect(boardLabel(board('jodi_bulk'), '')).toBe('Jodi Bulk');
    expect(boardSessionRule(board('group_jodi'), 'main')).toBe('none');
    expect(boardSessionRule(board('group_jodi'), 'gali')).toBe('close');
    expect(boardSessionRule(board('family_panel'), 'main')).toBe('choice');
    expect(boardSessionRule(board('family_panel'), 'starline')).toBe('open');
  });

  it('finds the board of the old apps\' SP DP TP, SP Motor and DP Motor submissions from their lines', () => {
    const sp = lines('sp_motor', '1238');
    expect(boardOfExpansionLines('sp_motor', sp)).toMatchObject({ board: { key: 'sp_motor' }, value: '1238' });
    expect(boardOfExpansionLines('dp_motor', lines('dp_motor', '321'))).toMatchObject({ value: '123' });
    const tp = lines('sp_dp_tp', '4').filter((l) => l.type === 'triple_pana');
    expect(boardOfExpansionLines('sp_dp_tp', tp)).toMatchObject({ value: '4' });
    expect(boardOfExpansionLines('sp_dp_tp', [{ type: 'single_pana', digits: '128' }, { type: 'single_pana', digits: '129' }])).toBeNull();
    expect(boardOfExpansionLines('sp_motor', [])).toBeNull();
  });
});

describe('typing a board\'s lines', () => {
  it('types the lines that name none as the board types their digits, and leaves the rest', () => {
    const lines = [{ digits: '112' }, { digits: 123 }, { digits: '345' }, { digits: '128', type: 'Triple Pana' }];
    expect(typeBoardLines('main', 'Two Digit Panel', '12', lines)).toEqual([
      { digits: '112', type: 'double_pana' },
      { digits: 123, type: 'single_pana' },
      { digits: '345' },
      { digits: '128', type: 'Triple Pana' },
    ]);
    expect(typeBoardLines('gali', 'Two Digit Panel', '12', lines)).toEqual(lines);
    expect(typeBoardLines('main', 'Two Digit Panel', '1', lines)).toEqual(lines);
    expect(typeBoardLines('main', undefined, '12', lines)).toEqual(lines);
  });
});
