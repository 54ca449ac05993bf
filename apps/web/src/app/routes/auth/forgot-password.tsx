import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';

/** /forgotpass: the number to recover; the code screen follows. */
export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <Card title={AUTH_TEXT.forgotTitle}>
      <ForgotPasswordForm
        onCodeSent={(phoneNumber, otp) =>
          void navigate(paths.otpForgotPassword, { state: { phoneNumber, validationOtp: otp } })
        }
      />
    </Card>
  );
}
