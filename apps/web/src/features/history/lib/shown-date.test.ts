import { describe, expect, it } from 'vitest';
import { shownHistoryDate } from './shown-date.ts';

describe('a history date in the chosen language', () => {
  it("translates the month of the server's day-Month-year and keeps the digits", () => {
    expect(shownHistoryDate('7-March-2026', 'en')).toBe('7-March-2026');
    expect(shownHistoryDate('7-March-2026', 'hi')).toBe('7-मार्च-2026');
    expect(shownHistoryDate('26-November-2026', 'mr')).toBe('26-नोव्हेंबर-2026');
    expect(shownHistoryDate('05-nov-2026', 'hi')).toBe('05-नवंबर-2026');
  });

  it('shows any other form as it came', () => {
    expect(shownHistoryDate('', 'hi')).toBe('');
    expect(shownHistoryDate('2026-03-07', 'hi')).toBe('2026-03-07');
    expect(shownHistoryDate('7-Marchy-2026', 'mr')).toBe('7-Marchy-2026');
  });
});
