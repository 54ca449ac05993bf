import { type ReactNode, useId } from 'react';
import styles from './ui.module.css';

type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** Renders the control (input, select, textarea) with the id, class and ARIA the label and message need. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled console control with its hint and its validation message. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.input ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
