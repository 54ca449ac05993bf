import { useDeferredValue } from 'react';
import { ContactPopup } from '../../../components/contact/contact-popup.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { plusIcon, walletIcon } from '../../../components/ui/icon-paths.ts';
import { paths } from '../../../config/paths.ts';
import { WelcomeMarquee } from '../../../features/content/components/welcome-marquee.tsx';
import { useDashboardData } from '../../../features/markets/api/get-dashboard-data.ts';
import { MarketList } from '../../../features/markets/components/market-list.tsx';
import { marketMessages } from '../../../features/markets/texts.ts';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './home.module.css';
import { homeMessages } from './texts.ts';

/** /imp: home after login: quick actions, Contact, Gali Disawar and Starline, and the market list (polled every 5 s). */
export default function HomeRoute() {
  const t = useMessages(homeMessages);
  const marketTexts = useMessages(marketMessages);
  const session = useSession();
  const userInfo = useUserInfo();
  const info = userInfo.data;
  const dashboard = useDashboardData();
  // The dashboard's flag is the freshest (polled); the user info answers first on a cold start.
  const isBettingEnabled = hasBettingEnabled(dashboard.data?.betting_status ? dashboard.data : info);
  // Until either answer says, the quick actions' row is held empty: the buttons below do not jump down when
  // they come (a layout shift on every cold start), and a player with betting off never sees them.
  const isBettingFlagPending = userInfo.isPending && !dashboard.data?.betting_status && Boolean(session?.token);
  const name = info?.user_name || session?.username || '';
  // The list of some fifteen markets is the screen's largest render: React renders it in the background, in
  // slices, once the answer is in, so the answer's own render (header, greeting, buttons) stays short.
  const markets = useDeferredValue(dashboard.data?.result ?? (dashboard.isError ? [] : undefined));

  return (
    <div className={styles.home}>
      <WelcomeMarquee />
      <section className={styles.welcome}>
        <div>
          <h1 className={styles.greeting}>{name ? t.helloName({ name }) : t.hello}</h1>
          <p className={styles.sub}>{session?.mobile}</p>
        </div>
        <ContactPopup />
      </section>
      {isBettingEnabled ? (
        <div className={styles.grid}>
          <ButtonLink to={paths.addFund} variant="primary">
            <Icon path={plusIcon} size={18} />
            {t.addFund}
          </ButtonLink>
          <ButtonLink to={paths.withdraw} variant="secondary">
            <Icon path={walletIcon} size={18} />
            {t.withdraw}
          </ButtonLink>
        </div>
      ) : isBettingFlagPending ? (
        <div className={styles.grid} aria-hidden="true" data-testid="quick-actions-placeholder">
          <div className={styles.placeholder} />
          <div className={styles.placeholder} />
        </div>
      ) : null}
      <div className={styles.grid}>
        <ButtonLink to={paths.gali} variant="outline">
          {t.galiDisawar}
        </ButtonLink>
        <ButtonLink to={paths.starline} variant="outline">
          {t.starline}
        </ButtonLink>
      </div>
      <section className={styles.markets} aria-labelledby="home-markets-title">
        <h2 id="home-markets-title" className={styles.marketsTitle}>
          {marketTexts.listTitle}
        </h2>
        <MarketList markets={markets} isBettingEnabled={isBettingEnabled} />
      </section>
    </div>
  );
}
