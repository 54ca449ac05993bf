import {
  type BidDeadline,
  formatCountdown,
  mainBidDeadline,
  parseClockTime,
  singleDrawDeadline,
} from '@pana/domain/catalogue';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useServerNow } from '../../lib/server-clock.ts';
import styles from './closes-in.module.css';
import { marketCardMessages } from './texts.ts';

/** Under this, the countdown turns to the warning colour. */
const SOON_MS = 5 * 60_000;

function Countdown({ deadline, now }: { deadline: BidDeadline | null; now: number }) {
  const t = useMessages(marketCardMessages);
  if (!deadline) return null;
  const left = deadline.at.getTime() - now;
  if (left <= 0) return null;
  const time = formatCountdown(left);
  return (
    <span className={`${styles.countdown} ${left < SOON_MS ? styles.soon : ''}`} data-testid="closes-in">
      {deadline.ends === 'open' ? t.openClosesIn({ time }) : t.closesIn({ time })}
    </span>
  );
}

/** A declared result holds digits; the lists send a masked placeholder (***-*, ***) until then. */
const isDeclared = (result: string) => /\d/.test(result);

/**
 * "Open closes in 12:34" / "Closes in 1:02:03" on an open main market's card, by the server's clock
 * (lib/server-clock.ts), ticking every second. Shown only while the server says the market is open.
 */
export function MainMarketCountdown({
  openTime,
  closeTime,
  openResult,
}: {
  openTime: string;
  closeTime: string;
  openResult: string;
}) {
  const now = useServerNow();
  // A time the clock cannot read (an older server's spelling) shows no countdown rather than a wrong one.
  if (parseClockTime(openTime) === null || parseClockTime(closeTime) === null) return null;
  return (
    <Countdown
      deadline={mainBidDeadline({ openTime, closeTime }, now, { openDeclared: isDeclared(openResult) })}
      now={now}
    />
  );
}

/** "Closes in 12:34" on an open Starline slot's or Gali market's card (bids until its time). */
export function SingleDrawCountdown({ time }: { time: string }) {
  const now = useServerNow();
  if (parseClockTime(time) === null) return null;
  return <Countdown deadline={singleDrawDeadline({ time }, now)} now={now} />;
}
