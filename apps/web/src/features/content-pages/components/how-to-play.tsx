import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useHowToPlay } from '../api/get-how-to-play.ts';
import { HOW_TO_PLAY_TEXT } from '../texts.ts';
import styles from './how-to-play.module.css';

/** Only http(s) links open from here. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

/**
 * How To Play: the operator's HTML (already sanitised by the server, sanitised again here with
 * DOMPurify) and the tutorial video link.
 */
export function HowToPlay() {
  const { data, isPending, isError } = useHowToPlay();
  const html = useMemo(() => (data ? DOMPurify.sanitize(data.html, { USE_PROFILES: { html: true } }) : ''), [data]);

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{HOW_TO_PLAY_TEXT.title}</h1>
      {isPending ? <Skeleton count={3} height={48} label={HOW_TO_PLAY_TEXT.loading} /> : null}
      {!isPending && (isError || html.trim() === '') ? <p className={styles.empty}>{HOW_TO_PLAY_TEXT.empty}</p> : null}
      {html ? <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {data && isWebLink(data.videoLink) ? (
        <ExternalButtonLink href={data.videoLink} variant="secondary" isBlock>
          {HOW_TO_PLAY_TEXT.video}
        </ExternalButtonLink>
      ) : null}
    </article>
  );
}
