import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /change: Change Password, then back to home. */
export default function ChangePasswordRoute() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  return (
    <Card title={t.changePassword}>
      <ChangePasswordForm onSuccess={() => void navigate(paths.home)} />
    </Card>
  );
}
