import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type PaymentDetails } from '../../../lib/api/get-payment-details.ts';
import { PAYOUT_APPS, type PayoutApp, type UpiType } from '../lib/payout-apps.ts';
import { WALLET_TEXT } from '../texts.ts';
import { PayoutNumberModal } from './payout-number-modal.tsx';
import styles from './wallet.module.css';

type PayoutNumbersProps = {
  /** Saved numbers; undefined while loading. A failed read shows every app as not added. */
  details: PaymentDetails | undefined;
  isLoading: boolean;
  onCodeSent: (code: { phoneNumber: string; otp: string; upiType: UpiType }) => void;
};

/** The withdraw-method choice (Paytm, GPay, PhonePe) with the saved numbers; each opens the number modal. */
export function PayoutNumbers({ details, isLoading, onCodeSent }: PayoutNumbersProps) {
  const [app, setApp] = useState<PayoutApp | null>(null);
  const close = useCallback(() => setApp(null), []);

  return (
    <section className={styles.panel} aria-labelledby="payout-title">
      <h2 id="payout-title" className={styles.panelTitle}>
        {WALLET_TEXT.payoutTitle}
      </h2>
      <p className={styles.hint}>{WALLET_TEXT.payoutHint}</p>
      {isLoading ? (
        <Skeleton count={3} height={56} label="Loading withdraw numbers" />
      ) : (
        <ul className={styles.payoutList}>
          {PAYOUT_APPS.map((item) => {
            const saved = details?.[item.field] ?? '';
            return (
              <li key={item.upiType} className={styles.payoutRow}>
                <span className={styles.payoutText}>
                  <span className={styles.payoutName}>{item.label}</span>
                  {saved ? (
                    <span className={styles.payoutNumber}>{saved}</span>
                  ) : (
                    <span className={styles.payoutMissing}>{WALLET_TEXT.notAdded}</span>
                  )}
                </span>
                <Button
                  variant={saved ? 'outline' : 'secondary'}
                  className={styles.payoutButton}
                  aria-label={`${saved ? WALLET_TEXT.change : WALLET_TEXT.add} ${item.label} number`}
                  onClick={() => setApp(item)}
                >
                  {saved ? WALLET_TEXT.change : WALLET_TEXT.add}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PayoutNumberModal
        app={app}
        onClose={close}
        onCodeSent={(phoneNumber, otp) => {
          if (app) onCodeSent({ phoneNumber, otp, upiType: app.upiType });
        }}
      />
    </section>
  );
}
