import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { walletMessages } from '../texts.ts';

/** Route state the wallet understands about the bank account (ADR 012). */
export type BankAccountState = {
  /** The OTP screen saved the account: the success toast shows. */
  bankAdded?: boolean;
  /** Open the Add bank account form at once (from Withdraw, or when the server refused a field). */
  openBankAccount?: boolean;
};

/**
 * Whether the Add bank account form is open. Route state {bankAdded: true} toasts 'Bank account
 * added successfully!', {openBankAccount: true} opens the form; either flag is then dropped so a
 * reload or Back does not repeat it.
 */
export function useBankAccountForm(): [boolean, (isOpen: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as BankAccountState | null;
  const isAdded = state?.bankAdded === true;
  const isOpenAsked = state?.openBankAccount === true;
  // Read once when the wallet opens: the flag is dropped just below, the form stays open.
  const [isOpen, setIsOpen] = useState(isOpenAsked);
  const { pathname } = location;

  useEffect(() => {
    if (!isAdded && !isOpenAsked) return;
    if (isAdded) notifySuccess(walletMessages.get().bankAdded, { id: 'bank-added' });
    void navigate(pathname, { replace: true, state: null });
  }, [isAdded, isOpenAsked, navigate, pathname]);

  return [isOpen, setIsOpen];
}
