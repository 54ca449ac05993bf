import { describe, expect, it } from 'vitest';
import { shownServerDate } from './server-date.ts';

describe('a date the server wrote, in the chosen language', () => {
  it("translates the month of the server's day-Month-year and keeps the digits and the time", () => {
    expect(shownServerDate('7-March-2026', 'en')).toBe('7-March-2026');
    expect(shownServerDate('7-March-2026', 'hi')).toBe('7-मार्च-2026');
    expect(shownServerDate('26-November-2026', 'mr')).toBe('26-नोव्हेंबर-2026');
    expect(shownServerDate('05-nov-2026', 'hi')).toBe('05-नवंबर-2026');
    expect(shownServerDate('23-May-2027 10:00 AM', 'mr')).toBe('23-मे-2027 10:00 AM');
    expect(shownServerDate('23-May-2027 10:00 AM', 'en')).toBe('23-May-2027 10:00 AM');
  });

  it('shows any other form as it came', () => {
    expect(shownServerDate('', 'hi')).toBe('');
    expect(shownServerDate('2026-03-07', 'hi')).toBe('2026-03-07');
    expect(shownServerDate('7-Marchy-2026', 'mr')).toBe('7-Marchy-2026');
  });
});
