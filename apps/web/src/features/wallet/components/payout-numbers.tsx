import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type PaymentDetails } from '../../../lib/api/get-payment-details.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { PAYOUT_APPS, type PayoutApp, type UpiType } from '../lib/payout-apps.ts';
import { walletMessages } from '../texts.ts';
import { PayoutNumberModal } from './payout-number-modal.tsx';
import styles from './wallet.module.css';

type PayoutNumbersProps = {
  /** Saved numbers; undefined while loading. A failed read shows every app as not added. */
  details: PaymentDetails | undefined;
  isLoading: boolean;
  onCodeSent: (code: { phoneNumber: string; otp: string; otpLength: number; upiType: UpiType }) => void;
};

/** The withdraw-method choice (Paytm, GPay, PhonePe) with the saved numbers; each opens the number modal. */
export function PayoutNumbers({ details, isLoading, onCodeSent }: PayoutNumbersProps) {
  const t = useMessages(walletMessages);
  const [app, setApp] = useState<PayoutApp | null>(null);
  const close = useCallback(() => setApp(null), []);

  return (
    <section className={styles.panel} aria-labelledby="payout-title">
      <h2 id="payout-title" className={styles.panelTitle}>
        {t.payoutTitle}
      </h2>
      <p className={styles.hint}>{t.payoutHint}</p>
      {isLoading ? (
        <Skeleton count={3} height={56} label={t.payoutLoading} />
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
                    <span className={styles.payoutMissing}>{t.notAdded}</span>
                  )}
                </span>
                <Button
                  variant={saved ? 'outline' : 'secondary'}
                  className={styles.payoutButton}
                  aria-label={saved ? t.changeNumberLabel({ app: item.label }) : t.addNumberLabel({ app: item.label })}
                  onClick={() => setApp(item)}
                >
                  {saved ? t.change : t.add}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PayoutNumberModal
        app={app}
        onClose={close}
        onCodeSent={(phoneNumber, otp, otpLength) => {
          if (app) onCodeSent({ phoneNumber, otp, otpLength, upiType: app.upiType });
        }}
      />
    </section>
  );
}
