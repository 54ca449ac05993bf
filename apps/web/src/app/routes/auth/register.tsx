import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /r: Register Now. */
export default function RegisterRoute() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  return (
    <Card title={t.registerTitle}>
      <RegisterForm onCodeSent={() => void navigate(paths.otpRegister)} />
    </Card>
  );
}
