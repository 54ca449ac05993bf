import { BackButton } from '../../../components/ui/back-button.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../../features/content/components/content-page.tsx';
import { privacyPolicy } from '../../../features/content/sections.ts';
import { contentMessages } from '../../../features/content/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /privacy and /privacypolicy. */
export default function PrivacyPolicyRoute() {
  const t = useMessages(contentMessages);
  return (
    <ContentPage title={t.privacyTitle} sections={privacyPolicy(t)} actions={<BackButton fallback={paths.home} />} />
  );
}
