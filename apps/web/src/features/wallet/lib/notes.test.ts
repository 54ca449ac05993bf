import { afterEach, describe, expect, it } from 'vitest';
import { gameName } from '../../../components/games/names.ts';
import { loadLocale } from '../../../lib/i18n/i18n.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownNote } from './notes.ts';

const games = {
  bidType: (key: string) => key,
  board: (key: string) => key,
  session: (session: 'open' | 'close') => session,
  name: (english: string) => gameName(english),
};

afterEach(() => locale.set('en'));

describe("a wallet entry's note in the chosen language", () => {
  it('leaves every note as the server wrote it in English', () => {
    expect(shownNote('Bid: Kalyan Morning, 23-November-2026 (10 bids)', games, 'en')).toBe(
      'Bid: Kalyan Morning, 23-November-2026 (10 bids)',
    );
  });

  it('puts the bid, win and plain notes in Hindi, the market, digits and counts as they are', async () => {
    await loadLocale('hi');
    expect(shownNote('Bid: Kalyan Morning, 23-November-2026 (10 bids)', games, 'hi')).toBe(
      'बोली: Kalyan Morning, 23-नवंबर-2026 (10 बोलियाँ)',
    );
    expect(shownNote('Win: Main Bazar, Single Pana 128 (Open), 7-March-2026', games, 'hi')).toBe(
      'जीत: Main Bazar, सिंगल पाना 128 (ओपन), 7-मार्च-2026',
    );
    expect(shownNote('Win reversed: Gali, Jodi Digit 47, 7-March-2026', games, 'hi')).toBe(
      'जीत वापस ली गई: Gali, जोड़ी 47, 7-मार्च-2026',
    );
    expect(shownNote('Bid: Kalyan Morning, 23-November-2026 (1 bid)', games, 'hi')).toBe(
      'बोली: Kalyan Morning, 23-नवंबर-2026 (1 बोली)',
    );
    expect(shownNote('Points received', games, 'hi')).toBe('पॉइंट्स मिले');
    expect(shownNote('Adjustment: Diwali bonus', games, 'hi')).toBe('एडजस्टमेंट: Diwali bonus');
  });

  it("shows any other note (a deposit's or a transfer's details) as it came", async () => {
    await loadLocale('mr');
    for (const note of [
      'Deposit #12 by GPay, UTR 123456789012',
      'Transfer to Ravi (9876543210)',
      'Withdrawal #7 to Paytm 9000000033 (points held)',
    ]) {
      expect(shownNote(note, games, 'mr')).toBe(note);
    }
    expect(shownNote('Bid: Milan Day, 1-January-2027 (1 bid)', games, 'mr')).toBe(
      'बोली: Milan Day, 1-जानेवारी-2027 (1 बोली)',
    );
  });
});
