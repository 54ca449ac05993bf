import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import {
  type PlayerChanges,
  type PlayerDetail,
  updatePlayer,
  usePlayer,
  usePlayerMutation,
} from '../../api/players.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Figure } from '../../components/figure.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { type ConsoleScreenProps } from '../../screen-props.ts';
import { LedgerTable } from './ledger-table.tsx';
import { PlayerAgentPanel } from './player-agent-panel.tsx';
import { PlayerBidsTable } from './player-bids-table.tsx';
import { ResponsiblePlayFigures } from './responsible-play-figures.tsx';
import { WalletAdjustmentPanel } from './wallet-adjustment-panel.tsx';

/** The player's all-time totals (GET /admin/api/users/:mobile). */
const TOTAL_LABELS: Record<keyof PlayerDetail['totals'], string> = {
  bids: 'Bids placed',
  points: 'Points staked',
  wins: 'Winning bids',
  winAmount: 'Points won',
};

type Toggle = 'betting' | 'blocked' | null;

/** One player: balance, wallet ledger, bids and wins; betting on/off, block, wallet adjustment. */
export default function PlayerScreen({ params }: ConsoleScreenProps) {
  const mobile = params.mobile ?? '';
  const player = usePlayer(mobile);
  const { canWrite, isOwner } = usePermissions();
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
                <Figure
                  label="Agent"
                  value={detail.agent ? detail.agent.displayName || detail.agent.username : 'The house'}
                  hint={detail.agent ? `${detail.agent.username}${detail.agent.role === 'master_agent' ? ', master agent' : ''}` : 'no agent'}
                  isText
                />
                {(Object.keys(TOTAL_LABELS) as (keyof PlayerDetail['totals'])[]).map((key) => (
                  <Figure key={key} label={TOTAL_LABELS[key]} value={formatMoney(detail.totals[key])} />
                ))}
                {detail.play ? <ResponsiblePlayFigures play={detail.play} /> : null}
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
              {canWrite ? <WalletAdjustmentPanel user={user} /> : null}
              {isOwner ? <PlayerAgentPanel user={user} /> : null}
              <Tabs
                label="Player records"
                value={tab}
                options={[
                  { value: 'ledger', label: `Wallet ledger (${detail.ledger.length})` },
                  { value: 'bids', label: `Bids & wins (${detail.bids.length})` },
                ]}
                onChange={setTab}
              />
              {tab === 'ledger' ? <LedgerTable rows={detail.ledger} /> : <PlayerBidsTable rows={detail.bids} />}
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
