import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { useAgentPlayer } from '../../api/agent.ts';
import { Figure } from '../../components/figure.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { type ConsoleScreenProps } from '../../screen-props.ts';
import { LedgerTable } from '../player/ledger-table.tsx';
import { PlayerBidsTable } from '../player/player-bids-table.tsx';
import { PlayerMovePanel } from './player-move-panel.tsx';
import { PlayerDepositsTable, PlayerWithdrawalsTable } from './player-requests-tables.tsx';

type Tab = 'ledger' | 'bids' | 'deposits' | 'withdrawals';

/** One of the agent's players: wallet and totals, Credit and Take back (own players only), and their records. */
export default function AgentPlayerScreen({ params }: ConsoleScreenProps) {
  const mobile = params.mobile ?? '';
  const player = useAgentPlayer(mobile);
  const [tab, setTab] = useState<Tab>('ledger');
  return (
    <>
      <PageHeader
        title={player.data ? player.data.user.name || mobile : 'Player'}
        subtitle={mobile}
        actions={
          <ButtonLink variant="outline" className={ui.small} to={adminPaths.agentPlayers}>
            All players
          </ButtonLink>
        }
      />
      <QueryState query={player} rows={5}>
        {(detail) => {
          const { user } = detail;
          return (
            <>
              <div className={ui.figures}>
                <Figure
                  label="Wallet"
                  value={
                    <span className={user.balance < 0 ? ui.negative : undefined}>{formatMoney(user.balance)}</span>
                  }
                  hint="points"
                />
                <Figure
                  label="Account"
                  value={user.blocked ? 'Blocked' : user.bettingStatus === 1 ? 'Active' : 'Betting off'}
                  isWarning={user.blocked}
                  isText
                />
                {user.direct ? null : <Figure label="Agent" value={user.agent} hint="one of your agents" isText />}
                <Figure label="Joined" value={formatInstant(user.registeredAt)} isText />
                <Figure label="Bids placed" value={formatMoney(detail.totals.bids)} />
                <Figure label="Points staked" value={formatMoney(detail.totals.points)} />
                <Figure label="Points won" value={formatMoney(detail.totals.winAmount)} />
              </div>
              {user.direct ? (
                <PlayerMovePanel player={user} cashoutRequest={detail.cashoutRequest} />
              ) : (
                <p className={ui.notice}>This player belongs to {user.agent}: only they credit or take back points.</p>
              )}
              <Tabs
                label="Player records"
                value={tab}
                options={[
                  { value: 'ledger', label: `Wallet ledger (${detail.ledger.length})` },
                  { value: 'bids', label: `Bids (${detail.bids.length})` },
                  { value: 'deposits', label: `Deposits (${detail.deposits.length})` },
                  { value: 'withdrawals', label: `Withdrawals (${detail.withdrawals.length})` },
                ]}
                onChange={setTab}
              />
              {tab === 'ledger' ? <LedgerTable rows={detail.ledger} /> : null}
              {tab === 'bids' ? <PlayerBidsTable rows={detail.bids} /> : null}
              {tab === 'deposits' ? <PlayerDepositsTable rows={detail.deposits} /> : null}
              {tab === 'withdrawals' ? <PlayerWithdrawalsTable rows={detail.withdrawals} /> : null}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
