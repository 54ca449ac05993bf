import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

/** Shown instead of the Add Funds form when the gateway is off: pay by QR. */
export function GatewayOffNotice() {
  const t = useMessages(fundsMessages);
  return (
    <div className={styles.screen}>
      <p className={styles.notice}>{t.gatewayOff}</p>
      <ButtonLink to={paths.qrPay} isBlock>
        {t.payByQr}
      </ButtonLink>
    </div>
  );
}
