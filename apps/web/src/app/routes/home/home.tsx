import { ContactPopup } from '../../../components/contact/contact-popup.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { plusIcon, walletIcon } from '../../../components/ui/icon-paths.ts';
import { paths } from '../../../config/paths.ts';
import { WelcomeMarquee } from '../../../features/content/components/welcome-marquee.tsx';
import { hasBettingEnabled, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { useSession } from '../../../lib/session.ts';
import styles from './home.module.css';

/** /imp: home after login. The market list joins this screen with the markets feature. */
export default function HomeRoute() {
  const session = useSession();
  const { data: info } = useUserInfo();
  const isBettingEnabled = hasBettingEnabled(info);
  const name = info?.user_name || session?.username || '';

  return (
    <div className={styles.home}>
      <WelcomeMarquee />
      <section className={styles.welcome}>
        <div>
          <h1 className={styles.greeting}>{name ? `Hello, ${name}` : 'Hello'}</h1>
          <p className={styles.sub}>{session?.mobile}</p>
        </div>
        <ContactPopup />
      </section>
      {isBettingEnabled ? (
        <div className={styles.grid}>
          <ButtonLink to={paths.addFund} variant="primary">
            <Icon path={plusIcon} size={18} />
            Add Fund
          </ButtonLink>
          <ButtonLink to={paths.withdraw} variant="secondary">
            <Icon path={walletIcon} size={18} />
            Withdraw
          </ButtonLink>
        </div>
      ) : null}
      <div className={styles.grid}>
        <ButtonLink to={paths.gali} variant="outline">
          Gali Disawar
        </ButtonLink>
        <ButtonLink to={paths.starline} variant="outline">
          Starline
        </ButtonLink>
      </div>
    </div>
  );
}
