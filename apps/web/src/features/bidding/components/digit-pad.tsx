import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { biddingMessages } from '../texts.ts';
import styles from './bid-slip.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The 0-9 suggestions of the single-digit screens: a tap fills the digit field. */
export function DigitPad({
  value,
  onPick,
  disabled = false,
  label,
}: {
  value: string;
  onPick: (digit: string) => void;
  disabled?: boolean;
  /** The group's name (default 'Pick a digit'). */
  label?: string;
}) {
  const t = useMessages(biddingMessages);
  return (
    <div className={styles.pad} role="group" aria-label={label ?? t.suggestions}>
      {DIGITS.map((digit) => (
        <button
          key={digit}
          type="button"
          className={styles.padKey}
          aria-pressed={value === digit}
          disabled={disabled}
          onClick={() => onPick(digit)}
        >
          {digit}
        </button>
      ))}
    </div>
  );
}
