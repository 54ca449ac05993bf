import { type Family } from '@pana/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../api/admin-client.ts';
import { type Market, updateMarket, useMarketMutation, useMarkets } from '../../api/markets.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { familyName } from '../../lib/format.ts';
import { useStableCallback } from '../../lib/use-stable-callback.ts';
import { MarketForm } from './market-form.tsx';
import { MarketsTable } from './markets-table.tsx';
import { OffDates } from './off-dates.tsx';

const KIND_TABS = [
  { value: 'main', label: 'Main markets' },
  { value: 'starline', label: 'Starline' },
  { value: 'gali', label: 'Gali Disawar' },
] as const;

type Dialog = { type: 'create' } | { type: 'edit' | 'pause' | 'offDates'; market: Market } | null;

/** Markets and schedules: the three families, create and edit, pause and resume, weekly days, off dates. */
export default function MarketsScreen() {
  const [kind, setKind] = useState<Family>('main');
  const [dialog, setDialog] = useState<Dialog>(null);
  const markets = useMarkets(kind);
  const { canWrite, isOwner } = usePermissions();
  const toggle = useMarketMutation(kind, (market: Market) => updateMarket(market.id, { active: !market.active }));
  const close = useStableCallback(() => {
    setDialog(null);
    toggle.reset();
  });
  const pausing = dialog?.type === 'pause' ? dialog.market : null;

  return (
    <>
      <PageHeader
        title="Markets"
        subtitle="Schedules in India time. A close time before the open time is an overnight market."
        actions={
          canWrite ? (
            <Button className={ui.small} onClick={() => setDialog({ type: 'create' })}>
              New market
            </Button>
          ) : null
        }
      />
      <Tabs label="Market family" value={kind} options={KIND_TABS} onChange={setKind} />
      <QueryState query={markets} empty={`No ${familyName(kind)} markets yet.`} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <MarketsTable
            kind={kind}
            markets={items}
            canWrite={canWrite}
            canImport={isOwner && kind === 'main'}
            onAction={(type, market) => setDialog({ type, market })}
          />
        )}
      </QueryState>

      <Modal
        title={dialog?.type === 'edit' ? `Edit ${dialog.market.name}` : `New ${familyName(kind)} market`}
        isOpen={dialog?.type === 'create' || dialog?.type === 'edit'}
        onClose={close}
      >
        {dialog?.type === 'create' || dialog?.type === 'edit' ? (
          <MarketForm kind={kind} market={dialog.type === 'edit' ? dialog.market : null} onDone={close} />
        ) : null}
      </Modal>

      <Modal
        title={dialog?.type === 'offDates' ? `Off dates · ${dialog.market.name}` : 'Off dates'}
        isOpen={dialog?.type === 'offDates'}
        onClose={close}
      >
        {dialog?.type === 'offDates' ? (
          <OffDates
            kind={kind}
            market={markets.data?.find((m) => m.id === dialog.market.id) ?? dialog.market}
            canWrite={canWrite}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        title={pausing?.active ? `Pause ${pausing.name}?` : `Resume ${pausing?.name ?? ''}?`}
        isOpen={pausing !== null}
        onClose={close}
        onConfirm={() => pausing && toggle.mutate(pausing, { onSuccess: close })}
        confirmLabel={pausing?.active ? 'Pause market' : 'Resume market'}
        tone={pausing?.active ? 'danger' : 'primary'}
        isBusy={toggle.isPending}
        error={toggle.isError ? errorMessage(toggle.error) : null}
      >
        <p>
          {pausing?.active
            ? 'Players will not see this market and cannot bid on it until you resume it. Bids already placed stay.'
            : 'Players can see and bid on this market again, on its scheduled days.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
