import { parseClockTime } from '@pana/domain/catalogue';
import { useNavigate } from 'react-router';
import { SingleDrawCountdown } from '../../../components/markets/closes-in.tsx';
import { clockIcon } from '../../../components/markets/market-icons.ts';
import { MarketStatusBadge } from '../../../components/markets/market-status-badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { isMarketOpen, type MarketItem } from '../../../lib/api/market-schema.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { starlineMessages } from '../texts.ts';
import styles from './starline-market-list.module.css';

/** A slot's time in minutes of the day; a time that cannot be read sorts last. */
function minutesOf(slot: MarketItem): number {
  return parseClockTime(slot.open_time) ?? Number.MAX_SAFE_INTEGER;
}

/** Two spellings of one time ("9:00 PM", " 9:00 pm") are the same text on screen. */
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Today's Starline slots in time order: name, result, time (once: a slot named by its time shows it
 * as its name only) and status. An open slot opens /stargame when betting
 * is enabled, else stays on /imp2 (as in the older apps, docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps).
 */
export function StarlineMarketList({
  slots,
  isBettingEnabled,
}: {
  slots: readonly MarketItem[] | undefined;
  isBettingEnabled: boolean;
}) {
  const navigate = useNavigate();
  const t = useMessages(starlineMessages);
  if (!slots) return <Skeleton count={4} height={72} label={t.loading} />;
  if (slots.length === 0) return <EmptyState message={t.noSlots} />;
  const inTimeOrder = [...slots].sort((a, b) => minutesOf(a) - minutesOf(b));

  function openSlot(slot: MarketItem) {
    if (!isBettingEnabled) {
      void navigate(paths.starline);
      return;
    }
    const state: GameRouteState = { gameId: slot.game_id, openTime: slot.open_time, gameName: slot.game_name };
    void navigate(paths.starlineGame, { state });
  }

  return (
    <ul className={styles.list} aria-label={t.listLabel}>
      {inTimeOrder.map((slot) => {
        const isOpen = isMarketOpen(slot);
        const body = (
          <>
            <span className={styles.name}>{slot.game_name}</span>
            <span className={styles.result}>{slot.open_result}</span>
            {sameText(slot.game_name, slot.open_time) ? null : (
              <span className={styles.time}>
                <Icon path={clockIcon} size={16} />
                {slot.open_time}
              </span>
            )}
            {isOpen ? <SingleDrawCountdown time={slot.open_time} /> : null}
            <MarketStatusBadge isOpen={isOpen} hasRunningIcon={isBettingEnabled} />
          </>
        );
        return (
          <li key={slot.game_id}>
            {isOpen ? (
              <button type="button" className={`${styles.slot} ${styles.open}`} onClick={() => openSlot(slot)}>
                {body}
              </button>
            ) : (
              <div className={`${styles.slot} ${styles.closed}`}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
