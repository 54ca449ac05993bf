import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';
import { type Session, setSession } from '../../../lib/session.ts';

/** /login and /: Login To Play. */
export default function LoginRoute() {
  const navigate = useNavigate();
  function onSuccess(session: Session) {
    setSession(session);
    void navigate(paths.home, { replace: true });
  }
  return (
    <Card title={AUTH_TEXT.loginTitle}>
      <LoginForm onSuccess={onSuccess} />
    </Card>
  );
}
