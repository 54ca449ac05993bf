import { shownMessage } from '../../../lib/i18n/i18n.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { type Deposit } from '../api/get-deposit-history.ts';
import { type Transaction } from '../api/get-transactions.ts';
import { walletMessages } from '../texts.ts';
import { isApproved, isCredit } from './transactions.ts';

export type DepositState = 'pending' | 'credited' | 'rejected';

/** The state of a deposit request; anything the server may add later reads as pending. */
export function depositStateOf(deposit: Pick<Deposit, 'deposit_status'>): DepositState {
  return deposit.deposit_status === 'credited' || deposit.deposit_status === 'rejected'
    ? deposit.deposit_status
    : 'pending';
}

/** True when `note` begins with `prefix` ("Deposit #41"), any case, and no digit follows it ("Deposit #410"). */
function beginsWith(note: string, prefix: string): boolean {
  const text = note.trimStart();
  return text.toLowerCase().startsWith(prefix.toLowerCase()) && !/[0-9]/.test(text.charAt(prefix.length));
}

/**
 * The line a deposit's card leads with: for a credited one, the note of its wallet entry
 * ("Deposit #41 by GPay, UPI ref …", as the Deposit History always showed it; the server words it in the
 * language asked for, "जमा #41, GPay से, …", and an English one is put in the language here); otherwise
 * "Deposit #41 by GPay".
 */
export function depositTitleOf(
  deposit: Deposit,
  transactions: readonly Transaction[],
  code: Locale = locale.get(),
): string {
  if (depositStateOf(deposit) === 'credited') {
    const english = `Deposit #${deposit.request_id}`;
    const prefixes = [english, shownMessage(english, code)];
    const entry = transactions.find(
      (t) => isCredit(t) && isApproved(t) && prefixes.some((prefix) => beginsWith(t.transaction_note, prefix)),
    );
    if (entry) return shownMessage(entry.transaction_note, code);
  }
  const t = walletMessages.get();
  return deposit.method
    ? t.depositTitleBy({ id: deposit.request_id, method: shownMessage(deposit.method, code) })
    : t.depositTitle({ id: deposit.request_id });
}
