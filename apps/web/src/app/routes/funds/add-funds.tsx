import { Link } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { isGatewayOn, isUtrRequired, onlineCheckout, useGatewayStatus } from '../../../features/funds/api/get-gateway-status.ts';
import { AddFundsForm } from '../../../features/funds/components/add-funds-form.tsx';
import { GatewayOffNotice } from '../../../features/funds/components/gateway-off-notice.tsx';
import { FUNDS_TEXT } from '../../../features/funds/texts.ts';
import styles from './screen.module.css';

function AddFunds() {
  const gateway = useGatewayStatus();
  let body;
  if (gateway.isPending) body = <Skeleton count={1} height={320} label="Loading payment options" />;
  // When the gateway is off the QR payment is offered instead (a failed status read keeps the form).
  else if (!isGatewayOn(gateway.data)) body = <GatewayOffNotice />;
  else {
    body = (
      <AddFundsForm
        gatewayUrl={gateway.data?.gateway_url ?? ''}
        isUtrRequired={isUtrRequired(gateway.data)}
        onlineCheckout={onlineCheckout(gateway.data)}
      />
    );
  }

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="add-funds-title">
        <h1 id="add-funds-title" className={styles.title}>
          {FUNDS_TEXT.addFundsTitle}
        </h1>
        {body}
      </section>
      <nav className={styles.links} aria-label="Deposit links">
        <Link to={paths.depositRule}>{FUNDS_TEXT.depositRules}</Link>
        <Link to={paths.addFundHistory}>{FUNDS_TEXT.depositHistory}</Link>
      </nav>
    </div>
  );
}

/** /addfund and /imp9: Add Funds online or through a UPI app, or the QR payment when the gateway is off. */
export default function AddFundsRoute() {
  return (
    <RequireBetting>
      <AddFunds />
    </RequireBetting>
  );
}
