import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPoints } from '../../../lib/format.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { walletMessages } from '../texts.ts';
import styles from './wallet.module.css';

/** The balance and the wallet's four buttons: Add Fund, Withdraw Fund, Transfer, Wallet History. */
export function WalletSummary({ balance }: { balance: number | undefined }) {
  const t = useMessages(walletMessages);
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby="wallet-balance-label">
        <h1 id="wallet-balance-label" className={styles.balanceLabel}>
          {t.balance}
        </h1>
        <p className={styles.balanceValue} data-testid="wallet-balance">
          {balance === undefined ? '…' : formatPoints(balance)}
        </p>
      </section>
      <nav className={styles.actions} aria-label={t.walletActions}>
        <ButtonLink to={paths.addFunds}>{t.addFund}</ButtonLink>
        <ButtonLink to={paths.withdrawFund} variant="secondary">
          {t.withdrawFund}
        </ButtonLink>
        <ButtonLink to={paths.transferPoints} variant="outline">
          {t.transfer}
        </ButtonLink>
        <ButtonLink to={paths.transactionHistory} variant="outline">
          {t.walletHistory}
        </ButtonLink>
      </nav>
    </>
  );
}
