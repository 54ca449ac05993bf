import styles from './ui.module.css';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A weekly schedule ("0123456" = every day) as seven letters, the running days in bold. */
export function DayList({ days }: { days: string }) {
  const names = WEEKDAYS.filter((_, index) => days.includes(String(index)));
  return (
    <span
      className={styles.dayList}
      role="img"
      aria-label={names.length === 7 ? 'Every day' : names.length ? names.join(', ') : 'No days'}
    >
      {WEEKDAYS.map((day, index) => (
        <span key={day} aria-hidden="true" className={days.includes(String(index)) ? styles.dayOn : styles.dayOff}>
          {day.charAt(0)}
        </span>
      ))}
    </span>
  );
}
