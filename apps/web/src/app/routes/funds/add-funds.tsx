import { Link } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import {
  agentPayee,
  isGatewayOn,
  isUtrRequired,
  onlineCheckout,
  useGatewayStatus,
} from '../../../features/funds/api/get-gateway-status.ts';
import { AddFundsForm } from '../../../features/funds/components/add-funds-form.tsx';
import { GatewayOffNotice } from '../../../features/funds/components/gateway-off-notice.tsx';
import { fundsMessages } from '../../../features/funds/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './screen.module.css';

function AddFunds() {
  const t = useMessages(fundsMessages);
  const gateway = useGatewayStatus();
  const agent = agentPayee(gateway.data);
  let body;
  if (gateway.isPending) body = <Skeleton count={1} height={320} label={t.loadingOptions} />;
  // A player whose agent set a UPI id pays the agent, who adds the points (ADR 029).
  else if (agent) body = <AddFundsForm agent={agent} />;
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
          {t.addFundsTitle}
        </h1>
        {body}
      </section>
      <nav className={styles.links} aria-label={t.depositLinks}>
        <Link to={paths.depositRule}>{t.depositRules}</Link>
        <Link to={paths.addFundHistory}>{t.depositHistory}</Link>
      </nav>
    </div>
  );
}

/**
 * /addfund and /imp9: Add Funds online or through a UPI app, or the QR payment when the gateway is off;
 * a player of an agent who set a UPI id pays that id through a UPI app (ADR 029).
 */
export default function AddFundsRoute() {
  return (
    <RequireBetting>
      <AddFunds />
    </RequireBetting>
  );
}
