import {
  BREAK_PERIODS,
  breakEnd,
  type BreakPeriod,
  formatBidDate,
  formatClockTime,
  indiaDate,
  indiaMinutes,
} from '@pana/domain/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { serverNow } from '../../../lib/server-clock.ts';
import { type PlayLimits } from '../api/play-limits.ts';
import { PLAY_TEXT } from '../texts.ts';
import styles from './play-responsibly.module.css';

const COOL_OFF: BreakPeriod[] = ['24h', '7d', '30d'];
const SELF_EXCLUSION: BreakPeriod[] = ['6m', '1y'];

/** An instant as the app writes it, India time: `26-November-2026 10:05 PM`. */
function formatWhen(ms: number): string {
  return `${formatBidDate(indiaDate(ms))} ${formatClockTime(indiaMinutes(ms))}`;
}

type BreakPanelProps = {
  current: PlayLimits['break'];
  isStarting: boolean;
  onStart: (period: BreakPeriod) => Promise<boolean>;
};

/** Cool-off and self-exclusion: the current break, or the periods to choose from, each confirmed once more with its end. */
export function BreakPanel({ current, isStarting, onStart }: BreakPanelProps) {
  const [chosen, setChosen] = useState<{ period: BreakPeriod; until: string } | null>(null);
  const choose = (period: BreakPeriod) => setChosen({ period, until: formatWhen(breakEnd(period, serverNow())) });
  const periodButtons = (periods: BreakPeriod[]) =>
    periods.map((period) => (
      <Button key={period} variant="outline" className={styles.period} onClick={() => choose(period)}>
        {BREAK_PERIODS[period].label}
      </Button>
    ));
  return (
    <section className={styles.group} aria-labelledby="break-heading">
      <h2 id="break-heading" className={styles.groupTitle}>
        {PLAY_TEXT.breakHeading}
      </h2>
      {current ? (
        <p className={styles.onBreak} role="status">
          {PLAY_TEXT.onBreak(current.kind, current.until)}
        </p>
      ) : null}
      <p className={styles.intro}>{PLAY_TEXT.breakIntro}</p>
      <div className={styles.periods}>
        <p className={styles.periodLabel}>{PLAY_TEXT.coolOff}</p>
        {periodButtons(COOL_OFF)}
        <p className={styles.periodLabel}>{PLAY_TEXT.selfExclusion}</p>
        {periodButtons(SELF_EXCLUSION)}
      </div>
      <Modal title={PLAY_TEXT.confirmTitle} isOpen={chosen !== null} onClose={() => setChosen(null)}>
        {chosen ? (
          <>
            <p className={styles.confirmBody}>
              {PLAY_TEXT.confirmBody(
                BREAK_PERIODS[chosen.period].label,
                BREAK_PERIODS[chosen.period].kind,
                chosen.until,
              )}
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
                {isStarting ? PLAY_TEXT.starting : PLAY_TEXT.confirm}
              </Button>
              <Button isBlock variant="ghost" onClick={() => setChosen(null)}>
                {PLAY_TEXT.cancel}
              </Button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  );
}
