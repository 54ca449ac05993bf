import { type Family } from '@pana/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { adminPaths } from '../../admin-paths.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { declareFromFeeds, type FeedStatus, useFeedStatus } from '../../api/feeds.ts';
import { previewResult } from '../../api/results.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import ui from '../../components/ui.module.css';
import { drawLink } from '../../lib/draw-link.ts';
import { formatInstant, formatMoney } from '../../lib/format.ts';
import styles from './results-screen.module.css';

/**
 * The result feeds' word on the chosen draw (ADR 032): "Ready: 128 — 2 of 2 sources agree" with the
 * one-tap declaration (its preview first, the exposure a link away), or a disagreement, or how many
 * sources agree so far. Nothing when the market has fewer than two active sources or the session is
 * declared.
 */
export function FeedReady({
  kind,
  marketId,
  date,
  session,
  drawName,
  canWrite,
  onDeclared,
}: {
  kind: Family;
  marketId: number;
  date: string;
  session: 'open' | 'close';
  drawName: string;
  canWrite: boolean;
  onDeclared: (msg: string) => void;
}) {
  const draw = { marketId, date, ...(kind === 'main' ? { session } : {}) };
  const status = useFeedStatus(draw);
  const [isConfirming, setIsConfirming] = useState(false);
  const queryClient = useQueryClient();
  const s = status.data;
  const entry = s?.digits ?? '';
  const body = {
    kind,
    marketId,
    date,
    ...(kind === 'main' ? { session } : {}),
    ...(kind === 'gali' ? { jodi: entry } : { pana: entry }),
  };
  const preview = useMutation({ mutationFn: () => previewResult(body) });
  const declare = useMutation({
    mutationFn: () => declareFromFeeds(marketId, { date, ...(kind === 'main' ? { session } : {}), digits: entry }),
    onSuccess: (totals) => {
      setIsConfirming(false);
      onDeclared(
        `${totals.msg} from the feeds · ${formatMoney(totals.settledBids)} bids settled, payout ${formatMoney(totals.payout)} points.`,
      );
      for (const key of ['results', 'feed-status', 'dashboard', 'exposure'])
        void queryClient.invalidateQueries({ queryKey: ['admin', key] });
    },
  });
  if (!s || s.state === 'none' || s.state === 'declared') return null;
  return (
    <div className={styles.feedCard} role="region" aria-label="Result feeds">
      <FeedLine status={s} />
      {s.state === 'ready' ? (
        <>
          {s.autoDeclareAt !== null ? (
            <p className={ui.muted}>
              Declared automatically at {formatInstant(s.autoDeclareAt)} unless declared before.
            </p>
          ) : null}
          <div className={ui.actions}>
            {canWrite ? (
              <Button
                className={ui.small}
                onClick={() => {
                  declare.reset();
                  preview.mutate();
                  setIsConfirming(true);
                }}
              >
                Declare {s.result}
              </Button>
            ) : null}
            <ButtonLink
              variant="secondary"
              className={ui.small}
              to={drawLink(adminPaths.exposure, { kind, marketId, date, session: kind === 'main' ? session : null })}
            >
              Exposure
            </ButtonLink>
            <ButtonLink variant="secondary" className={ui.small} to={adminPaths.feeds(marketId)}>
              Sources
            </ButtonLink>
          </div>
        </>
      ) : (
        <div className={ui.actions}>
          <ButtonLink variant="secondary" className={ui.small} to={adminPaths.feeds(marketId)}>
            Sources
          </ButtonLink>
        </div>
      )}
      <ConfirmDialog
        title={`Declare ${s.result ?? ''} for ${drawName}?`}
        isOpen={isConfirming && s.state === 'ready'}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => declare.mutate()}
        confirmLabel="Declare result"
        isBusy={declare.isPending || preview.isPending}
        error={declare.isError ? errorMessage(declare.error) : preview.isError ? errorMessage(preview.error) : null}
      >
        <p>
          {s.agree} of {s.total} sources show <strong className={ui.mono}>{s.result}</strong> for{' '}
          <strong>{drawName}</strong> on {date}, agreeing since{' '}
          {s.heldSince === null ? '—' : formatInstant(s.heldSince)}. The results log records each source&apos;s address,
          fetch time and fingerprint.
        </p>
        {preview.data ? (
          <p>
            Payout <strong>{formatMoney(preview.data.payout)} points</strong> to {formatMoney(preview.data.winners)}{' '}
            winning bids ({formatMoney(preview.data.winningPlayers)} players); {formatMoney(preview.data.settledBids)}{' '}
            bids are settled. Wins are credited at once.
          </p>
        ) : (
          <p className={ui.muted}>{preview.isPending ? 'Previewing…' : null}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function FeedLine({ status: s }: { status: FeedStatus }) {
  if (s.state === 'ready')
    return (
      <p className={ui.success} role="status">
        <strong>
          Ready: {s.digits} — {s.agree} of {s.total} sources agree
        </strong>
      </p>
    );
  if (s.state === 'disagree') {
    const readings = s.sources
      .filter((x) => x.reading?.status === 'ok' || x.reading?.status === 'invalid')
      .map((x) => `${x.label}: ${x.reading?.digits}`)
      .join(', ');
    return (
      <p className={ui.alert} role="alert">
        Feeds disagree ({readings}); nothing is declared from them.
      </p>
    );
  }
  return (
    <p className={ui.muted} role="status">
      Feeds: {s.agree} of {s.total} sources agree so far ({s.quorum} needed).
    </p>
  );
}
