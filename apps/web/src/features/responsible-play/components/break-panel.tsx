import { BREAK_PERIODS, breakEnd, type BreakPeriod } from '@pana/domain/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { shownServerDate } from '../../../lib/i18n/server-date.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { type PlayLimits } from '../api/play-limits.ts';
import { playMessages, type PlayTexts } from '../texts.ts';
import styles from './play-responsibly.module.css';

const COOL_OFF: BreakPeriod[] = ['24h', '7d', '30d'];
const SELF_EXCLUSION: BreakPeriod[] = ['6m', '1y'];

/** Each period's words. */
const PERIOD = {
  '24h': 'period24h',
  '7d': 'period7d',
  '30d': 'period30d',
  '6m': 'period6m',
  '1y': 'period1y',
} as const satisfies Record<BreakPeriod, keyof PlayTexts>;

type BreakPanelProps = {
  current: PlayLimits['break'];
  isStarting: boolean;
  onStart: (period: BreakPeriod) => Promise<boolean>;
};

/** Cool-off and self-exclusion: the current break, or the periods to choose from, each confirmed once more with its end. */
export function BreakPanel({ current, isStarting, onStart }: BreakPanelProps) {
  const t = useMessages(playMessages);
  const code = useMessages(locale);
  const [chosen, setChosen] = useState<{ period: BreakPeriod; until: string } | null>(null);
  const choose = (period: BreakPeriod) =>
    setChosen({ period, until: formatDateTime(breakEnd(period, serverNow()), code) });
  const periodButtons = (periods: BreakPeriod[]) =>
    periods.map((period) => (
      <Button key={period} variant="outline" className={styles.period} onClick={() => choose(period)}>
        {t[PERIOD[period]]}
      </Button>
    ));
  return (
    <section className={styles.group} aria-labelledby="break-heading">
      <h2 id="break-heading" className={styles.groupTitle}>
        {t.breakHeading}
      </h2>
      {current ? (
        <p className={styles.onBreak} role="status">
          {current.kind === 'self_exclusion'
            ? t.onSelfExclusion({ until: shownServerDate(current.until, code) })
            : t.onCoolOff({ until: shownServerDate(current.until, code) })}
        </p>
      ) : null}
      <p className={styles.intro}>{t.breakIntro}</p>
      <div className={styles.periods}>
        <p className={styles.periodLabel}>{t.coolOff}</p>
        {periodButtons(COOL_OFF)}
        <p className={styles.periodLabel}>{t.selfExclusion}</p>
        {periodButtons(SELF_EXCLUSION)}
      </div>
      <Modal title={t.confirmTitle} isOpen={chosen !== null} onClose={() => setChosen(null)}>
        {chosen ? (
          <>
            <p className={styles.confirmBody}>
              {BREAK_PERIODS[chosen.period].kind === 'self_exclusion'
                ? t.confirmSelfExclusion({ period: t[PERIOD[chosen.period]], until: chosen.until })
                : t.confirmCoolOff({ period: t[PERIOD[chosen.period]], until: chosen.until })}
            </p>
            <div className={styles.confirmActions}>
              <Button
                isBlock
                disabled={isStarting}
                onClick={() => {
                  void onStart(chosen.period).then((isStarted) => {
                    if (isStarted) setChosen(null);
                  });
                }}
              >
                {isStarting ? t.starting : t.confirm}
              </Button>
              <Button isBlock variant="ghost" onClick={() => setChosen(null)}>
                {t.cancel}
              </Button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  );
}
