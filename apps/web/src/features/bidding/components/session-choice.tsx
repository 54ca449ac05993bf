import { type Session } from '@pana/domain/catalogue';
import { useId } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { biddingMessages } from '../texts.ts';
import styles from './bid-slip.module.css';

type SessionChoiceProps = { value: Session; available: readonly Session[]; onChange: (session: Session) => void };

/** Open / Close: a session is selectable only while the domain says it is available (SPEC.md section 4). */
export function SessionChoice({ value, available, onChange }: SessionChoiceProps) {
  const name = useId();
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  const options: { session: Session; label: string }[] = [
    { session: 'open', label: names.session('open') },
    { session: 'close', label: names.session('close') },
  ];
  return (
    <fieldset className={styles.sessions}>
      <legend className={styles.label}>{t.session}</legend>
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
