import { type Deposit } from '../api/get-deposit-history.ts';
import { type Transaction } from '../api/get-transactions.ts';
import { walletMessages } from '../texts.ts';
import { isApprovedDeposit } from './transactions.ts';

export type DepositState = 'pending' | 'credited' | 'rejected';

/** The state of a deposit request; anything the server may add later reads as pending. */
export function depositStateOf(deposit: Pick<Deposit, 'deposit_status'>): DepositState {
  return deposit.deposit_status === 'credited' || deposit.deposit_status === 'rejected'
    ? deposit.deposit_status
    : 'pending';
}

/**
 * The line a deposit's card leads with: for a credited one, the note of its wallet entry
 * ("Deposit #41 by GPay, UPI ref …", as the Deposit History always showed it); otherwise
 * "Deposit #41 by GPay".
 */
export function depositTitleOf(deposit: Deposit, transactions: readonly Transaction[]): string {
  if (depositStateOf(deposit) === 'credited') {
    const own = new RegExp(`^\\s*deposit #${deposit.request_id}\\b`, 'i');
    const entry = transactions.find((t) => isApprovedDeposit(t) && own.test(t.transaction_note));
    if (entry) return entry.transaction_note;
  }
  const t = walletMessages.get();
  return deposit.method
    ? t.depositTitleBy({ id: deposit.request_id, method: deposit.method })
    : t.depositTitle({ id: deposit.request_id });
}
