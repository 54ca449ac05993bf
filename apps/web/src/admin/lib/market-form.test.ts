import { describe, expect, it } from 'vitest';
import { draftOf, isOvernight, toggleDay, validateMarket } from './market-form.ts';

const draft = {
  name: 'Kalyan',
  openTime: '3:45 pm',
  closeTime: '05:45 PM',
  days: '0123456',
  active: true,
  liabilityCap: '',
};

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
        liabilityCap: null,
      },
    });
  });

  it('needs a close time for a main market only', () => {
    expect(validateMarket('main', { ...draft, closeTime: '' })).toEqual({
      errors: { closeTime: 'Enter the close time like 11:40 PM' },
    });
    expect(validateMarket('starline', { ...draft, closeTime: '' })).toEqual({
      input: {
        kind: 'starline',
        name: 'Kalyan',
        openTime: '3:45 PM',
        days: '0123456',
        active: true,
        liabilityCap: null,
      },
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

  it('sends the liability cap as whole points, empty as none, and refuses anything else', () => {
    const capOf = (liabilityCap: string) => {
      const checked = validateMarket('main', { ...draft, liabilityCap });
      return 'input' in checked ? checked.input.liabilityCap : checked.errors.liabilityCap;
    };
    expect(capOf('')).toBeNull();
    expect(capOf(' 50,000 ')).toBe(50_000);
    expect(capOf('1')).toBe(1);
    expect(capOf('1000000000000')).toBe(1_000_000_000_000);
    for (const bad of ['0', '-5', '12.5', 'ten', '1000000000001']) {
      expect(capOf(bad)).toBe('Enter the cap as whole points from 1 to 1,000,000,000,000, or leave it empty');
    }
    expect(
      draftOf({
        id: 1,
        kind: 'main',
        name: 'K',
        openTime: '3:45 PM',
        closeTime: '5:45 PM',
        days: '1',
        active: true,
        sortOrder: 1,
        offDates: [],
        liabilityCap: 9500,
      }).liabilityCap,
    ).toBe('9500');
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
