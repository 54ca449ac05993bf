import { useNavigate } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { paths } from '../../../config/paths.ts';
import { BankAccountPanel } from '../../../features/wallet/components/bank-account.tsx';
import { PayoutNumbers } from '../../../features/wallet/components/payout-numbers.tsx';
import { WalletSummary } from '../../../features/wallet/components/wallet-summary.tsx';
import { useBankAccountForm } from '../../../features/wallet/hooks/use-bank-account-form.ts';
import { useUpiAddedToast } from '../../../features/wallet/hooks/use-upi-added-toast.ts';
import { type BankCodeState } from '../../../features/wallet/lib/bank-form.ts';
import { useBankAccount } from '../../../lib/api/get-bank-account.ts';
import { usePaymentDetails } from '../../../lib/api/get-payment-details.ts';
import { useUserInfo } from '../../../lib/api/get-user-info.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './screen.module.css';

function WalletScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const { data: info } = useUserInfo();
  const payment = usePaymentDetails();
  const bank = useBankAccount();
  const [isBankFormOpen, setBankFormOpen] = useBankAccountForm();
  useUpiAddedToast();

  return (
    <div className={styles.screen}>
      <WalletSummary balance={info?.wallet_amt} />
      <PayoutNumbers
        details={payment.data}
        isLoading={payment.isPending && payment.isFetching}
        onCodeSent={({ phoneNumber, otp, otpLength, upiType }) =>
          void navigate(paths.otpWithdraw, {
            state: { phoneNumber, option: upiType, otpLength, ...(otp ? { otp2: otp } : {}) },
          })
        }
      />
      <BankAccountPanel
        account={bank.data}
        isLoading={bank.isPending && bank.isFetching}
        isError={bank.isError}
        mobile={session?.mobile || info?.mobile_no || ''}
        isFormOpen={isBankFormOpen}
        onFormOpenChange={setBankFormOpen}
        onCodeSent={({ account, mobile, otpLength }) => {
          const state: BankCodeState = { mobile, otpLength, ...account };
          void navigate(paths.otpBank, { state });
        }}
      />
    </div>
  );
}

/** /wallet: the balance, Add Fund, Withdraw Fund, Transfer, Wallet History, the payout numbers and the bank account. */
export default function WalletRoute() {
  return (
    <RequireBetting>
      <WalletScreen />
    </RequireBetting>
  );
}
