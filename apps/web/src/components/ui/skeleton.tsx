import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './skeleton.module.css';
import { uiMessages } from './texts.ts';

/** Grey placeholders of the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ count = 3, height = 88, label }: { count?: number; height?: number; label?: string }) {
  const t = useMessages(uiMessages);
  return (
    <div className={styles.list} role="status" aria-label={label ?? t.loading}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.block} style={{ height }} />
      ))}
    </div>
  );
}
