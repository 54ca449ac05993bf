import { type Session } from '@pana/domain/catalogue';
import { useId } from 'react';
import { useGameNames } from '../../../components/games/names.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { biddingMessages } from '../texts.ts';
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

/** A choice of two on a bid slip (a session, Odd or Even …): radios shown as side-by-side segments. */
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

type SessionChoiceProps = { value: Session; available: readonly Session[]; onChange: (session: Session) => void };

/** Open / Close: a session is selectable only while the domain says it is available (SPEC.md section 4). */
export function SessionChoice({ value, available, onChange }: SessionChoiceProps) {
  const t = useMessages(biddingMessages);
  const names = useGameNames();
  const options = (['open', 'close'] as const).map((session) => ({
    value: session,
    label: names.session(session),
    disabled: !available.includes(session),
  }));
  return <SegmentChoice legend={t.session} options={options} value={value} onChange={onChange} />;
}
