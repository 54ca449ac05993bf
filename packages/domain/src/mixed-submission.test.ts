import { describe, expect, it } from 'vitest';
import { requireBidType } from './bid-types.ts';
import { namesOwnType, validateMixedSubmission } from './mixed-submission.ts';

describe('a submission whose lines name their own types', () => {
  it('checks each line by its own type, the call\'s type for lines that name none, and types each stored line', () => {
    const check = validateMixedSubmission('main', {
      fallback: requireBidType('main', 'single_digit'),
      defaultSession: 'close',
      lines: [
        { digits: '4', points: 10 },
        { type: 'Double Pana', digits: '112', points: '20', session: 'Open' },
        { type: 'jodi_digit', digits: '47', points: 10, session: 'Open' },
        { type: 'SP Motor', digits: '123', points: 10, session: 'Open' },
      ],
    });
    expect(check).toEqual({
      ok: true,
      total: 50,
      specs: [
        requireBidType('main', 'single_digit'),
        requireBidType('main', 'double_pana'),
        requireBidType('main', 'jodi_digit'),
        requireBidType('main', 'sp_motor'),
      ],
      lines: [
        { type: 'single_digit', digits: '4', closedigits: '', points: 10, session: 'close' },
        { type: 'double_pana', digits: '112', closedigits: '', points: 20, session: 'open' },
        // Jodi has no session of its own: stored close.
        { type: 'jodi_digit', digits: '47', closedigits: '', points: 10, session: 'close' },
        { type: 'single_pana', digits: '123', closedigits: '', points: 10, session: 'open' },
      ],
    });
  });

  it('fixes Starline lines to Open and Gali lines to Close', () => {
    const star = validateMixedSubmission('starline', { fallback: null, lines: [{ type: 'Triple Pana', digits: '777', points: 10, session: 'Close' }] });
    expect(star).toMatchObject({ ok: true, lines: [{ type: 'triple_pana', session: 'open' }] });
    const gali = validateMixedSubmission('gali', { fallback: null, lines: [{ type: 'Left Digit', digits: '7', points: 10, session: 'Open' }] });
    expect(gali).toMatchObject({ ok: true, lines: [{ type: 'left_digit', session: 'close' }] });
  });

  it('refuses the whole submission at its first bad line, naming why and where', () => {
    const lines = [
      { type: 'Single Pana', digits: '128', points: 10 },
      { type: 'Single Pana', digits: '112', points: 10 },
      { type: 'Single Pana', digits: '129', points: 5 },
    ];
    expect(validateMixedSubmission('main', { fallback: null, lines })).toEqual({ ok: false, message: 'Number 112 is not valid', index: 1 });
    expect(validateMixedSubmission('main', { fallback: null, lines: [{ type: 'Left Digit', digits: '1', points: 10 }] })).toEqual({ ok: false, message: 'Invalid bid type', index: 0 });
    expect(validateMixedSubmission('main', { fallback: null, lines: [{ digits: '1', points: 10 }] })).toEqual({ ok: false, message: 'Invalid bid type', index: 0 });
    expect(validateMixedSubmission('main', { fallback: null, lines: [] })).toEqual({ ok: false, message: 'Please enter the number', index: null });
    const huge = [{ type: 'Single Digit', digits: '1', points: Number.MAX_SAFE_INTEGER }, { type: 'Single Digit', digits: '2', points: 10 }];
    expect(validateMixedSubmission('starline', { fallback: null, lines: huge })).toEqual({ ok: false, message: 'Insufficient balance, please refill your account', index: null });
  });

  it('reads an empty type as no type', () => {
    expect(namesOwnType({ type: '' })).toBe(false);
    expect(namesOwnType({ type: null })).toBe(false);
    expect(namesOwnType({})).toBe(false);
    expect(namesOwnType({ type: 'Jodi' })).toBe(true);
  });
});
