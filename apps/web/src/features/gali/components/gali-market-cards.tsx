import { RESULT_PLACEHOLDERS } from '@pana/domain/catalogue';
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
import { galiMessages } from '../texts.ts';
import styles from './gali-market-cards.module.css';

/**
 * A card per Gali Disawar market: name, result (or **), its time (the open_time field) and a Market
 * Open / Market Closed badge. An open one opens /galiallgame when betting is enabled, else /galiimp.
 */
export function GaliMarketCards({
  markets,
  isBettingEnabled,
}: {
  markets: readonly MarketItem[] | undefined;
  isBettingEnabled: boolean;
}) {
  const navigate = useNavigate();
  const t = useMessages(galiMessages);
  if (!markets) return <Skeleton count={4} height={96} label={t.loading} />;
  if (markets.length === 0) return <EmptyState message={t.noMarkets} />;

  function openMarket(market: MarketItem) {
    const state: GameRouteState = { gameId: market.game_id, openTime: market.open_time, gameName: market.game_name };
    void navigate(isBettingEnabled ? paths.galiChooser : paths.gali.toLowerCase(), { state });
  }

  return (
    <ul className={styles.list}>
      {markets.map((market) => {
        const isOpen = isMarketOpen(market);
        const body = (
          <>
            <span className={styles.name}>{market.game_name}</span>
            <span className={styles.result}>{market.result || market.open_result || RESULT_PLACEHOLDERS.gali}</span>
            <span className={styles.time}>
              <Icon path={clockIcon} size={16} />
              {market.open_time}
            </span>
            {isOpen ? <SingleDrawCountdown time={market.open_time} /> : null}
            <span className={styles.badge}>
              <MarketStatusBadge isOpen={isOpen} hasRunningIcon={isBettingEnabled} />
            </span>
          </>
        );
        return (
          <li key={market.game_id}>
            {isOpen ? (
              <button type="button" className={`${styles.card} ${styles.open}`} onClick={() => openMarket(market)}>
                {body}
              </button>
            ) : (
              <div className={`${styles.card} ${styles.closed}`}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
