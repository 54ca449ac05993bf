import { lazy, Suspense, useId } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import { pickerDisplay } from '../lib/picker-date.ts';
import styles from './history-screen.module.css';

const HistoryDatePicker = lazy(() => import('./date-picker.tsx'));

/** A labelled date picker; until the picker's code arrives, the same-sized field shows the date. */
export function DateField({ label, value, onChange }: { label: string; value: Date; onChange: (date: Date) => void }) {
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${styles.dateField}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.picker}>
        <Suspense fallback={<input id={id} className={fieldStyles.input} value={pickerDisplay(value)} readOnly />}>
          <HistoryDatePicker id={id} selected={value} onChange={onChange} className={fieldStyles.input ?? ''} />
        </Suspense>
      </div>
    </div>
  );
}
