import { describe, expect, it } from 'vitest';
import { validateAdjustment } from './wallet-adjustment.ts';

describe('a wallet adjustment', () => {
  it('takes a signed whole number of points and a reason', () => {
    expect(validateAdjustment('500', ' bonus ')).toEqual({ amount: 500, note: 'bonus' });
    expect(validateAdjustment('-1,200', 'refund reversed')).toEqual({ amount: -1200, note: 'refund reversed' });
    expect(validateAdjustment('+50', 'x')).toEqual({ amount: 50, note: 'x' });
  });

  it('requires a reason', () => {
    expect(validateAdjustment('500', '   ')).toEqual({ errors: { note: 'Please give the reason for the adjustment' } });
  });

  it('refuses 0, fractions and words', () => {
    expect(validateAdjustment('0', 'r')).toEqual({ errors: { amount: 'The amount cannot be 0' } });
    expect(validateAdjustment('10.5', 'r')).toEqual({
      errors: { amount: 'Enter a whole number of points, e.g. 500 or -200' },
    });
    expect(validateAdjustment('ten', '')).toEqual({
      errors: {
        amount: 'Enter a whole number of points, e.g. 500 or -200',
        note: 'Please give the reason for the adjustment',
      },
    });
  });
});
