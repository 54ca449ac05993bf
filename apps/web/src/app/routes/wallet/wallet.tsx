import { useNavigate } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { paths } from '../../../config/paths.ts';
import { PayoutNumbers } from '../../../features/wallet/components/payout-numbers.tsx';
import { WalletSummary } from '../../../features/wallet/components/wallet-summary.tsx';
import { useUpiAddedToast } from '../../../features/wallet/hooks/use-upi-added-toast.ts';
import { usePaymentDetails } from '../../../lib/api/get-payment-details.ts';
import { useUserInfo } from '../../../lib/api/get-user-info.ts';
import styles from './screen.module.css';

function WalletScreen() {
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
  const payment = usePaymentDetails();
  useUpiAddedToast();

  return (
    <div className={styles.screen}>
      <WalletSummary balance={info?.wallet_amt} />
      <PayoutNumbers
        details={payment.data}
        isLoading={payment.isPending && payment.isFetching}
        onCodeSent={({ phoneNumber, otp, upiType }) =>
          void navigate(paths.otpWithdraw, { state: { phoneNumber, option: upiType, ...(otp ? { otp2: otp } : {}) } })
        }
      />
    </div>
  );
}

/** /wallet: the balance, Add Fund, Withdraw Fund, Transfer, Wallet History and the payout numbers. */
export default function WalletRoute() {
  return (
    <RequireBetting>
      <WalletScreen />
    </RequireBetting>
  );
}
