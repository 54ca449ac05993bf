import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { contentMessages, WELCOME_LINES } from '../texts.ts';
import styles from './welcome-marquee.module.css';

/** The welcome line scrolling across the home screen in English, Hindi and Marathi. */
export function WelcomeMarquee() {
  const t = useMessages(contentMessages);
  return (
    <div className={styles.marquee} role="marquee" aria-label={t.welcome}>
      <p className={styles.track}>
        {WELCOME_LINES.map((line) => (
          <span key={line.lang} lang={line.lang} className={styles.item}>
            {line.text}
          </span>
        ))}
      </p>
    </div>
  );
}
