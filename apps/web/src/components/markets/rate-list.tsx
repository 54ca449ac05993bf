import { useGameNames } from '../games/names.ts';
import styles from './rate-list.module.css';

export type RateRow = { label: string; value: string };

/** Rate pairs as "a-b" per bid type (game rates, Starline and Gali rate tables); the bid types' names in the chosen language. */
export function RateList({
  title,
  rows,
  isLoading = false,
}: {
  title?: string;
  rows: readonly RateRow[];
  isLoading?: boolean;
}) {
  const names = useGameNames();
  return (
    <section className={styles.panel} aria-busy={isLoading || undefined}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <dl className={styles.list}>
        {rows.map((row, index) => (
          <div key={`${row.label}-${index}`} className={styles.row}>
            <dt>{names.name(row.label)}</dt>
            <dd className={isLoading ? styles.pending : undefined}>{isLoading ? '' : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
