import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, formatRatePair, fromRateRow, isValidRatePair, RATE_KEYS, toRateRow } from './rates.ts';

describe('rates', () => {
  it('seed the default pairs of docs/rules.md#rates', () => {
    const shown = (family: keyof typeof DEFAULT_RATES) =>
      RATE_KEYS[family].map((k) => `${k} ${formatRatePair(DEFAULT_RATES[family][k] ?? { val1: 0, val2: 0 })}`);
    expect(shown('main')).toEqual([
      'single_digit 10-95',
      'jodi_digit 10-950',
      'single_pana 10-1500',
      'double_pana 10-3000',
      'tripple_pana 10-7000',
      'half_sangam 10-10000',
      'full_sangam 10-100000',
    ]);
    expect(shown('starline')).toEqual([
      'single_digit 10-95',
      'single_pana 10-1500',
      'double_pana 10-3000',
      'tripple_pana 10-7000',
    ]);
    // Gali: Left Digit, Right Digit, Jodi Digit
    expect(shown('gali')).toEqual(['single_digit 10-95', 'single_pana 10-95', 'double_pana 10-950']);
  });

  it('write and read the legacy game_rates row of a family', () => {
    const row = toRateRow('gali', DEFAULT_RATES.gali);
    expect(row).toEqual({
      single_digit_val_1: 10,
      single_digit_val_2: 95,
      single_pana_val_1: 10,
      single_pana_val_2: 95,
      double_pana_val_1: 10,
      double_pana_val_2: 950,
    });
    expect(fromRateRow('gali', row)).toEqual(DEFAULT_RATES.gali);
    expect(fromRateRow('main', toRateRow('main', DEFAULT_RATES.main))).toEqual(DEFAULT_RATES.main);
    expect(toRateRow('starline', { single_digit: { val1: 10, val2: 95 } })).toEqual({
      single_digit_val_1: 10,
      single_digit_val_2: 95,
    });
  });

  it('read digit strings and leave out pairs that are missing or not whole', () => {
    expect(
      fromRateRow('starline', {
        single_digit_val_1: '10',
        single_digit_val_2: ' 95 ',
        single_pana_val_1: '0',
        single_pana_val_2: '1500',
        double_pana_val_1: 10,
        double_pana_val_2: '3000.5',
        tripple_pana_val_1: null,
      }),
    ).toEqual({ single_digit: { val1: 10, val2: 95 } });
  });

  it('call a pair valid when val1 is positive and both are whole', () => {
    expect(isValidRatePair({ val1: 10, val2: 0 })).toBe(true);
    expect(isValidRatePair({ val1: 0, val2: 95 })).toBe(false);
    expect(isValidRatePair({ val1: 10, val2: -1 })).toBe(false);
    expect(isValidRatePair({ val1: 1.5, val2: 95 })).toBe(false);
  });
});
