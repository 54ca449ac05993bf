import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { InvalidNavigation } from '../../../features/auth/components/invalid-navigation.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

function phoneNumberOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber } = state as Record<string, unknown>;
  return typeof phoneNumber === 'string' && phoneNumber !== '' ? phoneNumber : undefined;
}

/** /change-password: the new password at the end of the forgot-password flow. */
export default function ResetPasswordRoute() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const phoneNumber = phoneNumberOf(useLocation().state);
  return (
    <Card title={t.resetTitle}>
      {phoneNumber ? (
        <ResetPasswordForm phoneNumber={phoneNumber} onDone={() => void navigate(paths.login, { replace: true })} />
      ) : (
        <InvalidNavigation startOver={paths.forgotPassword} />
      )}
    </Card>
  );
}
