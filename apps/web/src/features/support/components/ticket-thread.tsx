import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { type TicketThread as Thread } from '../api/parse.ts';
import {
  markListedRead,
  reopenTicket,
  replyToTicket,
  ticketQueryKey,
  useTicket,
  useTicketWrite,
} from '../api/tickets.ts';
import { supportMessages } from '../texts.ts';
import { Evidence } from './evidence.tsx';
import { MessageField, useMessageField } from './message-field.tsx';
import { categoryText, FailedState, shownTime, StatusBadge } from './parts.tsx';
import styles from './support.module.css';
import { useTicketNotices } from './ticket-list.tsx';

/** The ticket's id of its path (`/help/tickets/12`); null for anything that is not a ticket number. */
export function ticketIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

/** The player's answer on an open or answered ticket. */
function ReplyForm({ ticketId }: { ticketId: number }) {
  const t = useMessages(supportMessages);
  const message = useMessageField();
  const reply = useTicketWrite(replyToTicket);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reply.isPending) return;
    const text = message.check();
    if (text === null) return;
    reply.mutate(
      { ticket_id: ticketId, message: text },
      {
        onSuccess: () => {
          message.clear();
          notifySuccess(t.replied);
        },
        onError: (error) => notifyError(error.message, { id: 'support-reply' }),
      },
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.reply}>
      <MessageField field={message} label={t.reply} rows={3} />
      <Button type="submit" isBlock disabled={reply.isPending}>
        {reply.isPending ? t.sending : t.sendReply}
      </Button>
    </form>
  );
}

/** A closed ticket: reopened within 7 days of its closing (with an optional message), else a new ticket. */
function Reopen({ thread }: { thread: Thread }) {
  const t = useMessages(supportMessages);
  const message = useMessageField();
  const reopen = useTicketWrite(reopenTicket);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reopen.isPending) return;
    const text = message.check({ isOptional: true });
    if (text === null) return;
    reopen.mutate(
      { ticket_id: thread.ticket.ticket_id, ...(text ? { message: text } : {}) },
      {
        onSuccess: () => {
          message.clear();
          notifySuccess(t.reopened);
        },
        onError: (error) => notifyError(error.message, { id: 'support-reopen' }),
      },
    );
  }
  return (
    <div className={styles.panel}>
      <p>{t.closedNote}</p>
      {thread.ticket.can_reopen ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t.reopen}>
          <MessageField field={message} label={t.reopenMessage} rows={3} />
          <Button type="submit" variant="secondary" isBlock disabled={reopen.isPending}>
            {reopen.isPending ? t.sending : t.reopen}
          </Button>
        </form>
      ) : (
        <>
          <p className={styles.muted}>{t.reopenExpired}</p>
          <ButtonLink to={paths.helpNew} variant="secondary" isBlock>
            {t.newTicket}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/**
 * One ticket (ADR 030): its number, status and category, what the server checked, the thread (the
 * player's and the operator's messages, as plain text), and a reply — or, closed, a reopening. An
 * operator's answer arrives live (a `ticket` notice of the stream, ADR 013) while the screen is open.
 */
export function TicketThread({ ticketId }: { ticketId: number | null }) {
  const t = useMessages(supportMessages);
  const code = useMessages(locale);
  const session = useSession();
  const queryClient = useQueryClient();
  const thread = useTicket(ticketId);
  const refetch = thread.refetch;
  const onTicket = useCallback(
    (id: number) => {
      if (id === ticketId) void refetch();
    },
    [ticketId, refetch],
  );
  useTicketNotices(onTicket);

  // The server marks a ticket read when it answers it: the list's mark goes at once.
  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (ticketId !== null && loadedAt > 0) markListedRead(queryClient, session?.token, ticketId);
  }, [queryClient, session?.token, ticketId, loadedAt]);

  const isMissing = ticketId === null || (thread.error instanceof ApiError && thread.error.httpStatus === 404);
  if (isMissing)
    return (
      <div className={styles.screen}>
        <div className={styles.state} role="alert">
          <p>{t.notFound}</p>
          <ButtonLink to={paths.help} variant="outline">
            {t.backToHelp}
          </ButtonLink>
        </div>
      </div>
    );
  if (thread.isPending) return <Skeleton count={3} height={96} label={t.loading} />;
  if (thread.isError)
    return (
      <FailedState
        error={thread.error}
        fallback={t.loadFailed}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: ticketQueryKey(session?.token, ticketId) })}
      />
    );

  const { ticket, messages, evidence } = thread.data;
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.ticketNumber({ id: ticket.ticket_id })}</h1>
      <div className={styles.head}>
        <StatusBadge status={ticket.status} />
        <span className={styles.muted}>{categoryText(t, ticket.category)}</span>
      </div>
      {ticket.attachment ? <p className={`${styles.muted} ${styles.intro}`}>{ticket.attachment.label}</p> : null}
      <Evidence evidence={evidence} hasAttachment={ticket.attachment !== null} />
      <h2 className={styles.sectionTitle}>{t.thread}</h2>
      <ol className={styles.messages} aria-label={t.thread}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.message} ${message.from === 'player' ? styles.fromPlayer : styles.fromOperator}`}
            data-from={message.from}
          >
            <span className={styles.author}>{message.from === 'player' ? t.you : t.support}</span>
            <span className={styles.body}>{message.body}</span>
            <span className={styles.muted}>{shownTime(message.created_at, code)}</span>
          </li>
        ))}
      </ol>
      {ticket.status === 'closed' ? <Reopen thread={thread.data} /> : <ReplyForm ticketId={ticket.ticket_id} />}
    </div>
  );
}
