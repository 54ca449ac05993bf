import { CONTENT_TEXT } from '../texts.ts';
import styles from './welcome-marquee.module.css';

/** The welcome line scrolling across the home screen in English, Hindi and Marathi. */
export function WelcomeMarquee() {
  return (
    <div className={styles.marquee} role="marquee" aria-label="Welcome">
      <p className={styles.track}>
        {CONTENT_TEXT.welcome.map((line) => (
          <span key={line.lang} lang={line.lang} className={styles.item}>
            {line.text}
          </span>
        ))}
      </p>
    </div>
  );
}
