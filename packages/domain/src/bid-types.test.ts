import { describe, expect, it } from 'vitest';
import {
  BID_TYPES,
  bidTypeKeyFromName,
  chosenBidTypeName,
  entryTypeOf,
  getBidType,
  getBidTypeByPath,
  historyLabel,
  isStoredBidType,
  parseSession,
  rateKeyOf,
  requireBidType,
  resolveSession,
} from './bid-types.ts';
import { RATE_KEYS } from './rates.ts';
import { type BidTypeKey, FAMILIES, type StoredBidTypeKey } from './types.ts';

describe('the bid-type catalogue', () => {
  it('lists the main, Starline and Gali games with their names and routes, in screen order', () => {
    const summary = (family: 'main' | 'starline' | 'gali') => BID_TYPES[family].map((s) => [s.key, s.name, s.path]);
    expect(summary('main')).toEqual([
      ['single_digit', 'Single Digit', '/single'],
      ['jodi_digit', 'Jodi Digit', '/jodi'],
      ['single_pana', 'Single Pana', '/singlepana'],
      ['double_pana', 'Double Pana', '/doublepana'],
      ['triple_pana', 'Triple Pana', '/tripplepana'],
      ['half_sangam', 'Half Sangam', '/halfsangam'],
      ['full_sangam', 'Full Sangam', '/fullsangam'],
      ['sp_dp_tp', 'SP DP TP', '/spdptp'],
      ['sp_motor', 'SP Motor', '/spmotor'],
      ['dp_motor', 'DP Motor', '/dpmotor'],
    ]);
    expect(summary('starline')).toEqual([
      ['single_digit', 'Single Digit', '/starsingle'],
      ['single_pana', 'Single Pana', '/ssinglepana'],
      ['double_pana', 'Double Pana', '/sdoublepana'],
      ['triple_pana', 'Triple Pana', '/stripplepana'],
    ]);
    expect(summary('gali')).toEqual([
      ['left_digit', 'Left Digit', '/leftdigit'],
      ['right_digit', 'Right Digit', '/rightdigit'],
      ['jodi_digit', 'Jodi Digit', '/jodidigit'],
    ]);
  });

  it('blocks only Jodi, Half Sangam and Full Sangam after the open time', () => {
    const blocking = FAMILIES.flatMap((f) => BID_TYPES[f].filter((s) => s.blocksAfterOpen).map((s) => `${f}:${s.key}`));
    expect(blocking).toEqual(['main:jodi_digit', 'main:half_sangam', 'main:full_sangam']);
  });

  it('gives each game its session rule: a choice on main, none for Jodi and Full Sangam, Open on Starline, Close on Gali', () => {
    const rules = Object.fromEntries(FAMILIES.map((f) => [f, BID_TYPES[f].map((s) => s.sessionRule)]));
    expect(rules).toEqual({
      main: ['choice', 'none', 'choice', 'choice', 'choice', 'choice', 'none', 'choice', 'choice', 'choice'],
      starline: ['open', 'open', 'open', 'open'],
      gali: ['close', 'close', 'close'],
    });
  });

  it('names the inputs of each screen', () => {
    const inputs = (f: 'main' | 'starline' | 'gali') =>
      BID_TYPES[f].map((s) => `${s.digitsInput}/${s.closedigitsInput}`);
    expect(inputs('main')).toEqual([
      'digit/null',
      'jodi/null',
      'single_pana/null',
      'double_pana/null',
      'triple_pana/null',
      'digit/pana',
      'pana/pana',
      'digit/null',
      'motor_digits/null',
      'motor_digits/null',
    ]);
    expect(inputs('starline')).toEqual(['digit/null', 'single_pana/null', 'double_pana/null', 'triple_pana/null']);
    expect(inputs('gali')).toEqual(['digit/null', 'digit/null', 'jodi/null']);
  });

  it('expands SP DP TP and the motors and stores everything else as it is', () => {
    const expansions = BID_TYPES.main
      .filter((s) => s.expansion)
      .map((s) => [s.key, s.expansion, s.rateKey, s.bidHistoryLabel]);
    expect(expansions).toEqual([
      ['sp_dp_tp', 'sp_dp_tp', null, null],
      ['sp_motor', 'sp_motor', null, null],
      ['dp_motor', 'dp_motor', null, null],
    ]);
    for (const f of FAMILIES) for (const s of BID_TYPES[f]) expect(isStoredBidType(s.key)).toBe(s.expansion === null);
  });

  it('reads Gali rates from single_digit (Left), single_pana (Right) and double_pana (Jodi)', () => {
    expect(rateKeyOf('gali', 'left_digit')).toBe('single_digit');
    expect(rateKeyOf('gali', 'right_digit')).toBe('single_pana');
    expect(rateKeyOf('gali', 'jodi_digit')).toBe('double_pana');
    expect(rateKeyOf('main', 'triple_pana')).toBe('tripple_pana');
    expect(rateKeyOf('starline', 'triple_pana')).toBe('tripple_pana');
    for (const f of FAMILIES) for (const s of BID_TYPES[f]) if (s.rateKey) expect(RATE_KEYS[f]).toContain(s.rateKey);
  });

  it('labels history items as the legacy clients expect, "Tripple Pana" only in the main win history', () => {
    const labels = FAMILIES.flatMap((f) =>
      BID_TYPES[f]
        .filter((s) => isStoredBidType(s.key))
        .map((s) => [
          f,
          historyLabel(f, s.key as StoredBidTypeKey, 'bid'),
          historyLabel(f, s.key as StoredBidTypeKey, 'win'),
        ]),
    );
    expect(labels).toEqual([
      ['main', 'Single Digit', 'Single Digit'],
      ['main', 'Jodi Digit', 'Jodi Digit'],
      ['main', 'Single Pana', 'Single Pana'],
      ['main', 'Double Pana', 'Double Pana'],
      ['main', 'Triple Pana', 'Tripple Pana'],
      ['main', 'Half Sangam', 'Half Sangam'],
      ['main', 'Full Sangam', 'Full Sangam'],
      ['starline', 'Single Digit', 'Single Digit'],
      ['starline', 'Single Pana', 'Single Pana'],
      ['starline', 'Double Pana', 'Double Pana'],
      ['starline', 'Triple Pana', 'Triple Pana'],
      ['gali', 'Left Digit', 'Left Digit'],
      ['gali', 'Right Digit', 'Right Digit'],
      ['gali', 'Jodi Digit', 'Jodi Digit'],
    ]);
  });

  it('remembers the bid type a player chose when its lines are of other types', () => {
    const main = (key: Parameters<typeof requireBidType>[1]) => requireBidType('main', key);
    expect(entryTypeOf(main('sp_motor'), undefined)).toBe('sp_motor');
    expect(entryTypeOf(main('dp_motor'), 'anything')).toBe('dp_motor');
    expect(entryTypeOf(main('sp_dp_tp'), undefined)).toBe('sp_dp_tp');
    // SP DP TP sent as separate calls labelled by the lines' types, each naming the chosen type.
    for (const key of ['single_pana', 'double_pana', 'triple_pana'] as const)
      expect(entryTypeOf(main(key), 'SP DP TP')).toBe('sp_dp_tp');
    expect(entryTypeOf(main('single_pana'), 'SP Motor')).toBe('sp_motor');
    // Only an expansion that yields the line's type; a plain bid names none.
    expect(entryTypeOf(main('triple_pana'), 'DP Motor')).toBeNull();
    expect(entryTypeOf(main('single_digit'), 'SP DP TP')).toBeNull();
    expect(entryTypeOf(main('single_pana'), 'Single Pana')).toBeNull();
    expect(entryTypeOf(main('single_pana'), undefined)).toBeNull();
    expect(entryTypeOf(requireBidType('starline', 'single_pana'), 'SP DP TP')).toBeNull();

    expect(chosenBidTypeName('main', 'single_pana', 'sp_motor')).toBe('SP Motor');
    expect(chosenBidTypeName('main', 'double_pana', 'sp_dp_tp')).toBe('SP DP TP');
    expect(chosenBidTypeName('main', 'triple_pana', null)).toBe('Triple Pana');
    expect(chosenBidTypeName('gali', 'jodi_digit', null)).toBe('Jodi Digit');
  });

  it('refuses labels and rates of a game the family does not have', () => {
    expect(() => rateKeyOf('starline', 'jodi_digit')).toThrow(RangeError);
    expect(() => historyLabel('gali', 'single_digit', 'bid')).toThrow(RangeError);
    expect(() => rateKeyOf('main', 'sp_motor' as StoredBidTypeKey)).toThrow(/no rate/);
    expect(() => historyLabel('main', 'sp_dp_tp' as StoredBidTypeKey, 'win')).toThrow(/no history label/);
  });

  it('finds a game by family and key, or says it does not exist', () => {
    expect(getBidType('gali', 'jodi_digit')?.path).toBe('/jodidigit');
    expect(getBidType('main', 'jodi_digit')?.path).toBe('/jodi');
    expect(getBidType('starline', 'half_sangam')).toBeNull();
    expect(requireBidType('main', 'sp_motor').name).toBe('SP Motor');
    expect(() => requireBidType('gali', 'sp_motor')).toThrow(RangeError);
  });

  it('finds a game by the route of its screen, whatever the case', () => {
    expect(getBidTypeByPath('/StarSingle')).toMatchObject({ family: 'starline', key: 'single_digit' });
    expect(getBidTypeByPath('/Stripplepana')).toMatchObject({ family: 'starline', key: 'triple_pana' });
    expect(getBidTypeByPath('/jodidigit')).toMatchObject({ family: 'gali', key: 'jodi_digit' });
    expect(getBidTypeByPath('/tripplepana')).toMatchObject({ family: 'main', key: 'triple_pana' });
    expect(getBidTypeByPath('/imp')).toBeNull();
  });
});

describe('names of bid types as clients send them', () => {
  it('maps every display name and key of the catalogue back to its key', () => {
    for (const f of FAMILIES)
      for (const s of BID_TYPES[f]) {
        expect(bidTypeKeyFromName(s.name)).toBe(s.key);
        expect(bidTypeKeyFromName(s.key)).toBe(s.key);
        expect(bidTypeKeyFromName(`  ${s.name.toUpperCase()} `)).toBe(s.key);
      }
  });

  it('accepts the legacy spellings of triple and panna', () => {
    const cases: Array<[string, BidTypeKey]> = [
      ['Tripple Pana', 'triple_pana'],
      ['Tripple Panna', 'triple_pana'],
      ['triple panna', 'triple_pana'],
      ['Double Panna', 'double_pana'],
      ['Single Panna', 'single_pana'],
      ['SP DP TP', 'sp_dp_tp'],
      ['sp-dp-tp', 'sp_dp_tp'],
      ['Jodi', 'jodi_digit'],
    ];
    for (const [name, key] of cases) expect(bidTypeKeyFromName(name), name).toBe(key);
  });

  it('refuses unknown names and values that are not strings', () => {
    for (const name of ['', 'Quad Pana', 'single', 'sangam'] as const) expect(bidTypeKeyFromName(name)).toBeNull();
    expect(bidTypeKeyFromName(42)).toBeNull();
    expect(bidTypeKeyFromName(null)).toBeNull();
  });
});

describe('sessions', () => {
  it('reads "Open", "open", "close", "Close" and "closed"', () => {
    expect(parseSession('Open')).toBe('open');
    expect(parseSession('open')).toBe('open');
    expect(parseSession('close', 'open')).toBe('close');
    expect(parseSession('Close')).toBe('close');
    expect(parseSession(' closed ')).toBe('close');
    expect(parseSession('CLOSED')).toBe('close');
  });

  it('falls back to the given default (Open when none is given) for anything else', () => {
    expect(parseSession(undefined)).toBe('open');
    expect(parseSession('', 'close')).toBe('close');
    expect(parseSession('Jodi Digit', 'close')).toBe('close');
    expect(parseSession(1, 'close')).toBe('close');
  });

  it('stores the chosen session only where the game offers a choice', () => {
    const main = (key: BidTypeKey) => requireBidType('main', key);
    expect(resolveSession(main('single_digit'), 'open')).toBe('open');
    expect(resolveSession(main('half_sangam'), 'close')).toBe('close');
    expect(resolveSession(main('jodi_digit'), 'open')).toBe('close');
    expect(resolveSession(main('full_sangam'), 'open')).toBe('close');
    expect(resolveSession(requireBidType('starline', 'single_pana'), 'close')).toBe('open');
    expect(resolveSession(requireBidType('gali', 'left_digit'), 'open')).toBe('close');
  });
});
