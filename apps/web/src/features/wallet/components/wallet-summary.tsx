import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPoints } from '../../../lib/format.ts';
import { WALLET_TEXT } from '../texts.ts';
import styles from './wallet.module.css';

/** The balance and the wallet's four buttons: Add Fund, Withdraw Fund, Transfer, Wallet History. */
export function WalletSummary({ balance }: { balance: number | undefined }) {
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby="wallet-balance-label">
        <h1 id="wallet-balance-label" className={styles.balanceLabel}>
          {WALLET_TEXT.balance}
        </h1>
        <p className={styles.balanceValue} data-testid="wallet-balance">
          {balance === undefined ? '…' : formatPoints(balance)}
        </p>
      </section>
      <nav className={styles.actions} aria-label="Wallet actions">
        <ButtonLink to={paths.addFunds}>{WALLET_TEXT.addFund}</ButtonLink>
        <ButtonLink to={paths.withdrawFund} variant="secondary">
          {WALLET_TEXT.withdrawFund}
        </ButtonLink>
        <ButtonLink to={paths.transferPoints} variant="outline">
          {WALLET_TEXT.transfer}
        </ButtonLink>
        <ButtonLink to={paths.transactionHistory} variant="outline">
          {WALLET_TEXT.walletHistory}
        </ButtonLink>
      </nav>
    </>
  );
}
