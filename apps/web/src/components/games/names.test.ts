import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../lib/i18n/i18n.ts';
import { bidTypeName, boardName, gameName, sessionName } from './names.ts';

describe('the games’ names', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it('are the catalogue’s English names by default', () => {
    expect(bidTypeName('single_pana')).toBe('Single Pana');
    expect(boardName('group_jodi')).toBe('Group Jodi');
    expect(sessionName('close')).toBe('Close');
    expect(gameName('Tripple Pana')).toBe('Triple Pana');
    expect(gameName('Crossing · 12/34 without pairs')).toBe('Crossing · 12/34 without pairs');
  });

  it('turn keys and the server’s English names into Hindi and Marathi', async () => {
    await loadLocale('hi');
    expect(bidTypeName('jodi_digit')).toBe('जोड़ी');
    expect(boardName('sp_motor')).toBe('SP मोटर');
    expect(gameName('Single Pana')).toBe('सिंगल पाना');
    expect(gameName('Tripple Pana')).toBe('ट्रिपल पाना');
    expect(gameName('Group Jodi · 17')).toBe('ग्रुप जोड़ी · 17');
    expect(gameName('Open')).toBe('ओपन');
    await loadLocale('mr');
    expect(gameName('Jodi Digit')).toBe('जोडी');
    expect(gameName('Red Bracket · Half')).toBe('रेड ब्रैकेट · हाफ');
    expect(gameName('Digit Based Jodi · left 3 right 5')).toBe('डिजिट बेस्ड जोडी · लेफ्ट 3 राइट 5');
    expect(gameName('Crossing · 12/34 without pairs')).toBe('क्रॉसिंग · 12/34 जोड्या सोडून');
  });

  it('leave what they do not know unchanged', async () => {
    await loadLocale('hi');
    expect(gameName('Jackpot')).toBe('Jackpot');
    expect(gameName('')).toBe('');
    expect(gameName('Mystery · 12')).toBe('Mystery · 12');
    expect(bidTypeName('lucky_seven')).toBe('lucky_seven');
    expect(boardName('nope')).toBe('nope');
  });
});
