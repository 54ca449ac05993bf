import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBidPoints,
  checkDeposit,
  checkTransfer,
  checkUtr,
  checkWithdrawal,
  DEPOSIT_METHODS,
  isBlank,
  isWithinWithdrawalHours,
  parsePoints,
  parseWholeNumber,
  parseWithdrawMethod,
} from './amount-rules.ts';
import { bidPointsSchema, depositFormSchema, transferFormSchema, withdrawFormSchema } from './amounts.ts';

/** The messages a schema reports, in order. */
function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);
}

describe('whole numbers of points', () => {
  it('are read from numbers and strings of digits', () => {
    expect(parseWholeNumber('20')).toBe(20);
    expect(parseWholeNumber(20)).toBe(20);
    expect(parseWholeNumber(' 150 ')).toBe(150);
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('007')).toBe(7);
    expect(parsePoints('20')).toBe(20);
  });

  it('refuse words, fractions, signs, exponents, blanks and numbers beyond safe integers', () => {
    for (const bad of [
      'ten',
      '10.5',
      '-5',
      '+5',
      '1e3',
      '',
      ' ',
      '0x10',
      '١٢',
      10.5,
      -5,
      1e21,
      Number.NaN,
      Infinity,
      null,
      undefined,
      true,
      {},
      [],
      '99999999999999999999',
    ]) {
      expect(parseWholeNumber(bad), String(bad)).toBeNull();
    }
    expect(parsePoints(0)).toBeNull();
    expect(parsePoints('0')).toBeNull();
  });

  it('never accept anything that is not a whole number written in digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer({ min: -1e6, max: 1e6 })), (value) => {
        const n = parseWholeNumber(value);
        if (n === null) return;
        expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        if (typeof value === 'string') expect(value.trim()).toMatch(/^\d+$/);
        else expect(value).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });

  it('know blank input', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(0)).toBe(false);
  });
});

describe('bid points', () => {
  it('ask for points, then for at least 10', () => {
    expect(checkBidPoints('')).toBe('Please enter point');
    expect(checkBidPoints('abc')).toBe('Please enter point');
    expect(checkBidPoints({})).toBe('Please enter point');
    expect(checkBidPoints('9')).toBe('Required minimum bid amount is 10');
    expect(checkBidPoints('-5')).toBe('Required minimum bid amount is 10');
    expect(checkBidPoints('10')).toBeNull();
  });

  it('parse through the shared schema into a number', () => {
    expect(bidPointsSchema.parse('25')).toBe(25);
    expect(messages(bidPointsSchema.safeParse('5'))).toEqual(['Required minimum bid amount is 10']);
    expect(messages(bidPointsSchema.safeParse(undefined))).toEqual(['Please enter point']);
    expect(messages(bidPointsSchema.safeParse('10.5'))).toEqual(['Please enter point']);
  });
});

describe('the UTR of a deposit', () => {
  it('is 12 digits; the spaces UPI apps print in it are ignored', () => {
    expect(checkUtr('312345678901')).toBeNull();
    expect(checkUtr(' 3123 4567 8901 ')).toBeNull();
    expect(checkUtr('')).toBe('Please enter the 12-digit UTR of your payment');
    expect(checkUtr('   ')).toBe('Please enter the 12-digit UTR of your payment');
    expect(checkUtr('31234567890')).toBe('UTR must be the 12-digit UPI reference number of your payment');
    expect(checkUtr('3123456789012')).toBe('UTR must be the 12-digit UPI reference number of your payment');
    expect(checkUtr('T2311231234567')).toBe('UTR must be the 12-digit UPI reference number of your payment');
    expect(checkUtr('31234567890a')).toBe('UTR must be the 12-digit UPI reference number of your payment');
  });
});

describe('adding funds', () => {
  const ctx = { minAmount: 500 };

  it('needs at least min_amt and a payment method', () => {
    expect(checkDeposit({ amount: '499', method: 'GPay' }, ctx)).toBe('Minimum amount to add is 500');
    expect(checkDeposit({ amount: '', method: 'GPay' }, ctx)).toBe('Minimum amount to add is 500');
    expect(checkDeposit({ amount: '500' }, ctx)).toBe('Please select a payment method');
    expect(checkDeposit({ amount: 500, method: 'Cash' }, ctx)).toBe('Please select a payment method');
    expect(checkDeposit({ amount: '500', method: 'PhonePe' }, ctx)).toBeNull();
    expect(checkDeposit({ amount: '0', method: 'Paytm' }, { minAmount: 0 })).toBe('Minimum amount to add is 0');
    expect(checkDeposit({ amount: '1', method: 'Others' }, { minAmount: 0 })).toBeNull();
  });

  it('refuses a deposit above max_amt, and has no maximum when it is 0 or unset', () => {
    expect(checkDeposit({ amount: '100001', method: 'GPay' }, { minAmount: 100, maxAmount: 100_000 })).toBe(
      'Maximum amount to add is 100000',
    );
    expect(checkDeposit({ amount: '100000', method: 'GPay' }, { minAmount: 100, maxAmount: 100_000 })).toBeNull();
    expect(checkDeposit({ amount: '9876543210', method: 'GPay' }, { minAmount: 100, maxAmount: 0 })).toBeNull();
    expect(depositFormSchema({ minAmount: 100, maxAmount: 5000 }).safeParse({ amount: '5001', method: 'GPay' }).error?.issues[0]?.message).toBe(
      'Maximum amount to add is 5000',
    );
    expect(DEPOSIT_METHODS).toEqual(['PhonePe', 'GPay', 'Paytm', 'Others']);
  });

  it('says the same through the form schema', () => {
    const schema = depositFormSchema(ctx);
    expect(schema.parse({ amount: '750', method: 'GPay' })).toEqual({ amount: 750, method: 'GPay' });
    expect(messages(schema.safeParse({ amount: '100', method: 'GPay' }))).toEqual(['Minimum amount to add is 500']);
    expect(messages(schema.safeParse({ amount: '600' }))).toEqual(['Please select a payment method']);
    expect(messages(schema.safeParse({ method: 'GPay' }))).toEqual(['Minimum amount to add is 500']);
  });
});

describe('withdrawals', () => {
  const noon = new Date('2026-11-22T12:00:00+05:30');
  const ctx = { wallet: 1000, minWithdrawal: 200, instant: noon, openTime: '10:00 AM', closeTime: '6:00 PM' };

  it('check amount, wallet, minimum, method and hours in that order', () => {
    expect(checkWithdrawal({ amount: '', method: 2 }, ctx)).toBe('Amount is required!');
    expect(checkWithdrawal({ amount: '0', method: 2 }, ctx)).toBe('Amount is required!');
    expect(checkWithdrawal({ amount: '1001' }, ctx)).toBe('Wallet Limit Exceeded');
    expect(checkWithdrawal({ amount: '199' }, ctx)).toBe('Min amt is 200');
    expect(checkWithdrawal({ amount: '200' }, ctx)).toBe('Please select a payment method');
    expect(checkWithdrawal({ amount: '200', method: '1' }, ctx)).toBe('Please select a payment method');
    expect(checkWithdrawal({ amount: '1000', method: '4' }, ctx)).toBeNull();
    const evening = { ...ctx, instant: new Date('2026-11-22T18:01:00+05:30') };
    expect(checkWithdrawal({ amount: '200', method: 3 }, evening)).toBe(
      'Withdrawals are only allowed during specified hours.',
    );
  });

  it('refuse an amount above max_withdrawal, after the wallet and minimum checks; 0 means no maximum', () => {
    const capped = { ...ctx, maxWithdrawal: 500 };
    expect(checkWithdrawal({ amount: '501', method: 2 }, capped)).toBe('Max amt is 500');
    expect(checkWithdrawal({ amount: '1001', method: 2 }, capped)).toBe('Wallet Limit Exceeded');
    expect(checkWithdrawal({ amount: '500', method: 2 }, capped)).toBeNull();
    expect(checkWithdrawal({ amount: '1000', method: 2 }, { ...ctx, maxWithdrawal: 0 })).toBeNull();
  });

  it('allow both ends of the hours and skip the check when the hours are not set', () => {
    expect(isWithinWithdrawalHours({ ...ctx, instant: new Date('2026-11-22T10:00:00+05:30') })).toBe(true);
    expect(isWithinWithdrawalHours({ ...ctx, instant: new Date('2026-11-22T18:00:00+05:30') })).toBe(true);
    expect(isWithinWithdrawalHours({ ...ctx, instant: new Date('2026-11-22T09:59:00+05:30') })).toBe(false);
    expect(isWithinWithdrawalHours({ ...ctx, instant: new Date('2026-11-22T02:00:00+05:30'), openTime: null })).toBe(
      true,
    );
    expect(isWithinWithdrawalHours({ ...ctx, instant: new Date('2026-11-22T02:00:00+05:30'), closeTime: 'late' })).toBe(
      true,
    );
    expect(
      isWithinWithdrawalHours({
        ...ctx,
        instant: new Date('2026-11-22T02:00:00+05:30'),
        openTime: 600,
        closeTime: 1080,
      }),
    ).toBe(false);
  });

  it('read the withdraw method codes 2, 3 and 4', () => {
    expect(parseWithdrawMethod('2')).toBe(2);
    expect(parseWithdrawMethod(3)).toBe(3);
    expect(parseWithdrawMethod(4)).toBe(4);
    expect(parseWithdrawMethod('5')).toBe(5);
    expect(parseWithdrawMethod(1)).toBeNull();
    expect(parseWithdrawMethod(6)).toBeNull();
    expect(parseWithdrawMethod('GPay')).toBeNull();
  });

  it('say the same through the form schema', () => {
    const schema = withdrawFormSchema(ctx);
    expect(schema.parse({ amount: '300', method: '2' })).toEqual({ amount: 300, method: 2 });
    expect(messages(schema.safeParse({ amount: '', method: '2' }))).toEqual(['Amount is required!']);
    expect(messages(schema.safeParse({ amount: '5000', method: '2' }))).toEqual(['Wallet Limit Exceeded']);
    expect(messages(schema.safeParse({ amount: '100', method: '2' }))).toEqual(['Min amt is 200']);
    expect(messages(schema.safeParse({ amount: '300', method: '9' }))).toEqual(['Please select a payment method']);
    expect(messages(schema.safeParse({ amount: '300' }))).toEqual(['Please select a payment method']);
    const late = withdrawFormSchema({ ...ctx, instant: new Date('2026-11-22T20:00:00+05:30') });
    expect(messages(late.safeParse({ amount: '300', method: 4 }))).toEqual([
      'Withdrawals are only allowed during specified hours.',
    ]);
  });
});

describe('transfers', () => {
  const ctx = { wallet: 500, ownMobile: '9876543210' };

  it('need points, at least 100 of them, no more than the wallet', () => {
    expect(checkTransfer({ points: '', mobile: '9123456789' }, ctx)).toBe('Points is required!');
    expect(checkTransfer({ points: 'abc', mobile: '9123456789' }, ctx)).toBe('Points is required!');
    expect(checkTransfer({ points: '99', mobile: '9123456789' }, ctx)).toBe('Points Must be More than 100');
    expect(checkTransfer({ points: '100', mobile: '9123456789' }, ctx)).toBeNull();
    expect(checkTransfer({ points: '501', mobile: '9123456789' }, ctx)).toBe('Not Enough Points');
    expect(checkTransfer({ points: 500, mobile: '9123456789' }, ctx)).toBeNull();
  });

  it('need a valid phone number that is not the sender’s own', () => {
    expect(checkTransfer({ points: 100, mobile: '5123456789' }, ctx)).toBe('Phone.No is not Valid!');
    expect(checkTransfer({ points: 100, mobile: undefined }, ctx)).toBe('Phone.No is not Valid!');
    expect(checkTransfer({ points: 100, mobile: ' 9876543210 ' }, ctx)).toBe("Don't Use Your Own Phone No.");
  });

  it('say the same through the form schema', () => {
    const schema = transferFormSchema(ctx);
    expect(schema.parse({ points: '150', mobile: '9123456789' })).toEqual({ points: 150, mobile: '9123456789' });
    expect(messages(schema.safeParse({ points: '', mobile: '9123456789' }))).toEqual(['Points is required!']);
    expect(messages(schema.safeParse({ points: '99', mobile: '9123456789' }))).toEqual([
      'Points Must be More than 100',
    ]);
    expect(messages(schema.safeParse({ points: '600', mobile: '9123456789' }))).toEqual(['Not Enough Points']);
    expect(messages(schema.safeParse({ points: '100', mobile: '12345' }))).toEqual(['Phone.No is not Valid!']);
    expect(messages(schema.safeParse({ points: '100', mobile: '9876543210' }))).toEqual([
      "Don't Use Your Own Phone No.",
    ]);
  });
});
