import { describe, expect, it } from 'vitest';
import { lineTypesOf, prefillOf, saveLinesOf, slipSummary } from './prefill.ts';

const line = (type: string, digits: string, points = 10, session: 'Open' | 'Close' = 'Open') => ({
  type,
  digits,
  closedigits: '',
  points,
  session,
});

describe('a slip from the server as a prefill', () => {
  it('reads each line’s type name back as its stored type and the session in lower case', () => {
    const prefill = prefillOf('main', {
      board: { key: 'sp_dp_tp', name: 'SP DP TP', value: '1', label: 'SP DP TP · 1' },
      lines: [line('Single Pana', '128'), line('Double Pana', '100', 20), line('Tripple Pana', '777', 30, 'Close')],
    });
    expect(prefill).toEqual({
      board: 'sp_dp_tp',
      boardValue: '1',
      lines: [
        { type: 'single_pana', digits: '128', closedigits: '', points: 10, session: 'open' },
        { type: 'double_pana', digits: '100', closedigits: '', points: 20, session: 'open' },
        { type: 'triple_pana', digits: '777', closedigits: '', points: 30, session: 'close' },
      ],
    });
    expect(lineTypesOf(prefill)).toEqual(['single_pana', 'double_pana', 'triple_pana']);
  });

  it('keeps a sangam’s second number and leaves out lines of types the family has not', () => {
    const half = { type: 'Half Sangam', digits: '5', closedigits: '128', points: 10, session: 'Open' as const };
    expect(prefillOf('main', { board: null, lines: [half] }).lines).toEqual([
      { type: 'half_sangam', digits: '5', closedigits: '128', points: 10, session: 'open' },
    ]);
    // Starline has no Jodi; an unknown type or board is dropped, never guessed.
    const prefill = prefillOf('starline', {
      board: { key: 'no_such_board', name: 'X', value: '', label: 'X' },
      lines: [line('Jodi Digit', '17'), line('Nonsense', '1'), line('Single Digit', '4')],
    });
    expect(prefill).toEqual({
      board: null,
      boardValue: '',
      lines: [{ type: 'single_digit', digits: '4', closedigits: '', points: 10, session: 'open' }],
    });
  });

  it('sums a slip up by its board’s label, else by its types', () => {
    expect(
      slipSummary({
        board: { key: 'group_jodi', name: 'Group Jodi', value: '17', label: 'Group Jodi · 17' },
        lines: [],
      }),
    ).toBe('Group Jodi · 17');
    expect(
      slipSummary({
        board: null,
        lines: [line('Single Pana', '128'), line('Single Pana', '137'), line('Double Pana', '100')],
      }),
    ).toBe('Single Pana, Double Pana');
  });

  it('writes a bid slip’s lines as the save call takes them', () => {
    expect(saveLinesOf([{ type: 'jodi_digit', digits: '17', closedigits: '', points: 10, session: 'close' }])).toEqual([
      { type: 'jodi_digit', digits: '17', closedigits: '', points: 10, session: 'Close' },
    ]);
  });
});
