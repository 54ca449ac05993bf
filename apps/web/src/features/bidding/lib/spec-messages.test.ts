import { describe, expect, it } from 'vitest';
import { isSpecBidMessage } from './spec-messages.ts';

describe('which refusals the bid slip shows as they are', () => {
  it("shows the spec's words and the operator limits' messages", () => {
    for (const message of [
      'Required minimum bid amount is 10',
      'Bidding is closed for Jodi Digit',
      'Number 12 is not valid',
      'Limit reached for 128, try fewer points',
      'Limit reached for 4-128, try fewer points',
      'Maximum bid for Jodi Digit is 5000',
      'Minimum bid for Single Pana is 20',
    ]) {
      expect(isSpecBidMessage(message), message).toBe(true);
    }
  });

  it('replaces anything else (a stack trace, an unknown refusal) with the generic words', () => {
    for (const message of [
      undefined,
      '',
      'Internal Server Error',
      'Limit reached for everyone',
      'Maximum bid for <b>x</b> is 5',
    ]) {
      expect(isSpecBidMessage(message)).toBe(false);
    }
  });
});
