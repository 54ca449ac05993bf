import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /forgotpass: the number to recover; the code screen follows. */
export default function ForgotPasswordRoute() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  return (
    <Card title={t.forgotTitle}>
      <ForgotPasswordForm
        onCodeSent={(phoneNumber, otp, otpLength) =>
          void navigate(paths.otpForgotPassword, { state: { phoneNumber, validationOtp: otp, otpLength } })
        }
      />
    </Card>
  );
}
