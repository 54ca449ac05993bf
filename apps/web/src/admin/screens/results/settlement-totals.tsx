import { type SettlementTotals as Totals } from '../../api/results.ts';
import ui from '../../components/ui.module.css';
import { formatMoney } from '../../lib/format.ts';

/** What a declaration settles (or would settle): the result, bids settled, winning bids and players, payout. */
export function SettlementTotals({ totals }: { totals: Totals }) {
  return (
    <dl className={ui.keyValues}>
      <dt>Result</dt>
      <dd className={ui.mono}>{totals.result}</dd>
      <dt>Bids settled</dt>
      <dd>{formatMoney(totals.settledBids)}</dd>
      <dt>Winning bids</dt>
      <dd>{formatMoney(totals.winners)}</dd>
      <dt>Winning players</dt>
      <dd>{formatMoney(totals.winningPlayers)}</dd>
      <dt>Payout</dt>
      <dd>{formatMoney(totals.payout)} points</dd>
    </dl>
  );
}
