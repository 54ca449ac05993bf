import { type ComponentProps, useId } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error.tsx';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined };

/** A labelled input with its validation message underneath. */
export function TextField({ label, error, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
