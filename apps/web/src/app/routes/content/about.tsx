import { BackButton } from '../../../components/ui/back-button.tsx';
import { paths } from '../../../config/paths.ts';
import { ContentPage } from '../../../features/content/components/content-page.tsx';
import { ABOUT_US } from '../../../features/content/texts.ts';

/** /about: About Us / Data Deletion. */
export default function AboutRoute() {
  return <ContentPage title="About Us / Data Deletion" sections={ABOUT_US} actions={<BackButton fallback={paths.home} />} />;
}
