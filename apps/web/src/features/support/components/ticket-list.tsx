import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { onLiveNotice } from '../../../lib/live-status.ts';
import { SUPPORT_KEY, useTickets } from '../api/tickets.ts';
import { supportMessages } from '../texts.ts';
import { categoryText, FailedState, shownTime, StatusBadge } from './parts.tsx';
import styles from './support.module.css';

/** The path of one ticket's thread. */
export const ticketPath = (id: number) => paths.helpTicket.replace(':id', String(id));

/** A live `ticket` notice (an operator answered or closed one): every support query is read again. */
export function useTicketNotices(onTicket?: (ticketId: number) => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotice((notice) => {
        if (notice.kind !== 'ticket') return;
        void queryClient.invalidateQueries({ queryKey: [SUPPORT_KEY] });
        if (typeof notice.ticket_id === 'number') onTicket?.(notice.ticket_id);
      }),
    [queryClient, onTicket],
  );
}

/**
 * Help (ADR 030): what the player may ask about, New ticket, and their tickets, newest activity first —
 * each with its number, status, category, first words, what it carries, when it last moved and a
 * "New reply" mark while the operator's answer is unread.
 */
export function TicketList() {
  const t = useMessages(supportMessages);
  const code = useMessages(locale);
  const tickets = useTickets();
  useTicketNotices();

  let content;
  if (tickets.isPending) content = <Skeleton count={3} height={104} label={t.loading} />;
  else if (tickets.isError)
    content = <FailedState error={tickets.error} fallback={t.loadFailed} onRetry={() => void tickets.refetch()} />;
  else {
    const items = tickets.data.pages.flatMap((page) => page.tickets);
    content =
      items.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t.yourTickets}>
            {items.map((ticket) => (
              <li key={ticket.ticket_id}>
                <Link className={styles.ticket} to={ticketPath(ticket.ticket_id)}>
                  <span className={styles.ticketHead}>
                    <span className={styles.ticketNumber}>{t.ticketNumber({ id: ticket.ticket_id })}</span>
                    <StatusBadge status={ticket.status} />
                  </span>
                  <span className={styles.muted}>{categoryText(t, ticket.category)}</span>
                  <span className={styles.subject}>{ticket.subject}</span>
                  {ticket.attachment ? <span className={styles.muted}>{ticket.attachment.label}</span> : null}
                  <span className={styles.ticketHead}>
                    <span className={styles.muted}>{t.updated({ when: shownTime(ticket.updated_at, code) })}</span>
                    {ticket.unread ? <span className={styles.unread}>{t.unread}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {tickets.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                disabled={tickets.isFetchingNextPage}
                onClick={() => void tickets.fetchNextPage()}
              >
                {t.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <ButtonLink to={paths.helpNew} isBlock>
        {t.newTicket}
      </ButtonLink>
      <h2 className={styles.sectionTitle}>{t.yourTickets}</h2>
      {content}
    </div>
  );
}
