import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type MarketItem } from '../../../lib/api/market-schema.ts';
import { MARKET_TEXT } from '../texts.ts';
import styles from './chart-list.module.css';

/** Charts: one row per game with its name and a View Charts button (web_chart_url, new tab). */
export function ChartList({ markets }: { markets: readonly MarketItem[] | undefined }) {
  if (!markets) return <Skeleton count={6} height={64} label={MARKET_TEXT.loadingMarkets} />;
  if (markets.length === 0) return <EmptyState message={MARKET_TEXT.noMarkets} />;
  return (
    <ul className={styles.list}>
      {markets.map((market) => (
        <li key={market.game_id} className={styles.row}>
          <span className={styles.name}>{market.game_name}</span>
          <ExternalButtonLink
            href={market.web_chart_url}
            variant="secondary"
            aria-label={`${MARKET_TEXT.charts.viewCharts}: ${market.game_name}`}
          >
            {MARKET_TEXT.charts.viewCharts}
          </ExternalButtonLink>
        </li>
      ))}
    </ul>
  );
}
