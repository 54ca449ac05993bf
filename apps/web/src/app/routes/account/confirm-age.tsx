import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ConfirmAgeForm } from '../../../features/responsible-play/components/confirm-age-form.tsx';
import { PLAY_TEXT } from '../../../features/responsible-play/texts.ts';
import { useLogout } from '../../../lib/api/logout.ts';

/** /confirm-age: asked once after login of a player registered by an older app without the 18+ confirmation. */
export default function ConfirmAgeRoute() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Card title={PLAY_TEXT.ageTitle}>
      <ConfirmAgeForm
        onConfirmed={() => void navigate(paths.home, { replace: true })}
        onDeclined={() => void logout()}
      />
    </Card>
  );
}
