import { describe, expect, it } from 'vitest';
import { bankFormErrors, isBankFormMessage, readBankCodeState, readBankForm, typedIfsc } from './bank-form.ts';

const GOOD = { holderName: '  Ravi   Kumar ', accountNumber: '1234 5678 9012', confirmAccountNumber: '123456789012', ifsc: 'sbin0001234' };

describe('the bank account form', () => {
  it('reads a good account as the server stores it', () => {
    expect(readBankForm(GOOD)).toEqual({ account: { holderName: 'Ravi Kumar', accountNumber: '123456789012', ifsc: 'SBIN0001234' }, errors: null });
  });

  it("gives every field its own message, the domain's", () => {
    expect(bankFormErrors({ holderName: '', accountNumber: '', confirmAccountNumber: '', ifsc: '' })).toEqual({
      holderName: "Please enter the account holder's name",
      accountNumber: 'Please enter the account number',
      ifsc: 'Please enter the IFSC',
    });
    expect(bankFormErrors({ holderName: 'R2', accountNumber: '12345678', confirmAccountNumber: '', ifsc: 'SBIN1001234' })).toEqual({
      holderName: "Account holder's name must be 2 to 100 letters, spaces or dots",
      accountNumber: 'Account number must be 9 to 18 digits',
      ifsc: 'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)',
    });
    expect(readBankForm({ ...GOOD, confirmAccountNumber: '123456789013' })).toEqual({
      account: null,
      errors: { confirmAccountNumber: 'The account numbers do not match' },
    });
    expect(bankFormErrors({ ...GOOD, confirmAccountNumber: '' })).toEqual({ confirmAccountNumber: 'The account numbers do not match' });
  });

  it('types the IFSC in capitals without spaces, never cutting it short', () => {
    expect(typedIfsc('hdfc 0abc123')).toBe('HDFC0ABC123');
    expect(typedIfsc('sbin00012345')).toBe('SBIN00012345');
  });

  it("tells the form's own refusals from the code's", () => {
    expect(isBankFormMessage('The account numbers do not match')).toBe(true);
    expect(isBankFormMessage('Enter Valid OTP')).toBe(false);
    expect(isBankFormMessage(undefined)).toBe(false);
  });

  it("reads the OTP screen's state only when the wallet sent it whole", () => {
    const state = { mobile: '9876543210', holderName: 'Ravi Kumar', accountNumber: '123456789012', ifsc: 'SBIN0001234', otpLength: 6 };
    expect(readBankCodeState(state)).toEqual(state);
    // A state without the code's length (an older server's answer) reads 4 digits.
    expect(readBankCodeState({ ...state, otpLength: undefined })).toEqual({ ...state, otpLength: 4 });
    expect(readBankCodeState({ ...state, ifsc: '' })).toBeUndefined();
    expect(readBankCodeState({ phoneNumber: '9876543210', option: '2' })).toBeUndefined();
    expect(readBankCodeState(null)).toBeUndefined();
  });
});
