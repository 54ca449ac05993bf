import { shownMessage } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './field.module.css';

/**
 * A validation or request message shown under a field (announced to screen readers), in the chosen
 * language: the rules' English messages (zod forms, bid checks) through the shared catalogue (ADR 020);
 * a message already translated shows as it is.
 */
export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  const code = useMessages(locale);
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {shownMessage(message, code)}
    </p>
  );
}
