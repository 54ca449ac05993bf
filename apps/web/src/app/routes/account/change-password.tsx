import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { AUTH_TEXT } from '../../../features/auth/texts.ts';

/** /change: Change Password, then back to home. */
export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  return (
    <Card title={AUTH_TEXT.changePassword}>
      <ChangePasswordForm onSuccess={() => void navigate(paths.home)} />
    </Card>
  );
}
