import { describe, expect, it } from 'vitest';
import { replayTarget } from './replay.ts';

const KALYAN = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };
const line = (type: string, digits: string, session: 'Open' | 'Close' = 'Open') => ({
  type,
  digits,
  closedigits: '',
  points: 10,
  session,
});

describe('where a replayed slip goes', () => {
  it('to its board’s screen for this market, the board and its lines as the prefill', () => {
    const board = { key: 'group_jodi', name: 'Group Jodi', value: '17', label: 'Group Jodi · 17' };
    expect(
      replayTarget(
        'main',
        { ...KALYAN, pana: 'Jodi Digit' },
        { board, lines: [line('Jodi Digit', '17', 'Close'), line('Jodi Digit', '12', 'Close')] },
      ),
    ).toEqual({
      path: '/board/main/group-jodi',
      state: {
        ...KALYAN,
        slip: {
          board: 'group_jodi',
          boardValue: '17',
          lines: [
            { type: 'jodi_digit', digits: '17', closedigits: '', points: 10, session: 'close' },
            { type: 'jodi_digit', digits: '12', closedigits: '', points: 10, session: 'close' },
          ],
        },
      },
    });
  });

  it('to SP DP TP’s own screen for its board, and to a plain type’s screen labelled with its name', () => {
    const spDpTp = { key: 'sp_dp_tp', name: 'SP DP TP', value: '1', label: 'SP DP TP · 1' };
    expect(
      replayTarget('main', KALYAN, { board: spDpTp, lines: [line('Single Pana', '128'), line('Double Pana', '100')] })
        ?.path,
    ).toBe('/spdptp');
    const plain = replayTarget('main', KALYAN, { board: null, lines: [line('Half Sangam', '5')] });
    expect(plain?.path).toBe('/halfsangam');
    expect(plain?.state.pana).toBe('Half Sangam');
  });

  it('nowhere when nothing of the slip is a type of the family', () => {
    expect(replayTarget('starline', KALYAN, { board: null, lines: [line('Jodi Digit', '17')] })).toBeNull();
    expect(replayTarget('main', KALYAN, { board: null, lines: [] })).toBeNull();
  });
});
