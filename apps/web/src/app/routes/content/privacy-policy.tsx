import { BackButton } from '../../../components/ui/back-button.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../../features/content/components/content-page.tsx';
import { PRIVACY_POLICY } from '../../../features/content/texts.ts';

/** /privacy and /privacypolicy. */
export default function PrivacyPolicyRoute() {
  return <ContentPage title="Privacy Policy" sections={PRIVACY_POLICY} actions={<BackButton fallback={paths.home} />} />;
}
