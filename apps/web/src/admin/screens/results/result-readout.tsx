import { type Family, RESULT_PLACEHOLDERS } from '@pana/domain';
import { type DeclaredResult } from '../../api/results.ts';
import { type EntryReading, type Session } from '../../lib/result-entry.ts';
import styles from './results-screen.module.css';

/** The entry read live: the result as players will see it and the figures computed from it. */
export function ResultReadout({
  kind,
  session,
  reading,
  declaredRow,
}: {
  kind: Family;
  session: Session;
  reading: EntryReading;
  declaredRow: DeclaredResult | null;
}) {
  return (
    <div className={styles.resultReadout} aria-live="polite" data-testid="result-readout">
      <span className={styles.resultBig}>
        {reading.state === 'valid'
          ? reading.result
          : kind === 'gali'
            ? RESULT_PLACEHOLDERS.gali
            : kind === 'main' && session === 'close'
              ? RESULT_PLACEHOLDERS.close
              : RESULT_PLACEHOLDERS.open}
      </span>
      {reading.state === 'valid'
        ? reading.parts.map((part) => (
            <span key={part.label} className={styles.resultPart}>
              {part.label}
              <strong>{part.value}</strong>
            </span>
          ))
        : null}
      {kind === 'main' && session === 'close' && declaredRow?.openPana ? (
        <span className={styles.resultPart}>
          Open declared
          <strong>
            {declaredRow.openPana}-{declaredRow.openAnk}
          </strong>
        </span>
      ) : null}
    </div>
  );
}
