import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BID_TYPES, requireBidType } from './bid-types.ts';
import {
  insufficientBalanceMessage,
  isAllowedDigits,
  lineDigitsKind,
  prepareBidEntry,
  validateBidLine,
  validateSubmission,
} from './bid-validation.ts';
import { DIGITS, JODIS } from './digits.ts';
import { ALL_PANAS, DOUBLE_PANAS, SINGLE_PANAS, TRIPLE_PANAS } from './panas.ts';
import { FAMILIES } from './types.ts';

const main = (key: Parameters<typeof requireBidType>[1]) => requireBidType('main', key);

/** Every string of 0 to 3 digits: the candidates any digit field could hold. */
const CANDIDATES = ['', ...DIGITS, ...JODIS, ...Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))];

const SETS: Record<string, readonly string[]> = {
  digit: DIGITS,
  jodi: JODIS,
  single_pana: SINGLE_PANAS,
  double_pana: DOUBLE_PANAS,
  triple_pana: TRIPLE_PANAS,
  pana: ALL_PANAS,
};

describe('the digit sets of the bid screens', () => {
  it('accept exactly their set among all strings of up to three digits, for every game of every family', () => {
    for (const family of FAMILIES)
      for (const spec of BID_TYPES[family]) {
        const kind = lineDigitsKind(spec);
        const allowed = new Set(SETS[kind]);
        for (const s of CANDIDATES) {
          const check = validateBidLine(spec, { digits: s, closedigits: '128', points: 10 });
          expect(check.ok, `${family} ${spec.key} "${s}"`).toBe(allowed.has(s));
        }
      }
  });

  it('never accept a value outside their set, whatever is typed', () => {
    const typed = fc.oneof(fc.string({ maxLength: 5 }), fc.stringMatching(/^[0-9 ]{0,4}$/));
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILIES.flatMap((f) => BID_TYPES[f])),
        typed,
        typed,
        (spec, digits, closedigits) => {
          const check = validateBidLine(spec, { digits, closedigits, points: '50' });
          if (!check.ok) return;
          expect(SETS[lineDigitsKind(spec)]).toContain(check.line.digits);
          if (spec.closedigitsInput) expect(ALL_PANAS).toContain(check.line.closedigits);
          else expect(check.line.closedigits).toBe('');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('take the motors free digits and nothing else', () => {
    expect(isAllowedDigits('motor_digits', '1230')).toBe(true);
    expect(isAllowedDigits('motor_digits', '')).toBe(false);
    expect(isAllowedDigits('motor_digits', '12 3')).toBe(false);
  });
});

describe('a bid line', () => {
  const single = main('single_digit');

  it('asks for the number before anything else', () => {
    expect(validateBidLine(single, { digits: '', points: '' })).toEqual({
      ok: false,
      message: 'Please enter the number',
    });
    expect(validateBidLine(single, { points: 5 })).toEqual({ ok: false, message: 'Please enter the number' });
  });

  it('refuses an invalid digit before looking at the points', () => {
    expect(validateBidLine(single, { digits: '12', points: '' })).toEqual({
      ok: false,
      message: 'Number 12 is not valid',
    });
    expect(validateBidLine(main('jodi_digit'), { digits: '7', points: 5 })).toEqual({
      ok: false,
      message: 'Number 7 is not valid',
    });
  });

  it('then asks for the points, then for at least 10', () => {
    expect(validateBidLine(single, { digits: '5' })).toEqual({ ok: false, message: 'Please enter point' });
    expect(validateBidLine(single, { digits: '5', points: ' ' })).toEqual({ ok: false, message: 'Please enter point' });
    expect(validateBidLine(single, { digits: '5', points: 'ten' })).toEqual({
      ok: false,
      message: 'Please enter point',
    });
    expect(validateBidLine(single, { digits: '5', points: '10.5' })).toEqual({
      ok: false,
      message: 'Please enter point',
    });
    for (const points of [9, '9', 0, '-5', -20, 5.5]) {
      expect(validateBidLine(single, { digits: '5', points }), String(points)).toEqual({
        ok: false,
        message: 'Required minimum bid amount is 10',
      });
    }
  });

  it('accepts 10 points and more, as a number or a string of digits', () => {
    expect(validateBidLine(single, { digits: '5', points: '10' })).toEqual({
      ok: true,
      line: { type: 'single_digit', digits: '5', closedigits: '', points: 10 },
    });
    expect(validateBidLine(single, { digits: 5, points: 20 })).toMatchObject({
      ok: true,
      line: { digits: '5', points: 20 },
    });
  });

  it('refuses points above the remaining wallet, with Starline’s own comma', () => {
    expect(validateBidLine(single, { digits: '5', points: 101 }, { remainingWallet: 100 })).toEqual({
      ok: false,
      message: 'Insufficient balance please refill your account',
    });
    expect(validateBidLine(single, { digits: '5', points: 100 }, { remainingWallet: 100 }).ok).toBe(true);
    const star = requireBidType('starline', 'single_digit');
    expect(validateBidLine(star, { digits: '5', points: 101 }, { remainingWallet: 100 })).toEqual({
      ok: false,
      message: 'Insufficient balance, please refill your account',
    });
    expect(insufficientBalanceMessage('gali')).toBe('Insufficient balance please refill your account');
  });

  it('checks the Half Sangam pana after its digit and before the points', () => {
    const half = main('half_sangam');
    expect(validateBidLine(half, { digits: '1', closedigits: '', points: '' })).toEqual({
      ok: false,
      message: 'Please enter the number',
    });
    expect(validateBidLine(half, { digits: '1', closedigits: '218', points: '' })).toEqual({
      ok: false,
      message: 'Number 218 is not valid',
    });
    expect(validateBidLine(half, { digits: '1', closedigits: '357', points: 10 })).toEqual({
      ok: true,
      line: { type: 'half_sangam', digits: '1', closedigits: '357', points: 10 },
    });
  });

  it('checks both Full Sangam panas against the 220', () => {
    const full = main('full_sangam');
    expect(validateBidLine(full, { digits: '128', closedigits: '300', points: 10 }).ok).toBe(true);
    expect(validateBidLine(full, { digits: '182', closedigits: '300', points: 10 })).toEqual({
      ok: false,
      message: 'Number 182 is not valid',
    });
  });

  it('types the lines of an expansion as the panas they are', () => {
    expect(validateBidLine(main('sp_dp_tp'), { digits: '777', points: 10 })).toMatchObject({
      ok: true,
      line: { type: 'triple_pana' },
    });
    expect(validateBidLine(main('sp_dp_tp'), { digits: '100', points: 10 })).toMatchObject({
      ok: true,
      line: { type: 'double_pana' },
    });
    expect(validateBidLine(main('sp_motor'), { digits: '123', points: 10 })).toMatchObject({
      ok: true,
      line: { type: 'single_pana' },
    });
    expect(validateBidLine(main('sp_motor'), { digits: '112', points: 10 })).toEqual({
      ok: false,
      message: 'Number 112 is not valid',
    });
    expect(validateBidLine(main('dp_motor'), { digits: '112', points: 10 })).toMatchObject({
      ok: true,
      line: { type: 'double_pana' },
    });
  });
});

describe('Proceed on a bid screen', () => {
  it('adds one line with the chosen session, or the session the game fixes', () => {
    expect(prepareBidEntry(main('single_digit'), { session: 'close', digits: '4', points: '20' }, 100)).toEqual({
      ok: true,
      lines: [{ type: 'single_digit', digits: '4', closedigits: '', points: 20, session: 'close' }],
      total: 20,
    });
    expect(prepareBidEntry(main('jodi_digit'), { session: 'open', digits: '45', points: 20 }, 100)).toMatchObject({
      ok: true,
      lines: [{ session: 'close' }],
    });
    expect(
      prepareBidEntry(requireBidType('starline', 'single_pana'), { digits: '128', points: 20 }, 100),
    ).toMatchObject({
      ok: true,
      lines: [{ session: 'open', type: 'single_pana' }],
    });
    expect(prepareBidEntry(main('single_digit'), { digits: '4', points: 20 }, 100)).toMatchObject({
      lines: [{ session: 'open' }],
    });
  });

  it('reports the first problem of a single line', () => {
    expect(prepareBidEntry(main('single_digit'), { digits: '4', points: 200 }, 100)).toEqual({
      ok: false,
      message: 'Insufficient balance please refill your account',
    });
  });

  it('expands SP DP TP into as many lines, each with the points', () => {
    const result = prepareBidEntry(
      main('sp_dp_tp'),
      { session: 'open', digits: '1', points: 10, sets: { sp: true, tp: true } },
      1000,
    );
    expect(result.ok && result.lines).toHaveLength(13);
    expect(result.ok && result.total).toBe(130);
    expect(
      result.ok && result.lines.every((l) => l.points === 10 && l.session === 'open' && l.closedigits === ''),
    ).toBe(true);
  });

  it('checks the digits of an expansion before the points and the points before the balance', () => {
    expect(prepareBidEntry(main('sp_motor'), { digits: '12', points: '' }, 0)).toEqual({
      ok: false,
      message: 'Digit not valid',
    });
    expect(prepareBidEntry(main('sp_motor'), { digits: '123', points: '' }, 0)).toEqual({
      ok: false,
      message: 'Please enter point',
    });
    expect(prepareBidEntry(main('sp_motor'), { digits: '123', points: 5 }, 0)).toEqual({
      ok: false,
      message: 'Required minimum bid amount is 10',
    });
    expect(prepareBidEntry(main('dp_motor'), { digits: '1', points: 10 }, 0)).toEqual({
      ok: false,
      message: 'Please enter a valid Pana (at least 2 digits)',
    });
    expect(prepareBidEntry(main('sp_dp_tp'), { digits: '12', points: 10, sets: { sp: true } }, 0)).toEqual({
      ok: false,
      message: 'Number 12 is not valid',
    });
  });

  it('refuses a motor whose lines cost more than the remaining wallet with "Not enough balance!"', () => {
    // "1234" gives 4 single panas: 40 points.
    expect(prepareBidEntry(main('sp_motor'), { digits: '1234', points: 10 }, 39)).toEqual({
      ok: false,
      message: 'Not enough balance!',
    });
    expect(prepareBidEntry(main('sp_motor'), { digits: '1234', points: 10 }, 40)).toMatchObject({
      ok: true,
      total: 40,
    });
    expect(prepareBidEntry(main('dp_motor'), { digits: '12', points: 10 }, 19)).toEqual({
      ok: false,
      message: 'Not enough balance!',
    });
    expect(prepareBidEntry(main('sp_dp_tp'), { digits: '1', points: 10, sets: { tp: true } }, 9)).toEqual({
      ok: false,
      message: 'Insufficient balance please refill your account',
    });
  });

  it('treats missing SP DP TP ticks as nothing ticked', () => {
    expect(prepareBidEntry(main('sp_dp_tp'), { digits: '1', points: 10 }, 100)).toEqual({
      ok: false,
      message: 'Please select SP, DP or TP',
    });
  });
});

describe('a submission on the server', () => {
  const single = main('single_digit');

  it('accepts lines whose total is within the wallet, each in its own session', () => {
    const result = validateSubmission(single, {
      lines: [
        { digits: '1', points: '40', session: 'Open' },
        { digits: '2', points: 60, session: 'closed' },
        { digits: '3', points: 10 },
      ],
      wallet: 110,
      defaultSession: 'close',
    });
    expect(result).toEqual({
      ok: true,
      total: 110,
      lines: [
        { type: 'single_digit', digits: '1', closedigits: '', points: 40, session: 'open' },
        { type: 'single_digit', digits: '2', closedigits: '', points: 60, session: 'close' },
        { type: 'single_digit', digits: '3', closedigits: '', points: 10, session: 'close' },
      ],
    });
  });

  it('refuses a total above the wallet, even when every line fits alone', () => {
    const lines = [
      { digits: '1', points: 60 },
      { digits: '2', points: 60 },
    ];
    expect(validateSubmission(single, { lines, wallet: 100 })).toEqual({
      ok: false,
      message: 'Insufficient balance please refill your account',
      index: null,
    });
    expect(validateSubmission(requireBidType('starline', 'single_digit'), { lines, wallet: 100 })).toMatchObject({
      message: 'Insufficient balance, please refill your account',
    });
    expect(validateSubmission(main('sp_motor'), { lines: [{ digits: '123', points: 60 }], wallet: 59 })).toMatchObject({
      message: 'Not enough balance!',
    });
  });

  it('names the first refused line', () => {
    const lines = [
      { digits: '1', points: 60 },
      { digits: '22', points: 60 },
      { digits: '', points: 60 },
    ];
    expect(validateSubmission(single, { lines, wallet: 1000 })).toEqual({
      ok: false,
      message: 'Number 22 is not valid',
      index: 1,
    });
  });

  it('refuses an empty submission', () => {
    expect(validateSubmission(single, { lines: [], wallet: 1000 })).toEqual({
      ok: false,
      message: 'Please enter the number',
      index: null,
    });
  });

  it('never lets a sum beyond safe integers through', () => {
    const lines = [
      { digits: '1', points: Number.MAX_SAFE_INTEGER },
      { digits: '2', points: Number.MAX_SAFE_INTEGER },
    ];
    expect(validateSubmission(single, { lines, wallet: Number.MAX_SAFE_INTEGER }).ok).toBe(false);
  });
});
