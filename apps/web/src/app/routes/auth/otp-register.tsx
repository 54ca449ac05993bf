import { Card } from '../../../components/ui/card.tsx';
import { RegisterOtp } from '../../../features/auth/components/register-otp.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';

/** /otpregister: the code that completes a registration. */
export default function OtpRegisterRoute() {
  return (
    <Card title={AUTH_TEXT.otpTitle}>
      <RegisterOtp />
    </Card>
  );
}
