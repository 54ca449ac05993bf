import { useGaliGames } from '../../../features/gali/api/get-gali-games.ts';
import { GaliMarketCards } from '../../../features/gali/components/gali-market-cards.tsx';
import { galiMessages } from '../../../features/gali/texts.ts';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from '../family-home.module.css';

/** /galigame: a card per Gali Disawar market, polled every 5 s. */
export default function GaliMarketsRoute() {
  const t = useMessages(galiMessages);
  const { data: info } = useUserInfo();
  const games = useGaliGames();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      <GaliMarketCards
        markets={games.data?.result ?? (games.isError ? [] : undefined)}
        isBettingEnabled={hasBettingEnabled(info)}
      />
    </div>
  );
}
