import { bankAccountAnswer, otpSentAnswer, walletHistoryAnswer } from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { addBankDetails } from './add-bank-details.ts';
import { getDepositHistory } from './get-deposit-history.ts';
import { getTransactions } from './get-transactions.ts';
import { requestWithdrawCode } from './request-withdraw-code.ts';

describe('the wallet calls read every answer the contract allows', () => {
  it('the transactions: credits and debits, posted and pending', async () => {
    const credit = {
      transaction_id: '12',
      transaction_type: '1',
      transaction_note: 'Deposit',
      amount: 500,
      insert_date: '22-November-2026 10:05 AM',
      amount_status: '0',
    } as const;
    const debit = {
      ...credit,
      transaction_id: '13',
      transaction_type: '2',
      transaction_note: 'Bid',
      amount_status: '1',
    } as const;
    serveAnswer(walletHistoryAnswer, apiPaths.walletTransactionHistory, {
      status: true,
      msg: 'OK',
      transaction_history: [credit, debit],
    });
    expect(await getTransactions()).toEqual([credit, debit]);
  });

  it('the deposit history: every request with its state, UTR and reason; none from an older server', async () => {
    const credited = {
      request_id: 41,
      amount: 500,
      method: 'GPay',
      deposit_status: 'credited',
      utr: '312345678901',
      reason: '',
      credited_by: 'automatic',
      insert_date: '22-November-2026 10:05 AM',
    } as const;
    const rejected = { ...credited, request_id: 40, deposit_status: 'rejected', utr: '', reason: 'No payment', credited_by: '' } as const;
    serveAnswer(walletHistoryAnswer, apiPaths.walletTransactionHistory, {
      status: true,
      msg: 'OK',
      transaction_history: [],
      deposit_history: [credited, rejected],
    });
    expect(await getDepositHistory()).toEqual({
      transactions: [],
      deposits: [
        { ...credited, request_id: '41' },
        { ...rejected, request_id: '40' },
      ],
    });
    serveAnswer(walletHistoryAnswer, apiPaths.walletTransactionHistory, { status: true, msg: 'OK', transaction_history: [] });
    expect(await getDepositHistory()).toEqual({ transactions: [], deposits: null });
  });

  it('the code for a payout number, echoed or not, and its length (4 when the server names none)', async () => {
    serveAnswer(otpSentAnswer, apiPaths.resendOtp, { status: true, msg: 'OTP sent', otp: '773105', otp_length: 6 });
    expect(await requestWithdrawCode('9876543210')).toEqual({ otp: '773105', otp_length: 6 });
    serveAnswer(otpSentAnswer, apiPaths.resendOtp, { status: true, msg: 'OTP sent', otp_length: 6 });
    expect(await requestWithdrawCode('9876543210')).toEqual({ otp: '', otp_length: 6 });
    serveAnswer(otpSentAnswer, apiPaths.resendOtp, { status: true, msg: 'OTP sent', otp: '7731' });
    expect(await requestWithdrawCode('9876543210')).toEqual({ otp: '7731', otp_length: 4 });
  });

  it('the saved bank account, masked, and what was sent for it', async () => {
    const calls = serveAnswer(bankAccountAnswer, apiPaths.addUserBankDetails, {
      status: true,
      msg: 'Bank account added successfully!',
      bank_account: 'XXXXXX9012',
    });
    const account = { holderName: 'Ravi Kumar', accountNumber: '123456789012', ifsc: 'SBIN0001234' };
    expect(await addBankDetails({ account, otp: '4321' })).toEqual({ msg: 'Bank account added successfully!', bank_account: 'XXXXXX9012' });
    expect(calls[0]?.body).toMatchObject({
      holder_name: 'Ravi Kumar',
      account_number: '123456789012',
      confirm_account_number: '123456789012',
      ifsc: 'SBIN0001234',
      otp: '4321',
    });
  });
});
