import { describe, expect, it } from 'vitest';
import { isBankPayout, paidTo, withdrawOptions, withdrawState, withdrawStatus } from './withdraw-methods.ts';

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

  it('adds the bank account, masked, as method 5 after the app numbers (ADR 012)', () => {
    const bank = { masked: 'XXXXXX9012', holderName: 'Ravi Kumar', ifsc: 'SBIN0001234' };
    expect(withdrawOptions({ google_pay_number: '', paytm_number: '9000000033', phone_pay_number: '' }, bank)).toEqual([
      { code: 3, name: 'Paytm', number: '9000000033' },
      { code: 5, name: 'Bank account', number: 'XXXXXX9012' },
    ]);
    expect(withdrawOptions(undefined, bank)).toEqual([{ code: 5, name: 'Bank account', number: 'XXXXXX9012' }]);
    expect(withdrawOptions({ google_pay_number: '9000000022', paytm_number: '', phone_pay_number: '' }, null)).toHaveLength(1);
  });

  it('names the bank account a bank payout went to', () => {
    const none = { google_pay_number: '', paytm_number: '', phone_pay_number: '' };
    expect(paidTo({ ...none, payment_method: '5', bank_account: 'XXXXXX9012' })).toBe('Bank account XXXXXX9012');
    expect(paidTo({ ...none, payment_method: '5', bank_account: '' })).toBe('Bank account');
    expect(paidTo({ ...none, paytm_number: '9000000033', payment_method: '3', bank_account: '' })).toBe('Paytm 9000000033');
    expect(isBankPayout({ ...none, bank_account: 'XXXXXX9012' })).toBe(true);
    expect(isBankPayout({ ...none, payment_method: '2' })).toBe(false);
  });

  it("reads a bank payout's state from paid_status, an app number's from request_status", () => {
    const bank = { google_pay_number: '', paytm_number: '', phone_pay_number: '', payment_method: '5', bank_account: 'XXXXXX9012' };
    expect(withdrawState({ ...bank, request_status: '0', paid_status: 'pending' })).toBe('pending');
    expect(withdrawState({ ...bank, request_status: '2', paid_status: 'approved' })).toBe('processing');
    expect(withdrawState({ ...bank, request_status: '2', paid_status: 'paid' })).toBe('paid');
    expect(withdrawState({ ...bank, request_status: '1', paid_status: 'failed' })).toBe('failed');
    expect(withdrawState({ ...bank, request_status: '1', paid_status: 'rejected' })).toBe('cancelled');
    expect(withdrawState({ ...bank, request_status: '2', paid_status: '' })).toBe('approved');
    const app = { google_pay_number: '9000000022', paytm_number: '', phone_pay_number: '', payment_method: '2', bank_account: '' };
    expect(withdrawState({ ...app, request_status: '2', paid_status: 'paid' })).toBe('approved');
    expect(withdrawState({ ...app, request_status: '0', paid_status: 'pending' })).toBe('pending');
  });
});
