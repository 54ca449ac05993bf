import { type Session } from '@pana/domain/catalogue';
import { useId } from 'react';
import { BIDDING_TEXT } from '../texts.ts';
import styles from './bid-slip.module.css';

type SessionChoiceProps = { value: Session; available: readonly Session[]; onChange: (session: Session) => void };

/** Open / Close: a session is selectable only while the domain says it is available (SPEC.md section 4). */
export function SessionChoice({ value, available, onChange }: SessionChoiceProps) {
  const name = useId();
  const options: { session: Session; label: string }[] = [
    { session: 'open', label: BIDDING_TEXT.open },
    { session: 'close', label: BIDDING_TEXT.close },
  ];
  return (
    <fieldset className={styles.sessions}>
      <legend className={styles.label}>{BIDDING_TEXT.session}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.session} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option.session}
              checked={value === option.session}
              disabled={!available.includes(option.session)}
              onChange={() => onChange(option.session)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
