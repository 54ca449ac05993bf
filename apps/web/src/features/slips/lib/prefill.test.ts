import { describe, expect, it } from 'vitest';
import { boardOfSlip, lineTypesOf, prefillOf, saveLinesOf, slipSummary } from './prefill.ts';

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

describe('the board a slip is saved with', () => {
  const pana = (digits: string, type: 'single_pana' | 'double_pana' | 'triple_pana' = 'single_pana') => ({
    type,
    digits,
    closedigits: '',
    points: 10,
    session: 'open' as const,
  });
  const jodi = (digits: string, value: string) => ({
    type: 'jodi_digit' as const,
    digits,
    closedigits: '',
    points: 10,
    session: 'close' as const,
    board: { key: 'group_jodi', value },
  });

  it('is the lines’ board when they all came from one board instance, else none', () => {
    expect(boardOfSlip([jodi('17', '17'), jodi('12', '17')])).toEqual({ key: 'group_jodi', value: '17' });
    expect(boardOfSlip([jodi('17', '17'), jodi('28', '28')])).toBeNull();
    expect(boardOfSlip([jodi('17', '17'), { ...jodi('17', '17'), board: undefined }])).toBeNull();
    expect(boardOfSlip([pana('128')])).toBeNull();
  });

  it('is, on SP DP TP and the motors, the board their lines make', () => {
    expect(boardOfSlip([pana('128'), pana('100', 'double_pana'), pana('777', 'triple_pana')], 'sp_dp_tp')).toEqual({
      key: 'sp_dp_tp',
      value: '1',
    });
    expect(boardOfSlip([pana('128'), pana('129')], 'sp_dp_tp')).toBeNull();
    expect(boardOfSlip([pana('123'), pana('124'), pana('134'), pana('234')], 'sp_motor')).toEqual({
      key: 'sp_motor',
      value: '1234',
    });
  });
});
