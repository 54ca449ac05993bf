import { type BoardSpec, getBoard } from '@pana/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { type BoardInput, prepareBoardEntry } from './board-entry.ts';

const board = (key: string) => getBoard(key) as BoardSpec;
const input = (fields: Partial<BoardInput>): BoardInput => ({
  value: '',
  picked: [],
  points: '10',
  session: 'open',
  ...fields,
});

describe("a board screen's Proceed", () => {
  it('expands a board into lines of their own types, in the session their type gives them, carrying the board', () => {
    const check = prepareBoardEntry('main', board('group_jodi'), input({ value: '17', session: 'open' }), 1000);
    expect(check.ok && check.lines.map((l) => l.digits)).toEqual(['17', '12', '67', '62', '71', '21', '76', '26']);
    expect(check.ok && check.lines[0]).toEqual({
      type: 'jodi_digit',
      digits: '17',
      closedigits: '',
      points: 10,
      session: 'close',
      board: { key: 'group_jodi', value: '17' },
    });
    const panel = prepareBoardEntry(
      'starline',
      board('two_digit_panel'),
      input({ value: '12', session: 'close' }),
      1000,
    );
    expect(panel.ok && new Set(panel.lines.map((l) => l.type))).toEqual(new Set(['single_pana', 'double_pana']));
    expect(panel.ok && panel.lines.every((l) => l.session === 'open')).toBe(true);
    const odd = prepareBoardEntry('main', board('odd_even'), input({ value: 'odd', session: 'close' }), 1000);
    expect(odd.ok && [odd.value, odd.lines.map((l) => `${l.digits}${l.session}`)]).toEqual([
      'Odd',
      ['1close', '3close', '5close', '7close', '9close'],
    ]);
  });

  it('keeps only the picked numbers of a bulk board, and needs one', () => {
    const bulk = prepareBoardEntry(
      'gali',
      board('jodi_bulk'),
      input({ picked: ['05', '99', 'xx'], points: '20' }),
      1000,
    );
    expect(bulk.ok && bulk.lines.map((l) => [l.digits, l.points, l.session, l.board])).toEqual([
      ['05', 20, 'close', { key: 'jodi_bulk', value: '' }],
      ['99', 20, 'close', { key: 'jodi_bulk', value: '' }],
    ]);
    expect(prepareBoardEntry('main', board('single_digit_bulk'), input({}), 1000)).toEqual({
      ok: false,
      message: 'Please enter the number',
    });
    const pana = prepareBoardEntry(
      'main',
      board('pana_bulk'),
      input({ value: '1', picked: ['128', '119', '777'] }),
      1000,
    );
    expect(pana.ok && pana.lines.map((l) => [l.digits, l.type])).toEqual([
      ['128', 'single_pana'],
      ['119', 'double_pana'],
      ['777', 'triple_pana'],
    ]);
  });

  it('says the first problem: the value, then the points, then the balance', () => {
    expect(prepareBoardEntry('main', board('odd_even'), input({}), 1000)).toEqual({
      ok: false,
      message: 'Please choose Odd or Even',
    });
    expect(prepareBoardEntry('main', board('group_jodi'), input({ value: '' }), 1000)).toEqual({
      ok: false,
      message: 'Please enter the Group Jodi value',
    });
    expect(prepareBoardEntry('main', board('family_panel'), input({ value: '321', points: '' }), 1000)).toEqual({
      ok: false,
      message: 'Number 321 is not valid',
    });
    expect(prepareBoardEntry('main', board('crossing'), input({ value: '/4' }), 1000)).toEqual({
      ok: false,
      message: 'Please enter one to ten digits on each side',
    });
    expect(prepareBoardEntry('main', board('family_panel'), input({ value: '123', points: '' }), 1000)).toEqual({
      ok: false,
      message: 'Please enter point',
    });
    expect(prepareBoardEntry('main', board('red_bracket'), input({ value: 'Full', points: '5' }), 1000)).toEqual({
      ok: false,
      message: 'Required minimum bid amount is 10',
    });
    // Red Bracket Full: ten jodis × 10 = 100 against 99.
    expect(prepareBoardEntry('main', board('red_bracket'), input({ value: 'Full' }), 99)).toEqual({
      ok: false,
      message: 'Insufficient balance please refill your account',
    });
    expect(prepareBoardEntry('starline', board('odd_even'), input({ value: 'Even' }), 49)).toEqual({
      ok: false,
      message: 'Insufficient balance, please refill your account',
    });
    expect(prepareBoardEntry('main', board('red_bracket'), input({ value: 'Full' }), 100).ok).toBe(true);
  });
});
