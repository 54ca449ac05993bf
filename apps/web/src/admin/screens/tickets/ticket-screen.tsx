import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type TicketDetail,
  useTicketAction,
  useTicketAdjust,
  useTicketDetail,
  useTicketLinkPayment,
} from '../../api/tickets.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { formatInstant, formatMoney, formatSigned } from '../../lib/format.ts';
import { validateAdjustment } from '../../lib/wallet-adjustment.ts';
import { type ConsoleScreenProps } from '../../screen-props.ts';
import { type PaymentRow, TicketEvidencePanel } from './ticket-evidence.tsx';
import { ATTACH_LABEL, CATEGORY_LABEL, formatAge, STATUS_LABEL, STATUS_TONE } from './ticket-words.ts';
import styles from './tickets.module.css';

const MESSAGE_MAX = 1000;

/** The thread as the operator sees it: the player's and operators' messages, and internal notes marked as such. */
function Thread({ detail }: { detail: TicketDetail }) {
  return (
    <Panel title="Thread">
      <ol className={styles.thread} aria-label="Thread">
        {detail.messages.map((message) => (
          <li
            key={message.id}
            className={[
              styles.message,
              message.from === 'player' ? styles.fromPlayer : undefined,
              message.from === 'note' ? styles.note : undefined,
            ]
              .filter(Boolean)
              .join(' ')}
            data-from={message.from}
          >
            <span className={styles.author}>
              {message.from === 'player'
                ? `${detail.player.name || detail.player.mobile} (player)`
                : message.from === 'note'
                  ? `Internal note · ${message.author ?? 'operator'}`
                  : `${message.author ?? 'Support'} (reply)`}
              <span className={ui.muted}> · {formatInstant(message.createdAt)}</span>
            </span>
            {/* Plain text as written: never rendered as HTML, links stay text. */}
            <span className={styles.body}>{message.body}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** Reply to the player (inbox, push and the open thread) or add a note the player never sees. */
function Compose({ ticketId, isClosed }: { ticketId: number; isClosed: boolean }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = useTicketAction(ticketId);

  function send(kind: 'reply' | 'note') {
    const text = body.trim();
    setDone(null);
    if (!text) return setError('Please enter the message');
    if (Array.from(text).length > MESSAGE_MAX) return setError(`Message must be at most ${MESSAGE_MAX} characters`);
    setError(null);
    action.mutate(
      { action: kind, body: text },
      {
        onSuccess: () => {
          setBody('');
          setDone(kind === 'reply' ? 'Answer sent to the player.' : 'Internal note added.');
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <Panel title={isClosed ? 'Internal note' : 'Answer or note'}>
      <form className={ui.form} onSubmit={(event) => event.preventDefault()} noValidate aria-label="Answer or note">
        <FormField
          label="Message"
          hint={`Plain text, at most ${MESSAGE_MAX} characters. ${isClosed ? 'The ticket is closed: notes only.' : 'A reply reaches the player in the app, the inbox and by push.'}`}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              value={body}
              rows={4}
              onChange={(event) => setBody(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          )}
        </FormField>
        {error ? (
          <p className={ui.alert} role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className={ui.success} role="status">
            {done}
          </p>
        ) : null}
        <div className={ui.actions}>
          {isClosed ? null : (
            <Button className={ui.small} disabled={action.isPending} onClick={() => send('reply')}>
              Send reply
            </Button>
          )}
          <Button variant="outline" className={ui.small} disabled={action.isPending} onClick={() => send('note')}>
            Add internal note
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** Assignment and closing. */
function Handling({ detail }: { detail: TicketDetail }) {
  const { ticket } = detail;
  const action = useTicketAction(ticket.id);
  const [isClosing, setIsClosing] = useState(false);
  const [lastWord, setLastWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Panel title="Handling">
      <div className={ui.formGrid}>
        <FormField label="Assigned to">
          {(control) => (
            <select
              {...control}
              value={ticket.assignedTo?.id ?? ''}
              disabled={action.isPending}
              onChange={(event) => {
                setError(null);
                action.mutate(
                  { action: 'assign', adminId: event.target.value ? Number(event.target.value) : null },
                  { onError: (failure) => setError(errorMessage(failure)) },
                );
              }}
            >
              <option value="">Nobody</option>
              {detail.assignees.map((assignee) => (
                <option key={assignee.id} value={assignee.id}>
                  {assignee.username}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {error ? (
        <p className={ui.alert} role="alert">
          {error}
        </p>
      ) : null}
      {ticket.status === 'closed' ? (
        <p className={ui.muted}>Closed {formatInstant(ticket.closedAt)}. The player may reopen it within 7 days.</p>
      ) : (
        <div className={ui.actions}>
          <Button variant="outline" className={`${ui.small} ${ui.dangerOutline}`} onClick={() => setIsClosing(true)}>
            Close ticket
          </Button>
        </div>
      )}
      <ConfirmDialog
        title={`Close ticket #${ticket.id}?`}
        isOpen={isClosing}
        onClose={() => {
          setIsClosing(false);
          action.reset();
        }}
        onConfirm={() =>
          action.mutate(
            { action: 'close', ...(lastWord.trim() ? { body: lastWord.trim() } : {}) },
            {
              onSuccess: () => {
                setIsClosing(false);
                setLastWord('');
              },
            },
          )
        }
        confirmLabel="Close ticket"
        isBusy={action.isPending}
        error={action.isError && isClosing ? errorMessage(action.error) : null}
      >
        <FormField label="Last answer to the player (optional)">
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              rows={3}
              value={lastWord}
              onChange={(event) => setLastWord(event.target.value)}
            />
          )}
        </FormField>
      </ConfirmDialog>
    </Panel>
  );
}

/** A credit or debit of the ticket's player, its reason "Ticket #N: …" in the ledger and the audit log. */
function Adjustment({ detail }: { detail: TicketDetail }) {
  const { ticket, player } = detail;
  const adjust = useTicketAdjust(ticket.id);
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const [pending, setPending] = useState<{ amount: number; note: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function check() {
    setDone(null);
    const checked = validateAdjustment(amountText, note);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setPending(checked);
  }

  return (
    <Panel title="Wallet adjustment from this ticket">
      <form
        className={ui.form}
        noValidate
        aria-label="Wallet adjustment from this ticket"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <div className={ui.formGrid}>
          <FormField
            label="Amount (points)"
            hint="Positive adds, negative takes away: 500 or -200"
            error={errors.amount}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Reason"
            hint={`Kept in the ledger as “Ticket #${ticket.id}: …” and in the audit log`}
            error={errors.note}
          >
            {(control) => (
              <input {...control} maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className={ui.small}>
          Adjust wallet
        </Button>
        {done ? (
          <p className={ui.success} role="status">
            {done}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        title={
          pending && pending.amount > 0
            ? `Add ${formatMoney(pending.amount)} points?`
            : `Take ${formatMoney(Math.abs(pending?.amount ?? 0))} points?`
        }
        isOpen={pending !== null}
        onClose={() => {
          setPending(null);
          adjust.reset();
        }}
        onConfirm={() => {
          if (!pending) return;
          adjust.mutate(pending, {
            onSuccess: (answer) => {
              setDone(`${formatSigned(answer.amount)} points applied; balance now ${formatMoney(answer.balance)}.`);
              setPending(null);
              setAmountText('');
              setNote('');
            },
          });
        }}
        confirmLabel="Adjust wallet"
        tone={pending && pending.amount < 0 ? 'danger' : 'primary'}
        isBusy={adjust.isPending}
        error={adjust.isError ? errorMessage(adjust.error) : null}
      >
        <dl className={ui.keyValues}>
          <dt>Player</dt>
          <dd>
            {player.name} · {player.mobile}
          </dd>
          <dt>Balance now</dt>
          <dd>{formatMoney(player.balance)}</dd>
          <dt>After</dt>
          <dd>{formatMoney(player.balance + (pending?.amount ?? 0))}</dd>
          <dt>Reason</dt>
          <dd>
            Ticket #{ticket.id}: {pending?.note}
          </dd>
        </dl>
      </ConfirmDialog>
    </Panel>
  );
}

/** The ticket's screen once it is loaded. */
function TicketView({ detail }: { detail: TicketDetail }) {
  const { ticket, player, evidence } = detail;
  const { canWrite } = usePermissions();
  const link = useTicketLinkPayment(ticket.id);
  const [linking, setLinking] = useState<PaymentRow | null>(null);
  const [linked, setLinked] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={`Ticket #${ticket.id}`}
        subtitle={`${CATEGORY_LABEL[ticket.category]} · opened ${formatInstant(ticket.createdAt)} · ${
          ticket.status === 'open' ? `waiting ${formatAge(ticket.ageMs)}` : `age ${formatAge(ticket.ageMs)}`
        }`}
        actions={
          <Link className={ui.small} to={adminPaths.tickets}>
            Back to the queue
          </Link>
        }
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Panel title="Player">
            <dl className={ui.keyValues}>
              <dt>Status</dt>
              <dd>
                <Badge tone={STATUS_TONE[ticket.status]}>{STATUS_LABEL[ticket.status]}</Badge>
              </dd>
              <dt>Player</dt>
              <dd>
                <Link to={adminPaths.player(player.mobile)}>{player.name || player.mobile}</Link> · {player.mobile}
                {player.blocked ? (
                  <>
                    {' '}
                    <Badge tone="bad">Blocked</Badge>
                  </>
                ) : null}
              </dd>
              <dt>Balance</dt>
              <dd>{formatMoney(player.balance)}</dd>
              {ticket.attachment ? (
                <>
                  <dt>About</dt>
                  <dd>
                    {ATTACH_LABEL[ticket.attachment.kind]} {ticket.attachment.label}
                  </dd>
                </>
              ) : null}
            </dl>
          </Panel>
          {evidence ? (
            <TicketEvidencePanel evidence={evidence} onLinkPayment={canWrite ? setLinking : undefined} />
          ) : ticket.attachment ? (
            <Panel title="Evidence">
              <p className={ui.muted}>The row this ticket was about can no longer be found.</p>
            </Panel>
          ) : null}
          {linked ? (
            <p className={ui.success} role="status">
              {linked}
            </p>
          ) : null}
          {canWrite ? <Adjustment detail={detail} /> : null}
        </div>
        <div className={styles.column}>
          <Thread detail={detail} />
          {canWrite ? <Compose ticketId={ticket.id} isClosed={ticket.status === 'closed'} /> : null}
          {canWrite ? <Handling detail={detail} /> : null}
          {detail.actions.length > 0 ? (
            <Panel title="Done from this ticket">
              <ul className={styles.actionsList}>
                {detail.actions.map((entry, index) => (
                  <li key={index}>
                    <strong>{entry.action}</strong> · {entry.by ?? 'system'} · {formatInstant(entry.at)}
                    {entry.detail ? <div className={`${ui.muted} ${styles.body}`}>{entry.detail}</div> : null}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        title={linking ? `Link payment #${linking.id} to this deposit?` : ''}
        isOpen={linking !== null}
        onClose={() => {
          setLinking(null);
          link.reset();
        }}
        onConfirm={() => {
          if (!linking) return;
          link.mutate(linking.id, {
            onSuccess: (answer) => {
              setLinked(
                `Payment #${linking.id} linked: ${formatMoney(answer.amount)} points credited; balance now ${formatMoney(answer.balance)}.`,
              );
              setLinking(null);
            },
          });
        }}
        confirmLabel="Link and credit"
        isBusy={link.isPending}
        error={link.isError ? errorMessage(link.error) : null}
      >
        <dl className={ui.keyValues}>
          <dt>Payment</dt>
          <dd>
            #{linking?.id} · ₹{linking?.amount} · {linking?.utr ?? 'no UTR'}
          </dd>
          <dt>Player</dt>
          <dd>
            {player.name} · {player.mobile}
          </dd>
        </dl>
      </ConfirmDialog>
    </>
  );
}

/**
 * One support ticket (ADR 030): the player, the evidence the server attached (a bid's result-chain
 * entry and hash, a deposit's payments, a withdrawal's payout), the thread with internal notes, and for an
 * operator or the owner: reply, note, assign, close, a wallet adjustment with the ticket as its reason, and
 * linking an unmatched payment to the ticket's deposit. A viewer reads only.
 */
export default function TicketScreen({ params }: ConsoleScreenProps) {
  const id = /^[1-9]\d{0,14}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const detail = useTicketDetail(id);
  if (id === 0)
    return (
      <>
        <PageHeader title="Ticket not found" />
        <p className={ui.state}>
          There is no such ticket. <Link to={adminPaths.tickets}>Back to the queue</Link>
        </p>
      </>
    );
  return <QueryState query={detail}>{(answer) => <TicketView detail={answer} />}</QueryState>;
}
