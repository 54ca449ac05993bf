import { BackButton } from '../../../components/ui/back-button.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../../features/content/components/content-page.tsx';
import { aboutUs } from '../../../features/content/sections.ts';
import { contentMessages } from '../../../features/content/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /about: About Us / Data Deletion. */
export default function AboutRoute() {
  const t = useMessages(contentMessages);
  return <ContentPage title={t.aboutTitle} sections={aboutUs(t)} actions={<BackButton fallback={paths.home} />} />;
}
