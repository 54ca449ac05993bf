import { memo } from 'react';
import { useNavigate } from 'react-router';
import { MainMarketCountdown } from '../../../components/markets/closes-in.tsx';
import { chevronRightIcon, clockIcon } from '../../../components/markets/market-icons.ts';
import { MarketStatusBadge } from '../../../components/markets/market-status-badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { isMarketOpen, type MarketItem } from '../../../lib/api/market-schema.ts';
import { type GameRouteState } from '../../../lib/game-route-state.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { displayMainResult } from '../lib/display-result.ts';
import { marketMessages } from '../texts.ts';
import styles from './market-list.module.css';

type MarketListProps = { markets: readonly MarketItem[] | undefined; isBettingEnabled: boolean };

/**
 * The main markets of the home screen: name, times, result and status. An open market is tappable:
 * to /game with the market when betting is enabled, else it stays on /imp (as in the older apps).
 * Rendered again only when its markets or the flag change (not for the header's or the contact's answers).
 */
export const MarketList = memo(function MarketList({ markets, isBettingEnabled }: MarketListProps) {
  const t = useMessages(marketMessages);
  const navigate = useNavigate();
  if (!markets) return <Skeleton count={5} height={104} label={t.loadingMarkets} />;
  if (markets.length === 0) return <EmptyState message={t.noMarkets} />;

  function openMarket(market: MarketItem) {
    if (!isBettingEnabled) {
      void navigate(paths.home);
      return;
    }
    const state: GameRouteState = {
      gameId: market.game_id,
      openTime: market.open_time,
      gameName: market.game_name,
      closeTime: market.close_time,
    };
    void navigate(paths.game, { state });
  }

  return (
    <ul className={styles.list} aria-label={t.listTitle}>
      {markets.map((market) => {
        const isOpen = isMarketOpen(market);
        const body = (
          <>
            <span className={styles.head}>
              <span className={styles.name}>{market.game_name}</span>
              <MarketStatusBadge isOpen={isOpen} hasRunningIcon={isBettingEnabled} />
            </span>
            <span className={styles.result}>{displayMainResult(market.open_result, market.close_result)}</span>
            <span className={styles.times}>
              <Icon path={clockIcon} size={16} />
              <span>
                {t.open} {market.open_time}
              </span>
              <span aria-hidden="true">·</span>
              <span>
                {t.close} {market.close_time}
              </span>
            </span>
            {isOpen ? (
              <MainMarketCountdown
                openTime={market.open_time}
                closeTime={market.close_time}
                openResult={market.open_result}
              />
            ) : null}
          </>
        );
        return (
          <li key={market.game_id}>
            {isOpen ? (
              <button type="button" className={`${styles.row} ${styles.tappable}`} onClick={() => openMarket(market)}>
                {body}
                {isBettingEnabled ? (
                  <span className={styles.chevron}>
                    <Icon path={chevronRightIcon} size={20} />
                  </span>
                ) : null}
              </button>
            ) : (
              <div className={`${styles.row} ${styles.closedRow}`}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
});
