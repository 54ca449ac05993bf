import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useHowToPlay } from '../api/get-how-to-play.ts';
import { howToPlayMessages } from '../texts.ts';
import styles from './how-to-play.module.css';

/** Only http(s) links open from here. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

/**
 * How To Play: the operator's HTML (already sanitised by the server, sanitised again here with
 * DOMPurify) and the tutorial video link.
 */
export function HowToPlay() {
  const t = useMessages(howToPlayMessages);
  const { data, isPending, isError } = useHowToPlay();
  const html = useMemo(() => (data ? DOMPurify.sanitize(data.html, { USE_PROFILES: { html: true } }) : ''), [data]);

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {isPending ? <Skeleton count={3} height={48} label={t.loading} /> : null}
      {!isPending && (isError || html.trim() === '') ? <p className={styles.empty}>{t.empty}</p> : null}
      {html ? <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {data && isWebLink(data.videoLink) ? (
        <ExternalButtonLink href={data.videoLink} variant="secondary" isBlock>
          {t.video}
        </ExternalButtonLink>
      ) : null}
    </article>
  );
}
