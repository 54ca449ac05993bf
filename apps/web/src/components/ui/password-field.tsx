import { type ComponentProps, useId, useState } from 'react';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './field.module.css';
import { FieldError } from './field-error.tsx';
import { Icon } from './icon.tsx';
import { uiMessages } from './texts.ts';

const eyeIcon = 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const eyeOffIcon =
  'M17.9 17.9A10.4 10.4 0 0 1 12 19C5 19 1 12 1 12a18.5 18.5 0 0 1 5.1-5.9M9.9 5.2A9.7 9.7 0 0 1 12 5c7 0 11 7 11 7a18.6 18.6 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; error?: string | undefined };

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, id, ...props }: PasswordFieldProps) {
  const t = useMessages(uiMessages);
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
          aria-label={isVisible ? t.hidePassword : t.showPassword}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((v) => !v)}
        >
          <Icon path={isVisible ? eyeOffIcon : eyeIcon} />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
