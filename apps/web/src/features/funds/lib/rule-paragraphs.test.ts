import { describe, expect, it } from 'vitest';
import { ruleParagraphs } from './rule-paragraphs.ts';

describe('the rule paragraphs', () => {
  it('makes one paragraph per non-empty line', () => {
    expect(ruleParagraphs('Minimum deposit 100.\r\n\n  Send the screenshot on WhatsApp.  \nCredited within 30 minutes.')).toEqual([
      'Minimum deposit 100.',
      'Send the screenshot on WhatsApp.',
      'Credited within 30 minutes.',
    ]);
    expect(ruleParagraphs('')).toEqual([]);
  });
});
