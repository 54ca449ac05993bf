import { Card } from '../../../components/ui/card.tsx';
import { RegisterOtp } from '../../../features/auth/components/register-otp.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /otpregister: the code that completes a registration. */
export default function OtpRegisterRoute() {
  const t = useMessages(authMessages);
  return (
    <Card title={t.otpTitle}>
      <RegisterOtp />
    </Card>
  );
}
