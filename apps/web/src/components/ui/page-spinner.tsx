import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './spinner.module.css';
import { uiMessages } from './texts.ts';

/** Shown while a screen's code or first data loads. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useMessages(uiMessages);
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t.loading}</span>
    </div>
  );
}
