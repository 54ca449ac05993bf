import { type CSSProperties, type Ref, useState } from 'react';
import styles from './otp-input.module.css';

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  length: number;
  label: string;
  isInvalid?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The code as `length` boxes. One real input sits over the boxes, so typing, pasting, deleting and
 * the phone's SMS autofill all work; anything but digits is dropped.
 */
export function OtpInput({
  value,
  onChange,
  length,
  label,
  isInvalid = false,
  disabled = false,
  inputRef,
}: OtpInputProps) {
  const [isFocused, setIsFocused] = useState(false);
  const activeIndex = Math.min(value.length, length - 1);
  return (
    <div className={styles.wrap} style={{ '--otp-length': length } as CSSProperties}>
      {Array.from({ length }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          data-testid="otp-box"
          className={[
            styles.box,
            isFocused && index === activeIndex ? styles.active : undefined,
            isInvalid ? styles.invalid : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {value[index] ?? ''}
        </span>
      ))}
      <input
        ref={inputRef}
        className={styles.input}
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        disabled={disabled}
        autoFocus
      />
    </div>
  );
}
