import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ConfirmAgeForm } from '../../../features/responsible-play/components/confirm-age-form.tsx';
import { playMessages } from '../../../features/responsible-play/texts.ts';
import { useLogout } from '../../../lib/api/logout.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /confirm-age: asked once after login of a player registered by an older app without the 18+ confirmation. */
export default function ConfirmAgeRoute() {
  const t = useMessages(playMessages);
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Card title={t.ageTitle}>
      <ConfirmAgeForm
        onConfirmed={() => void navigate(paths.home, { replace: true })}
        onDeclined={() => void logout()}
      />
    </Card>
  );
}
