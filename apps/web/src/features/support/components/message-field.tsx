import { useId, useState } from 'react';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { MESSAGE_MAX, messageLength, messageProblem } from '../lib/tickets.ts';
import { supportMessages } from '../texts.ts';
import styles from './support.module.css';

export type MessageFieldState = {
  value: string;
  setValue: (value: string) => void;
  problem: 'required' | 'tooLong' | null;
  /** Checks the message as it would be sent: its trimmed text, or null (and the problem shown). */
  check: (options?: { isOptional?: boolean }) => string | null;
  clear: () => void;
};

/** A message being written: its text and the problem shown once the player tried to send it. */
export function useMessageField(): MessageFieldState {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  return {
    value,
    setValue: (next) => {
      setValue(next);
      if (problem !== null) setProblem(messageProblem(next));
    },
    problem,
    check: ({ isOptional = false } = {}) => {
      const found = messageProblem(value);
      if (found === 'required' && isOptional) {
        setProblem(null);
        return '';
      }
      setProblem(found);
      return found === null ? value.replace(/\r\n?/g, '\n').trim() : null;
    },
    clear: () => {
      setValue('');
      setProblem(null);
    },
  };
}

/**
 * A plain-text message (a new ticket's, a reply, a reopening's reason): its label, hint, the characters
 * used of the server's 1,000, and why it cannot be sent.
 */
export function MessageField({
  field,
  label,
  hint,
  max = MESSAGE_MAX,
  rows = 5,
}: {
  field: MessageFieldState;
  label: string;
  hint?: string;
  max?: number;
  rows?: number;
}) {
  const t = useMessages(supportMessages);
  const id = useId();
  const used = messageLength(field.value);
  const error =
    field.problem === 'required' ? t.messageRequired : field.problem === 'tooLong' ? t.messageTooLong({ max }) : null;
  const described = [hint ? `${id}-hint` : null, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <span id={`${id}-count`} className={styles.counter}>
        {t.characters({ used, max })}
      </span>
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
