import styles from './field.module.css';

/** A validation or request message shown under a field (announced to screen readers). */
export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
