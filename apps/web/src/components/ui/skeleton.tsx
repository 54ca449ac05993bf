import styles from './skeleton.module.css';

/** Grey placeholders of the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ count = 3, height = 88, label = 'Loading' }: { count?: number; height?: number; label?: string }) {
  return (
    <div className={styles.list} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.block} style={{ height }} />
      ))}
    </div>
  );
}
