import { describe, expect, it } from 'vitest';
import {
  BANK_TEXT,
  checkAccountNumber,
  checkHolderName,
  checkIfsc,
  maskAccountNumber,
  readBankAccount,
} from './bank-rules.ts';

const good = { holderName: ' Ravi  K. Sharma ', accountNumber: '1234 5678 9012', confirmAccountNumber: '123456789012', ifsc: 'sbin0001234' };

describe('bank accounts', () => {
  it('are read with the name tidied, the digits joined and the IFSC upper-cased', () => {
    expect(readBankAccount(good)).toEqual({
      account: { holderName: 'Ravi K. Sharma', accountNumber: '123456789012', ifsc: 'SBIN0001234' },
      problem: null,
    });
    expect(readBankAccount({ ...good, accountNumber: 123456789, confirmAccountNumber: '123456789' }).account?.accountNumber).toBe('123456789');
  });

  it('refuse account numbers that differ, in the form order', () => {
    expect(readBankAccount({ ...good, confirmAccountNumber: '123456789013' }).problem).toBe(BANK_TEXT.accountNumbersDiffer);
    expect(readBankAccount({ ...good, confirmAccountNumber: undefined }).problem).toBe(BANK_TEXT.accountNumbersDiffer);
    expect(readBankAccount({ ...good, holderName: '', ifsc: 'bad' }).problem).toBe(BANK_TEXT.holderNameRequired);
    expect(readBankAccount({ ...good, ifsc: 'SBIN1001234' }).problem).toBe(BANK_TEXT.ifscInvalid);
  });

  it('check the holder name', () => {
    expect(checkHolderName('A. B')).toBeNull();
    expect(checkHolderName('A')).toBe(BANK_TEXT.holderNameInvalid);
    expect(checkHolderName('..')).toBe(BANK_TEXT.holderNameInvalid);
    expect(checkHolderName('Ravi 2')).toBe(BANK_TEXT.holderNameInvalid);
    expect(checkHolderName('x'.repeat(101))).toBe(BANK_TEXT.holderNameInvalid);
    expect(checkHolderName('x'.repeat(100))).toBeNull();
    expect(checkHolderName(null)).toBe(BANK_TEXT.holderNameRequired);
    expect(checkHolderName(12)).toBe(BANK_TEXT.holderNameRequired);
  });

  it('check the account number: 9 to 18 digits', () => {
    expect(checkAccountNumber('123456789')).toBeNull();
    expect(checkAccountNumber('1'.repeat(18))).toBeNull();
    expect(checkAccountNumber('12345678')).toBe(BANK_TEXT.accountNumberInvalid);
    expect(checkAccountNumber('1'.repeat(19))).toBe(BANK_TEXT.accountNumberInvalid);
    expect(checkAccountNumber('12345678a')).toBe(BANK_TEXT.accountNumberInvalid);
    expect(checkAccountNumber('')).toBe(BANK_TEXT.accountNumberRequired);
    expect(checkAccountNumber(-123456789)).toBe(BANK_TEXT.accountNumberRequired);
    expect(checkAccountNumber({})).toBe(BANK_TEXT.accountNumberRequired);
  });

  it('check the IFSC: AAAA0XXXXXX after upper-casing', () => {
    expect(checkIfsc('HDFC0ABC123')).toBeNull();
    expect(checkIfsc('hdfc0abc123')).toBeNull();
    expect(checkIfsc('HDFC1ABC123')).toBe(BANK_TEXT.ifscInvalid);
    expect(checkIfsc('HDF00ABC123')).toBe(BANK_TEXT.ifscInvalid);
    expect(checkIfsc('HDFC0ABC12')).toBe(BANK_TEXT.ifscInvalid);
    expect(checkIfsc('HDFC0ABC1234')).toBe(BANK_TEXT.ifscInvalid);
    expect(checkIfsc('HDFC0ABC-23')).toBe(BANK_TEXT.ifscInvalid);
    expect(checkIfsc(' ')).toBe(BANK_TEXT.ifscRequired);
    expect(checkIfsc(undefined)).toBe(BANK_TEXT.ifscRequired);
  });

  it('are masked to their last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXX9012');
  });
});
