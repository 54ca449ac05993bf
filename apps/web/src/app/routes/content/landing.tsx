import { GuestShell } from '../../../components/layouts/guest-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { DownloadBanner } from '../../../features/content/components/download-banner.tsx';
import { WelcomeMarquee } from '../../../features/content/components/welcome-marquee.tsx';
import { CONTENT_TEXT } from '../../../features/content/texts.ts';
import styles from './landing.module.css';

/** /landing: the public variant for visitors, with the app download link and Login / Register. */
export default function LandingRoute() {
  return (
    <GuestShell title={env.appName}>
      <div className={styles.landing}>
        <WelcomeMarquee />
        <DownloadBanner />
        <div className={styles.buttons}>
          <ButtonLink to={paths.login} variant="primary">
            {CONTENT_TEXT.login}
          </ButtonLink>
          <ButtonLink to={paths.register} variant="secondary">
            {CONTENT_TEXT.register}
          </ButtonLink>
        </div>
      </div>
    </GuestShell>
  );
}
