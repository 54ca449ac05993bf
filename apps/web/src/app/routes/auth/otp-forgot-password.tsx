import { Card } from '../../../components/ui/card.tsx';
import { ForgotPasswordOtp } from '../../../features/auth/components/forgot-password-otp.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';

/** /otpforgotpass: the code that proves the number before a password reset. */
export default function OtpForgotPasswordRoute() {
  return (
    <Card title={AUTH_TEXT.otpTitle}>
      <ForgotPasswordOtp />
    </Card>
  );
}
