import type { TicketAttachKind, TicketCategory } from '@pana/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { CATEGORIES } from '../api/parse.ts';
import { openTicket, useAttachables, useTicketWrite } from '../api/tickets.ts';
import { type Attach, attachFromQuery, categoryFor, MESSAGE_MAX } from '../lib/tickets.ts';
import { supportMessages, type SupportTexts } from '../texts.ts';
import { MessageField, useMessageField } from './message-field.tsx';
import { categoryText } from './parts.tsx';
import styles from './support.module.css';
import { ticketPath } from './ticket-list.tsx';

/** "Bid #12", "Deposit request #4", "Withdrawal request #9". */
function attachName(t: SupportTexts, attach: Attach): string {
  const name: Record<TicketAttachKind, (values: { id: number }) => string> = {
    bid: t.attachBid,
    deposit: t.attachDeposit,
    withdrawal: t.attachWithdrawal,
  };
  return name[attach.kind]({ id: attach.id });
}

/** The attachment chosen from the lists ("bid:12"), or none. */
function AttachmentChoice({ value, onChange }: { value: Attach | null; onChange: (attach: Attach | null) => void }) {
  const t = useMessages(supportMessages);
  const id = useId();
  const attachables = useAttachables();
  const groups = attachables.data
    ? ([
        ['bid', t.attachBids, attachables.data.bids],
        ['deposit', t.attachDeposits, attachables.data.deposits],
        ['withdrawal', t.attachWithdrawals, attachables.data.withdrawals],
      ] as const)
    : [];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t.attachPick}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ? `${value.kind}:${value.id}` : ''}
        onChange={(event) => onChange(attachFromQuery(event.target.value))}
        aria-busy={attachables.isPending}
      >
        <option value="">{attachables.isPending ? t.attachLoading : t.attachNone}</option>
        {groups
          .filter(([, , rows]) => rows.length > 0)
          .map(([kind, label, rows]) => (
            <optgroup key={kind} label={label}>
              {rows.map((row) => (
                <option key={row.id} value={`${kind}:${row.id}`}>
                  {row.label}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
      <span className={styles.hint}>{t.attachHint}</span>
    </div>
  );
}

/**
 * A new ticket (ADR 030): what it is about (five categories), what it carries — the row of the history
 * the player came from (`?attach=bid:12`), or one chosen from their latest bids, deposits and withdrawals —
 * and the message. Sent, it opens the ticket's thread.
 */
export function NewTicketForm({ attach: linked }: { attach: string | null }) {
  const t = useMessages(supportMessages);
  const navigate = useNavigate();
  const fromLink = attachFromQuery(linked);
  const [attach, setAttach] = useState<Attach | null>(fromLink);
  const [category, setCategory] = useState<TicketCategory | null>(fromLink ? categoryFor(fromLink.kind) : null);
  const [categoryError, setCategoryError] = useState(false);
  const message = useMessageField();
  const open = useTicketWrite(openTicket);
  const attachables = useAttachables();
  const legendId = useId();

  const attachedLabel =
    attach && attachables.data
      ? ({ bid: attachables.data.bids, deposit: attachables.data.deposits, withdrawal: attachables.data.withdrawals }[
          attach.kind
        ].find((row) => row.id === attach.id)?.label ?? '')
      : '';

  function choose(next: Attach | null) {
    setAttach(next);
    if (next && category === null) setCategory(categoryFor(next.kind));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (open.isPending) return;
    const text = message.check();
    setCategoryError(category === null);
    if (text === null || category === null) return;
    open.mutate(
      { category, message: text, ...(attach ? { attach } : {}) },
      {
        onSuccess: (thread) => {
          notifySuccess(t.opened);
          void navigate(ticketPath(thread.ticket.ticket_id), { replace: true });
        },
        onError: (error) => notifyError(error.message, { id: 'support-open' }),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t.newTitle}>
      <fieldset className={styles.fieldset} aria-describedby={categoryError ? `${legendId}-error` : undefined}>
        <legend className={styles.legend}>{t.category}</legend>
        {CATEGORIES.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="category"
              value={value}
              checked={category === value}
              onChange={() => {
                setCategory(value);
                setCategoryError(false);
              }}
            />
            {categoryText(t, value)}
          </label>
        ))}
        {categoryError ? (
          <span id={`${legendId}-error`} className={styles.error} role="alert">
            {t.categoryRequired}
          </span>
        ) : null}
      </fieldset>
      {fromLink && attach && attach.kind === fromLink.kind && attach.id === fromLink.id ? (
        <div className={styles.field}>
          <span className={styles.label}>{t.attached}</span>
          <div className={styles.attached}>
            <span className={styles.attachedText}>
              <strong>{attachName(t, attach)}</strong>
              {attachedLabel ? <span className={styles.muted}>{attachedLabel}</span> : null}
            </span>
            <Button
              variant="outline"
              onClick={() => setAttach(null)}
              aria-label={`${t.removeAttachment}: ${attachName(t, attach)}`}
            >
              {t.removeAttachment}
            </Button>
          </div>
          <span className={styles.hint}>{t.attachHint}</span>
        </div>
      ) : (
        <AttachmentChoice value={attach} onChange={choose} />
      )}
      <MessageField field={message} label={t.message} hint={t.messageHint} max={MESSAGE_MAX} />
      <Button type="submit" isBlock disabled={open.isPending}>
        {open.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}
