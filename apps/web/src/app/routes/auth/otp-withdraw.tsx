import { Card } from '../../../components/ui/card.tsx';
import { WithdrawOtp } from '../../../features/auth/components/withdraw-otp.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /otpwithdraw: the code that confirms a payout number for withdrawals. */
export default function OtpWithdrawRoute() {
  const t = useMessages(authMessages);
  return (
    <Card title={t.otpTitle}>
      <WithdrawOtp />
    </Card>
  );
}
