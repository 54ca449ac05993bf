import { externalIcon } from '../../../components/markets/market-icons.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ExternalButtonLink } from '../../../components/ui/external-button-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useGaliGames } from '../../../features/gali/api/get-gali-games.ts';
import { useGaliRates } from '../../../features/gali/api/get-gali-rates.ts';
import { GaliMarketCards } from '../../../features/gali/components/gali-market-cards.tsx';
import { GaliRates } from '../../../features/gali/components/gali-rates.tsx';
import { galiMessages } from '../../../features/gali/texts.ts';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { chartLinkIn } from '../../../lib/i18n/chart-link.ts';
import { locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from '../family-home.module.css';

/**
 * /galiIMP (also /galiimp), GALI DISAWAR: Bid-History and Win History with betting enabled, the
 * Chart (new tab), the rate lines with betting enabled, and today's markets.
 */
export default function GaliHomeRoute() {
  const t = useMessages(galiMessages);
  const code = useMessages(locale);
  const { data: info } = useUserInfo();
  const isBettingEnabled = hasBettingEnabled(info);
  const games = useGaliGames();
  const rates = useGaliRates();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.actions}>
        {isBettingEnabled ? (
          <>
            <ButtonLink to={paths.galiBidHistory} variant="secondary">
              {t.bidHistory}
            </ButtonLink>
            <ButtonLink to={paths.galiWinHistory} variant="secondary">
              {t.winHistory}
            </ButtonLink>
          </>
        ) : null}
        <ExternalButtonLink href={chartLinkIn(rates.data?.chartUrl || undefined, code)} variant="primary">
          <Icon path={externalIcon} size={16} />
          {t.chart}
        </ExternalButtonLink>
      </div>
      {isBettingEnabled ? <GaliRates table={rates.data?.table} isLoading={rates.isPending} /> : null}
      <GaliMarketCards
        markets={games.data?.result ?? (games.isError ? [] : undefined)}
        isBettingEnabled={isBettingEnabled}
      />
    </div>
  );
}
