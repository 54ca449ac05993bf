import { type ComponentProps, useId, useState } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error.tsx';
import { Icon } from './icon.tsx';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; error?: string | undefined };

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, id, ...props }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((v) => !v)}
        >
          <Icon name={isVisible ? 'eye-off' : 'eye'} />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
