import { Button } from '../../../components/ui/button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { errorMessage } from '../../api/admin-client.ts';
import { usePaymentGateway, useSwitchPaymentGateway } from '../../api/payments.ts';
import { Badge } from '../../components/badge.tsx';
import { Panel } from '../../components/panel.tsx';
import ui from '../../components/ui.module.css';
import { usePermissions } from '../../lib/admin-session.tsx';

const NAMES: Record<string, string> = { razorpay: 'Razorpay' };

/**
 * Pay online (ADR 011): whether players may pay through the online gateway, and the owner's switch.
 * A server without a gateway configured (RAZORPAY_* variables, PAYMENT_HOOKS) says so and offers none.
 */
export function OnlineGatewayPanel() {
  const gateway = usePaymentGateway();
  const switchGateway = useSwitchPaymentGateway();
  const { isOwner } = usePermissions();
  if (!gateway.data) return null;
  const { configured, enabled } = gateway.data;
  const name = NAMES[gateway.data.gateway] ?? gateway.data.gateway;

  return (
    <Panel title="Online payment gateway">
      {configured ? (
        <div className={ui.toolbar}>
          <span>
            {name}: <Badge tone={enabled ? 'good' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>{' '}
            <span className={ui.muted}>
              {enabled ? 'Players see Pay online in Add Funds.' : 'Players pay by UPI app and enter the UTR.'}
            </span>
          </span>
          {isOwner ? (
            <Button
              variant={enabled ? 'secondary' : 'primary'}
              disabled={switchGateway.isPending}
              onClick={() =>
                switchGateway.mutate(!enabled, {
                  onSuccess: (answer) => notifySuccess(answer.enabled ? `${name} switched on` : `${name} switched off`),
                })
              }
            >
              {enabled ? `Switch ${name} off` : `Switch ${name} on`}
            </Button>
          ) : (
            <span className={ui.muted}>Only the owner can switch it.</span>
          )}
        </div>
      ) : (
        <p className={ui.muted}>
          No online gateway is configured on this server (PAYMENT_HOOKS and the RAZORPAY_* variables, see
          OPERATIONS.md).
        </p>
      )}
      {switchGateway.isError ? (
        <p className={ui.alert} role="alert">
          {errorMessage(switchGateway.error)}
        </p>
      ) : null}
    </Panel>
  );
}
