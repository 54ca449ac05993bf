import { type BankAccount } from '@pana/domain/catalogue';
import { useCallback } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type SavedBankAccount } from '../../../lib/api/get-bank-account.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { walletMessages } from '../texts.ts';
import { BankAccountModal } from './bank-account-modal.tsx';
import styles from './wallet.module.css';

type BankAccountPanelProps = {
  /** The saved account; null when none, undefined while loading or when it could not be read. */
  account: SavedBankAccount | null | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The player's own registered mobile, where the code goes. */
  mobile: string;
  isFormOpen: boolean;
  onFormOpenChange: (isOpen: boolean) => void;
  onCodeSent: (code: { account: BankAccount; otp: string; otpLength: number; mobile: string }) => void;
};

/** The bank account withdrawals can be paid to (ADR 012): the saved one, masked, or Add bank account. */
export function BankAccountPanel({
  account,
  isLoading,
  isError,
  mobile,
  isFormOpen,
  onFormOpenChange,
  onCodeSent,
}: BankAccountPanelProps) {
  const t = useMessages(walletMessages);
  const close = useCallback(() => onFormOpenChange(false), [onFormOpenChange]);
  const saved = account ?? null;

  let entry;
  if (isLoading) entry = <Skeleton count={1} height={56} label={t.bankLoading} />;
  else if (isError)
    entry = (
      <p className={styles.alert} role="alert">
        {t.bankLoadFailed}
      </p>
    );
  else
    entry = (
      <div className={styles.payoutRow} data-testid="bank-account">
        {/* The panel's heading names it: the row shows the account itself, or that none is added. */}
        <span className={styles.payoutText}>
          {saved ? (
            <>
              <span className={`${styles.payoutName} ${styles.payoutNumber}`}>{saved.masked}</span>
              {saved.holderName || saved.ifsc ? (
                <span className={styles.payoutDetail}>
                  {[saved.holderName, saved.ifsc].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </>
          ) : (
            <span className={styles.payoutMissing}>{t.notAdded}</span>
          )}
        </span>
        <Button
          variant={saved ? 'outline' : 'secondary'}
          className={styles.payoutButton}
          aria-label={saved ? t.changeBank : t.addBank}
          onClick={() => onFormOpenChange(true)}
        >
          {saved ? t.change : t.addBank}
        </Button>
      </div>
    );

  return (
    <section className={styles.panel} aria-labelledby="bank-title">
      <h2 id="bank-title" className={styles.panelTitle}>
        {t.bankTitle}
      </h2>
      <p className={styles.hint}>{t.bankHint}</p>
      {entry}
      <BankAccountModal
        isOpen={isFormOpen}
        savedMasked={saved?.masked ?? ''}
        mobile={mobile}
        onClose={close}
        onCodeSent={(bank, otp, otpLength) => onCodeSent({ account: bank, otp, otpLength, mobile })}
      />
    </section>
  );
}
