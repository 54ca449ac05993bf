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
      'Your daily stake limit of 5,000 points would be passed',
      'Your weekly loss limit of 1,00,000 points would be passed',
      'You are taking a break until 24-November-2026 10:00 AM. Betting, deposits and transfers are closed until then; you can still withdraw.',
      'You have excluded yourself until 23-May-2027 10:00 AM. Betting, deposits and transfers are closed until then; you can still withdraw.',
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
      'Your daily stake limit of lots points would be passed',
    ]) {
      expect(isSpecBidMessage(message)).toBe(false);
    }
  });

  it('shows a refusal the server put in Hindi or Marathi (X-Pana-Lang)', () => {
    expect(isSpecBidMessage('न्यूनतम बोली 10 पॉइंट्स है')).toBe(true);
    expect(isSpecBidMessage('Jodi Digit साठी बोली बंद झाली आहे')).toBe(true);
  });
});
