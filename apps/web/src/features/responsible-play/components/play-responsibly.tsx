import { type BreakPeriod, type LimitMeasure, limitParts } from '@pana/domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { callUrl } from '../../../lib/contact.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { type PlayLimits, playLimitsQueryKey, setPlayLimit, takePlayBreak, usePlayLimits } from '../api/play-limits.ts';
import { playMessages } from '../texts.ts';
import { BreakPanel } from './break-panel.tsx';
import { LimitRow } from './limit-row.tsx';
import styles from './play-responsibly.module.css';

const MEASURES: LimitMeasure[] = ['deposit', 'stake', 'loss'];

/** Each measure's heading. */
const MEASURE = {
  deposit: 'measureDeposit',
  stake: 'measureStake',
  loss: 'measureLoss',
} as const satisfies Record<LimitMeasure, string>;

/** Play responsibly: the player's daily and weekly limits, a cool-off or self-exclusion, and the help line. */
export function PlayResponsibly() {
  const t = useMessages(playMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = usePlayLimits();
  const [busy, setBusy] = useState<string | null>(null);

  const failed = (error: unknown) =>
    notifyError(serverMessage(error) ?? (isNetworkFailure(error) ? NETWORK_TEXT.noConnection : t.otherError), {
      id: 'play-limits',
    });
  const show = (answer: PlayLimits) => {
    queryClient.setQueryData(playLimitsQueryKey(session?.token), answer);
    notifySuccess(answer.msg, { id: 'play-limits' });
  };

  async function save(key: PlayLimits['limits'][number]['key'], amount: string) {
    setBusy(key);
    try {
      show(await setPlayLimit({ key, amount }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function startBreak(period: BreakPeriod): Promise<boolean> {
    setBusy('break');
    try {
      show(await takePlayBreak(period));
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  if (isPending) return <PageSpinner />;
  if (isError || !data) {
    return (
      <div className={styles.stack}>
        <p className={styles.intro}>{t.loadError}</p>
        <Button onClick={() => void refetch()}>{t.retry}</Button>
      </div>
    );
  }
  const breakPanel = <BreakPanel current={data.break} isStarting={busy === 'break'} onStart={startBreak} />;
  const helpLine = data.help_line.trim();
  const phone = helpLine.replace(/\D/g, '');
  return (
    <div className={styles.stack}>
      {/* On a break, the break comes first: it is what the player came to check. */}
      {data.break ? breakPanel : null}
      <p className={styles.intro}>{t.intro}</p>
      <h2 className={styles.heading}>{t.limitsHeading}</h2>
      {MEASURES.map((measure) => (
        <section key={measure} className={styles.group} aria-label={t[MEASURE[measure]]}>
          <h3 className={styles.groupTitle}>{t[MEASURE[measure]]}</h3>
          {data.limits
            .filter((limit) => limitParts(limit.key).measure === measure)
            .map((limit) => (
              <LimitRow
                // A new answer (a saved or applied limit) refills the field.
                key={`${limit.key}:${limit.amount ?? ''}:${limit.pending?.at ?? ''}`}
                limit={limit}
                isSaving={busy === limit.key}
                onSave={(amount) => void save(limit.key, amount)}
              />
            ))}
        </section>
      ))}
      {data.break ? null : breakPanel}
      {helpLine ? (
        <section className={styles.help} aria-labelledby="help-heading">
          <h2 id="help-heading" className={styles.groupTitle}>
            {t.helpHeading}
          </h2>
          <p>{t.helpBody}</p>
          <p className={styles.helpLine} data-testid="help-line">
            {phone.length >= 6 ? <a href={callUrl(phone)}>{helpLine}</a> : helpLine}
          </p>
        </section>
      ) : null}
    </div>
  );
}
