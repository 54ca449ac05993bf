import { describe, expect, it } from 'vitest';
import { paidTo, withdrawOptions, withdrawStatus } from './withdraw-methods.ts';

describe('the withdraw methods', () => {
  it('offers only the apps with a saved number, coded 2 Google Pay, 3 Paytm, 4 PhonePe', () => {
    expect(withdrawOptions({ google_pay_number: '9000000022', paytm_number: '', phone_pay_number: '9000000044' })).toEqual([
      { code: 2, name: 'Google Pay', number: '9000000022' },
      { code: 4, name: 'PhonePe', number: '9000000044' },
    ]);
    expect(withdrawOptions({ google_pay_number: '', paytm_number: ' ', phone_pay_number: '' })).toEqual([]);
    expect(withdrawOptions(undefined)).toEqual([]);
  });

  it('names the number a request was paid to', () => {
    expect(paidTo({ google_pay_number: '', paytm_number: '9000000033', phone_pay_number: '' })).toBe('Paytm 9000000033');
    expect(paidTo({ google_pay_number: '', paytm_number: '', phone_pay_number: '' })).toBe('');
  });

  it("reads request_status '0' as Pending, '1' as Cancelled and anything else as Approved", () => {
    expect(withdrawStatus('0')).toBe('pending');
    expect(withdrawStatus('1')).toBe('cancelled');
    expect(withdrawStatus('2')).toBe('approved');
    expect(withdrawStatus('')).toBe('approved');
  });
});
