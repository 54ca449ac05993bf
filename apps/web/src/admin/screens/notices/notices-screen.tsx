import { sendNoticeBody } from '@pana/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import { type SentNotice, useAllMarkets, useNotices, useSendNotice } from '../../api/notices.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { formatInstant } from '../../lib/format.ts';
import styles from './notices-screen.module.css';

type Audience = 'all' | 'market' | 'player';

const AUDIENCES: ReadonlyArray<{ value: Audience; label: string }> = [
  { value: 'all', label: 'All players' },
  { value: 'market', label: "One market's players" },
  { value: 'player', label: 'One player' },
];

const FAMILY_LABEL = { main: 'Main', starline: 'Starline', gali: 'Gali' } as const;

type Errors = Partial<Record<'title' | 'body' | 'marketId' | 'mobile', string>>;

/** Who a sent notice went to, in words. */
export function audienceText(n: Pick<SentNotice, 'audience' | 'marketName' | 'mobile'>): string {
  if (n.audience === 'all') return 'All players';
  if (n.audience === 'market') return `Players of ${n.marketName ?? 'a market'} (bid that day)`;
  return `Player ${n.mobile ?? ''}`.trim();
}

/** The form: title, text, audience (all, a market's players today, one player by mobile), popup; sent after a confirmation. */
function SendNoticePanel() {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [marketId, setMarketId] = useState('');
  const [mobile, setMobile] = useState('');
  const [popup, setPopup] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const markets = useAllMarkets();
  const send = useSendNotice();

  const input = {
    title,
    body,
    audience,
    popup,
    ...(audience === 'market' && marketId ? { marketId: Number(marketId) } : {}),
    ...(audience === 'player' ? { mobile } : {}),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    send.reset();
    const parsed = sendNoticeBody.safeParse(input);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
    }
    if (audience === 'market' && !marketId) found.marketId = 'Please choose the market';
    if (audience === 'player' && !mobile.trim()) found.mobile = "Please enter the player's 10-digit mobile number";
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  function confirm() {
    send.mutate(input, {
      onSuccess: (answer) => {
        setConfirming(false);
        setSent(answer.msg);
        setTitle('');
        setBody('');
        setPopup(false);
      },
    });
  }

  const market = markets.data?.find((m) => String(m.id) === marketId);
  const who = audience === 'all' ? 'every player' : audience === 'market' ? `the players who bid on ${market?.name ?? 'the market'} today` : `the player ${mobile}`;

  return (
    <Panel title="Send a notice">
      <form className={ui.form} onSubmit={submit} noValidate>
        <FormField label="Title" error={errors.title}>
          {(control) => <input {...control} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />}
        </FormField>
        <FormField label="Text" error={errors.body} hint="Shown in the player's notifications inbox and sent as a push notification.">
          {(control) => (
            <textarea {...control} className={`${control.className} ${styles.body}`} value={body} maxLength={1000} onChange={(e) => setBody(e.target.value)} />
          )}
        </FormField>
        <fieldset className={styles.audience}>
          <legend>Send to</legend>
          {AUDIENCES.map((a) => (
            <label key={a.value} className={styles.choice}>
              <input type="radio" name="audience" value={a.value} checked={audience === a.value} onChange={() => setAudience(a.value)} />
              {a.label}
            </label>
          ))}
        </fieldset>
        {audience === 'market' ? (
          <FormField label="Market" error={errors.marketId} hint="The players who placed a bid on this market today (India date) receive it.">
            {(control) => (
              <select {...control} value={marketId} onChange={(e) => setMarketId(e.target.value)}>
                <option value="">Choose a market</option>
                {(['main', 'starline', 'gali'] as const).map((kind) => (
                  <optgroup key={kind} label={FAMILY_LABEL[kind]}>
                    {(markets.data ?? [])
                      .filter((m) => m.kind === kind)
                      .map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {audience === 'player' ? (
          <FormField label="Player's mobile" error={errors.mobile}>
            {(control) => <input {...control} inputMode="numeric" autoComplete="off" value={mobile} maxLength={10} onChange={(e) => setMobile(e.target.value)} />}
          </FormField>
        ) : null}
        <label className={styles.choice}>
          <input type="checkbox" checked={popup} onChange={(e) => setPopup(e.target.checked)} />
          Show once as a popup at the player's next login
        </label>
        <div className={ui.actions}>
          <Button type="submit" className={ui.small} disabled={send.isPending}>
            Send notice
          </Button>
        </div>
        {sent ? (
          <p className={ui.success} role="status">
            {sent}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        title="Send this notice?"
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        confirmLabel="Send notice"
        isBusy={send.isPending}
        error={send.isError ? errorMessage(send.error) : null}
        tone="primary"
      >
        <p>
          “{title.trim()}” goes to {who}
          {popup ? ', and shows once as a popup at their next login' : ''}. It cannot be taken back.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}

function SentNotices({ items }: { items: readonly SentNotice[] }) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <caption>The latest {items.length} notices sent</caption>
        <thead>
          <tr>
            <th>Sent</th>
            <th>Notice</th>
            <th>To</th>
            <th className={ui.num}>Players</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {items.map((n) => (
            <tr key={n.id}>
              <td data-label="Sent">{formatInstant(n.createdAt)}</td>
              <td className={ui.cellMain}>
                <strong>{n.title}</strong> {n.popup ? <Badge tone="warn">Popup</Badge> : null}
                <div className={`${ui.muted} ${styles.noticeText}`}>{n.body}</div>
              </td>
              <td data-label="To">{audienceText(n)}</td>
              <td className={ui.num} data-label="Players">
                {n.recipients}
              </td>
              <td data-label="By">{n.createdBy ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Notices (ADR 014): an operator writes to every player, to the players who bid on one market today,
 * or to one player by mobile; each gets it in their notifications inbox and as a push notification, and
 * optionally once as a popup at their next login. Every notice is audited. A viewer sees the list only.
 */
export default function NoticesScreen() {
  const notices = useNotices();
  const { canWrite } = usePermissions();
  return (
    <>
      <PageHeader title="Notices" subtitle="Messages to players: in their notifications inbox, as a push notification, and optionally as a popup." />
      {canWrite ? <SendNoticePanel /> : null}
      <Panel title="Sent notices">
        <QueryState query={notices} empty="No notice has been sent yet." isEmpty={(items) => items.length === 0}>
          {(items) => <SentNotices items={items} />}
        </QueryState>
      </Panel>
    </>
  );
}
