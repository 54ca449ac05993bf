import { type WithdrawRequest } from '../../api/funds.ts';
import { type PayoutState, usePayouts } from '../../api/payouts.ts';
import { Badge } from '../../components/badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { Tabs } from '../../components/tabs.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';
import { useQueryParams } from '../../lib/console-location.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import { UploadResultsPanel } from './upload-results-panel.tsx';
import { BankAccountCell, PlayerCell, WaitingPayouts } from './waiting-payouts.tsx';

/** The server lists at most this many answered payouts (GET /admin/api/payouts?state=answered). */
const MAX_ANSWERED_LISTED = 200;

const STATES = [
  { value: 'waiting', label: 'Waiting for the bank' },
  { value: 'answered', label: 'Answered by the bank' },
] as const;

/** The payouts the bank paid (with its UTR) or failed (points returned), newest answer first. */
function AnsweredPayouts({ items }: { items: readonly WithdrawRequest[] }) {
  return (
    <div className={ui.tableWrap}>
      <table className={`${ui.table} ${ui.stack}`}>
        <caption>
          {items.length >= MAX_ANSWERED_LISTED
            ? `The latest ${items.length} payouts answered by the bank`
            : `${items.length} ${items.length === 1 ? 'payout' : 'payouts'} answered by the bank`}
        </caption>
        <thead>
          <tr>
            <th>Request</th>
            <th>Player</th>
            <th>Bank account</th>
            <th className={ui.num}>Amount</th>
            <th>Bank's answer</th>
            <th>Answered</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={ui.mono} data-label="Request">
                #{item.id}
              </td>
              <td className={ui.cellMain}>
                <PlayerCell item={item} />
              </td>
              <td data-label="Bank account">
                <BankAccountCell item={item} />
              </td>
              <td className={ui.num} data-label="Amount">
                <strong>{formatMoney(item.amount)}</strong>
              </td>
              <td data-label="Bank's answer">
                {item.payoutStatus === 'paid' ? (
                  <>
                    <Badge tone="good">Paid</Badge>
                    <div className={ui.mono}>UTR {item.payoutUtr || '—'}</div>
                  </>
                ) : (
                  <>
                    <Badge tone="bad">Failed</Badge>
                    <div className={ui.muted}>Points returned</div>
                  </>
                )}
              </td>
              <td data-label="Answered">{formatInstant(item.payoutAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Bulk bank payouts (ADR 012): the approved withdrawals to bank accounts waiting for the
 * bank, selected and downloaded as the bank's bulk-payout file; the bank's result file uploaded to
 * mark each paid (its UTR) or failed (its points back); and what the bank answered. A viewer reads
 * the lists only.
 */
export default function BulkPayoutsScreen() {
  const [search, setSearch] = useQueryParams();
  const state = (STATES.find((s) => s.value === search.get('state'))?.value ?? 'waiting') as PayoutState;
  const payouts = usePayouts(state);
  const { canWrite } = usePermissions();

  return (
    <>
      <PageHeader
        title="Bulk payouts"
        subtitle="Approved withdrawals to bank accounts. Download the payout file for the bank, then upload the bank's result file."
      />
      <div className={ui.actions}>
        <Tabs
          label="Payouts"
          value={state}
          options={STATES}
          onChange={(value) => setSearch(value === 'waiting' ? {} : { state: value }, { replace: true })}
        />
      </div>
      <QueryState
        query={payouts}
        empty={
          state === 'waiting'
            ? 'No approved bank payouts are waiting for the bank.'
            : 'The bank has not answered any payout yet.'
        }
        isEmpty={(items) => items.length === 0}
      >
        {(items) =>
          state === 'waiting' ? <WaitingPayouts items={items} canWrite={canWrite} /> : <AnsweredPayouts items={items} />
        }
      </QueryState>
      {canWrite ? <UploadResultsPanel /> : null}
    </>
  );
}
