import { useLocation } from 'react-router';
import { NewTicketForm } from '../../../features/support/components/new-ticket-form.tsx';
import styles from '../../../features/support/components/support.module.css';
import { supportMessages } from '../../../features/support/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/**
 * /help/new: a new support ticket; `?attach=bid:12` (a history row's Help link) attaches that row (ADR 030).
 * The query is read with useLocation, not useSearchParams (which would add router code to /login's first load).
 */
export default function NewTicketRoute() {
  const t = useMessages(supportMessages);
  const attach = new URLSearchParams(useLocation().search).get('attach');
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.newTitle}</h1>
      <NewTicketForm key={attach ?? ''} attach={attach} />
    </div>
  );
}
