import { describe, expect, it } from 'vitest';
import { formatPhone, formatPoints, truncateUsername } from './format.ts';

describe('truncateUsername', () => {
  it('shows the first 10 characters followed by ... when the name is longer', () => {
    expect(truncateUsername('Rameshkumar Patil')).toBe('Rameshkuma...');
  });

  it('shows a name of 10 characters or fewer as it is', () => {
    expect(truncateUsername('Ramesh')).toBe('Ramesh');
    expect(truncateUsername('Abcdefghij')).toBe('Abcdefghij');
  });

  it('counts Devanagari and emoji as characters, never cutting one in half', () => {
    expect(truncateUsername('😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀😀...');
  });
});

describe('formatPoints and formatPhone', () => {
  it('groups points the Indian way', () => {
    expect(formatPoints(1234567)).toBe('12,34,567');
    for (const n of [0, 7, 99, 999, 1000, 12_345, 99_999, 100_000, 1_27_945, 98_76_54_321, -4_500, 12.9, 10 ** 15]) {
      expect(formatPoints(n), String(n)).toBe(Math.trunc(n).toLocaleString('en-IN'));
    }
    expect(formatPoints(Number.NaN)).toBe('0');
  });

  it('shows a 10-digit number with the +91 country code', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
  });
});
