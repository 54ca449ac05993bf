import { Button } from '../../../components/ui/button.tsx';
import { type RevertOutcome } from '../../api/results.ts';
import ui from '../../components/ui.module.css';
import { formatMoney, sessionName } from '../../lib/format.ts';
import styles from './results-screen.module.css';

/** What a revert took back, and the players whose balance went below zero. */
export function RevertReport({
  outcome,
  market,
  onDismiss,
}: {
  outcome: RevertOutcome;
  market: string;
  onDismiss: () => void;
}) {
  return (
    <div className={ui.form} role="status" aria-label="Revert outcome">
      <p className={ui.success}>
        Reverted {market}:{' '}
        {outcome.reverted
          .map(
            (step) =>
              `${sessionName(step.session) || 'result'} ${step.result} (${formatMoney(step.reversedPayout)} points taken back from ${formatMoney(step.reversedBids)} bids, ${formatMoney(step.reopenedBids)} bids pending again)`,
          )
          .join('; ')}
      </p>
      {outcome.negativeBalances.length > 0 ? (
        <>
          <p className={ui.alert}>
            {outcome.negativeBalances.length} player{outcome.negativeBalances.length === 1 ? '' : 's'} went below zero:
          </p>
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th>Player</th>
                  <th>Mobile</th>
                  <th className={ui.num}>Balance</th>
                </tr>
              </thead>
              <tbody>
                {outcome.negativeBalances.map((player) => (
                  <tr key={player.userId}>
                    <td>{player.name}</td>
                    <td>{player.mobile}</td>
                    <td className={`${ui.num} ${ui.negative}`}>{formatMoney(player.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className={ui.muted}>No balance went below zero.</p>
      )}
      <Button variant="outline" className={`${ui.small} ${styles.startAligned}`} onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
