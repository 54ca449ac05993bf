import { Card } from '../../../components/ui/card.tsx';
import { ForgotPasswordOtp } from '../../../features/auth/components/forgot-password-otp.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /otpforgotpass: the code that proves the number before a password reset. */
export default function OtpForgotPasswordRoute() {
  const t = useMessages(authMessages);
  return (
    <Card title={t.otpTitle}>
      <ForgotPasswordOtp />
    </Card>
  );
}
