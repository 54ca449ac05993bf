import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('the package entry point', () => {
  it('exposes the rules the screens and the server call', () => {
    const names = [
      'ALL_PANAS',
      'BID_TYPES',
      'BID_MESSAGES',
      'DEFAULT_RATES',
      'ankOf',
      'bidTypeKeyFromName',
      'checkBidWindow',
      'expandSpDpTp',
      'formatBidDate',
      'formatMainResult',
      'mainMarketStatus',
      'parseHistoryDate',
      'parsePoints',
      'parseSession',
      'phoneSchema',
      'prepareBidEntry',
      'settleBid',
      'transferFormSchema',
      'validateSubmission',
      'winningCombinations',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });
});
