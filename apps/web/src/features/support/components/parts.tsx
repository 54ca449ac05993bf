import type { TicketCategory, TicketStatus } from '@pana/contract';
import { Button } from '../../../components/ui/button.tsx';
import { isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { formatDayMonthTime } from '../../../lib/i18n/format.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { instantOf } from '../lib/tickets.ts';
import { supportMessages, type SupportTexts } from '../texts.ts';
import styles from './support.module.css';

/** A category's words: "Deposit not credited", "Result or win dispute"… */
export function categoryText(t: SupportTexts, category: TicketCategory): string {
  const words: Record<TicketCategory, string> = {
    deposit_not_credited: t.deposit_not_credited,
    withdrawal_not_received: t.withdrawal_not_received,
    result_dispute: t.result_dispute,
    account: t.account,
    other: t.other,
  };
  return words[category];
}

/** A ticket's status as a coloured badge: Open, Answered, Closed. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const t = useMessages(supportMessages);
  const words: Record<TicketStatus, string> = { open: t.open, answered: t.answered, closed: t.closed };
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      {words[status]}
    </span>
  );
}

/** An instant of the answers, India time, in the chosen language ("23 Nov, 3:30 PM"); '' when it cannot be read. */
export function shownTime(iso: string | null | undefined, code: Locale): string {
  const at = instantOf(iso);
  return at === null ? '' : formatDayMonthTime(at, code);
}

/**
 * A call that failed, with a retry: offline when nothing answered, the server's own words when it
 * refused (already in the player's language), else `fallback`.
 */
export function FailedState({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const t = useMessages(supportMessages);
  const message = isNetworkFailure(error) ? t.offline : (serverMessage(error) ?? fallback);
  return (
    <div className={styles.state} role="alert">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
