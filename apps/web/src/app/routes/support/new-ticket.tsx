import { useSearchParams } from 'react-router';
import { NewTicketForm } from '../../../features/support/components/new-ticket-form.tsx';
import styles from '../../../features/support/components/support.module.css';
import { supportMessages } from '../../../features/support/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /help/new: a new support ticket; `?attach=bid:12` (a history row's Help link) attaches that row (issue 31). */
export default function NewTicketRoute() {
  const t = useMessages(supportMessages);
  const [search] = useSearchParams();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.newTitle}</h1>
      <NewTicketForm key={search.get('attach') ?? ''} attach={search.get('attach')} />
    </div>
  );
}
