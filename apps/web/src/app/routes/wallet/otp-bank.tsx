import { maskAccountNumber, OTP_SPEC_TEXT } from '@pana/domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { InvalidNavigation } from '../../../features/auth/components/invalid-navigation.tsx';
import { OtpVerification } from '../../../features/auth/components/otp-verification.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { addBankDetails } from '../../../features/wallet/api/add-bank-details.ts';
import { type BankAccountState } from '../../../features/wallet/hooks/use-bank-account-form.ts';
import { isBankFormMessage, readBankCodeState } from '../../../features/wallet/lib/bank-form.ts';
import { walletMessages } from '../../../features/wallet/texts.ts';
import { isRejectedInput, serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError } from '../../../lib/notify.ts';
import styles from './screen.module.css';

function BankOtp() {
  const t = useMessages(walletMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = readBankCodeState(useLocation().state);
  if (!state) return <InvalidNavigation startOver={paths.wallet} />;
  const { mobile, otpLength, ...account } = state;

  async function verify(otp: string) {
    try {
      await addBankDetails({ account, otp });
    } catch (error) {
      // A field the server refused (its rules are the form's, so only if they changed): back to the form, with its words.
      const message = serverMessage(error);
      if (isRejectedInput(error) && message !== undefined && isBankFormMessage(message)) {
        notifyError(message, { id: 'bank-refused' });
        const back: BankAccountState = { openBankAccount: true };
        await navigate(paths.wallet, { replace: true, state: back });
        return;
      }
      // A wrong code says 'Enter Valid OTP' and clears the boxes, as for a UPI number.
      throw error;
    }
    void queryClient.invalidateQueries();
    const done: BankAccountState = { bankAdded: true };
    await navigate(paths.wallet, { replace: true, state: done });
  }

  return (
    <>
      <p className={styles.summary}>
        {t.confirmingBank({ masked: maskAccountNumber(account.accountNumber), ifsc: account.ifsc })}
      </p>
      <OtpVerification
        mobile={mobile}
        purpose="withdraw"
        codeLength={otpLength}
        wrongCodeMessage={OTP_SPEC_TEXT.withdrawWrong}
        verify={verify}
      />
    </>
  );
}

/** /otpbank (ADR 012): the code sent to the player's own mobile confirms the bank account, then back to the wallet. */
export default function OtpBankRoute() {
  const t = useMessages(authMessages);
  return (
    <Card title={t.otpTitle}>
      <BankOtp />
    </Card>
  );
}
