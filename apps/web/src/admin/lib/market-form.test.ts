import { describe, expect, it } from 'vitest';
import { draftOf, isOvernight, toggleDay, validateMarket } from './market-form.ts';

const draft = { name: 'Kalyan', openTime: '3:45 pm', closeTime: '05:45 PM', days: '0123456', active: true };

describe('the market form', () => {
  it('sends times written h:mm AM/PM the domain way and a trimmed name', () => {
    expect(validateMarket('main', { ...draft, name: '  Kalyan   Night ' })).toEqual({
      input: {
        kind: 'main',
        name: 'Kalyan Night',
        openTime: '3:45 PM',
        closeTime: '5:45 PM',
        days: '0123456',
        active: true,
      },
    });
  });

  it('needs a close time for a main market only', () => {
    expect(validateMarket('main', { ...draft, closeTime: '' })).toEqual({
      errors: { closeTime: 'Enter the close time like 11:40 PM' },
    });
    expect(validateMarket('starline', { ...draft, closeTime: '' })).toEqual({
      input: { kind: 'starline', name: 'Kalyan', openTime: '3:45 PM', days: '0123456', active: true },
    });
  });

  it('refuses a missing name, a wrong time, equal open and close times and an empty week', () => {
    expect(validateMarket('main', { ...draft, name: ' ', openTime: '13:00 PM', days: '' })).toEqual({
      errors: {
        name: 'Please enter the market name',
        openTime: 'Enter the time like 9:40 PM',
        days: 'Choose at least one day',
      },
    });
    expect(validateMarket('main', { ...draft, closeTime: '3:45 PM' })).toEqual({
      errors: { closeTime: 'The close time must differ from the open time' },
    });
    expect(validateMarket('gali', { ...draft, name: 'x'.repeat(101) })).toEqual({
      errors: { name: 'The name must be at most 100 characters' },
    });
  });

  it('toggles weekdays keeping them in order', () => {
    expect(toggleDay('0123456', 0)).toBe('123456');
    expect(toggleDay('135', 2)).toBe('1235');
    expect(draftOf(null).days).toBe('0123456');
  });

  it('knows an overnight market by a close time before its open time', () => {
    expect(isOvernight('9:40 PM', '12:05 AM')).toBe(true);
    expect(isOvernight('3:45 PM', '5:45 PM')).toBe(false);
    expect(isOvernight('3:45 PM', null)).toBe(false);
  });
});
