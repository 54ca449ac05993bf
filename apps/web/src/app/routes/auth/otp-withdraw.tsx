import { Card } from '../../../components/ui/card.tsx';
import { WithdrawOtp } from '../../../features/auth/components/withdraw-otp.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';

/** /otpwithdraw: the code that confirms a payout number for withdrawals. */
export default function OtpWithdrawRoute() {
  return (
    <Card title={AUTH_TEXT.otpTitle}>
      <WithdrawOtp />
    </Card>
  );
}
