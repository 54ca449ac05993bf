import styles from './spinner.module.css';

/** Shown while a screen's code or first data loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
