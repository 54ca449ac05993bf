import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { FUNDS_TEXT } from '../texts.ts';
import styles from './funds.module.css';

/** Shown instead of the Add Funds form when the gateway is off: pay by QR. */
export function GatewayOffNotice() {
  return (
    <div className={styles.screen}>
      <p className={styles.notice}>{FUNDS_TEXT.gatewayOff}</p>
      <ButtonLink to={paths.qrPay} isBlock>
        {FUNDS_TEXT.payByQr}
      </ButtonLink>
    </div>
  );
}
