import { buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { downloadIcon } from '../../../components/ui/icon-paths.ts';
import { useSocialData } from '../../../lib/api/get-social-data.ts';
import { CONTENT_TEXTS } from '../texts.ts';
import styles from './download-banner.module.css';

/** The public landing's banner with the Android app link (hidden when the server gives none). */
export function DownloadBanner() {
  const link = useSocialData().data?.app_link ?? '';
  const appLink = /^https?:\/\//i.test(link) ? link : '';
  return (
    <section className={styles.banner}>
      <p className={styles.text}>{CONTENT_TEXTS.downloadBanner}</p>
      {appLink ? (
        <a className={buttonClassName('primary', true)} href={appLink} target="_blank" rel="noopener noreferrer">
          <Icon path={downloadIcon} size={20} />
          {CONTENT_TEXTS.downloadApp}
        </a>
      ) : null}
    </section>
  );
}
