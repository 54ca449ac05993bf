import { describe, expect, it } from 'vitest';
import { readEntry } from './result-entry.ts';

describe('reading a result entry', () => {
  it('gives a main open pana its ank, written pana-ank', () => {
    expect(readEntry('main', 'open', '128')).toMatchObject({ state: 'valid', result: '128-1', body: { pana: '128' } });
    expect(readEntry('main', 'open', ' 000 ')).toMatchObject({ state: 'valid', result: '000-0' });
  });

  it('gives a main close its ank, and the jodi and full result once the open pana is known', () => {
    const withOpen = readEntry('main', 'close', '357', '128');
    expect(withOpen).toMatchObject({ state: 'valid', result: '5-357' });
    expect(withOpen.state === 'valid' && withOpen.parts).toEqual([
      { label: 'Close pana', value: '357' },
      { label: 'Close ank', value: '5' },
      { label: 'Jodi', value: '15' },
      { label: 'Full result', value: '128-15-357' },
    ]);
    const withoutOpen = readEntry('main', 'close', '357');
    expect(withoutOpen.state === 'valid' && withoutOpen.parts.find((p) => p.label === 'Jodi')?.value).toBe('*5');
  });

  it('splits a Gali jodi into its left and right digit', () => {
    const reading = readEntry('gali', 'open', '07');
    expect(reading).toMatchObject({ state: 'valid', result: '07', body: { jodi: '07' } });
    expect(reading.state === 'valid' && reading.parts.map((p) => p.value)).toEqual(['07', '0', '7']);
  });

  it("refuses a number outside the 220 panas with 'Number {x} is not valid'", () => {
    expect(readEntry('main', 'open', '321')).toEqual({ state: 'invalid', message: 'Number 321 is not valid' });
    expect(readEntry('starline', 'open', '1234')).toEqual({ state: 'invalid', message: 'Number 1234 is not valid' });
    expect(readEntry('starline', 'open', '12a')).toEqual({ state: 'invalid', message: 'Number 12a is not valid' });
    expect(readEntry('gali', 'open', '4x')).toEqual({ state: 'invalid', message: 'Number 4x is not valid' });
  });

  it('waits for a complete number before refusing it, unless the entry is final', () => {
    expect(readEntry('main', 'open', '')).toEqual({ state: 'empty' });
    expect(readEntry('main', 'open', '12')).toEqual({ state: 'incomplete' });
    expect(readEntry('gali', 'open', '4')).toEqual({ state: 'incomplete' });
    expect(readEntry('main', 'open', '12', null, true)).toEqual({
      state: 'invalid',
      message: 'Number 12 is not valid',
    });
  });
});
