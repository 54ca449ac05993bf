import { useId } from 'react';
import styles from './bid-slip.module.css';

type SegmentChoiceProps<T extends string> = {
  legend: string;
  /** The radios' group name; one of its own by default. */
  name?: string;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  /** The chosen option, or '' while none is. */
  value: T | '';
  onChange: (value: T) => void;
};

/**
 * A choice of two on a bid slip: radios shown as side-by-side segments. Open / Close, where a session is
 * selectable only while the domain says it is available (docs/rules.md#bid-windows); a board's Odd / Even, Full / Half.
 */
export function SegmentChoice<T extends string>({ legend, name, options, value, onChange }: SegmentChoiceProps<T>) {
  const ownName = useId();
  return (
    <fieldset className={styles.sessions}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
