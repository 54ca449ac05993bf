import { lazy, Suspense, useId, useState } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import { pickerDisplay } from '../lib/picker-date.ts';
import styles from './history-screen.module.css';

const HistoryDatePicker = lazy(() => import('./date-picker.tsx'));

/**
 * A labelled date picker; until the picker's code arrives, the same-sized field shows the date. A tap on that
 * stand-in is kept: on a slow network the calendar opens (and takes the focus) as soon as its code arrives,
 * instead of the tap being lost and the player tapping again.
 */
export function DateField({ label, value, onChange }: { label: string; value: Date; onChange: (date: Date) => void }) {
  const id = useId();
  const [asked, setAsked] = useState(false);
  return (
    <div className={`${fieldStyles.field} ${styles.dateField}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.picker}>
        <Suspense
          fallback={
            <input
              id={id}
              className={fieldStyles.input}
              value={pickerDisplay(value)}
              readOnly
              onClick={() => setAsked(true)}
            />
          }
        >
          <HistoryDatePicker
            id={id}
            selected={value}
            onChange={onChange}
            className={fieldStyles.input ?? ''}
            openAtOnce={asked}
          />
        </Suspense>
      </div>
    </div>
  );
}
