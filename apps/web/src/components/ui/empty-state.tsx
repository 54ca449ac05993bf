import styles from './empty-state.module.css';

/** The message of a list with nothing in it (e.g. NO DATA FOUND). */
export function EmptyState({ message }: { message: string }) {
  return <p className={styles.empty}>{message}</p>;
}
