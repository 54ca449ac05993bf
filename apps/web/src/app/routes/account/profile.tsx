import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import { PROFILE_TEXT } from '../../../features/profile/texts.ts';

/** /profile: Edit profile (the name), then back to home. */
export default function ProfileRoute() {
  const navigate = useNavigate();
  return (
    <Card title={PROFILE_TEXT.title}>
      <ProfileForm onSaved={() => void navigate(paths.home)} />
    </Card>
  );
}
