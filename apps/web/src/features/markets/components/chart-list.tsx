import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type MarketItem } from '../../../lib/api/market-schema.ts';
import { chartLinkIn } from '../../../lib/i18n/chart-link.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { marketMessages } from '../texts.ts';
import styles from './chart-list.module.css';

/** Charts: one row per game with its name and a View Charts button (web_chart_url, new tab). */
export function ChartList({ markets }: { markets: readonly MarketItem[] | undefined }) {
  const t = useMessages(marketMessages);
  const code = useMessages(locale);
  if (!markets) return <Skeleton count={6} height={64} label={t.loadingMarkets} />;
  if (markets.length === 0) return <EmptyState message={t.noMarkets} />;
  return (
    <ul className={styles.list}>
      {markets.map((market) => (
        <li key={market.game_id} className={styles.row}>
          <span className={styles.name}>{market.game_name}</span>
          <ExternalButtonLink
            href={chartLinkIn(market.web_chart_url, code)}
            variant="secondary"
            aria-label={t.viewChartsOf({ market: market.game_name })}
          >
            {t.viewCharts}
          </ExternalButtonLink>
        </li>
      ))}
    </ul>
  );
}
