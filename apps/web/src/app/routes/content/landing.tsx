import { GuestShell } from '../../../components/layouts/guest-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { DownloadBanner } from '../../../features/content/components/download-banner.tsx';
import { WelcomeMarquee } from '../../../features/content/components/welcome-marquee.tsx';
import { contentMessages } from '../../../features/content/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './landing.module.css';

/** /landing: the public variant for visitors, with the app download link and Login / Register. */
export default function LandingRoute() {
  const t = useMessages(contentMessages);
  return (
    <GuestShell title={env.appName}>
      <div className={styles.landing}>
        <WelcomeMarquee />
        <DownloadBanner />
        <div className={styles.buttons}>
          <ButtonLink to={paths.login} variant="primary">
            {t.login}
          </ButtonLink>
          <ButtonLink to={paths.register} variant="secondary">
            {t.register}
          </ButtonLink>
        </div>
      </div>
    </GuestShell>
  );
}
