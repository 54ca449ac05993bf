import { type Transaction } from '../api/get-transactions.ts';

/** transaction_type '1' is a credit; anything else a debit (as the older apps read it). */
export function isCredit(transaction: Pick<Transaction, 'transaction_type'>): boolean {
  return transaction.transaction_type === '1';
}

/** amount_status '1' is approved; anything else is still pending. */
export function isApproved(transaction: Pick<Transaction, 'amount_status'>): boolean {
  return transaction.amount_status === '1';
}

/** A deposit: an approved credit whose note the server starts with 'Deposit'. */
export function isApprovedDeposit(transaction: Transaction): boolean {
  return isCredit(transaction) && isApproved(transaction) && /^\s*deposit/i.test(transaction.transaction_note);
}
