import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import { profileMessages } from '../../../features/profile/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /profile: Edit profile (the name), then back to home. */
export default function ProfileRoute() {
  const t = useMessages(profileMessages);
  const navigate = useNavigate();
  return (
    <Card title={t.title}>
      <ProfileForm onSaved={() => void navigate(paths.home)} />
    </Card>
  );
}
