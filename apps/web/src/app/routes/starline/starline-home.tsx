import { externalIcon } from '../../../components/markets/market-icons.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useStarlineGames } from '../../../features/starline/api/get-starline-games.ts';
import { useStarlineRates } from '../../../features/starline/api/get-starline-rates.ts';
import { StarlineMarketList } from '../../../features/starline/components/starline-market-list.tsx';
import { StarlineRates } from '../../../features/starline/components/starline-rates.tsx';
import { starlineMessages } from '../../../features/starline/texts.ts';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { chartLinkIn } from '../../../lib/i18n/chart-link.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from '../family-home.module.css';

/**
 * /imp2, JACKPOT STARLINE: Bid-History, Win History and Chart with betting enabled (else only
 * Chart, which opens the Starline chart in a new tab), the rate table and today's slots.
 */
export default function StarlineHomeRoute() {
  const t = useMessages(starlineMessages);
  const code = useMessages(locale);
  const { data: info } = useUserInfo();
  const isBettingEnabled = hasBettingEnabled(info);
  const games = useStarlineGames();
  const rates = useStarlineRates();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.actions}>
        {isBettingEnabled ? (
          <>
            <ButtonLink to={paths.starlineBidHistory} variant="secondary">
              {t.bidHistory}
            </ButtonLink>
            <ButtonLink to={paths.starlineWinHistory} variant="secondary">
              {t.winHistory}
            </ButtonLink>
          </>
        ) : null}
        <ExternalButtonLink href={chartLinkIn(info?.web_starline_chart_url || undefined, code)} variant="primary">
          <Icon path={externalIcon} size={16} />
          {t.chart}
        </ExternalButtonLink>
      </div>
      <StarlineRates table={rates.data} isLoading={rates.isPending} />
      <StarlineMarketList
        slots={games.data?.result ?? (games.isError ? [] : undefined)}
        isBettingEnabled={isBettingEnabled}
      />
    </div>
  );
}
