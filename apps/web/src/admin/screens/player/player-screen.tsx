import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  adjustWallet,
  type LedgerRow,
  type PlayerBid,
  type PlayerChanges,
  type PlayerDetail,
  updatePlayer,
  usePlayer,
  usePlayerMutation,
} from '../../api/players.ts';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Figure } from '../../components/figure.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Panel } from '../../components/panel.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { formatInstant, formatMoney, formatSigned, humanize } from '../../lib/format.ts';
import { type AdjustmentErrors, validateAdjustment } from '../../lib/wallet-adjustment.ts';
import { type ConsoleScreenProps } from '../../routes.ts';

function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  if (rows.length === 0) return <p className={ui.state}>No wallet movements yet.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>When</th>
            <th>Kind</th>
            <th className={ui.num}>Amount</th>
            <th className={ui.num}>Balance after</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="When">{formatInstant(row.createdAt)}</td>
              <td data-label="Kind">{humanize(row.kind)}</td>
              <td className={`${ui.num} ${row.amount < 0 ? ui.negative : ui.positive}`} data-label="Amount">
                {formatSigned(row.amount)}
              </td>
              <td className={ui.num} data-label="Balance after">
                {formatMoney(row.balanceAfter)}
              </td>
              <td className={ui.wrapCell} data-label="Note">
                {row.note || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The player's all-time totals (GET /admin/api/users/:mobile). */
const TOTAL_LABELS: Record<keyof PlayerDetail['totals'], string> = {
  bids: 'Bids placed',
  points: 'Points staked',
  wins: 'Winning bids',
  winAmount: 'Points won',
};

const STATUS_TONE: Record<PlayerBid['status'], 'good' | 'bad' | 'warn'> = { won: 'good', lost: 'bad', pending: 'warn' };

function BidsTable({ rows }: { rows: PlayerBid[] }) {
  if (rows.length === 0) return <p className={ui.state}>No bids yet.</p>;
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <thead>
          <tr>
            <th>Placed</th>
            <th>Draw</th>
            <th>Market</th>
            <th>Game</th>
            <th>Number</th>
            <th className={ui.num}>Points</th>
            <th>Status</th>
            <th className={ui.num}>Win</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="Placed">{formatInstant(row.createdAt)}</td>
              <td data-label="Draw">{row.drawDate}</td>
              <td className={ui.cellMain}>{row.market}</td>
              <td data-label="Game">
                {row.typeName}
                <span className={ui.muted}> · {row.session}</span>
              </td>
              <td className={ui.mono} data-label="Number">
                {row.digits}
                {row.closedigits ? `-${row.closedigits}` : ''}
              </td>
              <td className={ui.num} data-label="Points">
                {formatMoney(row.points)}
              </td>
              <td data-label="Status">
                <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>
              </td>
              <td className={ui.num} data-label="Win">
                {formatMoney(row.winAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WalletAdjustment({ detail }: { detail: PlayerDetail }) {
  const { user } = detail;
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<AdjustmentErrors>({});
  const [pending, setPending] = useState<{ amount: number; note: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const adjust = usePlayerMutation(user.mobile, adjustWallet);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const checked = validateAdjustment(amountText, note);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(checked);
  }

  function confirm() {
    if (!pending) return;
    adjust.mutate(
      { mobile: user.mobile, amount: pending.amount, note: pending.note },
      {
        onSuccess: () => {
          setDone(`${formatSigned(pending.amount)} points applied to ${user.name || user.mobile}'s wallet.`);
          setPending(null);
          setAmountText('');
          setNote('');
        },
      },
    );
  }

  return (
    <Panel title="Wallet adjustment">
      <form className={ui.form} onSubmit={submit} noValidate aria-label="Wallet adjustment">
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
                onChange={(e) => setAmountText(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Reason" hint="Kept in the ledger and the audit log" error={errors.note}>
            {(control) => <input {...control} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />}
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className={ui.small} style={{ justifySelf: 'start' }}>
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
        onConfirm={confirm}
        confirmLabel="Adjust wallet"
        tone={pending && pending.amount < 0 ? 'danger' : 'primary'}
        isBusy={adjust.isPending}
        error={adjust.isError ? errorMessage(adjust.error) : null}
      >
        <dl className={ui.keyValues}>
          <dt>Player</dt>
          <dd>
            {user.name} · {user.mobile}
          </dd>
          <dt>Balance now</dt>
          <dd>{formatMoney(user.balance)}</dd>
          <dt>After</dt>
          <dd>{formatMoney(user.balance + (pending?.amount ?? 0))}</dd>
          <dt>Reason</dt>
          <dd>{pending?.note}</dd>
        </dl>
      </ConfirmDialog>
    </Panel>
  );
}

type Toggle = 'betting' | 'blocked' | null;

/** One player: balance, wallet ledger, bids and wins; betting on/off, block, wallet adjustment. */
export default function PlayerScreen({ params }: ConsoleScreenProps) {
  const mobile = params.mobile ?? '';
  const player = usePlayer(mobile);
  const { canWrite } = usePermissions();
  const [tab, setTab] = useState<'ledger' | 'bids'>('ledger');
  const [toggle, setToggle] = useState<Toggle>(null);
  const update = usePlayerMutation(mobile, (changes: PlayerChanges) => updatePlayer(mobile, changes));

  return (
    <>
      <PageHeader
        title={player.data ? player.data.user.name || mobile : 'Player'}
        subtitle={mobile}
        actions={
          <ButtonLink variant="outline" className={ui.small} to={adminPaths.players}>
            All players
          </ButtonLink>
        }
      />
      <QueryState query={player} rows={5}>
        {(detail) => {
          const { user } = detail;
          const isBetting = user.bettingStatus === 1;
          const isBlocked = user.blocked;
          return (
            <>
              <div className={ui.figures}>
                <Figure
                  label="Balance"
                  value={
                    <span className={user.balance < 0 ? ui.negative : undefined}>{formatMoney(user.balance)}</span>
                  }
                  hint="points"
                />
                <Figure
                  label="Betting"
                  value={isBetting ? 'On' : 'Off'}
                  hint={isBetting ? 'may bid, deposit, withdraw' : 'bids and funds refused'}
                />
                <Figure label="Account" value={isBlocked ? 'Blocked' : 'Active'} isWarning={isBlocked} />
                <Figure label="Joined" value={formatInstant(user.createdAt)} isText />
                {(Object.keys(TOTAL_LABELS) as (keyof PlayerDetail['totals'])[]).map((key) => (
                  <Figure key={key} label={TOTAL_LABELS[key]} value={formatMoney(detail.totals[key])} />
                ))}
              </div>
              {canWrite ? (
                <div className={ui.actions}>
                  <Button variant="outline" className={ui.small} onClick={() => setToggle('betting')}>
                    {isBetting ? 'Turn betting off' : 'Turn betting on'}
                  </Button>
                  <Button
                    variant="outline"
                    className={`${ui.small} ${isBlocked ? '' : ui.dangerOutline}`}
                    onClick={() => setToggle('blocked')}
                  >
                    {isBlocked ? 'Unblock player' : 'Block player'}
                  </Button>
                </div>
              ) : null}
              {canWrite ? <WalletAdjustment detail={detail} /> : null}
              <Tabs
                label="Player records"
                value={tab}
                options={[
                  { value: 'ledger', label: `Wallet ledger (${detail.ledger.length})` },
                  { value: 'bids', label: `Bids & wins (${detail.bids.length})` },
                ]}
                onChange={setTab}
              />
              {tab === 'ledger' ? <LedgerTable rows={detail.ledger} /> : <BidsTable rows={detail.bids} />}
              <ConfirmDialog
                title={
                  toggle === 'betting'
                    ? `${isBetting ? 'Turn betting off' : 'Turn betting on'} for ${user.name || mobile}?`
                    : `${isBlocked ? 'Unblock' : 'Block'} ${user.name || mobile}?`
                }
                isOpen={toggle !== null}
                onClose={() => {
                  setToggle(null);
                  update.reset();
                }}
                onConfirm={() =>
                  update.mutate(
                    toggle === 'betting' ? { betting_status: isBetting ? 0 : 1 } : { blocked: !isBlocked },
                    {
                      onSuccess: () => setToggle(null),
                    },
                  )
                }
                confirmLabel={
                  toggle === 'betting' ? (isBetting ? 'Turn off' : 'Turn on') : isBlocked ? 'Unblock' : 'Block'
                }
                tone={
                  (toggle === 'betting' && isBetting) || (toggle === 'blocked' && !isBlocked) ? 'danger' : 'primary'
                }
                isBusy={update.isPending}
                error={update.isError ? errorMessage(update.error) : null}
              >
                <p>
                  {toggle === 'betting'
                    ? isBetting
                      ? 'The server will refuse this player’s bids, deposits, withdrawals and transfers until betting is turned on again.'
                      : 'The player may bid, deposit, withdraw and transfer again.'
                    : isBlocked
                      ? 'The player can log in again.'
                      : 'The player is logged out and cannot log in until unblocked. The wallet is kept.'}
                </p>
              </ConfirmDialog>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
