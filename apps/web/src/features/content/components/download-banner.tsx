import { buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { downloadIcon } from '../../../components/ui/icon-paths.ts';
import { useSocialData } from '../../../lib/api/get-social-data.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { promptInstall, useCanInstall } from '../../../lib/install-prompt.ts';
import { contentMessages } from '../texts.ts';
import styles from './download-banner.module.css';

/**
 * The public landing's banner with the spec's download-app link: the Android app link of the
 * settings; when none is set, the browser's offer to install this web app (shown only while the
 * browser makes it); else no button.
 */
export function DownloadBanner() {
  const t = useMessages(contentMessages);
  const link = useSocialData().data?.app_link ?? '';
  const appLink = /^https?:\/\//i.test(link) ? link : '';
  const canInstall = useCanInstall();
  return (
    <section className={styles.banner}>
      <p className={styles.text}>{t.downloadBanner}</p>
      {appLink ? (
        <a className={buttonClassName('primary', true)} href={appLink} target="_blank" rel="noopener noreferrer">
          <Icon path={downloadIcon} size={20} />
          {t.downloadApp}
        </a>
      ) : canInstall ? (
        <button type="button" className={buttonClassName('primary', true)} onClick={() => void promptInstall()}>
          <Icon path={downloadIcon} size={20} />
          {t.downloadApp}
        </button>
      ) : null}
    </section>
  );
}
