import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SPEC_TEXT,
  BANK_TEXT,
  BID_SPEC_TEXT,
  BID_TYPES,
  biddingClosedMessage,
  BOARD_TEXT,
  BOARDS,
  ChainVerifier,
  FUND_SPEC_TEXT,
  getBidType,
  INVALID_BID_TYPE,
  LIMIT_KEYS,
  limitPassedMessage,
  numberNotValidMessage,
  OTP_SPEC_TEXT,
  parseQuickEntry,
  PASSWORD_TEXT,
  PHONE_SPEC_TEXT,
  PLAY_LIMIT_TEXT,
  type ResultChainEntry,
  TRANSFER_SPEC_TEXT,
  UTR_TEXT,
} from '../catalogue.ts';
import {
  compileMessages,
  isLocale,
  LANGUAGE_TEXT,
  LOCALES,
  MESSAGE_TEMPLATES,
  placeholdersOf,
  registerMessages,
  translateMessage,
  translateWith,
} from './index.ts';
import { MESSAGES_HI } from './messages.hi.ts';
import { MESSAGES_MR } from './messages.mr.ts';

registerMessages('hi', MESSAGES_HI);
registerMessages('mr', MESSAGES_MR);

const CATALOGUES = { hi: MESSAGES_HI, mr: MESSAGES_MR } as const;
/** Templates whose translation is the English itself: a name players use as is, or pure punctuation. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  'SP DP TP',
  '{item}: {message}',
  '{day}-{month}-{year}',
  '{date} {time}',
]);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every string of a text object (nested objects too); functions are called with `args`. */
function textsOf(value: unknown, args: unknown[]): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf((value as (...a: unknown[]) => unknown)(...args), args);
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => textsOf(v, args));
  return [];
}

describe('the message catalogue (ADR 020)', () => {
  it('lists each English template once', () => {
    expect(new Set(MESSAGE_TEMPLATES).size).toBe(MESSAGE_TEMPLATES.length);
  });

  for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
    it(`${locale}: has every template and nothing else, in Devanagari, with the same placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual([...MESSAGE_TEMPLATES].sort());
      for (const english of MESSAGE_TEMPLATES) {
        const translation = catalogue[english];
        expect(translation.trim(), english).not.toBe('');
        expect(placeholdersOf(translation).sort(), english).toEqual(placeholdersOf(english).sort());
        if (!SAME_IN_EVERY_LANGUAGE.has(english)) expect(translation, english).toMatch(DEVANAGARI);
      }
    });
  }

  it('translates exact messages and leaves English alone', () => {
    expect(translateMessage('hi', 'Please enter the number')).toBe('कृपया नंबर डालें');
    expect(translateMessage('mr', 'Please enter the number')).toBe('कृपया नंबर टाका');
    expect(translateMessage('en', 'Please enter the number')).toBe('Please enter the number');
  });

  it('puts the values of a message back into its translation', () => {
    expect(translateMessage('hi', numberNotValidMessage('345'))).toBe('नंबर 345 सही नहीं है');
    expect(translateMessage('mr', numberNotValidMessage('3 4'))).toBe('नंबर 3 4 योग्य नाही');
    expect(translateMessage('hi', FUND_SPEC_TEXT.minimumDeposit(500))).toBe('कम से कम 500 जमा करने होंगे');
    expect(translateMessage('mr', limitPassedMessage('stake_day', 5000))).toBe(
      'यामुळे तुमची 5,000 पॉइंट्सची रोजची बोली मर्यादा ओलांडली जाईल',
    );
    expect(translateMessage('hi', BOARD_TEXT.notOnBoard('17', 'Group Jodi · 12'))).toBe(
      'नंबर 17, Group Jodi · 12 में नहीं आता',
    );
    expect(translateMessage('mr', PLAY_LIMIT_TEXT.onBreak('cool_off', '24-November-2026 10:00 AM'))).toMatch(
      /^तुम्ही 24-नोव्हेंबर-2026 10:00 AM पर्यंत /,
    );
    expect(translateMessage('hi', PLAY_LIMIT_TEXT.onBreak('cool_off', '11/26/2026 05:00 PM'))).toBe(
      'आप 11/26/2026 05:00 PM तक ब्रेक पर हैं। तब तक बोली, जमा और ट्रांसफर बंद हैं; निकासी आप कर सकते हैं।',
    );
  });

  it("translates a value that is itself a message: a bid type's name, a wait, a quick-entry item's problem", () => {
    const closed = biddingClosedMessage(getBidType('main', 'single_pana')!.name);
    expect(translateMessage('hi', closed)).toBe('सिंगल पाना की बोली बंद हो चुकी है');
    expect(translateMessage('mr', closed)).toBe('सिंगल पानाची बोली बंद झाली आहे');
    expect(translateMessage('hi', 'Too many login attempts. Please try again after 5 minutes.')).toBe(
      'लॉगिन की बहुत ज़्यादा कोशिशें हुईं। कृपया 5 मिनट बाद फिर कोशिश करें।',
    );
    expect(translateMessage('mr', 'Please wait 1 second before requesting a new OTP.')).toBe(
      'नवीन OTP मागण्यापूर्वी कृपया 1 सेकंद थांबा.',
    );
    const quick = parseQuickEntry(getBidType('main', 'single_pana')!, '370*5', { remainingWallet: 1000 });
    expect(quick.ok).toBe(false);
    if (!quick.ok) expect(translateMessage('hi', quick.message)).toBe('370*5: कम से कम 10 पॉइंट्स की बोली लगानी होगी');
    // A value that only looks like a message stays as it came (a market's name, a slip's name).
    expect(translateMessage('hi', 'You already have a slip named Open')).toBe('Open नाम की स्लिप पहले से है');
  });

  it("translates the results log check's findings", async () => {
    const verifier = new ChainVerifier();
    await verifier.add([{ seq: 3 } as ResultChainEntry]);
    const found = verifier.finish();
    expect(found.ok).toBe(false);
    if (!found.ok) expect(translateMessage('mr', found.broken.reason)).toBe('नोंद #1 गहाळ आहे (पुढची नोंद #3 आहे)');
    expect(translateMessage('hi', 'Entry #7 is missing (the next entry is #9)')).toBe(
      'एंट्री #7 गायब है (अगली एंट्री #9 है)',
    );
    expect(translateMessage('mr', 'Entry #12 was changed: its contents do not match its hash')).toBe(
      'नोंद #12 बदलली आहे: तिची माहिती तिच्या हॅशशी जुळत नाही',
    );
  });

  it("translates the wallet history's notes: names, mobiles, UTRs and an operator's words as they came", () => {
    const cases: Array<[string, string, string]> = [
      [
        'Bid: Kalyan, Morning, 23-November-2026 (3 bids)',
        'बोली: Kalyan, Morning, 23-नवंबर-2026 (3 बोलियाँ)',
        'बोली: Kalyan, Morning, 23-नोव्हेंबर-2026 (3 बोली)',
      ],
      ['Bid: Kalyan, 1-May-2027 (1 bid)', 'बोली: Kalyan, 1-मई-2027 (1 बोली)', 'बोली: Kalyan, 1-मे-2027 (1 बोली)'],
      ['Bid (3 lines)', 'बोली (3 बोलियाँ)', 'बोली (3 बोली)'],
      [
        'Win: Kalyan, Single Pana 128 (Open), 23-November-2026',
        'जीत: Kalyan, सिंगल पाना 128 (ओपन), 23-नवंबर-2026',
        'जिंकलेले: Kalyan, सिंगल पाना 128 (ओपन), 23-नोव्हेंबर-2026',
      ],
      [
        'Win reversed: Milan Day, Full Sangam 123-456, 2-January-2027',
        'जीत वापस ली गई: Milan Day, फुल संगम 123-456, 2-जनवरी-2027',
        'जिंकलेले परत घेतले: Milan Day, फुल संगम 123-456, 2-जानेवारी-2027',
      ],
      [
        'Deposit request #12 by GPay (pending approval)',
        'जमा रिक्वेस्ट #12, GPay से (मंज़ूरी बाकी)',
        'जमा रिक्वेस्ट #12, GPay द्वारे (मंजुरी बाकी)',
      ],
      [
        'Deposit request #13 by Others (pending approval)',
        'जमा रिक्वेस्ट #13, अन्य से (मंज़ूरी बाकी)',
        'जमा रिक्वेस्ट #13, इतर द्वारे (मंजुरी बाकी)',
      ],
      ['Deposit #7 by GPay, UTR 312345678901', 'जमा #7, GPay से, UTR 312345678901', 'जमा #7, GPay द्वारे, UTR 312345678901'],
      [
        'Deposit #7 by PhonePe, UPI ref T2611, UTR 312345678901',
        'जमा #7, PhonePe से, UPI रेफ़रेंस T2611, UTR 312345678901',
        'जमा #7, PhonePe द्वारे, UPI रेफरन्स T2611, UTR 312345678901',
      ],
      [
        'Deposit #8 matched automatically, UTR 312345678902',
        'जमा #8, अपने-आप मिलान हुआ, UTR 312345678902',
        'जमा #8, आपोआप जुळले, UTR 312345678902',
      ],
      [
        'Withdrawal #4 to bank account XXXXXX1234 (points held)',
        'पैसे निकालने की रिक्वेस्ट #4: बैंक खाता XXXXXX1234 (पॉइंट्स रोके गए)',
        'पैसे काढण्याची रिक्वेस्ट #4: बँक खाते XXXXXX1234 (पॉइंट्स रोखले)',
      ],
      [
        'Withdrawal #5 to Google Pay 9876543210 (points held)',
        'पैसे निकालने की रिक्वेस्ट #5: Google Pay 9876543210 (पॉइंट्स रोके गए)',
        'पैसे काढण्याची रिक्वेस्ट #5: Google Pay 9876543210 (पॉइंट्स रोखले)',
      ],
      [
        'Withdrawal #5 rejected (points returned): Wrong number',
        'पैसे निकालने की रिक्वेस्ट #5 नामंज़ूर (पॉइंट्स वापस): Wrong number',
        'पैसे काढण्याची रिक्वेस्ट #5 नामंजूर (पॉइंट्स परत): Wrong number',
      ],
      [
        'Transfer from Ravi (Kumar) (9123456789): for tea: thanks',
        'Ravi (Kumar) (9123456789) से ट्रांसफर: for tea: thanks',
        'Ravi (Kumar) (9123456789) यांच्याकडून ट्रांसफर: for tea: thanks',
      ],
      ['Transfer to Asha (9000000001)', 'Asha (9000000001) को ट्रांसफर', 'Asha (9000000001) यांना ट्रांसफर'],
      ['Adjustment: Bonus for Diwali', 'एडजस्टमेंट: Bonus for Diwali', 'ॲडजस्टमेंट: Bonus for Diwali'],
      ['Demo opening balance', 'डेमो शुरुआती बैलेंस', 'डेमो सुरुवातीचा बॅलन्स'],
      [
        'Withdrawal #9: the bank payout failed (points returned)',
        'पैसे निकालने की रिक्वेस्ट #9: बैंक पेमेंट फ़ेल (पॉइंट्स वापस)',
        'पैसे काढण्याची रिक्वेस्ट #9: बँक पेमेंट अयशस्वी (पॉइंट्स परत)',
      ],
      ['Deposit #21 by razorpay, UTR 412345678901', 'जमा #21, razorpay से, UTR 412345678901', 'जमा #21, razorpay द्वारे, UTR 412345678901'],
      ['Deposit #22 linked by an operator, UTR 512345678901', 'जमा #22, एडमिन ने जोड़ा, UTR 512345678901', 'जमा #22, ॲडमिनने जोडले, UTR 512345678901'],
      ['Bid (1 line)', 'बोली (1 बोली)', 'बोली (1 बोली)'],
      ['Win: market 4, 2026-11-23', 'जीत: मार्केट 4, 2026-11-23', 'जिंकलेले: मार्केट 4, 2026-11-23'],
      [
        'Result reverted: market 4, 2026-11-23 (wrong pana)',
        'रिज़ल्ट वापस लिया गया: मार्केट 4, 2026-11-23 (wrong pana)',
        'निकाल मागे घेतला: मार्केट 4, 2026-11-23 (wrong pana)',
      ],
      ['Points received', 'पॉइंट्स मिले', 'पॉइंट्स मिळाले'],
      [
        'Win: Kalyan, Night, Jodi Digit 47, 2-January-2027',
        'जीत: Kalyan, Night, जोड़ी 47, 2-जनवरी-2027',
        'जिंकलेले: Kalyan, Night, जोडी 47, 2-जानेवारी-2027',
      ],
    ];
    for (const [english, hi, mr] of cases) {
      expect(translateMessage('hi', english)).toBe(hi);
      expect(translateMessage('mr', english)).toBe(mr);
      expect(translateMessage('en', english)).toBe(english);
    }
    // A month the catalogue does not know is put back as it came; a note it does not know stays English.
    expect(translateMessage('hi', 'Bid: Kalyan, 23-Brumaire-2026 (3 bids)')).toBe(
      'बोली: Kalyan, 23-Brumaire-2026 (3 बोलियाँ)',
    );
    expect(translateMessage('mr', 'Cashback for October')).toBe('Cashback for October');
  });

  it('tries the most specific template first, whatever the order of the catalogue', () => {
    const reversed = Object.fromEntries(Object.entries(MESSAGES_HI).reverse()) as typeof MESSAGES_HI;
    for (const compiled of [compileMessages(MESSAGES_HI), compileMessages(reversed)]) {
      expect(translateWith(compiled, 'Your deposit of 500 points was rejected: Wrong UTR')).toBe(
        'आपकी 500 पॉइंट्स की जमा अस्वीकार हुई: Wrong UTR',
      );
      expect(translateWith(compiled, '500 points paid to you (UTR 312345678901)')).toBe(
        'आपको 500 पॉइंट्स का पेमेंट हो गया (UTR 312345678901)',
      );
      expect(translateWith(compiled, '370*5: Please enter point')).toBe('370*5: कृपया पॉइंट्स डालें');
    }
  });

  it('knows its three languages', () => {
    expect(LOCALES).toEqual(['en', 'hi', 'mr']);
    expect(['en', 'hi', 'mr', 'HI', 'ta', '', null, 1].map(isLocale)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(translateMessage('hi', LANGUAGE_TEXT.invalid)).toBe('कृपया English, हिंदी या मराठी चुनें');
    expect(translateMessage('mr', LANGUAGE_TEXT.saved)).toBe('भाषा सेव्ह झाली');
  });

  it('stops translating nested values after a few levels', () => {
    const deep = 'a: b: c: d: Please enter point';
    expect(translateMessage('hi', deep)).toBe(deep);
  });

  it('returns a message it does not know unchanged, and an unregistered language unchanged', () => {
    expect(translateMessage('hi', 'The operator wrote this')).toBe('The operator wrote this');
    expect(translateMessage('mr', '')).toBe('');
    expect(translateMessage('ta', 'Please enter point')).toBe('Please enter point');
    // Counts are numbers: '{count} seconds' does not swallow words.
    expect(translateMessage('hi', 'a few seconds')).toBe('a few seconds');
    // A template is a whole message, never a part of one.
    expect(translateMessage('hi', 'Note: Please enter point now')).toBe('Note: Please enter point now');
  });

  it("covers every message the rules produce: the spec's texts, boards, limits, funds, accounts", () => {
    const sample = ['345', 'Group Jodi'];
    const messages = [
      ...textsOf(BID_SPEC_TEXT, sample),
      numberNotValidMessage('12'),
      INVALID_BID_TYPE,
      ...textsOf(BOARD_TEXT, sample),
      ...textsOf(PLAY_LIMIT_TEXT, ['11/26/2026 05:00 PM']),
      ...textsOf(PLAY_LIMIT_TEXT.onBreak, ['self_exclusion', '11/26/2026 05:00 PM']),
      ...LIMIT_KEYS.map((k) => limitPassedMessage(k, 1_27_945)),
      ...textsOf(PHONE_SPEC_TEXT, []),
      ...textsOf(ACCOUNT_SPEC_TEXT, []),
      ...textsOf(PASSWORD_TEXT, []),
      ...textsOf(OTP_SPEC_TEXT, []),
      ...textsOf(FUND_SPEC_TEXT, [1000]),
      ...textsOf(UTR_TEXT, []),
      ...textsOf(TRANSFER_SPEC_TEXT, []),
      ...textsOf(BANK_TEXT, []),
      ...Object.values(BID_TYPES)
        .flat()
        .flatMap((t) => [t.name, biddingClosedMessage(t.name)]),
      ...BOARDS.flatMap((b) => [b.name, BOARD_TEXT.valueRequired(b.name)]),
    ];
    for (const locale of ['hi', 'mr'] as const) {
      const untranslated = messages.filter(
        (m) => !SAME_IN_EVERY_LANGUAGE.has(m) && !DEVANAGARI.test(translateMessage(locale, m)),
      );
      expect(untranslated, locale).toEqual([]);
    }
  });
});
