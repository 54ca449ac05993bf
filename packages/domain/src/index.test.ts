import { describe, expect, it } from 'vitest';
import * as catalogue from './catalogue.ts';
import * as forms from './forms.ts';
import * as domain from './index.ts';

describe('the package entry point', () => {
  it('exposes the rules the screens and the server call', () => {
    const names = [
      'ALL_PANAS',
      'BID_TYPES',
      'BID_SPEC_TEXT',
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

  it('is the catalogue and the form schemas together, each name in exactly one of them', () => {
    const inCatalogue = Object.keys(catalogue);
    const inForms = Object.keys(forms);
    expect(inForms.filter((name) => inCatalogue.includes(name))).toEqual([]);
    expect(Object.keys(domain).sort()).toEqual([...inCatalogue, ...inForms].sort());
    expect(inForms.sort()).toEqual([
      'bidPointsSchema',
      'changePasswordFormSchema',
      'depositFormSchema',
      'forgotFormSchema',
      'loginFormSchema',
      'phoneSchema',
      'profileFormSchema',
      'registerFormSchema',
      'resetPasswordFormSchema',
      'transferFormSchema',
      'withdrawFormSchema',
    ]);
  });
});
