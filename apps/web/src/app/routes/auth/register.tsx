import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';

/** /r: Register Now. */
export default function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <Card title={AUTH_TEXT.registerTitle}>
      <RegisterForm onCodeSent={() => void navigate(paths.otpRegister)} />
    </Card>
  );
}
